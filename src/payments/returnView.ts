/**
 * What pages/return/index shows for an order's state (or for an answer it could not get). Pure.
 */
import { paidOrderTypeOf } from '@core/payments/orderKinds'
import type { OrderSummary } from '@types-contract/payments'
import { PAY_FAILURE, VIP_FAILURE } from './failureMessages'

export type ReturnStatus = 'checking' | 'paid' | 'pending' | 'failed' | 'refunded'

export interface ReturnView {
  status: ReturnStatus
  title: string
  text: string
}

export function returnView(
  state: { order: Pick<OrderSummary, 'order_type' | 'status'>; paid: boolean } | null,
  opts: { polling: boolean; error?: string | null }
): ReturnView {
  if (!state) {
    if (opts.polling && !opts.error) return { status: 'checking', title: '正在确认支付结果', text: '请稍候，正在向支付平台确认…' }
    return { status: 'failed', title: '查询失败', text: opts.error || '没有找到这笔订单，请在「我的」中查看会员状态' }
  }
  const vip = paidOrderTypeOf(state.order.order_type) === 'vip'
  if (state.order.status === 'refunded') return { status: 'refunded', title: '订单已退款', text: '这笔订单已退款，款项将原路退回' }
  if (state.paid) return { status: 'paid', title: vip ? '开通成功' : '支付成功', text: vip ? '会员已开通，正在跳转…' : '支付成功，正在跳转…' }
  if (opts.polling) return { status: 'checking', title: '正在确认支付结果', text: '请稍候，正在向支付平台确认…' }
  return {
    status: 'pending',
    title: vip ? `${VIP_FAILURE}或尚未完成` : `${PAY_FAILURE}或尚未完成`,
    text: '还没有收到这笔订单的付款。如果已经付款，请稍后点「刷新」；也可以回到上一页重新支付。'
  }
}
