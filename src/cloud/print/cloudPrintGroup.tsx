import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { groupExtension, groupFee } from '@/lib/printView'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import { GroupFiles } from './components/queueGroup'
import { useGroupPage } from './components/queueGroupState'
import { QueueBar, QueueLoad, QueueNotice } from './components/queueParts'
import { useQueueLoad } from './components/queueLoad'
import { FeeCard, SettingsForm } from './components/settingsParts'
import './components/queue.scss'

/**
 * 打印分组 (print/cloudPrintGroup?id=<group id>): a merged document: its files in the order they
 * are bound (上移, 下移, 移出), one set of settings for all of them (each change saved at once), the
 * fee with the binding once per copy; 解散分组 puts the files back on their own in the queue.
 * A group a submitted order holds cannot change until the order is paid or cancelled.
 */
function CloudPrintGroup() {
  const { params } = useRouter()
  const id = Number(params.id)
  const { page, ready } = useQueueLoad()
  const g = useGroupPage(id)
  const { group, items, draft } = g
  const settings = draft.settings
  const prices = store.prices
  const locked = items.find((i) => i.locked_by_order !== null)?.locked_by_order ?? null
  const fee = settings && prices ? groupFee(prices, settings, items, id) : null
  return (
    <PageShell>
      <View className='pq-page pq-page--bar' data-testid='print-group-page'>
        <QueueLoad page={page} ready={ready} missing={group ? null : '分组不存在，可能已解散或已下单'}>
          {group && settings && fee ? (
            <>
              <View className='pq-card'>
                <Text className='pq-card__title' data-testid='group-name'>
                  {group.name}
                </Text>
                <Text className='pq-card__hint'>按下面的顺序打印并装订成一份</Text>
                <GroupFiles items={items} disabled={locked !== null || g.busy} onMove={g.move} onRemove={g.remove} />
              </View>
              {locked !== null ? (
                <QueueNotice
                  testId='group-locked'
                  text='分组在待付款订单中，付款或取消订单后才能修改'
                  action='查看订单'
                  onAction={() => navigate(urlOf('print/lockPrintOrder', { id: locked }))}
                />
              ) : null}
              <SettingsForm settings={settings} extension={groupExtension(items)} pageCount={null} disabled={locked !== null} problems={[]} onChange={draft.change} />
              <FeeCard feeFen={fee.fee_fen} sides={fee.sides} sheets={fee.sheets} note='装订按份计一次' />
              <QueueBar
                buttons={[
                  { label: '解散分组', testId: 'group-dissolve', off: locked !== null || g.busy, onClick: g.dissolve },
                  { label: draft.saving ? '保存中…' : '完成', testId: 'group-done', off: draft.saving, onClick: g.done }
                ]}
              />
            </>
          ) : null}
        </QueueLoad>
      </View>
    </PageShell>
  )
}

export default observer(CloudPrintGroup)
