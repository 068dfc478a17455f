import { useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import { errorText } from '@/api/errorText'
import { toast } from '@/platform/toast'
import { payPathOf } from './flowChoice'
import type { PayOutcome, PayRequest } from './flowTypes'
import { choosePayMethod } from './methodChoice'
import { currentPayFlow, startPayment } from './startPayment'

export interface SubmitAndPayOptions<T> {
  method: PayMethod | null
  /** The order to pay: one submitted before, else submitted now; null when refused (the page has said why). */
  orderToPay: () => Promise<T | null>
  /** The payment of the order (its order type, the total the page shows, the order-type fields). */
  paymentOf: (order: T) => Omit<PayRequest, 'method'>
  /** Shown when submitting or paying fails without a message of its own. */
  failText: string
  /** After the payment flow has ended here (paid, cancelled or failed) or left the page. */
  afterPayment?: (order: T, outcome: PayOutcome) => void
}

/**
 * Submit-then-pay of an order page (print's cloudPrintOrder, the mall's goodsOrder). The pay
 * method is checked first, so a refused method never leaves an unpaid order behind; then the order
 * is found or submitted and paid through the app's one payment flow. One press at a time.
 */
export function useSubmitAndPay<T>(options: SubmitAndPayOptions<T>) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submitAndPay = async () => {
    if (busy) return
    const choice = choosePayMethod(options.method, payPathOf(currentPayFlow()))
    if (!choice.ok) return toast(choice.message)
    setError('')
    setBusy(true)
    try {
      const target = await options.orderToPay()
      if (target === null) return
      const outcome = await startPayment({ ...options.paymentOf(target), method: options.method })
      options.afterPayment?.(target, outcome)
    } catch (e) {
      setError(errorText(e, options.failText))
    } finally {
      setBusy(false)
    }
  }

  return { error, setError, busy, submitAndPay }
}
