import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { errorText } from '@/api/errorText'
import { PageShell } from '@/components/PageShell'
import { mergeProblem, mergeableItems, toggleUnit } from '@/lib/printView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import { QueueBar, QueueFile, QueueLoad } from './components/queueParts'
import { useQueueLoad } from './components/queueLoad'
import './components/queue.scss'

/**
 * 合并打印 (print/cloudPrintMerge): choose at least two queued files (on their own, in no order),
 * in the order they are to be bound, name the document if you like, and 合并 makes them one group
 * printed and bound with one set of settings (print/cloudPrintGroup opens next).
 */
function CloudPrintMerge() {
  const { page, ready } = useQueueLoad()
  const [chosen, setChosen] = useState<number[]>([])
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const items = store.queue ? mergeableItems(store.queue) : []
  const picked = chosen.filter((id) => items.some((i) => i.id === id))

  const merge = async () => {
    const problem = mergeProblem(picked.length)
    if (problem) return toast(problem)
    if (busy) return
    setBusy(true)
    try {
      const group = await store.createGroup(picked, name.trim() || undefined)
      toast('已合并')
      await Taro.redirectTo({ url: urlOf('print/cloudPrintGroup', { id: group.id }) })
    } catch (e) {
      toast(errorText(e, '合并失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='pq-page pq-page--bar' data-testid='print-merge-page'>
        <QueueLoad page={page} ready={ready} missing={null}>
          <View className='pq-card'>
            <Text className='pq-card__title'>合并后的名称</Text>
            <Input
              className='pq-input'
              data-testid='merge-name'
              value={name}
              maxlength={40}
              placeholder='选填，不填则以第一个文件命名'
              onInput={(e) => setName(e.detail.value)}
            />
          </View>
          <View className='pq-card' data-testid='merge-files'>
            <Text className='pq-card__title'>选择要合并的文件</Text>
            <Text className='pq-card__hint'>按选择的先后顺序装订成一份，统一设置份数、纸张和装订</Text>
            {items.length < 2 ? (
              <Text className='pq-empty-line' data-testid='merge-empty'>
                打印队列里至少要有 2 个未合并的文件
              </Text>
            ) : (
              items.map((item) => {
                const at = picked.indexOf(item.id)
                return (
                  <QueueFile key={item.id} item={item} testId='merge-file' onClick={() => setChosen((c) => toggleUnit(c, [item.id]))}>
                    {at >= 0 ? <Text className='pq-file__order'>{at + 1}</Text> : <View className='pq-check' />}
                  </QueueFile>
                )
              })
            )}
          </View>
          <QueueBar
            buttons={[
              { label: picked.length ? `合并打印（${picked.length}）` : '合并打印', testId: 'merge-submit', off: picked.length < 2 || busy, onClick: () => void merge() }
            ]}
          />
        </QueueLoad>
      </View>
    </PageShell>
  )
}

export default observer(CloudPrintMerge)
