import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { PrintUploadView } from './components/queueUpload'
import { usePrintUpload } from './components/queueUploadState'
import './components/queue.scss'

/**
 * 上传文件 (print/webViewFileUpload): files from this device straight to the print queue: PDFs
 * and pictures are uploaded to 我的文库 (its root) with for_print, queued as each completes, and
 * the page goes back once all are queued. Word, PPT and Excel are refused (save as PDF first).
 */
function WebViewFileUpload() {
  const upload = usePrintUpload(false)
  return (
    <PageShell>
      <View className='pq-page' data-testid='print-file-upload'>
        <PrintUploadView
          upload={upload}
          picturesOnly={false}
          title='选择要打印的文件'
          hint='支持 PDF 和 jpg、png 图片；Word、PPT、Excel 请先另存为 PDF。文件会同时保存到我的文库'
        />
      </View>
    </PageShell>
  )
}

export default observer(WebViewFileUpload)
