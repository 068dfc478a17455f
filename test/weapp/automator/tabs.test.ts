/**
 * miniprogram-automator scenarios: they drive the real WeChat DevTools (Windows/macOS only) on
 * dist/weapp. Where DevTools' CLI is absent (Linux CI) every scenario is skipped with a message
 * saying so; the H5 e2e and the Page-shim render tests cover the same behaviour meanwhile.
 * Set WECHAT_DEVTOOLS_CLI to the CLI's path to run them.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import automator from 'miniprogram-automator'
import { TABS } from '../../../src/routes'

const CANDIDATES = [
  process.env.WECHAT_DEVTOOLS_CLI,
  '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
  'C:/Program Files (x86)/Tencent/微信web开发者工具/cli.bat',
  'C:/Program Files/Tencent/微信web开发者工具/cli.bat'
].filter((p): p is string => Boolean(p))
const cliPath = CANDIDATES.find((p) => existsSync(p))
const WEAPP = join(resolve(__dirname, '..', '..', '..'), 'dist', 'weapp')

if (!cliPath) {
  console.warn('跳过 miniprogram-automator 场景：未找到微信开发者工具 CLI（仅 Windows/macOS；可设置 WECHAT_DEVTOOLS_CLI）。')
}

;(cliPath ? describe : describe.skip)('WeChat DevTools (miniprogram-automator)', () => {
  let miniProgram: Awaited<ReturnType<typeof automator.launch>>
  beforeAll(async () => {
    miniProgram = await automator.launch({ cliPath, projectPath: WEAPP })
  }, 120_000)
  afterAll(async () => {
    await miniProgram?.close()
  })

  test.each(TABS.map((t) => [t.label, t.route.page] as const))('tab %s opens', async (_label, page) => {
    const current = await miniProgram.switchTab(`/${page}`)
    expect(current?.path).toBe(page)
  })
})
