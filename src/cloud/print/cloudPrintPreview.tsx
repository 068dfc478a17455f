import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { withErrorText } from '@/api/errorText'
import { fetchPreview } from '@/api/print'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { previewImage } from '@/platform/previewImage'
import { absoluteUrl } from '@/platform/transfer'
import './components/queue.scss'

/**
 * 打印预览 (print/cloudPrintPreview?id=<queue item id>): the first pages of a queued file as the
 * server renders them (a picture itself; a PDF's first PRINT_LIMITS.previewPages pages), a tap
 * showing one full screen; when the server has no images (its renderer is not installed) its
 * message, e.g. 预览服务暂不可用，可下载原文件查看.
 */
export default function CloudPrintPreview() {
  const { params } = useRouter()
  const id = Number(params.id)
  const page = usePageLoad(() => withErrorText(fetchPreview(id, { quiet: true }), '预览加载失败，请稍后再试'))
  const preview = page.data
  const urls = preview ? preview.pages.map((p) => absoluteUrl(p.url)) : []
  return (
    <PageShell>
      <View className='pq-page' data-testid='print-preview-page'>
        {!preview ? (
          <LoadView state={page.state} onRetry={() => void page.reload()} />
        ) : (
          <View className='pq-card' data-testid='print-preview' data-pages={preview.pages.length}>
            <Text className='pq-card__title'>
              {preview.pages.length ? `预览前 ${preview.pages.length} 页（共 ${preview.page_count} 页）` : `共 ${preview.page_count} 页`}
            </Text>
            {preview.pages.length === 0 ? (
              <View className='pv-message' data-testid='print-preview-message'>
                <Text>{preview.message ?? '暂无预览'}</Text>
              </View>
            ) : (
              preview.pages.map((p, i) => (
                <View key={p.page} data-testid='print-preview-page-image'>
                  <Image className='pv-page' src={urls[i]} mode='widthFix' imgProps={{ alt: `第 ${i + 1} 页，查看大图` }} onClick={() => previewImage(urls, urls[i])} />
                  <Text className='pv-caption'>第 {p.page} 页</Text>
                </View>
              ))
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}
