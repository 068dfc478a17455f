import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { PHOTO_SETTINGS } from '@/lib/printView'
import { PrintUploadView } from './components/queueUpload'
import { usePrintUpload } from './components/queueUploadState'
import './components/queue.scss'

/**
 * 上传图片 (print/webViewImageUpload): pictures from this device to the print queue (jpg, jpeg,
 * png), uploaded to 我的文库 with for_print and queued as each completes; back once all are.
 * `?paper=photo6` (照片打印) queues them on 6-inch photo paper in colour.
 */
function WebViewImageUpload() {
  const { params } = useRouter()
  const photo = params.paper === 'photo6'
  const upload = usePrintUpload(true, photo ? PHOTO_SETTINGS : undefined)
  return (
    <PageShell>
      <View className='pq-page' data-testid='print-image-upload'>
        <PrintUploadView
          upload={upload}
          picturesOnly
          title={photo ? '选择要冲印的照片' : '选择要打印的图片'}
          hint={photo ? '支持 jpg、png，默认 6 寸照片纸彩色打印，可在打印设置中修改' : '支持 jpg、png 图片。图片会同时保存到我的文库'}
        />
      </View>
    </PageShell>
  )
}

export default observer(WebViewImageUpload)
