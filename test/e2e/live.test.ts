/**
 * Live classes on H5 against the real server (issue 24, docs/live.md): the list and a session's
 * page; two users (two browser contexts) in one live room, each sending a message and seeing the
 * other's over the chat socket; one reloads and finds both in the history. A wrong liveId says so.
 * Screens of the list, the detail and the room with messages go to test-output/screenshots.
 */
import { shotOnFailure, useServerAndBrowser, PHONE } from './support/browser'
import { alwaysLiveRoom, loginContext } from './support/live'
import { expectCount, pageHelpers, settledShot } from './support/page'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()
const { byTestId, field, open } = pageHelpers(ctx)

test('the list, a session’s page, and two users chatting in one room; a reload shows the history', async () => {
  const room = await alwaysLiveRoom(ctx)
  const alice = ctx.page
  const bobContext = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  try {
    await Promise.all([loginContext(ctx, alice.context(), '13571300001'), loginContext(ctx, bobContext, '13571300002')])
    const bob = await bobContext.newPage()

    await shotOnFailure(alice, 'live-list-failed', async () => {
      await open('/live/liveList')
      await byTestId('live-sessions').locator('[data-testid="live-card"]', { hasText: room.title }).waitFor()
      await alice.locator('[data-testid="live-sessions"][data-loaded="true"]').waitFor()
      await settledShot(alice, 'live-list')
      await byTestId('live-sessions').locator('[data-testid="live-card"]', { hasText: room.title }).click()
      await byTestId('live-detail').waitFor()
      await expect(byTestId('live-action').textContent()).resolves.toBe('进入直播间')
      await settledShot(alice, 'live-detail')
      await byTestId('live-action').click()
      await byTestId('live-room').waitFor()
    })

    await bob.goto(`${ctx.server.url}/h5/#/live/liveItem?liveId=${room.id}`)
    const chatOpen = (p: typeof alice) => p.locator('[data-testid="chat-state"][data-state="open"]:visible').waitFor()
    await Promise.all([chatOpen(alice), chatOpen(bob)])
    await expect(alice.locator('[data-testid="live-player"]:visible').getAttribute('data-kind')).resolves.toBe('mp4')

    const say = async (p: typeof alice, text: string) => {
      await field('chat-input', p).fill(text)
      await byTestId('chat-send', p).click()
    }
    const seen = (p: typeof alice, text: string) => p.locator('[data-testid="chat-message"]:visible', { hasText: text }).waitFor()
    await say(alice, '大家好，我是 A <b>不是粗体</b>')
    await seen(bob, '大家好，我是 A <b>不是粗体</b>')
    await say(bob, '你好 A，我是 B')
    await seen(alice, '你好 A，我是 B')
    await seen(alice, '大家好，我是 A')
    // Acknowledged: nothing left in the outbox.
    await expectCount(alice.locator('[data-testid="chat-outbox"]:visible'), 0)
    // Text, never HTML.
    await expectCount(alice.locator('[data-testid="chat-messages"]:visible b'), 0)
    await settledShot(alice, 'live-room')

    await bob.reload()
    await chatOpen(bob)
    await seen(bob, '大家好，我是 A')
    await seen(bob, '你好 A，我是 B')
  } finally {
    await bobContext.close()
  }
})

test('a wrong liveId says the link is wrong', async () => {
  await loginContext(ctx, ctx.page.context(), '13571300003')
  await open('/live/liveItem?liveId=abc')
  await byTestId('live-bad-id').waitFor()
  await expect(byTestId('live-bad-id').textContent()).resolves.toContain('直播间链接有误')
})
