import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { uploadStore } from '@/stores/upload'
import { UploadRow } from './components/TransferRows'
import './components/cloud.scss'

/**
 * 文件处理进度 (cloud/adream-file-progress?id=<upload task id>): one upload followed on its own
 * page (the spec names the page only): its md5 check, bytes and speed, its buttons, and the
 * transfer list. A flow that hands a file over (the print queue's for_print uploads) opens it with
 * the task id that stores/upload.ts add() answered. Without an id: the upload under way, if any.
 */
function FileProgressPage() {
  const { params } = useRouter()
  const task = params.id ? uploadStore.task(params.id) : uploadStore.visible.find((t) => t.state === 'uploading')
  return (
    <PageShell>
      <View className='cl-page' data-testid='file-progress'>
        {task ? (
          <View className='cl-upload'>
            <View className='cl-card'>
              <Text className='cl-card__title'>{task.state === 'complete' ? '文件已上传完成' : '文件处理中，请稍候'}</Text>
              <Text className='cl-card__hint'>离开本页不影响上传，可在传输列表查看</Text>
            </View>
            <UploadRow task={task} />
          </View>
        ) : (
          <EmptyState testId='file-progress-none' title='没有进行中的文件' hint='任务已结束或已被取消' />
        )}
        <Text className='cl-link' onClick={() => navigate(urlOf('cloud/cloudTransferList'))}>
          查看传输列表 ›
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(FileProgressPage)
