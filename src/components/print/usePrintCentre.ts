import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import type { PrintOrderCounts } from '@types-contract/print'
import { errorText } from '@/api/errorText'
import { checkConfig, fetchOrderCounts } from '@/api/print'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { printOrderUrl } from '@/lib/printTransfer'
import { configProblemsText, type QueueUnit } from '@/lib/printView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { printQueueStore } from '@/stores/printQueue'

const quiet = { quiet: true }

export interface PrintCentre {
  loggedIn: boolean
  page: PageLoad<unknown>
  /** The order counts; null until they load (or while the server has none to give). */
  counts: PrintOrderCounts | null
  open: (spec: string, query?: Record<string, string | number>) => void
  /** A row's tap: a locked one opens its order (lockPrintOrder), a file its settings, a group its page. */
  openUnit: (unit: QueueUnit) => void
  preview: (itemId: number) => void
  remove: (unit: QueueUnit) => void
  /** 去结算: the chosen files' settings checked by the server, then cloudPrintOrder. */
  checkout: () => void
  checking: boolean
}

/**
 * The print centre (the print tab and print/cloudPrintList): the queue from the store, loaded
 * again whenever the page shows again (back from the settings, an order, an upload) and on
 * pull-down; the order counts of the header, which stay blank when they cannot be read (the
 * queue still works without them); and what the rows and the bar do.
 */
export function usePrintCentre(): PrintCentre {
  const loggedIn = userStore.isLoggedIn
  const [counts, setCounts] = useState<PrintOrderCounts | null>(null)
  const [checking, setChecking] = useState(false)

  const loadCounts = useCallback(() => {
    fetchOrderCounts(quiet).then(setCounts, () => setCounts(null))
  }, [])
  const page = usePageLoad(async () => {
    if (!userStore.isLoggedIn) return null
    loadCounts()
    return printQueueStore.load()
  })
  useReloadOnShowAndPull(page.reload)

  const open = (spec: string, query?: Record<string, string | number>) => navigate(urlOf(spec, query))

  const remove = async (unit: QueueUnit) => {
    if (unit.kind !== 'item') return open('print/cloudPrintGroup', { id: unit.group.id })
    const { confirm } = await Taro.showModal({ title: '移出打印队列', content: `确定把「${unit.item.name}」移出打印队列吗？文库里的文件不受影响`, confirmText: '移出' })
    if (!confirm) return
    try {
      await printQueueStore.removeItem(unit.item.id)
      toast('已移出打印队列')
    } catch (e) {
      toast(errorText(e, '移出失败，请稍后再试'))
    }
  }

  const checkout = async () => {
    const ids = printQueueStore.selected
    if (!ids.length) return toast('请先选择要打印的文件')
    if (checking) return
    setChecking(true)
    try {
      const check = await checkConfig(ids, quiet)
      if (!check.ok) {
        await Taro.showModal({ title: '请先修改打印设置', content: configProblemsText(check.problems, printQueueStore.queue?.items ?? []), showCancel: false })
        return
      }
      navigate(printOrderUrl({ selectedFiles: ids, order_all: printQueueStore.totals.orderAll, navigatorType: 'queue' }))
    } catch (e) {
      toast(errorText(e, '检查打印设置失败，请稍后再试'))
    } finally {
      setChecking(false)
    }
  }

  return {
    loggedIn,
    page,
    counts,
    open,
    openUnit: (unit) => {
      if (unit.lockedBy !== null) open('print/lockPrintOrder', { id: unit.lockedBy })
      else if (unit.kind === 'group') open('print/cloudPrintGroup', { id: unit.group.id })
      else open('print/cloudPrintSetting', { id: unit.item.id })
    },
    preview: (itemId) => open('print/cloudPrintPreview', { id: itemId }),
    remove: (unit) => void remove(unit),
    checkout: () => void checkout(),
    checking
  }
}
