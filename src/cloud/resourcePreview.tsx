import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { sizeText } from '@core/cloudFiles'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { parseFileInfo, type FileInfo } from '@/lib/cloudView'
import { percentOf, progressText } from '@/lib/transferProgress'
import { downloadStore } from '@/stores/download'
import { FileIcon, ProgressBar } from './components/CloudParts'
import { downloadFile, keepDownloaded } from './components/fileActions'
import './components/cloud.scss'

/** Spec section 2: the web cannot preview documents. */
function WebNotice({ info }: { info: FileInfo }) {
  return (
    <View className='cl-preview__note' data-testid='resource-preview-web'>
      <FileIcon entry={{ is_folder: false, name: info.name, extension: info.extension }} />
      <Text className='cl-preview__name'>{info.name}</Text>
      <Text className='cl-preview__title'>暂不支持预览</Text>
      <Text className='cl-preview__hint'>请前往APP使用预览/下载功能</Text>
      {!info.forbid_download ? (
        <View className='cl-preview__actions'>
          <View className='cl-btn' data-testid='preview-download' onClick={() => downloadFile(info, 0)}>
            <Text>下载到本地</Text>
          </View>
        </View>
      ) : null}
    </View>
  )
}

/** weapp: the document downloads (progress shown) and opens in WeChat's viewer; 打开 opens it again. */
const WeappDocument = observer(function WeappDocument({ info }: { info: FileInfo }) {
  const [taskId, setTaskId] = useState<string>()
  useEffect(() => {
    if (info.forbid_download) return
    const id = downloadStore.download({ id: info.id, name: info.name, size: 0, shareId: info.share_id })
    setTaskId(id)
    downloadStore.whenDone(id).then(
      (path) => keepDownloaded(path, info),
      () => undefined
    )
  }, [info])
  const task = taskId ? downloadStore.task(taskId) : undefined
  return (
    <View className='cl-preview__note' data-testid='resource-preview-weapp'>
      <FileIcon entry={{ is_folder: false, name: info.name, extension: info.extension }} />
      <Text className='cl-preview__name'>{info.name}</Text>
      {info.forbid_download ? <Text className='cl-preview__hint'>该文件已被设置为禁止下载，无法打开</Text> : null}
      {task?.state === 'downloading' ? (
        <View className='cl-preview__progress'>
          <ProgressBar percent={percentOf(task.received, task.size)} />
          <Text className='cl-preview__hint'>正在下载 {task.size ? progressText(task.received, task.size) : sizeText(task.received)}</Text>
        </View>
      ) : null}
      {task?.state === 'error' ? <Text className='cl-preview__hint'>{task.error || '打开文件失败'}</Text> : null}
      {task ? (
        <View className='cl-preview__actions'>
          {task.state === 'complete' ? (
            <View className='cl-btn cl-btn--solid' onClick={() => void keepDownloaded(task.localPath, info)}>
              <Text>打开</Text>
            </View>
          ) : null}
          {task.state === 'error' ? (
            <View className='cl-btn' onClick={() => downloadStore.retry(task.id)}>
              <Text>重新下载</Text>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  )
})

/**
 * 文件预览 (cloud/resourcePreview?fileInfo=<JSON>): a document. On the web it is not previewed
 * (spec section 2: 暂不支持预览 / 请前往APP使用预览/下载功能) and can be downloaded; in the
 * mini-program it downloads and opens in WeChat's document viewer (Taro.openDocument).
 */
export default function ResourcePreviewPage() {
  const { params } = useRouter()
  const [info] = useState(() => parseFileInfo(params.fileInfo))
  return (
    <PageShell>
      <View className='cl-preview' data-testid='resource-preview'>
        {!info ? (
          <EmptyState testId='preview-missing' title='文件不存在' hint='请返回重新打开' />
        ) : process.env.TARO_ENV === 'h5' ? (
          <WebNotice info={info} />
        ) : (
          <WeappDocument info={info} />
        )}
      </View>
    </PageShell>
  )
}
