/**
 * The wallet's rules (core/wallet.ts): the withdrawal limits at their boundaries (¥10, ¥200, whole
 * fen, one a China day, ¥500 a China month, one pending, the balance), rejected requests counting for
 * nothing, what may be withdrawn now and why not, and the grant keys.
 */
import { inviteGrantKey, specialGrantKey, WITHDRAWAL_LIMITS, WITHDRAWAL_RULES, withdrawalAllowance, withdrawalRefusal, type PastWithdrawal } from '../../core/wallet'

/** A China wall-clock time (UTC+8) as an instant. */
const china = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(Date.UTC(y, m - 1, d, h - 8, min, s))
const NOW = china(2025, 6, 15, 10)
const past = (amountFen: number, status: PastWithdrawal['status'], createdAt: Date): PastWithdrawal => ({ amountFen, status, createdAt })
const refusal = (amount: number, balance: number, history: PastWithdrawal[] = [], now = NOW) =>
  withdrawalRefusal(amount, withdrawalAllowance(balance, history, now))?.detail ?? null

test('the limits as documented', () => {
  expect(WITHDRAWAL_LIMITS).toEqual({ minFen: 1000, maxFen: 20000, perDay: 1, monthlyFen: 50000 })
  expect(WITHDRAWAL_RULES[0]).toBe('单次提现 ¥10.00 - ¥200.00，每天最多申请 1 次')
  expect(WITHDRAWAL_RULES[1]).toBe('每月累计提现不超过 ¥500.00')
})

test('one request: ¥10 to ¥200 in whole fen, 400 naming the field', () => {
  expect(refusal(1000, 100_000)).toBeNull()
  expect(refusal(20_000, 100_000)).toBeNull()
  expect(withdrawalRefusal(999, withdrawalAllowance(100_000, [], NOW))).toEqual({ status: 400, field: 'amount_fen', detail: '单次提现金额不能低于 ¥10.00' })
  expect(refusal(20_001, 100_000)).toBe('单次提现金额不能超过 ¥200.00')
  for (const bad of [0, -1000, 1000.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(refusal(bad, 100_000)).toBe('请输入正确的提现金额')
})

test('the balance must cover it, to the fen', () => {
  expect(refusal(1500, 1500)).toBeNull()
  expect(withdrawalRefusal(1501, withdrawalAllowance(1500, [], NOW))).toEqual({ status: 422, detail: '余额不足' })
})

test('one pending request at a time, whenever it was made', () => {
  const old = past(1000, 'pending', china(2025, 5, 2))
  expect(refusal(1000, 100_000, [old])).toBe('你有一笔提现正在审核，处理完成后才能再次申请')
  expect(withdrawalAllowance(100_000, [old], NOW)).toMatchObject({ pending: true, maxFen: 0, blocked: '你有一笔提现正在审核，处理完成后才能再次申请' })
})

test('one a China calendar day: 23:59:59 and 00:00:00 are different days', () => {
  const lateYesterday = past(1000, 'paid', china(2025, 6, 14, 23, 59, 59))
  expect(refusal(1000, 100_000, [lateYesterday], china(2025, 6, 15, 0, 0, 0))).toBeNull()
  expect(refusal(1000, 100_000, [lateYesterday], china(2025, 6, 14, 23, 59, 59))).toBe('今天已申请过提现，请明天再来')
  const earlyToday = past(1000, 'paid', china(2025, 6, 15, 0, 0, 0))
  expect(withdrawalAllowance(100_000, [earlyToday], NOW)).toMatchObject({ todayLeft: 0, blocked: '今天已申请过提现，请明天再来' })
})

test('¥500 a China calendar month: exactly ¥500 passes, a fen more does not; a new month starts afresh', () => {
  const month = [past(20_000, 'paid', china(2025, 6, 1, 0, 0, 0)), past(20_000, 'paid', china(2025, 6, 2))]
  expect(withdrawalAllowance(100_000, month, NOW)).toMatchObject({ monthLeftFen: 10_000, maxFen: 10_000, blocked: null })
  expect(refusal(10_000, 100_000, month)).toBeNull()
  expect(refusal(10_001, 100_000, month)).toBe('本月还可提现 ¥100.00，请调整金额')
  const full = [...month, past(10_000, 'paid', china(2025, 6, 3))]
  expect(withdrawalAllowance(100_000, full, NOW)).toMatchObject({ monthLeftFen: 0, maxFen: 0, blocked: '本月提现额度已用完，请下月再来' })
  expect(refusal(1000, 100_000, full)).toBe('本月提现额度已用完，请下月再来')
  // Less than ¥10 left in the month is as good as none.
  const almost = [...month, past(9_001, 'paid', china(2025, 6, 3))]
  expect(withdrawalAllowance(100_000, almost, NOW).blocked).toBe('本月提现额度已用完，请下月再来')
  // 2025-05-31 23:59:59 China time belongs to May.
  const may = [past(20_000, 'paid', china(2025, 5, 31, 23, 59, 59)), past(20_000, 'paid', china(2025, 5, 30)), past(10_000, 'paid', china(2025, 5, 29))]
  expect(withdrawalAllowance(100_000, may, china(2025, 6, 1, 0, 0, 0))).toMatchObject({ monthLeftFen: 50_000, todayLeft: 1, blocked: null })
})

test('a rejected request counts towards neither the day nor the month', () => {
  const rejected = [past(20_000, 'rejected', china(2025, 6, 15, 9)), past(20_000, 'rejected', china(2025, 6, 10))]
  expect(withdrawalAllowance(100_000, rejected, NOW)).toEqual({
    balanceFen: 100_000,
    maxFen: 20_000,
    todayLeft: 1,
    monthLeftFen: 50_000,
    pending: false,
    blocked: null
  })
})

test('what may be withdrawn now: the smallest of the request limit, the month and the balance', () => {
  expect(withdrawalAllowance(100_000, [], NOW).maxFen).toBe(20_000)
  expect(withdrawalAllowance(1_234, [], NOW).maxFen).toBe(1_234)
  expect(withdrawalAllowance(999, [], NOW)).toMatchObject({ maxFen: 0, blocked: '余额满 ¥10.00 才能提现' })
  expect(withdrawalAllowance(1_000, [], NOW)).toMatchObject({ maxFen: 1_000, blocked: null })
})

test('grant keys are once per invited user and per reward', () => {
  expect(inviteGrantKey(42)).toBe('invite:42')
  expect(specialGrantKey(7)).toBe('special:7')
})
