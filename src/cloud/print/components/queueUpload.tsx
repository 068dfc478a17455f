import { Text, View } from '@tarojs/components'
import type { AddOutcome } from '@/stores/printQueue'
import type { UploadItem } from '@/stores/upload'
import { UploadRow } from '@/cloud/components/TransferRows'
import type { PrintUpload } from './queueUploadState'
import '@/cloud/components/cloud.scss'
import './queue.scss'

const OUTCOME_TEXTS: Record<AddOutcome, string> = {
  added: '已加入队列',
  already: '已在队列中',
  failed: '加入队列失败',
  ignored: ''
}

/** Where a file stands after its upload: queued, or still to come. */
function outcomeText(task: UploadItem, outcome: AddOutcome | undefined): string {
  if (outcome) return OUTCOME_TEXTS[outcome]
  return task.state === 'complete' ? '正在加入…' : '上传后加入队列'
}

/**
 * Choosing files to print from this device (print/webViewFileUpload, webViewImageUpload): the
 * sources (H5 选择文件; weapp 从聊天选择 and 从相册选择, or the album only for pictures), what is
 * accepted, and each chosen file's upload with its progress and whether it is queued.
 */
export function PrintUploadView({ upload, title, hint, picturesOnly }: { upload: PrintUpload; title: string; hint: string; picturesOnly: boolean }) {
  return (
    <View className='cl-upload'>
      <View className='cl-card'>
        <Text className='cl-card__title'>{title}</Text>
        <Text className='cl-card__hint'>{hint}</Text>
        <View className='cl-sources'>
          {process.env.TARO_ENV === 'h5' ? (
            <View className='cl-source' data-testid='print-upload-choose' onClick={() => upload.choose('browser')}>
              <Text>{picturesOnly ? '选择图片' : '选择文件'}</Text>
            </View>
          ) : (
            <>
              {picturesOnly ? null : (
                <View className='cl-source' data-testid='print-upload-chat' onClick={() => upload.choose('chat')}>
                  <Text>从聊天选择</Text>
                </View>
              )}
              <View className='cl-source cl-source--alt' data-testid='print-upload-album' onClick={() => upload.choose('album')}>
                <Text>从相册选择</Text>
              </View>
            </>
          )}
        </View>
      </View>
      {upload.tasks.length ? (
        <View className='cl-card' data-testid='print-upload-tasks'>
          <Text className='cl-card__title'>本次上传</Text>
          {upload.tasks.map((t) => (
            <View key={t.id} className='pq-upload' data-testid='print-upload-task' data-name={t.name} data-outcome={upload.outcomeOf(t.id) ?? ''}>
              <UploadRow task={t} />
              <Text className={`pq-upload__outcome pq-upload__outcome--${upload.outcomeOf(t.id) ?? 'waiting'}`} data-testid='print-upload-outcome'>
                {outcomeText(t, upload.outcomeOf(t.id))}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}
