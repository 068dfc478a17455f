import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { isPrintPicture, itemFee, settingsProblems } from '@core/printFees'
import { PageShell } from '@/components/PageShell'
import { goBackOr, navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import { QueueBar, QueueFile, QueueLoad, QueueNotice } from './components/queueParts'
import { useQueueLoad } from './components/queueLoad'
import { useSettingsDraft } from './components/settingsDraft'
import { FeeCard, SettingsForm } from './components/settingsParts'
import './components/queue.scss'

/**
 * 打印设置 (print/cloudPrintSetting?id=<queue item id>): one file's copies, colour, sides, paper
 * (6寸照片纸 for pictures), page range and binding, each saved as it changes, and the fee of these
 * settings at once (core/printFees.ts, the server's rule). A file merged into a group is set on the
 * group's page; a file a submitted order holds cannot change until the order is paid or cancelled.
 */
function CloudPrintSetting() {
  const { params } = useRouter()
  const id = Number(params.id)
  const { page, ready } = useQueueLoad()
  const item = store.item(id)
  const draft = useSettingsDraft(item?.settings, (patch) => store.patchItem(id, patch))
  const settings = draft.settings
  const prices = store.prices
  const locked = item?.locked_by_order ?? null
  // A grouped file's binding is reckoned on the group's first file: the server's fee says so, a file alone is reckoned here at once.
  const fee = item && settings && prices ? (item.group_id !== null ? item.fee : itemFee(prices, settings, item.page_count)) : null
  return (
    <PageShell>
      <View className='pq-page pq-page--bar' data-testid='print-setting-page'>
        <QueueLoad page={page} ready={ready} missing={item ? null : '文件不在打印队列中，可能已下单或被移出'}>
          {item && settings && prices && fee ? (
            <>
              <View className='pq-card'>
                <QueueFile item={item} />
              </View>
              {locked !== null ? (
                <QueueNotice
                  testId='setting-locked'
                  text='文件在待付款订单中，付款或取消订单后才能修改设置'
                  action='查看订单'
                  onAction={() => navigate(urlOf('print/lockPrintOrder', { id: locked }))}
                />
              ) : null}
              {item.group_id !== null ? (
                <QueueNotice
                  testId='setting-grouped'
                  text='文件已合并打印，请在分组里修改打印设置'
                  action='去分组'
                  onAction={() => navigate(urlOf('print/cloudPrintGroup', { id: item.group_id ?? 0 }))}
                />
              ) : (
                <SettingsForm
                  settings={settings}
                  extension={item.extension}
                  pageCount={isPrintPicture(item.extension) ? null : item.page_count}
                  disabled={locked !== null}
                  problems={settingsProblems(prices, settings, { extension: item.extension, pageCount: item.page_count })}
                  onChange={draft.change}
                />
              )}
              <FeeCard feeFen={fee.fee_fen} sides={fee.sides} sheets={fee.sheets} />
              <QueueBar
                buttons={[
                  { label: '预览', testId: 'setting-preview', onClick: () => navigate(urlOf('print/cloudPrintPreview', { id })) },
                  { label: draft.saving ? '保存中…' : '完成', testId: 'setting-done', off: draft.saving, onClick: () => goBackOr(urlOf('print/cloudPrintList')) }
                ]}
              />
            </>
          ) : null}
        </QueueLoad>
      </View>
    </PageShell>
  )
}

export default observer(CloudPrintSetting)
