/**
 * The picture uploader's grid, shared by every form that takes pictures (the forum composer,
 * feedback, certificates, mall comments and after-sale): pairs with useComposeImages.ts.
 */
import { Image, Text, View } from '@tarojs/components'
import { FORUM_LIMITS } from '@types-contract/forum'
import { slotsLeft, stageText, type ComposeImage } from '@/lib/composeImages'
import './ImageUploadGrid.scss'

export interface ImagesProps {
  images: ComposeImage[]
  /** Pictures in all (the forum's 9 unless told). */
  max?: number
  onPick: () => void
  onRetry: (id: string) => void
  onRemove: (id: string) => void
  onPreview: (id: string) => void
}

/** Up to `max` pictures in a grid: each with its stage over it (压缩中, 45%, 上传失败 → tap to retry), × to remove, a tap to preview; then 添加图片. */
export function ImageGrid({ images, max = FORUM_LIMITS.imagesMax, onPick, onRetry, onRemove, onPreview }: ImagesProps) {
  return (
    <View className='cp-images' data-testid='compose-images'>
      {images.map((image) => {
        const text = stageText(image)
        return (
          <View key={image.id} className='cp-image' data-testid='compose-image' data-stage={image.stage} data-key={image.key ?? ''}>
            <Image
              className='cp-image__img'
              src={image.preview}
              mode='aspectFill'
              imgProps={{ alt: image.stage === 'failed' ? '重试上传' : '查看大图' }}
              onClick={() => (image.stage === 'failed' ? onRetry(image.id) : onPreview(image.id))}
            />
            {image.stage === 'uploading' ? <View className='cp-image__bar' style={{ width: `${Math.round(image.progress * 100)}%` }} /> : null}
            {text ? (
              <View
                className={`cp-image__veil${image.stage === 'failed' ? ' cp-image__veil--failed' : ''}`}
                data-testid={image.stage === 'failed' ? 'compose-image-retry' : 'compose-image-progress'}
                onClick={() => image.stage === 'failed' && onRetry(image.id)}
              >
                <Text>{text}</Text>
                {image.stage === 'failed' ? <Text className='cp-image__hint'>点击重试</Text> : null}
              </View>
            ) : null}
            <View className='cp-image__remove' data-testid='compose-image-remove' role='button' aria-label='删除图片' onClick={() => onRemove(image.id)}>
              <Text>×</Text>
            </View>
          </View>
        )
      })}
      {slotsLeft(images, max) > 0 ? (
        <View className='cp-image cp-image--add' data-testid='compose-add-image' role='button' aria-label='添加图片' onClick={onPick}>
          <Text className='cp-image__plus'>+</Text>
          <Text className='cp-image__count'>
            {images.length}/{max}
          </Text>
        </View>
      ) : null}
    </View>
  )
}
