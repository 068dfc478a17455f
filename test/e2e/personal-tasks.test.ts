/**
 * The task centre and dress-up on H5 against the real server (issue 22's acceptance): a new user
 * opens 任务中心, signs in (the coins rise on the page, today's calendar day is marked, and 我的
 * shows them too), posts a topic and completes the gaokao info (through the API), claims both
 * rewards (the second also unlocks an accessory), then in 我的装扮 buys the pendant 青玉 with a
 * confirmation and wears it, and finds it framing the avatar on their own post in the forum feed and
 * on the post's page. Screens at 390×844 (copied to /tmp/personalshots when that folder exists):
 * personal-taskcenter, personal-coin-record, personal-wear, personal-pendant-detail, personal-pendant-in-feed,
 * personal-pendant-on-post.
 */
import type { Locator } from 'playwright-core'
import { chinaDate } from '../../core/chinaTime'
import { itemOf } from '../../core/personalItems'
import { taskOf } from '../../core/personalTasks'
import { FORUM_PATHS, type PostDetail } from '../../types/forum'
import { okJson, pageToken, signedFetch } from './support/api'
import { REVIEW_SHOTS, shot, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { confirmModal, pageHelpers } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, open, back } = pageHelpers(ctx)
const USER = '13700009411'
const JADE = itemOf('pendant', 'jade')!

/** A screenshot of the page's top once it has settled and its toast is gone. */
async function keepShot(name: string, root: Locator, block: 'start' | 'center' = 'start'): Promise<void> {
  if (!REVIEW_SHOTS) return
  await root.evaluate((el, at) => el.scrollIntoView({ block: at }), block)
  await ctx.page.waitForTimeout(1600)
  await shot(ctx.page, name)
}

const coinsShown = (coins: number) => ctx.page.locator('[data-testid="task-coins"]:visible', { hasText: new RegExp(`^${coins}$`) }).waitFor()
/** The open Taro dialog's words. */
const modal = (options: { hasText: string }) => ctx.page.locator('.taro-modal__content:visible, .taro-model__content:visible', options).first()
const taskRow = (key: string, state: string) => ctx.page.locator(`[data-testid="task-row"][data-key="${key}"][data-state="${state}"]:visible`)

test('sign in daily and earn coins, claim task rewards, buy and wear a pendant and see it on my forum post', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'personal-tasks', async () => {
    // The task centre needs login; after it, the page itself.
    await open('/personal/taskcenter/index')
    await loginWithPhone(ctx, USER)
    await byTestId('task-centre').waitFor({ timeout: 30_000 })
    await coinsShown(0)
    await taskRow('signin', 'claimable').waitFor()
    await taskRow('post', 'todo').waitFor()
    await expect(byTestId('signin-button').innerText()).resolves.toBe('签到 +5')

    // 签到: the coins rise on the page, today is marked on the calendar, the button is spent.
    await byTestId('signin-button').click()
    await coinsShown(5)
    await p.locator('[data-testid="signin-button"][data-signed="true"]:visible').waitFor()
    const today = chinaDate(Date.now())
    await p.locator(`[data-testid="signin-day"][data-date="${today}"][data-signed="true"]:visible`).waitFor()
    await expect(byTestId('signin-streak').innerText()).resolves.toBe('已连续签到 1 天')
    await taskRow('signin', 'claimed').waitFor()

    // 我的 shows the coins too.
    await open('/pages/tabbar/personal')
    await p.locator('[data-testid="profile-coins"]:visible', { hasText: '5' }).waitFor({ timeout: 30_000 })

    // A topic and the gaokao info, done elsewhere (through the API); the task centre offers 领取.
    const token = await pageToken(p)
    const topic = { level: 'middle_school', tab: 'study', body: '今天的错题整理完了，金币也拿到了。', images: [], hashtags: [] }
    const post = await okJson<PostDetail>(await signedFetch(ctx.server.url, 'POST', FORUM_PATHS.topics, topic, token), 'post a topic')
    await setGaokaoInfoOfPageUser(ctx, { province: '江苏', apply_year: new Date().getFullYear(), subjects: ['物理', '化学', '生物'], score: 600, rank: 20000 })
    await open('/personal/taskcenter/index')
    await p.reload()
    await taskRow('post', 'claimable').waitFor({ timeout: 30_000 })
    await taskRow('post', 'claimable').locator('[data-testid="task-action"]').click()
    await taskRow('post', 'claimed').waitFor()
    await coinsShown(5 + taskOf('post').coins)
    // The gaokao info's reward brings an accessory: the dialog says so (知道了 closes it).
    await taskRow('gaokao_info', 'claimable').locator('[data-testid="task-action"]').click()
    await modal({ hasText: '目标明确' }).waitFor()
    await p.locator('.taro-model__cancel:visible').click()
    const coins = 5 + taskOf('post').coins + taskOf('gaokao_info').coins
    await coinsShown(coins)
    await taskRow('gaokao_info', 'claimed').waitFor()
    await keepShot('personal-taskcenter', byTestId('task-centre'))

    // 金币记录: newest first, signed amounts.
    await byTestId('task-coin-record').click()
    await p.locator('[data-testid="coin-row"]:visible').nth(2).waitFor({ timeout: 30_000 })
    const deltas = await p.locator('[data-testid="coin-delta"]:visible').allInnerTexts()
    expect(deltas).toEqual([`+${taskOf('gaokao_info').coins}`, `+${taskOf('post').coins}`, '+5'])
    await keepShot('personal-coin-record', byTestId('coin-record'))
    await back(p)

    // 我的装扮: the accessory earned is owned; buy 青玉 with a confirmation, then wear it.
    await byTestId('task-wear').click()
    await byTestId('wear-page').waitFor({ timeout: 30_000 })
    await expect(byTestId('wear-coins').innerText()).resolves.toBe(String(coins))
    const jade = p.locator(`[data-testid="item-card"][data-key="${JADE.key}"]:visible`)
    await jade.click()
    await p.locator(`[data-testid="item-bar"][data-key="${JADE.key}"]:visible`).waitFor()
    await expect(byTestId('dress-preview').getAttribute('data-pendant')).resolves.toBe(JADE.key)
    await expect(byTestId('item-action').innerText()).resolves.toBe(`购买 · ${JADE.price} 金币`)
    await byTestId('item-action').click()
    await modal({ hasText: `花费 ${JADE.price} 金币购买挂件「${JADE.name}」？` }).waitFor()
    await confirmModal(p)
    await modal({ hasText: `现在就佩戴「${JADE.name}」吗？` }).waitFor()
    await confirmModal(p)
    await p.locator(`[data-testid="item-card"][data-key="${JADE.key}"][data-worn="true"]:visible`).waitFor()
    await expect(byTestId('wear-coins').innerText()).resolves.toBe(String(coins - JADE.price!))
    await expect(byTestId('item-action').innerText()).resolves.toBe('取下')
    // The pendant's own page: how to get it and my state.
    await byTestId('item-bar').locator('.it-bar__info').click()
    await byTestId('item-detail').waitFor({ timeout: 30_000 })
    await expect(byTestId('item-obtain').innerText()).resolves.toBe(`${JADE.price} 金币`)
    await expect(byTestId('item-status').innerText()).resolves.toBe('佩戴中')
    await keepShot('personal-pendant-detail', byTestId('item-detail'))
    await back(p)
    await byTestId('wear-page').waitFor()
    await p.locator('[data-testid="wear-tab"][data-kind="accessory"]:visible').click()
    await p.locator('[data-testid="wear-owned"]:visible [data-testid="item-card"][data-key="planner"]').waitFor()
    await p.locator('[data-testid="wear-tab"][data-kind="pendant"]:visible').click()
    await keepShot('personal-wear', byTestId('wear-page'))

    // The forum: my post's card in the feed and the post's page show my avatar in the frame.
    await open('/pages/tabbar/forum')
    await p.reload()
    const card = p.locator(`[data-testid="forum-card"][data-post-id="${post.id}"]:visible`)
    await card.waitFor({ timeout: 30_000 })
    await card.locator(`[data-testid="avatar-frame"][data-pendant="${JADE.key}"]`).waitFor()
    await keepShot('personal-pendant-in-feed', card, 'center')
    await card.click()
    await p.locator(`[data-testid="avatar-frame"][data-pendant="${JADE.key}"]:visible`).first().waitFor({ timeout: 30_000 })
    await keepShot('personal-pendant-on-post', p.locator(`[data-testid="avatar-frame"][data-pendant="${JADE.key}"]:visible`).first())
  })
})
