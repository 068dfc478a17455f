import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { downloadStore } from '@/stores/download'
import { uploadStore } from '@/stores/upload'
import { DownloadRow, UploadRow } from './components/TransferRows'
import './components/cloud.scss'

type Tab = 'upload' | 'download'

function Tool({ label, testId, off, onClick }: { label: string; testId: string; off?: boolean; onClick: () => void }) {
  return (
    <View className={`cl-tool${off ? ' cl-btn--off' : ''}`} data-testid={testId} onClick={() => !off && onClick()}>
      <Text>{label}</Text>
    </View>
  )
}

const Uploads = observer(function Uploads() {
  const tasks = uploadStore.visible
  const running = tasks.some((t) => t.state === 'uploading' || t.state === 'waiting')
  const paused = tasks.some((t) => t.state === 'paused')
  const complete = tasks.some((t) => t.state === 'complete')
  return (
    <>
      <View className='cl-toolbar'>
        <Text className='cl-crumbs'>共 {tasks.length} 项</Text>
        <Tool label='全部暂停' testId='uploads-pause-all' off={!running} onClick={() => uploadStore.pauseAll()} />
        <Tool label='全部开始' testId='uploads-start-all' off={!paused} onClick={() => uploadStore.startAll()} />
        <Tool label='清除已完成' testId='uploads-clear' off={!complete} onClick={() => uploadStore.clearComplete()} />
      </View>
      {tasks.length ? (
        <View data-testid='upload-tasks'>
          {tasks.map((t) => (
            <UploadRow key={t.id} task={t} />
          ))}
        </View>
      ) : (
        <EmptyState testId='uploads-empty' title='没有上传任务' hint='在我的文库点击“上传文件”添加' />
      )}
    </>
  )
})

const Downloads = observer(function Downloads() {
  const tasks = downloadStore.visible
  return (
    <>
      <View className='cl-toolbar'>
        <Text className='cl-crumbs'>共 {tasks.length} 项</Text>
        <Tool label='清除已完成' testId='downloads-clear' off={!tasks.some((t) => t.state === 'complete')} onClick={() => downloadStore.clearComplete()} />
      </View>
      {tasks.length ? (
        <View data-testid='download-tasks'>
          {tasks.map((t) => (
            <DownloadRow key={t.id} task={t} />
          ))}
        </View>
      ) : (
        <EmptyState testId='downloads-empty' title='没有下载任务' hint='在我的文库选择文件下载' />
      )}
    </>
  )
})

/**
 * 传输列表 (cloud/cloudTransferList): 上传 and 下载 tabs (?tab=download opens the second), each task
 * with its live progress and speed (md5 progress while hashing), its buttons by state, and 全部暂停
 * / 全部开始 / 清除已完成. The stores (stores/upload.ts, stores/download.ts) hold and run the tasks.
 */
function TransferListPage() {
  const { params } = useRouter()
  const [tab, setTab] = useState<Tab>(params.tab === 'download' ? 'download' : 'upload')
  const uploads = uploadStore.activeCount
  const downloads = downloadStore.activeCount
  return (
    <PageShell>
      <View className='cl-page' data-testid='transfer-list'>
        <View className='cl-tabs'>
          <View className={`cl-tab${tab === 'upload' ? ' cl-tab--on' : ''}`} data-testid='transfer-tab-upload' onClick={() => setTab('upload')}>
            <Text>上传{uploads ? ` (${uploads})` : ''}</Text>
          </View>
          <View className={`cl-tab${tab === 'download' ? ' cl-tab--on' : ''}`} data-testid='transfer-tab-download' onClick={() => setTab('download')}>
            <Text>下载{downloads ? ` (${downloads})` : ''}</Text>
          </View>
        </View>
        {tab === 'upload' ? <Uploads /> : <Downloads />}
      </View>
    </PageShell>
  )
}

export default observer(TransferListPage)
