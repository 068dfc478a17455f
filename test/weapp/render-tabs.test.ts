/**
 * Renders the five tab pages of the real dist/weapp bundle through the Page shim
 * (see support/pageShim.ts for why not miniprogram-simulate's WXML renderer) and checks
 * what each shows.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { TABS } from '../../src/routes'
import { getBrand } from '../../brands'
import { bootApp, renderPage } from './support/pageShim'

const WEAPP = join(resolve(__dirname, '..', '..'), 'dist', 'weapp')

const EXPECTED: Record<string, string[]> = {
  // Offline (the shim's requests fail): the header, and the feed's error with 重试.
  forum: [getBrand('bdgaokao').appName, '问答 · 话题 · 圈子', '重试'],
  // Logged out: what the tab is for and 登录.
  databank: ['存资料、传文件，和同学一起备考', '登录后使用共享空间', '登录 / 注册'],
  application: ['设置高考信息'],
  // The subjects and the entries need no request.
  newStudy: ['学科课程', '语文', '每日打卡'],
  personal: ['点击登录']
}

jest.setTimeout(60_000)

let host: ReturnType<typeof bootApp>
beforeAll(() => {
  if (!existsSync(join(WEAPP, 'app.json'))) throw new Error('dist/weapp 不存在：先运行 npm run build:weapp')
  host = bootApp(WEAPP)
})

test.each(TABS.map((t) => [t.id, t.route.page] as const))('tab %s renders its first screen', async (id, page) => {
  const shows = (texts: string[]) => EXPECTED[id].every((text) => texts.join('\n').includes(text))
  const texts = await renderPage(host, WEAPP, page, shows)
  expect(texts.length).toBeGreaterThan(0)
  for (const text of EXPECTED[id]) expect(texts.join('\n')).toContain(text)
})
