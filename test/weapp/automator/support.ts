/**
 * What every miniprogram-automator scenario shares (README "微信开发者工具场景", docs/runtime.md):
 * finding WeChat DevTools' CLI, launching it on dist/weapp with the automation port, a real server
 * (with the demo data) the mini-program's requests are pointed at, logging in, and small waits.
 * Without the CLI (Linux CI) a scenario file is skipped with one clear message.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import automator from 'miniprogram-automator'
import { GUIDE_SEEN_KEY, GUIDE_SETS, GUIDE_SET_IDS } from '../../../src/lib/guideTips'
import { ROOT, startServer, type RunningServer } from '../../support/realServer'
import { CONSOLE_SMS_PATTERN, USER_PATHS, type LoginResponse } from '../../../types/user'
import { okJson, signedFetch } from '../../e2e/support/api'

export type MiniProgram = Awaited<ReturnType<typeof automator.launch>>
export type Page = NonNullable<Awaited<ReturnType<MiniProgram['currentPage']>>>
export type Element = NonNullable<Awaited<ReturnType<Page['$']>>>

/** The CLI: WECHAT_DEVTOOLS_CLI, else the default install paths of macOS and Windows. */
const CANDIDATES = [
  process.env.WECHAT_DEVTOOLS_CLI,
  '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
  'C:/Program Files (x86)/Tencent/微信web开发者工具/cli.bat',
  'C:/Program Files/Tencent/微信web开发者工具/cli.bat'
].filter((p): p is string => Boolean(p))
export const CLI_PATH = CANDIDATES.find((p) => existsSync(p))

/** DevTools' automation port (设置 → 安全设置 → 服务端口 must be on). */
export const AUTOMATOR_PORT = Number(process.env.WECHAT_DEVTOOLS_PORT ?? 9420)

/** dist/weapp, built for the brand of BRAND (`BRAND=… npm run build:weapp`; default bdgaokao). */
export const WEAPP_DIR = join(ROOT, 'dist', 'weapp')

/** The API origin baked into that build (config/index.ts API_BASE_URL; weapp default). */
const BUILT_API = process.env.AUTOMATOR_BUILT_API ?? 'http://localhost:8080'

export const SKIP_MESSAGE = '跳过 miniprogram-automator 场景：未找到微信开发者工具 CLI（仅 Windows/macOS；可设置 WECHAT_DEVTOOLS_CLI，见 README）。'

export interface Scenario {
  mp: MiniProgram
  server: RunningServer
}

/**
 * One journey's scenario file: DevTools on dist/weapp and a fresh server with the demo data, the
 * mini-program's requests rewritten from the built origin to that server, guide tips marked seen.
 */
export function describeScenario(name: string, body: (s: Scenario) => void): void {
  if (!CLI_PATH) {
    console.warn(SKIP_MESSAGE)
    describe.skip(name, () => body({} as Scenario))
    return
  }
  describe(name, () => {
    const s = {} as Scenario
    beforeAll(async () => {
      s.server = await startServer()
      s.mp = await automator.launch({ cliPath: CLI_PATH, projectPath: WEAPP_DIR, port: AUTOMATOR_PORT, trustProject: true })
      for (const method of ['request', 'uploadFile', 'downloadFile', 'connectSocket'])
        await s.mp.mockWxMethod(
          method,
          function (this: { origin: (o: object) => unknown }, options: { url: string }, from: string, to: string) {
            return this.origin({ ...options, url: options.url.split(from).join(to) })
          },
          BUILT_API,
          s.server.url
        )
      await s.mp.callWxMethod('setStorageSync', GUIDE_SEEN_KEY, Object.fromEntries(GUIDE_SET_IDS.map((id) => [id, GUIDE_SETS[id].version])))
    }, 180_000)
    afterAll(async () => {
      await s.mp?.close()
      await s.server?.stop()
    })
    body(s)
  })
}

/** Polls until `find` answers something (DevTools renders after the data arrives). */
export async function waitFor<T>(what: string, find: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await find()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`等待超时：${what}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** The current page once it is `page` (a path without the leading slash). */
export const onPage = (mp: MiniProgram, page: string) =>
  waitFor(`页面 ${page}`, async () => {
    const current = await mp.currentPage()
    return current?.path === page ? current : null
  })

/** The first element of `selector` (a class selector: Taro keeps classes in the WXML), optionally holding `text`. */
export const element = (page: Page, selector: string, text?: string) =>
  waitFor(`${selector}${text ? ` 「${text}」` : ''}`, async () => {
    const all = (await page.$$(selector)) as Element[]
    for (const el of all) if (text === undefined || (await el.text()).includes(text)) return el
    return null
  })

/** The code the server's console SMS provider logged for `phone` after `from`. */
export const smsCode = (server: RunningServer, phone: string, from: number) =>
  waitFor(`${phone} 的验证码`, async () => {
    for (const line of server.output().slice(from).split('\n')) {
      const m = CONSOLE_SMS_PATTERN.exec(line)
      if (m && m[1] === phone) return m[2]
    }
    return null
  })

/** A member logged in through the API, the session put in the mini-program's storage (src/platform/session.ts) and the app relaunched. */
export async function loginAs(s: Scenario, phone: string, then = '/pages/tabbar/personal'): Promise<LoginResponse> {
  const from = s.server.output().length
  await okJson(await signedFetch(s.server.url, 'POST', USER_PATHS.sendCode, { phone }), 'send_code')
  const code = await smsCode(s.server, phone, from)
  const login = await okJson<LoginResponse>(await signedFetch(s.server.url, 'POST', USER_PATHS.codeLogin, { phone, code }), 'login')
  await s.mp.callWxMethod('setStorageSync', 'session', { token: login.access, expiresAt: Date.now() + 7 * 86_400_000 })
  await s.mp.reLaunch(then)
  return login
}

/**
 * Records wx.requestPayment instead of paying: the journey ends at the payment sheet, whose
 * arguments (timeStamp, nonceStr, package, signType, paySign) the server signed. Answers the
 * arguments of the first call; the mock answers a cancel, as a user closing the sheet.
 */
export async function captureRequestPayment(mp: MiniProgram): Promise<() => Promise<Record<string, unknown>>> {
  const calls: Record<string, unknown>[] = []
  await mp.exposeFunction('onRequestPayment', (options: Record<string, unknown>) => calls.push(options))
  await mp.mockWxMethod('requestPayment', function (options: Record<string, unknown>) {
    ;(globalThis as unknown as { onRequestPayment(o: object): void }).onRequestPayment(options)
    return Promise.reject({ errMsg: 'requestPayment:fail cancel' })
  })
  return () => waitFor('wx.requestPayment', async () => calls[0])
}
