/** Journey: a member in a live room sends a chat message and sees it in the list. */
import { LIVE_PATHS, type LiveSessionCard } from '../../../types/live'
import { urlOf } from '../../../src/routes'
import { okJson, signedFetch } from '../../e2e/support/api'
import { describeScenario, element, loginAs, onPage, waitFor } from './support'

describeScenario('WeChat DevTools: a live chat message', (s) => {
  test('直播间 → 输入 → 发送 → the message shows', async () => {
    const login = await loginAs(s, '13700000107')
    const live = await okJson<{ results: LiveSessionCard[] }>(
      await signedFetch(s.server.url, 'GET', `${LIVE_PATHS.sessions}?tab=live`, undefined, login.access),
      'live sessions'
    )
    const free = live.results.find((c) => c.price_fen === 0)
    if (!free) throw new Error('示例数据里没有正在直播的免费场次')
    await s.mp.reLaunch(urlOf('live/liveItem', { id: free.id }))
    const page = await onPage(s.mp, 'live/liveItem')
    const text = `开发者工具场景 ${Date.now() % 100000}`
    const input = (await element(page, '.lv-chat__input')) as unknown as { input(v: string): Promise<void> }
    await input.input(text)
    await (await element(page, '.lv-chat__send')).tap()
    await waitFor('自己的消息', async () => element(page, '.lv-msg__text', text))
  }, 120_000)
})
