/**
 * The personal centre's favourites and feedback on H5 against the real server (issue 22's
 * acceptance): a user favourites an institution on its page (收藏 → 已收藏) and finds it under
 * 我的 → 我的收藏 → 院校, where 取消收藏 takes it away; a feedback with a picture (picked and uploaded
 * with the composer's grid) is sent from 意见反馈, staff reply through the staff API, and the reply
 * arrives as a system message (the unread count on 我的, the 系统 tab of 消息) and under the item on
 * the feedback page. 我的话题 lists the user's posts (a held one 审核中); 自助服务, 服务提供方, and 举报
 * from a user's page. Screens at 390×844: personal-tab (logged in, and its bottom), favorites-univ,
 * feedback-form, feedback-replied, feedback-reply-message, topic-record, self-service,
 * service-provider, report-user.
 */
import { DEMO_PHONE } from '../../server/seed/demo'
import { GAOKAO_PATHS, type InstitutionSearchResponse } from '../../types/gaokao'
import { FORUM_PATHS, type FeedPage, type PostDetail } from '../../types/forum'
import { FEEDBACK_PATHS, REPORT_CATEGORIES, type StaffFeedbackItem, type StaffFeedbackPage } from '../../types/personalFeedback'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { pickImage, pngBytes } from './support/images'
import { apiCalls, loginWithPhone } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
/** One account per test: a second SMS login of a phone within a minute gets no new code. */
const USERS = { favorites: '13700009401', feedback: '13700009402', more: '13700009403' }

// The demo account answers feedback: staff may reply through the staff API.

async function logIn(phone: string): Promise<void> {
  await open('/personal/loginWithPhone')
  await loginWithPhone(ctx, phone)
  await byTestId('profile-name').waitFor()
}

test('我的 shows the areas; an institution favourited on its page is found in 我的收藏 and removed there', async () => {
  await shotOnFailure(ctx.page, 'personal-favorites', async () => {
    await logIn(USERS.favorites)
    // 我的: the counts, the grid of areas (the tests among them), help and settings.
    await byTestId('profile-coins').waitFor()
    await byTestId('personal-entries').waitFor()
    for (const id of [
      'menu-tasks',
      'menu-wear',
      'menu-medals',
      'menu-certificates',
      'menu-favorites',
      'menu-wallet',
      'menu-orders',
      'menu-topics',
      'menu-messages',
      'menu-cloud',
      'menu-print-orders',
      'menu-tests',
      'menu-self-service',
      'menu-feedback',
      'menu-blacklist'
    ]) {
      await byTestId(id).waitFor()
    }
    await shot(ctx.page, 'personal-tab')
    await byTestId('logout').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'personal-tab-bottom')

    const found = await call<InstitutionSearchResponse>('', 'GET', `${GAOKAO_PATHS.universities}?q=${encodeURIComponent('南京大学')}&page_size=1`)
    const u = found.results[0]
    expect(u.name).toBe('南京大学')

    await open(`/gaokao/university/detail?id=${u.id}`)
    await byTestId('uni-detail-page').waitFor()
    const toggle = ctx.page.locator('[data-testid="collect-toggle"]:visible')
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false')
    await toggle.click()
    await ctx.page.locator('[data-testid="collect-toggle"][aria-pressed="true"]:visible').waitFor()
    await expect(toggle.innerText()).resolves.toContain('已收藏')
    await ctx.page.getByText('已收藏', { exact: true }).first().waitFor()
    await shot(ctx.page, 'university-collected')

    // The server keeps it: 我的 read again after a reload lists it.
    await open('/pages/tabbar/personal')
    await ctx.page.reload()
    await byTestId('menu-favorites').click()
    await byTestId('favorites-page').waitFor()
    const cards = all('favorite-univ')
    await cards.first().waitFor()
    await expectCount(cards, 1)
    await expect(byTestId('favorite-univ-name').innerText()).resolves.toBe('南京大学')
    await shot(ctx.page, 'favorites-univ')

    // The card opens the institution; back, 取消收藏 empties the tab.
    await cards.first().click()
    await byTestId('uni-detail-page').waitFor()
    // Back only once the router has the detail page's address (under load it can trail the page).
    await ctx.page.waitForFunction(() => location.hash.includes('university/detail'))
    await back()
    await byTestId('favorites-page').waitFor()
    await byTestId('favorite-remove').click()
    await byTestId('favorites-univ-empty').waitFor()
    await expectCount(all('favorite-univ'), 0)
    await byTestId('favorites-tab-prof').click()
    await byTestId('favorites-prof-empty').waitFor()
  })
})

test('a feedback with a picture; staff reply; the reply is a message and shows on the feedback page', async () => {
  const body = '志愿表导出的 PDF 打不开，换了两个阅读器都不行。'
  const reply = '已修复导出问题，请更新到最新版本后重新导出。'
  await shotOnFailure(ctx.page, 'personal-feedback', async () => {
    await logIn(USERS.feedback)
    await open('/personal/feedback')
    await byTestId('feedback-page').waitFor()
    await byTestId('feedback-history-empty').waitFor()
    const submit = byTestId('feedback-submit')
    await expect(submit.getAttribute('aria-disabled')).resolves.toBe('true')
    await expect(byTestId('feedback-reason').innerText()).resolves.toBe('请选择问题类型')

    await ctx.page.locator('[data-testid="feedback-category"][data-key="bug"]:visible').click()
    await byTestId('feedback-body').fill('打不开')
    await expect(byTestId('feedback-reason').innerText()).resolves.toBe('请至少写 5 个字')
    await byTestId('feedback-body').fill(body)
    await expect(byTestId('feedback-body-count').innerText()).resolves.toBe(`${[...body].length}/500`)
    await pickImage(ctx.page, 'export.png', await pngBytes(ctx.page, 240))
    await ctx.page.locator('[data-testid="compose-image"][data-stage="done"]:visible').waitFor()
    await field('feedback-contact').fill('微信 gk2025')
    await expect(submit.getAttribute('aria-disabled')).resolves.toBe('false')
    await shot(ctx.page, 'feedback-form')
    await submit.click()

    const item = byTestId('feedback-item')
    await item.waitFor()
    await expect(item.getAttribute('data-status')).resolves.toBe('open')
    await expect(byTestId('feedback-item-body').innerText()).resolves.toBe(body)
    await expectCount(item.locator('.fb-thumb'), 1)
    // The form is clear again.
    await expect(byTestId('feedback-body').inputValue()).resolves.toBe('')
    await expectCount(all('compose-image'), 0)
  })

  // Staff find it in the open queue and reply.
  const staff = await apiLogin(DEMO_PHONE)
  const open_ = await call<StaffFeedbackPage>(staff, 'GET', `${FEEDBACK_PATHS.staff}?page_size=100`)
  const mine = open_.results.find((f) => f.body === body)!
  expect(mine).toMatchObject({ category: 'bug', contact: '微信 gk2025', status: 'open' })
  expect(mine.images).toHaveLength(1)
  const answered = await call<StaffFeedbackItem>(staff, 'POST', `${FEEDBACK_PATHS.staff}${mine.id}/reply/`, { reply })
  expect(answered.status).toBe('replied')

  await shotOnFailure(ctx.page, 'personal-feedback-reply', async () => {
    // 我的 carries the unread count; 消息 → 系统 shows the reply.
    await open('/pages/tabbar/personal')
    await ctx.page.reload()
    await expect(byTestId('menu-messages-count').innerText()).resolves.toBe('1')
    await byTestId('menu-messages').click()
    await byTestId('messages-page').waitFor()
    await byTestId('msg-tab-system').click()
    const message = ctx.page.locator('[data-testid="msg-item"][data-type="system"]:visible').first()
    await message.waitFor()
    await expect(message.locator('[data-testid="msg-text"]').innerText()).resolves.toContain(reply)
    await shot(ctx.page, 'feedback-reply-message')

    // The feedback page shows the reply under the item.
    await open('/personal/feedback')
    await ctx.page.reload()
    const item = byTestId('feedback-item')
    await item.waitFor()
    await expect(item.getAttribute('data-status')).resolves.toBe('replied')
    await expect(byTestId('feedback-reply-text').innerText()).resolves.toBe(reply)
    await byTestId('feedback-reply').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'feedback-replied')
  })
})

test('我的话题 lists my posts, the held one marked; 自助服务 opens answers; 服务提供方; 举报 a user', async () => {
  await shotOnFailure(ctx.page, 'personal-topics-help', async () => {
    await logIn(USERS.more)
    const token = await pageToken(ctx.page)
    const topic = await call<PostDetail>(token, 'POST', FORUM_PATHS.topics, {
      level: 'middle_school',
      tab: 'study',
      body: '今天把错题本整理完了，分享一下方法。',
      images: [],
      hashtags: []
    })
    const held = await call<PostDetail>(token, 'POST', FORUM_PATHS.questions, {
      level: 'middle_school',
      tab: 'apply',
      title: '有没有代考渠道啊',
      body: '',
      images: [],
      qa_tag: 'apply'
    })
    expect(held.status).toBe('held')

    await byTestId('menu-topics').click()
    await byTestId('topic-record-page').waitFor()
    const cards = ctx.page.locator('[data-testid="topic-record-posts"]:visible [data-testid="forum-card"]')
    await cards.nth(1).waitFor()
    await expect(cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))).resolves.toEqual([held.id, topic.id])
    await expect(cards.first().locator('[data-testid="forum-card-status"]').innerText()).resolves.toBe('审核中')
    await expectCount(cards.nth(1).locator('[data-testid="forum-card-status"]'), 0)
    await shot(ctx.page, 'topic-record')

    await open('/pages/tabbar/personal')
    await byTestId('menu-self-service').click()
    await byTestId('self-service-page').waitFor()
    // The topics come from the server after the page shows.
    await expectCount(all('help-topic'), 5)
    await expect(byTestId('service-phone').innerText()).resolves.toMatch(/\d/)
    const first = byTestId('help-article')
    await first.locator('.sv-article__q').click()
    await first.locator('[data-testid="help-answer"]').waitFor()
    await shot(ctx.page, 'self-service')
    await byTestId('service-feedback').click()
    await byTestId('feedback-page').waitFor()

    await open('/personal/service/serviceProvider')
    await byTestId('service-provider-page').waitFor()
    await expect(byTestId('provider-phone').innerText()).resolves.toMatch(/客服电话/)
    await shot(ctx.page, 'service-provider')

    // 举报 a demo member from their page's ··· sheet: the feedback page in its report form.
    const feed = await call<FeedPage>('', 'GET', `${FORUM_PATHS.feed}?level=middle_school&tab=recommend`)
    const author = feed.results.find((p) => p.author.user_id !== held.author.user_id)!.author
    await open(`/personal/peopleInfo?user_id=${author.user_id}`)
    await byTestId('people-more').click()
    await ctx.page.locator('.taro-actionsheet__cell:visible', { hasText: '举报' }).click()
    await ctx.page.locator('[data-testid="feedback-page"][data-mode="report"]:visible').waitFor()
    await byTestId('feedback-target').waitFor()
    await expect(all('feedback-category').evaluateAll((els) => els.map((el) => el.getAttribute('data-key')))).resolves.toEqual([...REPORT_CATEGORIES])
    await ctx.page.locator('[data-testid="feedback-category"][data-key="spam"]:visible').click()
    await byTestId('feedback-body').fill('私信里反复发广告链接。')
    await byTestId('feedback-submit').click()
    const item = byTestId('feedback-item')
    await item.waitFor()
    await expect(item.innerText()).resolves.toContain('举报 · 垃圾广告')
    await shot(ctx.page, 'report-user')
  })
})
