import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { loginUrlFor } from '@/lib/loginGuard'
import { deliveryText } from '@/lib/printView'
import { printQueueStore as store } from '@/stores/printQueue'
import { CheckoutBar, OrderCounts, PrintEntries, PrintHead, PrintLogin, QueueRow } from './PrintCentreParts'
import type { PrintCentre } from './usePrintCentre'
import './print.scss'

/** The queue: loading, failure with 重试, empty, or its rows. */
const Queue = observer(function Queue({ c }: { c: PrintCentre }) {
  const units = store.units
  if (!store.queue) {
    return (
      <View className='pc-queue__state'>
        <LoadView state={c.page.state} onRetry={() => void c.page.reload()} />
      </View>
    )
  }
  if (units.length === 0) {
    return <EmptyState testId='print-empty' title='打印队列是空的' hint='从文库添加或上传文件，设置好份数和纸张即可下单打印' />
  }
  return (
    <View data-testid='print-queue'>
      {units.map((unit) => (
        <QueueRow
          key={unit.key}
          unit={unit}
          selected={unit.ids.length > 0 && unit.ids.every((id) => store.selected.includes(id))}
          onToggle={() => store.toggle(unit.ids)}
          onOpen={() => c.openUnit(unit)}
          onPreview={() => unit.kind === 'item' && c.preview(unit.item.id)}
          onRemove={() => c.remove(unit)}
        />
      ))}
    </View>
  )
})

/**
 * The print centre as the print tab and print/cloudPrintList show it: the head with my orders by
 * state, the ways in (文库, 上传, 照片, 合并, 订单, 地址), the queue with each file's pages,
 * settings and fee, and the bar with the total of what is chosen and 去结算. Logged out (the tab
 * only: the centre needs a login): 登录, back to `loginTarget`. State: usePrintCentre.ts.
 */
export const PrintCentreView = observer(function PrintCentreView({ c, testId, loginTarget }: { c: PrintCentre; testId: string; loginTarget: string }) {
  const totals = store.totals
  const hasQueue = !!store.queue && store.units.length > 0
  return (
    <View className={`pc-page${hasQueue ? ' pc-page--bar' : ''}`} data-testid={testId}>
      <PrintHead />
      {!c.loggedIn ? (
        <PrintLogin onLogin={() => navigate(loginUrlFor(loginTarget))} />
      ) : (
        <>
          <OrderCounts counts={c.counts} onOpen={c.open} />
          <PrintEntries onOpen={(spec) => c.open(spec)} />
          <View className='pc-card pc-queue'>
            <View className='pc-card__title'>
              <Text>
                打印队列
                {store.queue ? <Text className='pc-card__count'>（{store.queue.items.length}）</Text> : null}
              </Text>
              {hasQueue ? <Text className='pc-card__note'>点文件修改打印设置</Text> : null}
            </View>
            <Queue c={c} />
          </View>
          {hasQueue && store.prices ? (
            <CheckoutBar
              allChosen={store.allChosen}
              files={totals.files}
              totalFen={totals.totalFen}
              delivery={deliveryText(totals, store.prices)}
              checking={c.checking}
              onAll={() => store.toggleAll()}
              onCheckout={c.checkout}
            />
          ) : null}
        </>
      )}
    </View>
  )
})
