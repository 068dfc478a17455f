import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { fetchPreview } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { previewNote } from '@/lib/xkwView'
import { previewImage } from '@/platform/previewImage'
import { DemoTag } from '../components/xkwParts'
import '../components/xkw.scss'

/** 资料预览 (xkw/filePreview?id=): the material's first pages as images (a tap enlarges one), and the note that only those are shown. */
export default function FilePreview() {
  const id = Number(useRouter().params.id)
  const load = usePageLoad(() => fetchPreview(id))
  const p = load.data
  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-preview'>
        <LoadView state={load.state} onRetry={load.reload} />
        {p ? (
          <>
            <View className='xk-card'>
              <Text className='xk-card__title'>{p.title}</Text>
              <Text className='xk-muted' data-testid='xkw-preview-note'>
                {previewNote(p)}
              </Text>
              {p.is_demo ? <DemoTag /> : null}
            </View>
            <View className='xk-pages'>
              {p.images.map((image) => (
                <Image
                  key={image.url}
                  className='xk-page-img'
                  data-testid='xkw-preview-page'
                  src={image.url}
                  mode='widthFix'
                  imgProps={{ alt: '资料页面，点击放大' }}
                  onClick={() =>
                    previewImage(
                      p.images.map((x) => x.url),
                      image.url
                    )
                  }
                />
              ))}
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
