import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { SHOP_ORDER_LIMITS, type ShopOrder } from '@types-contract/mallOrders'
import { errorText, withErrorText } from '@/api/errorText'
import { cancelShopOrder, fetchShopOrder, requestAfterSale } from '@/api/mallOrders'
import { useComposeImages } from '@/components/useComposeImages'
import { useFormSubmit } from '@/components/useFormSubmit'
import { usePageLoad } from '@/components/usePageLoad'
import { imagesReadiness, uploadedKeys } from '@/lib/composeImages'
import { cancelPageMode, checkAfterSale, emptyAfterSaleForm, moneyText, type AfterSaleField, type AfterSaleForm } from '@/lib/mallOrderView'
import { cancelReasonText, OTHER_CANCEL_REASON } from '@/lib/printOrderView'
import { toast } from '@/platform/toast'

const quiet = { quiet: true }

/** The server's field names as the after-sale form's. */
const afterSaleFields = (fields: Record<string, string> | undefined): Partial<Record<AfterSaleField, string>> => {
  if (!fields) return {}
  const out: Partial<Record<AfterSaleField, string>> = {}
  for (const [name, message] of Object.entries(fields)) {
    const field = name === 'amount_fen' ? 'amount' : name
    if (field === 'kind' || field === 'reason' || field === 'description' || field === 'amount' || field === 'images') out[field] = message
  }
  return out
}

/**
 * goodsCancelOrder (?id=&type=): the order, then the form its state calls for (cancelPageMode):
 * 取消订单 with a reason (and a note; 其他原因 needs one), or 申请售后 (?type=after_sale, a shipped
 * or received order): 仅退款 / 退货退款, a reason, the amount (all that is left unless typed), a
 * description and up to six pictures uploaded as the composer's are. The server's refusal is shown
 * as it says it and the order is read again (its state may have moved on).
 */
export function useGoodsCancel() {
  const { params } = useRouter()
  const id = Number(params.id)
  const load = usePageLoad(() => {
    if (!Number.isSafeInteger(id) || id <= 0) return Promise.reject(new Error('订单不存在'))
    return withErrorText(fetchShopOrder(id, quiet), '订单加载失败，请稍后再试')
  })
  const [done, setDone] = useState<ShopOrder | null>(null)
  const order = done ?? load.data
  const mode = order ? cancelPageMode(order, params.type) : 'none'
  // The route's title is 取消订单; the after-sale form says what it is.
  const asking = mode === 'after_sale'
  useEffect(() => {
    if (asking) Taro.setNavigationBarTitle({ title: '申请售后' }).catch(() => undefined)
  }, [asking])

  // Cancelling.
  const [choice, setChoice] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [cancelError, setCancelError] = useState('')
  const [busy, setBusy] = useState(false)

  const cancel = async () => {
    const reason = cancelReasonText(choice, note)
    if (!reason) {
      setCancelError(choice === OTHER_CANCEL_REASON ? '请填写取消原因' : '请选择取消原因')
      return
    }
    setCancelError('')
    setBusy(true)
    try {
      const cancelled = await cancelShopOrder(id, reason, quiet)
      setDone(cancelled)
      toast(cancelled.refunded_fen > 0 ? `订单已取消，已退款 ${moneyText(cancelled.refunded_fen)}` : '订单已取消')
    } catch (e) {
      setCancelError(errorText(e, '取消失败，请稍后再试'))
      // The order may have moved on (shipped meanwhile): show how it stands now.
      void load.reload()
    } finally {
      setBusy(false)
    }
  }

  // Asking for an after-sale.
  const [form, setForm] = useState<AfterSaleForm>(emptyAfterSaleForm)
  const images = useComposeImages(SHOP_ORDER_LIMITS.afterSaleImagesMax)
  const afterSale = useFormSubmit<AfterSaleField>({ fieldsOf: afterSaleFields, text: '提交失败，请稍后再试' })
  const change = (patch: Partial<AfterSaleForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    afterSale.setErrors({})
  }

  const askAfterSale = () => {
    if (!order || afterSale.busy) return
    const checked = checkAfterSale(form, order, { readiness: imagesReadiness(images.list), keys: uploadedKeys(images.list) })
    void afterSale.submit(checked, async (request) => {
      try {
        await requestAfterSale(id, request, quiet)
      } catch (e) {
        void load.reload()
        throw e
      }
      setDone(await fetchShopOrder(id, quiet))
      toast('售后申请已提交')
    })
  }

  return { load, order, mode, done, choice, setChoice, note, setNote, cancelError, busy, cancel, form, change, images, afterSale, askAfterSale }
}
