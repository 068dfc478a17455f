/**
 * The wallet (issue 22; server/routes/personal/wallet.ts, walletStaff.ts, services/personal/,
 * core/wallet.ts, docs/personal.md "Wallet"): special rewards granted by staff and claimed once
 * (also under concurrency), the invitation reward once per invited user, the withdrawal limits (min,
 * max, whole fen, one pending, one a day, the month's total, the balance), parallel requests that
 * never overdraw nor pass a limit, staff paying and rejecting once (a rejection returns the money),
 * system messages, another user's records 404, and the guards (401 visitors, 403 non-staff).
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { users, walletRecords } from '../../server/db/schema'
import { INVITE_REWARD_FEN, WITHDRAWAL_LIMITS } from '../../core/wallet'
import type { Paginated } from '../../types/api'
import { INVITE_PATHS } from '../../types/application'
import { MESSAGE_PATHS, type MessagesPage } from '../../types/forumPeople'
import {
  WALLET_PATHS,
  type SpecialReward,
  type SpecialRewardClaimed,
  type SpecialRewardGrant,
  type StaffWithdrawal,
  type WalletRecord,
  type WalletSummary,
  type Withdrawal
} from '../../types/personalWallet'
import { signedInject } from './helpers'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'

const DAY_MS = 86_400_000

const { t, staff } = appWithMembers('1360002299')
const someone = newMembers(t, 13600022000)

const send = (method: 'GET' | 'POST', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

const summary = async (who: Member) => ok<WalletSummary>(await send('GET', WALLET_PATHS.wallet, who.access))
const records = async (who: Member) => ok<Paginated<WalletRecord>>(await send('GET', WALLET_PATHS.records, who.access))
const balanceRow = async (who: Member) => (await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, who.id)))[0].balance
const systemTexts = async (who: Member) => ok<MessagesPage>(await send('GET', `${MESSAGE_PATHS.list}?type=system`, who.access)).results.map((m) => m.text)

const grant = (body: Partial<SpecialRewardGrant> & { user_id: number }, as: Member = staff) =>
  send('POST', WALLET_PATHS.staffSpecialRewards, as.access, { title: '高考加油奖', amount_fen: 500, ...body })
const claimUrl = (id: number) => `${WALLET_PATHS.specialRewards}${id}/claim/`
const claim = (who: Member, id: number) => send('POST', claimUrl(id), who.access)

/** Adds `fen` to the wallet the way money arrives: a special reward granted and claimed. */
async function fund(who: Member, fen: number): Promise<void> {
  const reward = ok<SpecialReward>(await grant({ user_id: who.id, amount_fen: fen }), 201)
  ok(await claim(who, reward.id))
}

const withdraw = (who: Member, amount_fen: unknown) => send('POST', WALLET_PATHS.withdrawals, who.access, { amount_fen })
const staffUrl = (id: number, action: 'paid' | 'reject') => `${WALLET_PATHS.staffWithdrawals}${id}/${action}/`
const decide = (id: number, action: 'paid' | 'reject', note?: string) => send('POST', staffUrl(id, action), staff.access, note === undefined ? {} : { note })

/** Every record's delta adds up to the balance, and each balance_after is the running sum. */
async function expectConsistent(who: Member): Promise<void> {
  const rows = await t.database.db.select().from(walletRecords).where(eq(walletRecords.userId, who.id)).orderBy(walletRecords.id)
  let running = 0
  for (const r of rows) {
    running += r.deltaFen
    expect(r.balanceAfterFen).toBe(running)
    expect(running).toBeGreaterThanOrEqual(0)
  }
  expect(await balanceRow(who)).toBe(running)
}

describe('guards', () => {
  test('a visitor gets 401 on every route; a user 403 on the staff routes', async () => {
    const a = await someone()
    // Valid bodies: a request is validated before its guard runs.
    for (const [method, url, body] of [
      ['GET', WALLET_PATHS.wallet],
      ['GET', WALLET_PATHS.records],
      ['GET', WALLET_PATHS.specialRewards],
      ['POST', claimUrl(1), {}],
      ['GET', WALLET_PATHS.withdrawals],
      ['POST', WALLET_PATHS.withdrawals, { amount_fen: 1000 }],
      ['GET', `${WALLET_PATHS.withdrawals}1/`],
      ['GET', WALLET_PATHS.staffWithdrawals],
      ['POST', staffUrl(1, 'paid'), {}],
      ['POST', staffUrl(1, 'reject'), { note: 'x' }],
      ['POST', WALLET_PATHS.staffSpecialRewards, { user_id: a.id, title: 'x', amount_fen: 1 }]
    ] as const)
      expect([url, (await send(method, url, undefined, body)).statusCode]).toEqual([url, 401])
    expectError(await send('GET', WALLET_PATHS.staffWithdrawals, a.access), 403, '没有权限')
    expectError(await send('POST', staffUrl(1, 'paid'), a.access, {}), 403, '没有权限')
    expectError(await send('POST', staffUrl(1, 'reject'), a.access, { note: 'x' }), 403, '没有权限')
    expectError(await grant({ user_id: a.id }, a), 403, '没有权限')
  })
})

describe('summary and special rewards', () => {
  test('a new wallet: nothing in it, the invite code, nothing to withdraw and why', async () => {
    const a = await someone()
    const s = await summary(a)
    expect(s).toEqual({
      balance_fen: 0,
      invite_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      invited_count: 0,
      invite_reward_fen: INVITE_REWARD_FEN,
      earned_fen: 0,
      withdrawn_fen: 0,
      claimable_rewards: 0,
      pending_withdrawal: null,
      allowance: { max_fen: 0, today_left: 1, month_left_fen: WITHDRAWAL_LIMITS.monthlyFen, blocked: '余额满 ¥10.00 才能提现' }
    })
    expect(await records(a)).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  test('staff grant a reward (the user is told); it is claimed once into the wallet with a record', async () => {
    const a = await someone()
    const reward = ok<SpecialReward>(await grant({ user_id: a.id, title: '  优秀答主  ', amount_fen: 1234 }), 201)
    expect(reward).toMatchObject({ title: '优秀答主', amount_fen: 1234, status: 'available', status_name: '待领取', expires_at: null, claimed_at: null })
    expect(await systemTexts(a)).toEqual(['你获得一份特别奖励「优秀答主」¥12.34，请到「我的 - 钱包」领取。'])
    expect((await summary(a)).claimable_rewards).toBe(1)

    t.clock.now += 1000
    const claimed = ok<SpecialRewardClaimed>(await claim(a, reward.id))
    expect(claimed).toEqual({ reward: { ...reward, status: 'claimed', status_name: '已领取', claimed_at: new Date(t.clock.now).toISOString() }, balance_fen: 1234 })
    expectError(await claim(a, reward.id), 409, '奖励已领取')
    expect((await records(a)).results).toEqual([
      { id: expect.any(Number), delta_fen: 1234, reason: 'special', reason_name: '特别奖励', balance_after_fen: 1234, created_at: new Date(t.clock.now).toISOString() }
    ])
    expect(await summary(a)).toMatchObject({ balance_fen: 1234, earned_fen: 1234, claimable_rewards: 0 })
    const list = ok<Paginated<SpecialReward>>(await send('GET', WALLET_PATHS.specialRewards, a.access))
    expect(list.results.map((r) => r.status)).toEqual(['claimed'])
  })

  test('ten claims at once credit the reward once', async () => {
    const a = await someone()
    const reward = ok<SpecialReward>(await grant({ user_id: a.id, amount_fen: 800 }), 201)
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(a, reward.id)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(await balanceRow(a)).toBe(800)
    expect((await records(a)).count).toBe(1)
    await expectConsistent(a)
  })

  test('an expired reward reads expired and is refused; another user’s is missing', async () => {
    const a = await someone()
    const b = await someone()
    const reward = ok<SpecialReward>(await grant({ user_id: a.id, expires_at: new Date(t.clock.now + 3_600_000).toISOString() }), 201)
    expectError(await claim(b, reward.id), 404, '奖励不存在')
    expectError(await claim(a, 99_999_999), 404, '奖励不存在')
    t.clock.now += 3_600_000
    expectError(await claim(a, reward.id), 422, '奖励已过期')
    const list = ok<Paginated<SpecialReward>>(await send('GET', WALLET_PATHS.specialRewards, a.access))
    expect(list.results.map((r) => [r.status, r.status_name])).toEqual([['expired', '已过期']])
    expect(ok<Paginated<SpecialReward>>(await send('GET', WALLET_PATHS.specialRewards, b.access)).count).toBe(0)
    expect(await balanceRow(a)).toBe(0)
  })

  test('a grant is checked: title, amount, deadline, user', async () => {
    const a = await someone()
    expectError(await grant({ user_id: a.id, title: '   ' }), 400, '请填写奖励名称')
    expectError(await grant({ user_id: a.id, amount_fen: 0 }), 400, '奖励金额应为 ¥0.01 - ¥1000.00')
    expectError(await grant({ user_id: a.id, amount_fen: 100_001 }), 400, '奖励金额应为 ¥0.01 - ¥1000.00')
    expectError(await grant({ user_id: a.id, expires_at: 'soon' }), 400, '过期时间格式不正确')
    expectError(await grant({ user_id: a.id, expires_at: new Date(t.clock.now).toISOString() }), 400, '过期时间应晚于现在')
    expectError(await grant({ user_id: 99_999_999 }), 404, '用户不存在')
    expect((await grant({ user_id: a.id, amount_fen: 1.5 })).statusCode).toBe(400)
  })
})

describe('the invitation reward', () => {
  const bind = (who: Member, code: string) => send('POST', INVITE_PATHS.bind, who.access, { code })

  test('the inviter earns INVITE_REWARD_FEN once per invited user, with a record and a message', async () => {
    const inviter = await someone()
    const [b, c] = [await someone(), await someone()]
    const { invite_code } = await summary(inviter)
    ok(await bind(b, invite_code))
    expectError(await bind(b, invite_code), 422, '你已绑定过邀请人，不能重复绑定')
    expect(await summary(inviter)).toMatchObject({ balance_fen: INVITE_REWARD_FEN, invited_count: 1, earned_fen: INVITE_REWARD_FEN })
    // Five binds of the same new user at once: one binding, one reward.
    const answers = await Promise.all(Array.from({ length: 5 }, () => bind(c, invite_code)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422])
    expect(await summary(inviter)).toMatchObject({ balance_fen: 2 * INVITE_REWARD_FEN, invited_count: 2 })
    expect((await records(inviter)).results.map((r) => [r.reason, r.delta_fen])).toEqual([
      ['invite', INVITE_REWARD_FEN],
      ['invite', INVITE_REWARD_FEN]
    ])
    expect(await systemTexts(inviter)).toContain(`${c.name} 填写了你的邀请码，邀请奖励 ¥2.00 已存入钱包。`)
    // The invited users list is the invitation family's.
    expect(
      ok<Paginated<{ user_id: number }>>(await send('GET', WALLET_PATHS.invited, inviter.access))
        .results.map((u) => u.user_id)
        .sort()
    ).toEqual([b.id, c.id].sort())
    await expectConsistent(inviter)
  })
})

describe('withdrawals', () => {
  test('the amount: whole fen, ¥10 to ¥200, covered by the balance', async () => {
    const a = await someone()
    await fund(a, 1500)
    expectError(await withdraw(a, 999), 400, '单次提现金额不能低于 ¥10.00')
    expectError(await withdraw(a, 0), 400, '请输入正确的提现金额')
    expectError(await withdraw(a, -1000), 400, '请输入正确的提现金额')
    expectError(await withdraw(a, 20_001), 400, '单次提现金额不能超过 ¥200.00')
    expect((await withdraw(a, 1000.5)).statusCode).toBe(400)
    expectError(await withdraw(a, 1501), 422, '余额不足')
    expect(await balanceRow(a)).toBe(1500)
    const w = ok<Withdrawal>(await withdraw(a, 1000), 201)
    expect(w).toEqual({
      id: expect.any(Number),
      amount_fen: 1000,
      status: 'pending',
      status_name: '审核中',
      review_note: null,
      created_at: new Date(t.clock.now).toISOString(),
      reviewed_at: null
    })
    expect(await summary(a)).toMatchObject({
      balance_fen: 500,
      pending_withdrawal: w,
      allowance: { max_fen: 0, today_left: 0, month_left_fen: WITHDRAWAL_LIMITS.monthlyFen - 1000, blocked: '你有一笔提现正在审核，处理完成后才能再次申请' }
    })
    expect((await records(a)).results[0]).toMatchObject({ delta_fen: -1000, reason: 'withdraw', reason_name: '提现', balance_after_fen: 500 })
    // ¥200 exactly is allowed (a new user, a new day).
    const b = await someone()
    await fund(b, 20_000)
    ok(await withdraw(b, 20_000), 201)
    expect(await balanceRow(b)).toBe(0)
  })

  test('one pending at a time, one a day, ¥500 a month; a rejected request counts for neither', async () => {
    const a = await someone()
    await fund(a, 100_000)
    // 2025-06-0x, China time: start at 10:00 of a day.
    const first = ok<Withdrawal>(await withdraw(a, 20_000), 201)
    expectError(await withdraw(a, 1000), 422, '你有一笔提现正在审核，处理完成后才能再次申请')
    ok(await decide(first.id, 'paid', '微信转账单号 1001'))
    expectError(await withdraw(a, 1000), 422, '今天已申请过提现，请明天再来')

    t.clock.now += DAY_MS
    const second = ok<Withdrawal>(await withdraw(a, 20_000), 201)
    ok(await decide(second.id, 'paid'))
    t.clock.now += DAY_MS
    // 400 of 500 used: 100.01 is over, 100 fits.
    expectError(await withdraw(a, 10_001), 422, '本月还可提现 ¥100.00，请调整金额')
    const third = ok<Withdrawal>(await withdraw(a, 10_000), 201)
    // Rejected: the money comes back and the day and the month are free again.
    ok(await decide(third.id, 'reject', '账户信息有误'))
    const again = ok<Withdrawal>(await withdraw(a, 10_000), 201)
    ok(await decide(again.id, 'paid'))
    t.clock.now += DAY_MS
    expect((await summary(a)).allowance).toEqual({ max_fen: 0, today_left: 1, month_left_fen: 0, blocked: '本月提现额度已用完，请下月再来' })
    expectError(await withdraw(a, 1000), 422, '本月提现额度已用完，请下月再来')
    expect(await summary(a)).toMatchObject({ balance_fen: 50_000, withdrawn_fen: 50_000 })
    await expectConsistent(a)
  })

  test('the day and the month are China’s calendar', async () => {
    const a = await someone()
    await fund(a, 100_000)
    // 2025-06-30 23:59:59 China time, then 2025-07-01 00:00:00.
    t.clock.now = Date.UTC(2025, 5, 30, 15, 59, 59)
    const late = ok<Withdrawal>(await withdraw(a, 20_000), 201)
    ok(await decide(late.id, 'paid'))
    t.clock.now += 1000
    const early = ok<Withdrawal>(await withdraw(a, 20_000), 201)
    ok(await decide(early.id, 'paid'))
    expect((await summary(a)).allowance).toMatchObject({ today_left: 0, month_left_fen: 30_000 })
  })

  test('ten requests at once: one passes, the balance is never overdrawn', async () => {
    const a = await someone()
    await fund(a, 1500)
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(a, 1000)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(422)])
    expect(await balanceRow(a)).toBe(500)
    expect(ok<Paginated<Withdrawal>>(await send('GET', WALLET_PATHS.withdrawals, a.access)).count).toBe(1)
    await expectConsistent(a)

    // Ten at once on ten days' worth of limits is still one a day, never more than the balance.
    const b = await someone()
    await fund(b, 2500)
    const mixed = await Promise.all([1000, 1000, 1200, 1500, 2000, 2500, 1000, 1100, 1300, 1400].map((fen) => withdraw(b, fen)))
    expect(mixed.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(await balanceRow(b)).toBeGreaterThanOrEqual(0)
    await expectConsistent(b)
  })

  test('staff: the pending queue, paid or rejected once, the user told; a rejection returns the money', async () => {
    const a = await someone()
    await fund(a, 5000)
    const w = ok<Withdrawal>(await withdraw(a, 3000), 201)
    const queue = ok<Paginated<StaffWithdrawal>>(await send('GET', `${WALLET_PATHS.staffWithdrawals}?status=pending&page_size=100`, staff.access))
    expect(queue.results.find((x) => x.id === w.id)).toEqual({
      ...w,
      user: { user_id: a.id, username: a.name, phone_number: expect.stringMatching(/^1\d{10}$/), wechat_bound: false }
    })
    expectError(await decide(w.id, 'reject', '   '), 400, '请填写未通过的原因')
    expectError(await decide(99_999_999, 'paid'), 404, '提现申请不存在')
    t.clock.now += 1000
    const rejected = ok<StaffWithdrawal>(await decide(w.id, 'reject', '请先绑定微信'))
    expect(rejected).toMatchObject({ status: 'rejected', status_name: '未通过', review_note: '请先绑定微信', reviewed_at: new Date(t.clock.now).toISOString() })
    expectError(await decide(w.id, 'paid'), 409, '该提现申请已处理')
    expectError(await decide(w.id, 'reject', '再次'), 409, '该提现申请已处理')
    expect(await balanceRow(a)).toBe(5000)
    expect((await records(a)).results.map((r) => [r.reason_name, r.delta_fen, r.balance_after_fen])).toEqual([
      ['提现退回', 3000, 5000],
      ['提现', -3000, 2000],
      ['特别奖励', 5000, 5000]
    ])
    expect(await systemTexts(a)).toContain('你申请的提现 ¥30.00 未通过审核：请先绑定微信。金额已退回钱包。')

    const paid = ok<Withdrawal>(await withdraw(a, 2000), 201)
    expect(ok<StaffWithdrawal>(await decide(paid.id, 'paid', '转账单号 42'))).toMatchObject({ status: 'paid', status_name: '已到账', review_note: '转账单号 42' })
    expect(await systemTexts(a)).toContain('你申请的提现 ¥20.00 已转入微信零钱，请注意查收。')
    expect(await balanceRow(a)).toBe(3000)
    const done = ok<Paginated<StaffWithdrawal>>(await send('GET', `${WALLET_PATHS.staffWithdrawals}?status=paid&page_size=100`, staff.access))
    expect(done.results.some((x) => x.id === paid.id)).toBe(true)
    expect(done.results.every((x) => x.status === 'paid')).toBe(true)
    await expectConsistent(a)
  })

  test('another user’s withdrawal is missing; lists hold only the caller’s', async () => {
    const a = await someone()
    const b = await someone()
    await fund(a, 2000)
    const w = ok<Withdrawal>(await withdraw(a, 1000), 201)
    expect(ok<Withdrawal>(await send('GET', `${WALLET_PATHS.withdrawals}${w.id}/`, a.access))).toEqual(w)
    expectError(await send('GET', `${WALLET_PATHS.withdrawals}${w.id}/`, b.access), 404, '提现申请不存在')
    expect(ok<Paginated<Withdrawal>>(await send('GET', WALLET_PATHS.withdrawals, b.access)).count).toBe(0)
    expect((await records(b)).count).toBe(0)
    expect((await summary(b)).pending_withdrawal).toBeNull()
  })
})
