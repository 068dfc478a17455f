/**
 * The application content pages on H5 against the real server (issue 6): 强基计划 with its pilot
 * universities linking to their detail pages, the 会员服务协议, 2025国际本科's list, 2025志愿填报 for a
 * member and (blurred, 了解更多) for a non-member, 志愿助手's 等位分 checked against the one-score
 * API's own answer, and 邀请有礼 / 邀请记录 (code, copy, share link, the server's refusals, a
 * successful binding showing up in the inviter's list). The demo account (示例用户, 江苏 物化生
 * 612 分) pays for a membership through the sandbox when it first logs in. Screens go to test-output/screenshots (appc-*).
 */
import type { BrowserContext, Page, Response } from 'playwright-core'
import type { OneScoreLookup } from '../../types/gaokao'
import { DEMO_PHONE } from '../../server/seed/demo'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, pullToRefetch, settledShot } from './support/page'
import { pageToken } from './support/api'
import { payBySandbox } from './support/payments'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()

const { byTestId, all, field, open } = pageHelpers(ctx)
const shot = (p: Page, name: string) => settledShot(p, `appc-${name}`, 400)

const LOOKUP_PATH = '/api/edu/onescoreoneline/lookup/'
const isLookup = (r: Response) => r.url().includes(LOOKUP_PATH) && r.request().method() === 'GET'

const MOBILE = { viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true }

/** Opens a page that needs login and logs `phone` in on the way (the guard comes back to it). */
async function openAs(path: string, phone: string, p: Page): Promise<void> {
  await open(path, p)
  await byTestId('login-page', p).waitFor()
  await loginWithPhone({ ...ctx, page: p }, phone)
}

/**
 * A page in the browser context where the demo member is logged in. One SMS login for the whole
 * file (a phone may ask for a code once a minute); the session is shared by the context's pages.
 */
let member: BrowserContext | undefined
async function memberPage(): Promise<Page> {
  if (!member) {
    member = await ctx.browser.newContext(MOBILE)
    const p = await member.newPage()
    await open('/personal/loginWithPhone', p)
    await loginWithPhone({ ...ctx, page: p }, DEMO_PHONE)
    await p.locator('[data-testid="profile-name"]:visible', { hasText: '示例用户' }).waitFor()
    // A member: a year's membership paid through the sandbox (the pages opened next read it).
    await payBySandbox(ctx, await pageToken(p), { order_type: 'v2001' })
    await p.close()
  }
  return member.newPage()
}
afterAll(async () => {
  await member?.close().catch(() => undefined)
})

test('强基计划: facts with sources, the steps, 39 pilots; a linked pilot opens its university', async () => {
  await shotOnFailure(ctx.page, 'appc-strongbase', async () => {
    await open('/gaokao/application/strongBasePlan')
    await byTestId('strongbase-page').waitFor()
    // The page's frame shows before its answer, and renders again when it comes.
    await expectCount(all('strongbase-pilot'), 39)
    await expectCount(all('strongbase-steps-item'), 6)
    const page = await byTestId('strongbase-page').innerText()
    expect(page).toContain('教学〔2020〕1号')
    expect(page).toContain('待核')
    // The links arrive with the institution lists; 国防科技大学 is not on the ministry's list.
    await ctx.page.locator('[data-testid="strongbase-pilot"][data-linked="true"]', { hasText: '北京大学' }).first().waitFor()
    await expectCount(ctx.page.locator('[data-testid="strongbase-pilot"][data-linked="true"]'), 38)
    await expect(ctx.page.locator('[data-testid="strongbase-pilot"]', { hasText: '国防科技大学' }).innerText()).resolves.toContain('暂未收录')
    await shot(ctx.page, 'strongbase-top')
    await byTestId('strongbase-steps').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'strongbase-steps')
    await byTestId('strongbase-pilots').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'strongbase-pilots')

    await ctx.page.locator('[data-testid="strongbase-pilot"]', { hasText: '西北农林科技大学' }).click()
    await byTestId('uni-detail-page').waitFor()
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe('西北农林科技大学')
  })
})

test('会员服务协议: the sections, the plans, refunds, 仅供参考, and the privacy page', async () => {
  await shotOnFailure(ctx.page, 'appc-agreement', async () => {
    await open('/gaokao/application/vipAgreement')
    await byTestId('vip-agreement-page').waitFor()
    await expectCount(all('vip-agreement-section'), 7)
    const text = await byTestId('vip-agreement-page').innerText()
    for (const words of ['AI 志愿填报', '1 年 168 元、2 年 298 元、3 年 398 元', '七日无理由退货', '仅供参考', '不构成录取承诺']) expect(text).toContain(words)
    await shot(ctx.page, 'agreement')
    await ctx.page.getByText('七日无理由退货', { exact: false }).first().scrollIntoViewIfNeeded()
    await shot(ctx.page, 'agreement-refunds')
    await byTestId('vip-agreement-policy').click()
    await byTestId('policy-page').waitFor()
  })
})

test('2025国际本科: the explanation and the 中外合作 institutions; one opens its detail', async () => {
  await shotOnFailure(ctx.page, 'appc-intl', async () => {
    await open('/gaokao/application/applicationSchool')
    await byTestId('intl-page').waitFor()
    await byTestId('intl-school').waitFor({ timeout: 15_000 })
    const rows = await all('intl-school').allInnerTexts()
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) expect(row).toContain('中外合作')
    await expect(byTestId('intl-list').innerText()).resolves.toMatch(new RegExp(`共 ${rows.length} 所`))
    await expect(byTestId('intl-checks').innerText()).resolves.toMatch(/学历认证[\s\S]*学费[\s\S]*出国要求/)
    await shot(ctx.page, 'intl-top')
    await byTestId('intl-list').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'intl-list')
    await ctx.page.locator('[data-testid="intl-school"]:visible', { hasText: '西交利物浦大学' }).click()
    await byTestId('uni-detail-page').waitFor()
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe('西交利物浦大学')
  })
})

/** The 等位分 shown on `p` matches the lookup answer the page received. */
async function expectEquivalents(p: Page, answer: OneScoreLookup): Promise<void> {
  const rank = answer.rank_best === answer.rank_worst ? `${answer.rank_best}` : `${answer.rank_best}–${answer.rank_worst}`
  await expect(byTestId('helper-rank', p).innerText()).resolves.toBe(`${answer.year}年 ${answer.track} ${answer.score} 分 · 位次 ${rank}`)
  const rows = await all('helper-equivalent-row', p).allInnerTexts()
  const expected = [...answer.equivalents].sort((a, b) => b.year - a.year)
  expect(rows).toHaveLength(expected.length)
  expected.forEach((e, i) => {
    expect(rows[i]).toContain(`${e.year}年等位分`)
    expect(rows[i]).toContain(`${e.score} 分`)
  })
}

const lookupAnswer = async (response: Promise<Response>) => (await (await response).json()) as OneScoreLookup
const lookupScoreOf = async (response: Promise<Response>) => new URL((await response).url()).searchParams.get('score')

test('志愿助手 (member): the demo score’s rank and 等位分 match the one-score API; another score and year too', async () => {
  const p = await memberPage()
  try {
    await shotOnFailure(p, 'appc-helper', async () => {
      const first = p.waitForResponse(isLookup, { timeout: 30_000 })
      await open('/gaokao/application/applicationHelper', p)
      await byTestId('helper-page', p).waitFor()
      const answer = await lookupAnswer(first)
      await expect(lookupScoreOf(first)).resolves.toBe('612')
      expect(answer).toMatchObject({ province: '江苏', track: '物理类', score: 612 })
      expect(answer.equivalents.length).toBeGreaterThan(0)
      await byTestId('helper-result', p).waitFor()
      await expectEquivalents(p, answer)
      await expectCount(all('helper-lock', p), 0)
      await shot(p, 'helper-member')

      // Another score: a decimal is looked up as its whole part.
      await field('helper-score-input', p).fill('580.5')
      const second = p.waitForResponse(isLookup)
      await byTestId('helper-compute', p).click()
      const answer2 = await lookupAnswer(second)
      await expect(lookupScoreOf(second)).resolves.toBe('580')
      await p.locator('[data-testid="helper-rank"]:visible', { hasText: ' 580 分' }).waitFor()
      await expectEquivalents(p, answer2)

      // Another year: the oldest table, compared with the newer ones.
      const third = p.waitForResponse(isLookup)
      await byTestId('helper-year', p).click()
      await byTestId('helper-sheet-year', p).locator('[data-testid="sheet-option"]').last().click()
      const answer3 = await lookupAnswer(third)
      expect(answer3.year).toBeLessThan(answer.year)
      await p.locator('[data-testid="helper-rank"]:visible', { hasText: `${answer3.year}年` }).waitFor()
      await expectEquivalents(p, answer3)
      await shot(p, 'helper-other-year')

      await field('helper-score-input', p).fill('800')
      await byTestId('helper-compute', p).click()
      await expect(byTestId('helper-error', p).innerText()).resolves.toBe('分数不能超过满分 750')
    })
  } finally {
    await p.close()
  }
})

test('2025志愿填报 (member): info, the province’s timeline with the countdown, the tools open', async () => {
  const p = await memberPage()
  try {
    await shotOnFailure(p, 'appc-service', async () => {
      await open('/gaokao/application/applicationService', p)
      await byTestId('service-page', p).waitFor()
      await expect(byTestId('service-summary', p).innerText()).resolves.toMatch(/年高考 · 江苏 · 物理类 · 612 分 · 位次 15,800/)
      await expect(byTestId('service-countdown', p).innerText()).resolves.toMatch(/^(距高考还有 \d+ 天|高考进行中|高考已过去 \d+ 天)$/)
      const timeline = await byTestId('service-timeline', p).innerText()
      expect(timeline).toMatch(/江苏 \d{4} 年高考时间线/)
      expect(timeline).toContain('6月7日至6月9日')
      expect(timeline).toContain('以各省教育考试院公布为准')
      await expectCount(all('service-lock', p), 0)
      await shot(p, 'service-member')
      await byTestId('service-onescore', p).click()
      await byTestId('osl-page', p).waitFor()
    })
  } finally {
    await p.close()
  }
})

test('邀请有礼: code, copy, link, the server’s refusals, binding; the inviter’s list; non-member blur', async () => {
  const newcomer = '13900000123'
  // Its own touch-capable page with clipboard access: pull-to-refresh and copying are checked.
  const p = await ctx.browser.newPage(MOBILE)
  await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url })
  const demo = await memberPage()
  try {
    await shotOnFailure(p, 'appc-invite', async () => {
      // A shared link carries the inviter's code: it is filled in after login.
      await openAs('/gaokao/application/invite?code=demo0000', newcomer, p)
      await byTestId('invite-page', p).waitFor()
      await p.locator('[data-testid="invite-code"]:visible', { hasText: /^[A-Z0-9]{8}$/ }).waitFor({ timeout: 15_000 })
      const code = await byTestId('invite-code', p).innerText()
      await expect(field('invite-bind-input', p).inputValue()).resolves.toBe('DEMO0000')
      await expect(byTestId('invite-count', p).innerText()).resolves.toContain('已邀请 0 人')
      await expect(byTestId('invite-rules', p).innerText()).resolves.toContain('活动规则以本页面展示为准')
      await shot(p, 'invite')

      await byTestId('invite-copy', p).click()
      await p.getByText('邀请码已复制').first().waitFor()
      await expect(p.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code)
      await byTestId('invite-share', p).click()
      await p.getByText('邀请链接已复制，发给好友吧').first().waitFor()
      await expect(p.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${ctx.server.url}/h5/#/gaokao/application/invite?code=${code}`)
      await p.getByText('邀请链接已复制，发给好友吧').first().waitFor({ state: 'hidden' })

      // The server's Chinese refusals.
      await field('invite-bind-input', p).fill('zzzz2222')
      await byTestId('invite-bind-submit', p).click()
      await expect(byTestId('invite-bind-error', p).innerText()).resolves.toBe('邀请码不存在，请检查后重新输入')
      await shot(p, 'invite-unknown-code')
      await field('invite-bind-input', p).fill(code.toLowerCase())
      await byTestId('invite-bind-submit', p).click()
      await p.locator('[data-testid="invite-bind-error"]:visible', { hasText: '不能填写自己的邀请码' }).waitFor()
      await field('invite-bind-input', p).fill('ab')
      await byTestId('invite-bind-submit', p).click()
      await p.locator('[data-testid="invite-bind-error"]:visible', { hasText: '邀请码由 4-16 位字母或数字组成' }).waitFor()

      // The demo account's code binds.
      await field('invite-bind-input', p).fill('DEMO0000')
      await byTestId('invite-bind-submit', p).click()
      await byTestId('invite-bind-done', p).waitFor()

      // Pull-to-refresh fetches the user data again.
      await pullToRefetch(p, (r) => r.url().includes('/api/user/data/extra/'))

      // The newcomer is no member: 志愿服务's tools are blurred, 了解更多 leads to the membership page.
      await open('/gaokao/application/applicationService', p)
      await byTestId('service-page', p).waitFor()
      await byTestId('service-info-missing', p).waitFor()
      await byTestId('service-lock', p).waitFor()
      await shot(p, 'service-non-member')
      await byTestId('service-lock-more', p).click()
      await p.getByText('开通服务即可解锁全部功能').waitFor()
      await shot(p, 'service-learn-more')
      await p.locator('.taro-model__confirm:visible').click()
      await p.waitForURL(/#\/pages\/vip\/index/)
      // The membership page has to be on screen before the next page is opened: a hash change while
      // the router is still mounting the previous page can be overtaken by it.
      await byTestId('vip-plans', p).waitFor()
      await open('/gaokao/application/applicationHelper', p)
      await byTestId('helper-lock', p).waitFor()
      await shot(p, 'helper-non-member')
    })

    await shotOnFailure(demo, 'appc-invite-list', async () => {
      await open('/gaokao/application/invite', demo)
      await demo.locator('[data-testid="invite-code"]:visible', { hasText: 'DEMO0000' }).waitFor({ timeout: 15_000 })
      await demo.locator('[data-testid="invite-count"]:visible', { hasText: '已邀请 1 人' }).waitFor()
      await expect(byTestId('invite-progress', demo).innerText()).resolves.toContain('再邀请 2 人')
      await byTestId('invite-count', demo).click()
      await byTestId('invite-list-page', demo).waitFor()
      await byTestId('invitee', demo).waitFor()
      await expectCount(all('invitee', demo), 1)
      await expect(byTestId('invitee', demo).innerText()).resolves.toMatch(/刚刚|分钟前/)
      await expect(byTestId('invitees-count', demo).innerText()).resolves.toBe('共邀请 1 位好友')
      await shot(demo, 'invite-list')
    })

    // The newcomer invited nobody: the empty list.
    await shotOnFailure(p, 'appc-invite-list-empty', async () => {
      await open('/gaokao/application/inviteList', p)
      await byTestId('invitees-empty', p).waitFor()
      await expect(byTestId('invitees-empty', p).innerText()).resolves.toContain('还没有邀请记录')
      await shot(p, 'invite-list-empty')
    })
  } finally {
    await p.close()
    await demo.close()
  }
})
