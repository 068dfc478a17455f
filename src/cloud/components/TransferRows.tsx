import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { extensionOf, sizeText } from '@core/cloudFiles'
import { downloadStateText, uploadActions, uploadStateText } from '@/lib/cloudView'
import { percentOf, progressText, speedText } from '@/lib/transferProgress'
import { downloadStore, type DownloadItem } from '@/stores/download'
import { uploadStore, type UploadItem } from '@/stores/upload'
import { FileIcon, ProgressBar } from './CloudParts'
import { keepDownloaded } from './fileActions'
import './cloud.scss'

const ACTION_LABELS = { pause: '暂停', resume: '继续', retry: '重试', cancel: '取消' } as const

function Button({ label, testId, tone, onClick }: { label: string; testId: string; tone?: 'plain' | 'danger'; onClick: () => void }) {
  return (
    <View className={`cl-btn${tone ? ` cl-btn--${tone}` : ''}`} data-testid={testId} onClick={onClick}>
      <Text>{label}</Text>
    </View>
  )
}

/** What an upload's buttons do. */
function act(task: UploadItem, action: keyof typeof ACTION_LABELS): void {
  if (action === 'pause') uploadStore.pause(task.id)
  else if (action === 'resume') uploadStore.resume(task.id)
  else if (action === 'retry') void uploadStore.retry(task.id)
  else uploadStore.cancel(task.id)
}

/**
 * An upload: name, size and state; while hashing its md5 progress (校验中), then the bytes sent, the
 * bar and the speed; the failure text; the buttons its state offers (暂停, 继续, 重试, 取消).
 */
export const UploadRow = observer(function UploadRow({ task }: { task: UploadItem }) {
  const hashing = task.state === 'uploading' && !task.md5
  const percent = hashing ? Math.floor(task.md5progress * 100) : percentOf(task.sent, task.size)
  const failed = task.state === 'error' || task.state === 'EOF'
  return (
    <View className='cl-task' data-testid='upload-task' data-name={task.name} data-state={task.state} data-hashing={String(hashing)} data-percent={percent}>
      <View className='cl-task__head'>
        <FileIcon entry={{ is_folder: false, name: task.name }} />
        <View className='cl-row__text'>
          <Text className='cl-row__name'>{task.name}</Text>
          <Text className='cl-row__meta'>
            {sizeText(task.size)} ·{' '}
            <Text className={`cl-task__state--${failed ? 'error' : task.state}`} data-testid='upload-task-state'>
              {uploadStateText(task.state, hashing)}
            </Text>
          </Text>
        </View>
      </View>
      {task.state !== 'complete' ? <ProgressBar percent={percent} tone={failed ? 'error' : hashing ? 'hash' : undefined} testId='upload-task-progress' /> : null}
      <View className='cl-task__line'>
        <Text data-testid='upload-task-bytes'>
          {hashing ? `校验中 ${percent}%` : task.state === 'complete' ? '上传完成' : `${progressText(task.sent, task.size)} · ${percent}%`}
        </Text>
        <Text data-testid='upload-task-speed'>{task.state === 'uploading' && !hashing ? speedText(task.speed) : ''}</Text>
      </View>
      {task.error ? (
        <Text className='cl-row__error' data-testid='upload-task-error'>
          {task.error}
        </Text>
      ) : null}
      {task.state !== 'complete' ? (
        <View className='cl-task__buttons'>
          {uploadActions(task.state).map((a) => (
            <Button key={a} label={ACTION_LABELS[a]} testId={`upload-${a}`} tone={a === 'cancel' ? 'danger' : undefined} onClick={() => act(task, a)} />
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** A download: name, size and state, the bar and the speed while downloading; 打开 when complete, 重试 after a failure, 取消/删除. */
export const DownloadRow = observer(function DownloadRow({ task }: { task: DownloadItem }) {
  const percent = percentOf(task.received, task.size)
  return (
    <View className='cl-task' data-testid='download-task' data-name={task.name} data-state={task.state} data-percent={percent}>
      <View className='cl-task__head'>
        <FileIcon entry={{ is_folder: false, name: task.name }} />
        <View className='cl-row__text'>
          <Text className='cl-row__name'>{task.name}</Text>
          <Text className='cl-row__meta'>
            {sizeText(task.size)} · <Text className={`cl-task__state--${task.state}`}>{downloadStateText(task.state)}</Text>
          </Text>
        </View>
      </View>
      {task.state === 'downloading' ? (
        <>
          <ProgressBar percent={percent} testId='download-task-progress' />
          <View className='cl-task__line'>
            <Text>{`${progressText(task.received, task.size)} · ${percent}%`}</Text>
            <Text>{speedText(task.speed)}</Text>
          </View>
        </>
      ) : null}
      {task.error ? <Text className='cl-row__error'>{task.error}</Text> : null}
      <View className='cl-task__buttons'>
        {task.state === 'complete' ? (
          <Button label='打开' testId='download-open' onClick={() => void keepDownloaded(task.localPath, { name: task.name, extension: extensionOf(task.name) })} />
        ) : null}
        {task.state === 'error' ? <Button label='重试' testId='download-retry' onClick={() => downloadStore.retry(task.id)} /> : null}
        <Button label={task.state === 'downloading' ? '取消' : '删除'} testId='download-abort' tone='danger' onClick={() => downloadStore.abort(task.id)} />
      </View>
    </View>
  )
})
