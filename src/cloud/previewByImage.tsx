import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { fetchDownload } from '@/api/cloud'
import { withErrorText } from '@/api/errorText'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { usePageLoad } from '@/components/usePageLoad'
import { parseFileInfo } from '@/lib/cloudView'
import { previewImage } from '@/platform/previewImage'
import { absoluteUrl } from '@/platform/transfer'
import { downloadFile } from './components/fileActions'
import './components/cloud.scss'

/** Spec section 8: what a picture that will not show says. */
const PREVIEW_FAILED = '图片预览失败，请重新下载'

/**
 * 图片预览 (cloud/previewByImage?fileInfo=<JSON>, lib/cloudView.ts FileInfo): the picture from its
 * signed URL (a shared file's through its share), full screen on a tap (platform/previewImage.ts on
 * both platforms), and 下载 unless forbid_download. A picture that fails to load says 图片预览失败，
 * 请重新下载 with 重试, which asks for a fresh URL.
 */
export default function PreviewByImagePage() {
  const { params } = useRouter()
  const info = parseFileInfo(params.fileInfo)
  const [broken, setBroken] = useState(false)
  const load = usePageLoad(async () => {
    if (!info) throw new Error('文件不存在')
    const answer = await withErrorText(fetchDownload(info.id, info.share_id, { quiet: true }), PREVIEW_FAILED)
    setBroken(false)
    return answer
  })
  if (!info) {
    return (
      <PageShell>
        <EmptyState testId='preview-missing' title='文件不存在' hint='请返回重新打开' />
      </PageShell>
    )
  }
  const src = load.data ? absoluteUrl(load.data.url) : ''
  return (
    <PageShell>
      <View className='cl-preview' data-testid='image-preview-page'>
        <LoadView state={load.state} onRetry={() => void load.reload()} />
        {src && !broken ? (
          <Image
            className='cl-preview__image'
            data-testid='image-preview-img'
            src={src}
            mode='widthFix'
            imgProps={{ alt: '图片预览，点击放大' }}
            onError={() => setBroken(true)}
            onClick={() => previewImage([src], src)}
          />
        ) : null}
        {broken ? (
          <View className='cl-preview__note' data-testid='image-preview-failed'>
            <Text className='cl-preview__hint'>{PREVIEW_FAILED}</Text>
            <RetryButton onClick={() => void load.reload()} />
          </View>
        ) : null}
        <Text className='cl-preview__name'>{info.name}</Text>
        {!info.forbid_download ? (
          <View className='cl-preview__actions'>
            <View className='cl-btn cl-btn--solid' data-testid='preview-download' onClick={() => downloadFile(info, load.data?.size ?? 0)}>
              <Text>下载</Text>
            </View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}
