import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { MallLineInput } from '@types-contract/mall'
import type { MallQuote } from '@types-contract/mallCart'
import type { ShopOrder } from '@types-contract/mallOrders'
import type { PayMethod } from '@types-contract/payments'
import { errorText, withErrorText } from '@/api/errorText'
import { checkPrice } from '@/api/mallCart'
import { fetchShopOrder, submitShopOrder } from '@/api/mallOrders'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { checkoutRefusal, payWindowOver, priceChangeNotice, SHOP_ORDER_MISSING, shopPayTotalFee } from '@/lib/mallOrderView'
import { parseMallTransfer, payStatusOf, shopOrderIdOf, type MallPayStatus, type MallTransferParams } from '@/lib/mallTransfer'
import { useSubmitAndPay } from '@/payments/useSubmitAndPay'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'
import { chosenCouponFor, forgetCouponChoice, openCouponChooser } from './couponChoice'
import { useNow } from './orderActions'

const quiet = { quiet: true }

/** What the page shows: a checkout of goods not ordered yet (with the server's quote), or an order. */
export type GoodsOrderPage =
  { kind: 'checkout'; params: MallTransferParams; quote: MallQuote } | { kind: 'order'; order: ShopOrder; payStatus: MallPayStatus | undefined }

/**
 * The server's quote of the lines with the coupon picked for them (couponChoice.ts), else the best
 * one. A picked coupon that cannot be used any more is dropped (its reason shown) for the best.
 */
async function quoteOf(lines: MallLineInput[]): Promise<MallQuote> {
  const choice = chosenCouponFor(lines)
  try {
    return await checkPrice(lines, choice, quiet)
  } catch (e) {
    if (choice === undefined || !(e instanceof ApiError) || e.status !== 422) throw new Error(errorText(e, '价格计算失败，请稍后再试'))
    forgetCouponChoice()
    toast(errorText(e, '优惠券不可用'))
    return withErrorText(checkPrice(lines, undefined, quiet), '价格计算失败，请稍后再试')
  }
}

async function loadPage(query: Partial<Record<string, string>>): Promise<GoodsOrderPage> {
  const id = shopOrderIdOf(query.shop_order_id)
  if (id !== null) return { kind: 'order', order: await withErrorText(fetchShopOrder(id, quiet), '订单加载失败，请稍后再试'), payStatus: payStatusOf(query.payStatus) }
  const params = parseMallTransfer(query.transferParams)
  if (!params) throw new Error(SHOP_ORDER_MISSING)
  // The addresses from the server; the persisted list shows meanwhile, and a failure keeps it.
  void addressStore.load().catch(() => undefined)
  return { kind: 'checkout', params, quote: await quoteOf(params.selectedGoods) }
}

/**
 * 待付款 (bookMall/goodsOrder): with `shop_order_id` the order (its countdown, 立即支付 while
 * unpaid, the buttons of its state); with `transferParams` a checkout: the address (the current
 * one, else the default; 添加收货地址 / the address list to choose), the server's quote with the
 * best coupon applied (another chosen through couponList), a remark, the pay method, then
 * 提交订单 — submitted once, then paid through the app's one payment flow (order_type 'shop',
 * total_fee = order_money × 100). A payment that does not finish leaves the order unpaid: the page
 * then shows that order, and paying again pays it. Neither parameter usable: 创建订单出错.
 */
export function useGoodsOrder() {
  const { params: query } = useRouter()
  const load = usePageLoad(() => loadPage(query))
  const [quote, setQuote] = useState<MallQuote | null>(null)
  const [submitted, setSubmitted] = useState<ShopOrder | null>(null)
  const [remark, setRemark] = useState('')
  const [method, setMethod] = useState<PayMethod | null>(null)
  // The order to pay is found or submitted by orderToPay below; an unfinished payment shows the order as it is now.
  const pay = useSubmitAndPay({
    method,
    orderToPay: () => orderToPay(),
    paymentOf: (target: ShopOrder) => ({ orderType: 'shop', totalFee: shopPayTotalFee(target), extra: { shop_order_id: target.id } }),
    failText: '支付失败，请稍后再试',
    afterPayment: (target, outcome) => {
      if (outcome.status !== 'paid' && outcome.status !== 'redirected') refreshOrder(target.id)
    }
  })
  const setError = pay.setError

  const data = load.data
  const order = submitted ?? (data?.kind === 'order' ? data.order : null)
  const checkout = data?.kind === 'checkout' ? data : null
  const shownQuote = quote ?? checkout?.quote ?? null
  const lines = checkout?.params.selectedGoods ?? []
  const now = useNow(order?.status === 'unpaid')

  const requote = () => {
    if (!checkout || order) return
    quoteOf(lines).then(setQuote, (e: unknown) => setError(errorText(e, '价格计算失败，请稍后再试')))
  }
  const refreshOrder = (id: number) => {
    fetchShopOrder(id, quiet).then(setSubmitted, () => undefined)
  }

  // Back from the coupon list, the address list or a page an order's button opened: price or read again.
  const shown = useRef(false)
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    if (order) refreshOrder(order.id)
    else requote()
  })

  // The pay window has passed while the page is open: the server closes the order on this read.
  const closingRead = useRef<number | null>(null)
  useEffect(() => {
    if (order?.status !== 'unpaid' || !payWindowOver(order, now) || closingRead.current === order.id) return
    closingRead.current = order.id
    refreshOrder(order.id)
  }, [order, now])

  const chooseAddress = () => {
    const none = addressStore.loaded && addressStore.items.length === 0
    navigate(urlOf(none ? 'print/createAddress' : 'print/addressList', { select: 1 }))
  }

  const chooseCoupon = () => {
    if (shownQuote) openCouponChooser(lines, shownQuote.coupon?.id ?? null)
  }

  /** The order to pay: the one shown or submitted before, else the checkout submitted now. */
  const orderToPay = async (): Promise<ShopOrder | null> => {
    if (order) return order
    if (!checkout || !shownQuote) return null
    const address = addressStore.current
    const refusal = checkoutRefusal(shownQuote, address !== null)
    if (refusal) {
      toast(refusal)
      return null
    }
    try {
      const created = await submitShopOrder(
        {
          lines,
          from_cart: checkout.params.orderInfo?.from_cart === true,
          address_id: address!.id,
          user_coupon_id: shownQuote.coupon?.id ?? null,
          ...(remark.trim() ? { remark: remark.trim() } : {})
        },
        quiet
      )
      forgetCouponChoice()
      setSubmitted(created)
      return created
    } catch (e) {
      // Stock or a price moved since the quote: show the refusal and the lines as they are now.
      setError(errorText(e, '提交订单失败，请稍后再试'))
      requote()
      return null
    }
  }

  return {
    load,
    checkout,
    quote: shownQuote,
    priceNotice: checkout && shownQuote ? priceChangeNotice(checkout.params.order_all, shownQuote) : null,
    order,
    payStatus: data?.kind === 'order' ? data.payStatus : undefined,
    now,
    remark,
    setRemark,
    method,
    setMethod,
    error: pay.error,
    busy: pay.busy,
    chooseAddress,
    chooseCoupon,
    submitAndPay: pay.submitAndPay,
    setOrder: setSubmitted
  }
}
