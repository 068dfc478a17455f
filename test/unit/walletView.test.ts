/**
 * How the wallet and the order list show themselves (src/lib/walletView.ts, orderListView.ts): tabs
 * and queries, signed amounts, the amount typed in yuan to whole fen (0.1 + 0.2 style cases), the
 * server's limits applied to the summary, reward notes, order rows and the page each row opens.
 */
import { WITHDRAWAL_LIMITS } from '../../core/wallet'
import type { OrderListItem } from '../../types/personalOrders'
import type { SpecialReward, WalletSummary } from '../../types/personalWallet'
import { kindOfQuery, ORDER_KIND_TABS, ORDER_PAGE_FALLBACK, ORDER_STATE_FILTERS, orderDetailUrl, orderRowView } from '../../src/lib/orderListView'
import { allAmountText, allowanceText, checkWithdrawal, parseYuanInput, rewardNote, signedMoneyText, WALLET_TABS, walletTabOfQuery } from '../../src/lib/walletView'

const wallet = (overrides: Partial<WalletSummary> = {}, allowance: Partial<WalletSummary['allowance']> = {}): WalletSummary => ({
  balance_fen: 30_000,
  invite_code: 'ABCD2345',
  invited_count: 0,
  invite_reward_fen: 200,
  earned_fen: 30_000,
  withdrawn_fen: 0,
  claimable_rewards: 0,
  pending_withdrawal: null,
  allowance: { max_fen: 20_000, today_left: 1, month_left_fen: 50_000, blocked: null, ...allowance },
  ...overrides
})

describe('wallet', () => {
  test('tabs and ?tab=', () => {
    expect(WALLET_TABS.map((t) => t.label)).toEqual(['收支明细', '邀请好友', '特别奖励', '提现记录'])
    expect(walletTabOfQuery('rewards')).toBe('rewards')
    expect(walletTabOfQuery(undefined)).toBe('records')
    expect(walletTabOfQuery('x')).toBe('records')
  })

  test('signed amounts', () => {
    expect(signedMoneyText(200)).toBe('+¥2.00')
    expect(signedMoneyText(-1000)).toBe('-¥10.00')
    expect(signedMoneyText(0)).toBe('+¥0.00')
  })

  test('yuan as typed to whole fen, two decimals at most', () => {
    expect(parseYuanInput('10')).toEqual({ ok: true, fen: 1000 })
    expect(parseYuanInput(' 19.99 ')).toEqual({ ok: true, fen: 1999 })
    expect(parseYuanInput('0.3')).toEqual({ ok: true, fen: 30 })
    expect(parseYuanInput('12.')).toEqual({ ok: true, fen: 1200 })
    expect(parseYuanInput('')).toEqual({ ok: false, message: '请输入提现金额' })
    for (const bad of ['10.001', '-10', 'abc', '1e3', '.5', '10,5', '12345678'])
      expect(parseYuanInput(bad)).toEqual({ ok: false, message: '请输入正确的金额，最多两位小数' })
    // Every fen amount up to ¥200 round-trips through its yuan text.
    const wrong: number[] = []
    for (let fen = 0; fen <= 20_000; fen++) {
      const parsed = parseYuanInput((fen / 100).toFixed(2))
      if (!parsed.ok || parsed.fen !== fen) wrong.push(fen)
    }
    expect(wrong).toEqual([])
  })

  test('the form applies the server’s limits to the summary, with the server’s texts', () => {
    expect(checkWithdrawal('10', wallet())).toEqual({ ok: true, fen: 1000 })
    expect(checkWithdrawal('200', wallet())).toEqual({ ok: true, fen: 20_000 })
    expect(checkWithdrawal('9.99', wallet())).toEqual({ ok: false, message: '单次提现金额不能低于 ¥10.00' })
    expect(checkWithdrawal('200.01', wallet())).toEqual({ ok: false, message: '单次提现金额不能超过 ¥200.00' })
    expect(checkWithdrawal('15', wallet({ balance_fen: 1400 }))).toEqual({ ok: false, message: '余额不足' })
    expect(checkWithdrawal('10', wallet({}, { today_left: 0 }))).toEqual({ ok: false, message: '今天已申请过提现，请明天再来' })
    expect(checkWithdrawal('100', wallet({}, { month_left_fen: 5000 }))).toEqual({ ok: false, message: '本月还可提现 ¥50.00，请调整金额' })
    const pending = wallet({
      pending_withdrawal: { id: 1, amount_fen: 1000, status: 'pending', status_name: '审核中', review_note: null, created_at: '', reviewed_at: null }
    })
    expect(checkWithdrawal('10', pending)).toEqual({ ok: false, message: '你有一笔提现正在审核，处理完成后才能再次申请' })
  })

  test('what the form says may be withdrawn, and 全部提现', () => {
    expect(allowanceText(wallet())).toBe('本次最多可提现 ¥200.00，本月还可提现 ¥500.00')
    expect(allowanceText(wallet({}, { blocked: '今天已申请过提现，请明天再来', max_fen: 0 }))).toBe('今天已申请过提现，请明天再来')
    expect(allAmountText(wallet({}, { max_fen: 12_345 }))).toBe('123.45')
    expect(allAmountText(wallet({}, { max_fen: WITHDRAWAL_LIMITS.minFen - 1 }))).toBe('')
    expect(allAmountText(wallet({}, { max_fen: 0 }))).toBe('')
  })

  test('a reward’s note', () => {
    const reward = (overrides: Partial<SpecialReward>): SpecialReward => ({
      id: 1,
      title: '奖',
      amount_fen: 100,
      status: 'available',
      status_name: '待领取',
      expires_at: null,
      claimed_at: null,
      created_at: '2025-06-01T00:00:00.000Z',
      ...overrides
    })
    const date = (iso: string) => iso.slice(0, 10)
    expect(rewardNote(reward({}), date)).toBe('长期有效')
    expect(rewardNote(reward({ expires_at: '2025-07-01T00:00:00.000Z' }), date)).toBe('2025-07-01 前有效')
    expect(rewardNote(reward({ status: 'expired', expires_at: '2025-07-01T00:00:00.000Z' }), date)).toBe('2025-07-01 已过期')
    expect(rewardNote(reward({ status: 'claimed', claimed_at: '2025-06-02T00:00:00.000Z' }), date)).toBe('2025-06-02 已领取')
  })
})

describe('orders', () => {
  const order = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
    out_order_number: 'P2025060116000012345678901',
    kind: 'vip',
    kind_name: '会员',
    title: '会员服务 1 年',
    total_fen: 16800,
    refunded_fen: 0,
    state: 'paid',
    state_name: '已支付',
    created_at: '2025-06-01T08:00:00.000Z',
    paid_at: '2025-06-01T08:01:00.000Z',
    detail_route: 'pages/vip/index',
    ...overrides
  })

  test('kind tabs, state filters and ?kind=', () => {
    expect(ORDER_KIND_TABS.map((t) => t.label)).toEqual(['全部', '会员', '打印', '商城', '直播', '云空间', '资料'])
    expect(ORDER_STATE_FILTERS.map((f) => f.label)).toEqual(['全部', '待付款', '已支付', '已退款', '已关闭'])
    expect(kindOfQuery('print')).toBe('print')
    expect(kindOfQuery('food')).toBeUndefined()
  })

  test('a row: kind, title, amount in yuan, China time, a refund when there was one', () => {
    expect(orderRowView(order())).toEqual({ kind: '会员', title: '会员服务 1 年', state: '已支付', amount: '¥168.00', refund: null, time: '2025-06-01 16:00' })
    expect(orderRowView(order({ refunded_fen: 3360 })).refund).toBe('已退款 ¥33.60')
  })

  test('each row opens its own page when built, else 自助服务', () => {
    expect(orderDetailUrl(order())).toBe('/pages/vip/index')
    expect(orderDetailUrl(order({ detail_route: 'cloud/print/printOrderList' }))).toBe('/cloud/print/printOrderList')
    expect(orderDetailUrl(order({ detail_route: 'cloud/priceTable' }))).toBe('/cloud/priceTable')
    expect(orderDetailUrl(order({ detail_route: 'market/bookMall/goodsOrderList' }))).toBe('/market/bookMall/goodsOrderList')
    expect(orderDetailUrl(order({ detail_route: 'study/xkw/paymentCheck' }))).toBe('/study/xkw/paymentCheck')
    // A route's query goes with it (a live ticket opens its room).
    expect(orderDetailUrl(order({ detail_route: 'live/liveItem?liveId=7' }))).toBe('/live/liveItem?liveId=7')
    // A route that is no page falls back.
    expect(ORDER_PAGE_FALLBACK).toBe('personal/service/selfService')
    for (const route of ['bookMall/goodsOrderList', 'xkw/paymentCheck', 'live/nowhere?liveId=7'])
      expect(orderDetailUrl(order({ detail_route: route }))).toBe('/personal/service/selfService')
  })
})
