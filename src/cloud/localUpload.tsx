import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import type { Crumb } from '@/lib/cloudView'
import { canDropFiles, chooseFiles, listenForDrops, type ChosenFile, type FileSource } from '@/platform/localFiles'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { uploadStore } from '@/stores/upload'
import { FolderPicker } from './components/FolderPicker'
import { UploadRow } from './components/TransferRows'
import './components/cloud.scss'

const DROP_ZONE_ID = 'cloud-drop-zone'

/** The folder named by the query (?parent=&name=), else the root. */
function startPath(params: Record<string, string | undefined>): Crumb[] {
  const id = Number(params.parent)
  return Number.isInteger(id) && id > 0 ? [{ id, name: decodeURIComponent(params.name ?? '') || '文件夹' }] : []
}

/**
 * 本地上传 (cloud/localUpload): the folder the files go to (更改 opens the folder picker), then the
 * files: weapp 从聊天选择 (chooseMessageFile) and 从相册选择; H5 选择文件 (the file input, several at
 * once) and, on a desktop, a zone to drop files on. Chosen files become upload tasks at once
 * (stores/upload.ts); this page lists the ones added here and links to the transfer list.
 */
function LocalUploadPage() {
  const { params } = useRouter()
  const [target, setTarget] = useState<Crumb[]>(() => startPath(params))
  const [picking, setPicking] = useState(false)
  const [added, setAdded] = useState<string[]>([])
  const [over, setOver] = useState(false)
  const droppable = canDropFiles()
  const parent = target.length ? target[target.length - 1].id : null

  const add = (files: ChosenFile[]) => {
    if (!files.length) return
    const ids = uploadStore.add(files, parent)
    setAdded((list) => [...list, ...ids])
    toast(`已添加 ${files.length} 个文件到上传队列`)
  }
  const choose = async (source: FileSource) => add(await chooseFiles(source))

  const addRef = useRef(add)
  addRef.current = add
  useEffect(() => (droppable ? listenForDrops(DROP_ZONE_ID, (files) => addRef.current(files), setOver) : undefined), [droppable])

  const tasks = added.map((id) => uploadStore.task(id)).filter((t) => t !== undefined)
  return (
    <PageShell>
      <View className='cl-page' data-testid='local-upload'>
        <View className='cl-upload'>
          <View className='cl-card'>
            <Text className='cl-card__title'>上传到</Text>
            <View className='cl-target'>
              <Text data-testid='upload-target'>{['我的文库', ...target.map((c) => c.name)].join(' / ')}</Text>
              <View className='cl-btn cl-btn--plain' data-testid='upload-change-target' onClick={() => setPicking(true)}>
                <Text>更改</Text>
              </View>
            </View>
          </View>
          <View className='cl-card'>
            <Text className='cl-card__title'>选择文件</Text>
            <Text className='cl-card__hint'>可上传任意类型的文件；文件会先校验再上传，相同的文件秒传</Text>
            <View className='cl-sources'>
              {process.env.TARO_ENV === 'h5' ? (
                <View className='cl-source' data-testid='upload-choose-file' onClick={() => void choose('browser')}>
                  <Text>选择文件</Text>
                </View>
              ) : (
                <>
                  <View className='cl-source' data-testid='upload-from-chat' onClick={() => void choose('chat')}>
                    <Text>从聊天选择</Text>
                  </View>
                  <View className='cl-source cl-source--alt' data-testid='upload-from-album' onClick={() => void choose('album')}>
                    <Text>从相册选择</Text>
                  </View>
                </>
              )}
            </View>
            {droppable ? (
              <View id={DROP_ZONE_ID} className={`cl-drop${over ? ' cl-drop--over' : ''}`} data-testid='upload-drop-zone'>
                <Text>把文件拖到这里上传</Text>
              </View>
            ) : null}
          </View>
          {tasks.length ? (
            <View className='cl-card' data-testid='upload-added'>
              <Text className='cl-card__title'>本次添加</Text>
              {tasks.map((t) => (
                <UploadRow key={t.id} task={t} />
              ))}
            </View>
          ) : null}
          <Text className='cl-link' data-testid='upload-to-transfers' onClick={() => navigate(urlOf('cloud/cloudTransferList'))}>
            查看传输列表 ›
          </Text>
        </View>
        {picking ? (
          <FolderPicker
            title='上传到'
            start={target}
            confirmText='上传到此处'
            onPick={(path) => {
              setTarget(path)
              setPicking(false)
            }}
            onClose={() => setPicking(false)}
          />
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(LocalUploadPage)
