/**
 * People and messages on H5 against the real server, with two users in two browser contexts
 * (issue 19 acceptance): A asks a question with a picture in the composer; B sees the picture,
 * answers on the question's page,
 * opens A's page from the author's name and follows A; A sees the unread badge on 我的, the
 * messages under 回复 and 关注, which reading consumes (the badge goes), follows B back; A blocks B
 * from B's page (··· → 拉黑) and B's posts vanish from A's feed; A's black list shows B until 解除.
 * Screens of the messages page, peopleInfo, the follow list and the black list go to
 * test-output/screenshots.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { FORUM_PATHS, type PostDetail } from '../../types/forum'
import { USER_PATHS } from '../../types/user'
import { okJson, pageToken, signedFetch } from './support/api'
import { pickImage, pngBytes } from './support/images'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { confirmModal, expectCount, pageHelpers, settledShot } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)
const shot = (p: Page, name: string) => settledShot(p, `people-${name}`)

/** A signed API call as the user logged in on `page` (its session cookie). */
async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return okJson<T>(await signedFetch(ctx.server.url, method, path, body, await pageToken(page)), `${method} ${path}`)
}

const contexts: BrowserContext[] = []
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
})

/** A page of a fresh browser context, logged in as `phone` and named `name`. */
async function member(phone: string, name: string): Promise<{ page: Page; id: number }> {
  const context = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  contexts.push(context)
  const page = await context.newPage()
  await open('/personal/loginWithPhone', page)
  await loginWithPhone({ ...ctx, page }, phone)
  await byTestId('profile-name', page).waitFor()
  await api(page, 'POST', USER_PATHS.nickname, { username: name })
  const me = await api<{ user_id: number }>(page, 'POST', USER_PATHS.dataCore)
  return { page, id: me.user_id }
}

const ask = (page: Page, title: string, body: string) =>
  api<PostDetail>(page, 'POST', FORUM_PATHS.questions, { level: 'middle_school', tab: 'apply', title, body, images: [], qa_tag: 'apply' })

/** A asks in the composer, with one picture (its upload finished before 发布); the question's id and the picture's key. */
async function askWithPicture(p: Page): Promise<{ id: number; key: string }> {
  await open('/personal/postTopic?kind=question', p)
  await field('compose-title', p).fill('江苏物化生 605 分，南京的学校能冲吗？')
  await byTestId('compose-body', p).fill('位次大约两万，想留在南京读计算机。')
  await byTestId('compose-tab-apply', p).click()
  await pickImage(p, 'rank.png', await pngBytes(p, 240))
  const done = p.locator('[data-testid="compose-image"][data-stage="done"]:visible')
  await done.waitFor()
  const key = (await done.getAttribute('data-key'))!
  await byTestId('compose-submit', p).click()
  await byTestId('question-page', p).waitFor()
  return { id: Number(new URL(p.url().replace('#', '')).searchParams.get('id')), key }
}

test('A asks with a picture; B answers and follows A; A sees the badge and the messages, reads them, follows back, blocks B and B’s posts vanish', async () => {
  const a = await member('13712340001', '小安同学')
  const b = await member('13712340002', '小北学长')
  const aPage = a.page
  const bPage = b.page

  const question = await shotOnFailure(aPage, 'people-a-asks', () => askWithPicture(aPage))
  await shotOnFailure(bPage, 'people-b', async () => {
    // B sees the picture and answers on the question's page.
    await open(`/forum/questionRanks/questionDetail?id=${question.id}`, bPage)
    const picture = bPage.locator(`[data-testid="question-post"]:visible .qd-images img[src*="${question.key}"]`)
    await picture.waitFor()
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(240)
    await byTestId('answer-box', bPage).waitFor()
    await byTestId('answer-input', bPage).fill('可以冲一冲南邮和南信大，稳的放几所省外的。')
    await byTestId('answer-send', bPage).click()
    await bPage.locator('[data-testid="answer"]:visible', { hasText: '可以冲一冲南邮' }).waitFor()
    // The author's name opens A's page; B follows.
    await byTestId('question-author', bPage).click()
    await byTestId('people-page', bPage).waitFor()
    expect(bPage.url()).toContain(`peopleInfo?user_id=${a.id}`)
    await expect(byTestId('people-name', bPage).innerText()).resolves.toBe('小安同学')
    await expect(byTestId('people-follow', bPage).innerText()).resolves.toBe('关注')
    await byTestId('people-follow', bPage).click()
    await bPage.locator('[data-testid="people-follow"]:visible', { hasText: '已关注' }).waitFor()
    await expect(byTestId('people-follower-num', bPage).innerText()).resolves.toBe('1')
    await bPage.locator('[data-testid="people-posts"] [data-testid="forum-card"]:visible').first().waitFor()
    await shot(bPage, 'person')
  })

  await shotOnFailure(aPage, 'people-a', async () => {
    // A opens the app: 我的 carries the unread count (one reply, one follow).
    await open('/pages/tabbar/forum', aPage)
    await aPage.reload()
    await byTestId('forum-card', aPage).waitFor()
    await expect(byTestId('tab-badge', aPage).innerText()).resolves.toBe('2')
    await shot(aPage, 'tab-badge')
    await byTestId('tab-personal', aPage).click()
    await expect(byTestId('menu-messages-count', aPage).innerText()).resolves.toBe('2')
    await byTestId('menu-messages', aPage).click()

    // 回复: B's answer, unread; reading the tab consumes it, 关注 still has its dot.
    await byTestId('messages-page', aPage).waitFor()
    const reply = aPage.locator('[data-testid="msg-item"][data-type="replies"]:visible').first()
    await reply.waitFor()
    await expect(reply.locator('[data-testid="msg-actor"]').innerText()).resolves.toBe('小北学长')
    await expect(reply.locator('[data-testid="msg-text"]').innerText()).resolves.toBe('可以冲一冲南邮和南信大，稳的放几所省外的。')
    await expect(reply.locator('[data-testid="msg-post"]').innerText()).resolves.toBe('江苏物化生 605 分，南京的学校能冲吗？')
    await reply.locator('[data-testid="msg-unread"]').waitFor()
    await byTestId('msg-tab-follows', aPage).locator('[data-testid="msg-tab-dot"]').waitFor()
    await aPage.waitForFunction(() => !document.querySelector('[data-testid="msg-tab-replies"] [data-testid="msg-tab-dot"]'))
    await shot(aPage, 'messages-replies')

    await byTestId('msg-tab-follows', aPage).click()
    const followed = aPage.locator('[data-testid="msg-item"][data-type="follows"]:visible').first()
    await followed.waitFor()
    await expect(followed.innerText()).resolves.toContain('关注了你')
    await aPage.waitForFunction(() => !document.querySelector('[data-testid="msg-tab-dot"]'))
    await shot(aPage, 'messages-follows')

    // Everything read: no badge on 我的 any more.
    await open('/pages/tabbar/forum', aPage)
    await byTestId('forum-card', aPage).waitFor()
    await expectCount(all('tab-badge', aPage), 0)
    await aPage.reload()
    await byTestId('forum-card', aPage).waitFor()
    await aPage.waitForTimeout(1000)
    await expectCount(all('tab-badge', aPage), 0)

    // A's followers: B, with 回关; a tap makes it 互相关注.
    await open('/personal/follow/follow?tab=followers', aPage)
    const row = aPage.locator('[data-testid="follow-row"]:visible', { hasText: '小北学长' })
    await row.waitFor()
    await expect(row.locator('[data-testid="follow-button"]').innerText()).resolves.toBe('回关')
    await row.locator('[data-testid="follow-button"]').click()
    await aPage.locator('[data-testid="follow-button"]:visible', { hasText: '互相关注' }).waitFor()
    await shot(aPage, 'follow-list')

    // B posts; A sees it in the feed, then blocks B from B's page.
    const bPost = await ask(bPage, '南京邮电大学的计算机怎么样？', '想听听在读学长学姐的看法。')
    await open('/pages/tabbar/forum', aPage)
    await aPage.reload()
    const bCard = aPage.locator(`[data-testid="forum-card"][data-post-id="${bPost.id}"]:visible`)
    await bCard.waitFor()
    await bCard.locator('[data-testid="forum-card-author"]').click()
    await byTestId('people-page', aPage).waitFor()
    await expect(byTestId('people-name', aPage).innerText()).resolves.toBe('小北学长')
    await expect(byTestId('people-follow', aPage).innerText()).resolves.toBe('互相关注')
    await byTestId('people-more', aPage).click()
    await aPage.locator('.taro-actionsheet__cell:visible', { hasText: '拉黑' }).click()
    await confirmModal(aPage)
    await byTestId('people-blocked', aPage).waitFor()
    await byTestId('people-blocked-note', aPage).waitFor()
    await shot(aPage, 'person-blocked')

    await open('/pages/tabbar/forum', aPage)
    await aPage.reload()
    await byTestId('forum-card', aPage).waitFor()
    await expectCount(aPage.locator(`[data-testid="forum-card"][data-post-id="${bPost.id}"]`), 0)
    // Blocking removed the follows both ways.
    const page = await api<{ followed: boolean; follows_me: boolean; blocked: boolean }>(aPage, 'GET', `/api/forum/people/${b.id}/`)
    expect(page).toMatchObject({ followed: false, follows_me: false, blocked: true })

    // The black list: B, until 解除.
    await open('/personal/blackList', aPage)
    const blocked = aPage.locator('[data-testid="blacklist-row"]:visible', { hasText: '小北学长' })
    await blocked.waitFor()
    await shot(aPage, 'blacklist')
    await blocked.locator('[data-testid="blacklist-unblock"]').click()
    await byTestId('blacklist-empty', aPage).waitFor()
  })

  // A's follow-back reached B as a 关注 message.
  await shotOnFailure(bPage, 'people-b-follows', async () => {
    await open('/personal/message?type=follows', bPage)
    const item = bPage.locator('[data-testid="msg-item"][data-type="follows"]:visible').first()
    await item.waitFor()
    await expect(item.locator('[data-testid="msg-actor"]').innerText()).resolves.toBe('小安同学')
    // 清空 asks first, then the type is empty.
    await byTestId('msg-clean', bPage).click()
    await confirmModal(bPage)
    await byTestId('msg-list-empty', bPage).waitFor()
    await expectCount(all('msg-item', bPage), 0)
  })
})
