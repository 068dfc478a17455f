import { useDidShow, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import type { PrintFeeQuote, PrintOrder, PrintQueueItem } from '@types-contract/print'
import { errorText } from '@/api/errorText'
import { checkConfig, fetchQueue, quoteFee } from '@/api/print'
import { changePrintOrderAddress, fetchPrintOrder, submitPrintOrder } from '@/api/printOrders'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { PRINT_ORDER_MISSING, printPayTotalFee } from '@/lib/printOrderView'
import { parsePrintTransfer, type PrintTransferParams } from '@/lib/printTransfer'
import { useSubmitAndPay } from '@/payments/useSubmitAndPay'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'

const quiet = { quiet: true }

/** What the page is for: queue files not ordered yet (with the server's quote), or a submitted order. */
export type Checkout =
  { kind: 'queue'; params: PrintTransferParams; items: PrintQueueItem[]; quote: PrintFeeQuote } | { kind: 'order'; params: PrintTransferParams; order: PrintOrder }

async function loadCheckout(raw: string | undefined): Promise<Checkout> {
  const params = parsePrintTransfer(raw)
  if (!params) throw new Error(PRINT_ORDER_MISSING)
  // The addresses from the server; the persisted list shows meanwhile, and a failure keeps it.
  void addressStore.load().catch(() => undefined)
  try {
    if (params.print_order_id !== undefined) return { kind: 'order', params, order: await fetchPrintOrder(params.print_order_id, quiet) }
    const queue = await fetchQueue(quiet)
    const items = params.selectedFiles.map((id) => queue.items.find((i) => i.id === id)).filter((i): i is PrintQueueItem => i !== undefined)
    if (items.length === 0) throw new Error(PRINT_ORDER_MISSING)
    return {
      kind: 'queue',
      params,
      items,
      quote: await quoteFee(
        items.map((i) => i.id),
        quiet
      )
    }
  } catch (e) {
    throw new Error(e instanceof Error && e.message === PRINT_ORDER_MISSING ? PRINT_ORDER_MISSING : errorText(e, '订单加载失败，请稍后再试'))
  }
}

/**
 * The order page's state and steps (print/cloudPrintOrder): load the queue files and their quote
 * (or the submitted order), the address (the current one, else the default; an order keeps its
 * own and changes it when another is chosen), config-check before submitting (its problems
 * shown, nothing submitted), submit once, then pay through the app's one payment flow (order_type
 * 'print', total_fee = order_money × 100). A payment that does not finish leaves the order
 * submitted: the page then shows it, and paying again pays that order.
 */
export function useOrderCheckout() {
  const { params } = useRouter()
  const load = usePageLoad(() => loadCheckout(params.transferParams))
  const [submitted, setSubmitted] = useState<PrintOrder | null>(null)
  const [remark, setRemark] = useState('')
  const [method, setMethod] = useState<PayMethod | null>(null)
  const [problems, setProblems] = useState<string[]>([])

  const data = load.data
  const order = submitted ?? (data?.kind === 'order' ? data.order : null)

  // Choosing another address for an order already submitted: the order follows the choice.
  const choosingFrom = useRef<number | null | undefined>(undefined)
  useDidShow(() => {
    const before = choosingFrom.current
    choosingFrom.current = undefined
    const chosen = addressStore.current
    if (before === undefined || !order || !chosen || chosen.id === before) return
    changePrintOrderAddress(order.id, chosen.id, quiet).then(setSubmitted, (e: unknown) => toast(errorText(e, '修改地址失败，请稍后再试')))
  })

  const chooseAddress = () => {
    if (order && order.status !== 'submitted' && order.status !== 'paid') return
    choosingFrom.current = addressStore.current?.id ?? null
    const none = addressStore.loaded && addressStore.items.length === 0
    navigate(urlOf(none ? 'print/createAddress' : 'print/addressList', { select: 1 }))
  }

  /** The order to pay: the one given or submitted before, else the queue files submitted now (after config-check). */
  const orderToPay = async (): Promise<PrintOrder | null> => {
    if (order) return order
    if (data?.kind !== 'queue') return null
    const address = addressStore.current
    if (!address) {
      toast('请添加收货地址')
      return null
    }
    const ids = data.items.map((i) => i.id)
    const check = await checkConfig(ids, quiet)
    if (!check.ok) {
      const nameOf = (id: number) => data.items.find((i) => i.id === id)?.name ?? ''
      setProblems(check.problems.map((p) => (nameOf(p.item_id) ? `${nameOf(p.item_id)}：${p.message}` : p.message)))
      return null
    }
    setProblems([])
    const created = await submitPrintOrder({ item_ids: ids, address_id: address.id, ...(remark.trim() ? { remark: remark.trim() } : {}) }, quiet)
    setSubmitted(created)
    return created
  }

  const pay = useSubmitAndPay({
    method,
    orderToPay,
    paymentOf: (target) => ({ orderType: 'print', totalFee: printPayTotalFee(target), extra: { print_order_id: target.id } }),
    failText: '提交订单失败，请稍后再试'
  })

  return { load, data, order, remark, setRemark, method, setMethod, problems, error: pay.error, busy: pay.busy, chooseAddress, submitAndPay: pay.submitAndPay }
}
