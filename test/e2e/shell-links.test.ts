/**
 * Links into and out of the H5 app (issue 25, docs/links.md): an institution's 分享 copies its link
 * text, which a fresh browser (a visitor) detects when the app shows, and a major's when pasted, each
 * landing on the item; 'App内打开' tries the brand's deep link and falls back to the official site
 * after 500 ms; the web view refuses a forged target (no request leaves for it), shows an allowed one
 * and hands an in-app path over to its page; the payment return page follows an in-app redirectTo
 * (a paid membership back to pages/vip/index) and never a forged one.
 */
import type { BrowserContext, Page, Route } from 'playwright-core'
import { DEFAULT_BRAND_ID, getBrand } from '../../brands'
import { GAOKAO_PATHS, type InstitutionSearchResponse } from '../../types/gaokao'
import { EDU_PATHS, type MajorSearchResponse } from '../../types/edu'
import { okJson, pageToken, signedFetch } from './support/api'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { confirmModal, dismissModal, pageHelpers, settledShot as shot } from './support/page'
import { payBySandbox } from './support/payments'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()
const { byTestId, open } = pageHelpers(ctx)
const BRAND = getBrand(DEFAULT_BRAND_ID)

const apiGet = async <T>(path: string): Promise<T> => okJson<T>(await signedFetch(ctx.server.url, 'GET', path), path)

const contexts: BrowserContext[] = []
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
})

/** A fresh browser profile (no cookie, no storage): a visitor who got the text from a friend. */
async function freshPage(permissions: string[]): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  contexts.push(context)
  if (permissions.length) await context.grantPermissions(permissions, { origin: ctx.server.url })
  return context.newPage()
}

test('a shared link text opens the item in a fresh browser: detected when the app shows, and when pasted', async () => {
  const uni = (await apiGet<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?q=${encodeURIComponent('南京大学')}&page_size=1`)).results[0]
  const major = (await apiGet<MajorSearchResponse>(`${EDU_PATHS.majors}?q=jsjkxyjs`)).results[0]
  const p = ctx.page
  await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url })
  let text = ''
  await shotOnFailure(p, 'links-share', async () => {
    await open(`/gaokao/university/detail?id=${uni.id}`)
    await byTestId('uni-detail-name').waitFor()
    await shot(p, 'links-institution-share')
    await byTestId('uni-share').click()
    await p.getByText('分享口令已复制，发给同学即可打开').first().waitFor()
    text = await p.evaluate(() => navigator.clipboard.readText())
  })
  expect(text).toBe(`「${uni.name}」分享给你，链接码：YX，编号：${uni.id}。复制这段话，打开${BRAND.appName}即可查看`)

  // The friend's browser: the text is on its clipboard; the app, opened, offers it; 打开 lands on the institution.
  const friend = await freshPage(['clipboard-read', 'clipboard-write'])
  await shotOnFailure(friend, 'links-fresh-browser', async () => {
    // On the clipboard before the app first opens (a page of the same origin writes it): an app already
    // open would offer the text when it lands, once per tab, and the reload would then stay quiet.
    await friend.goto(`${ctx.server.url}/api/health`)
    await friend.evaluate((t) => navigator.clipboard.writeText(t), text)
    await friend.goto(`${ctx.server.url}/h5/`)
    await friend.locator('.taro-modal__content:visible, .taro-model__content:visible').getByText('检测到分享的院校，是否打开？').waitFor({ timeout: 30_000 })
    await shot(friend, 'links-detected')
    await confirmModal(friend)
    await expect(byTestId('uni-detail-name', friend).innerText()).resolves.toBe(uni.name)
    expect(friend.url()).toContain(`#/gaokao/university/detail?id=${uni.id}`)
  })

  // Another visitor, no clipboard permission: pasting a major's text anywhere in the app opens it.
  const paster = await freshPage([])
  await shotOnFailure(paster, 'links-paste', async () => {
    await paster.goto(`${ctx.server.url}/h5/`)
    await byTestId('open-in-app', paster).waitFor({ timeout: 30_000 })
    const majorText = `同学发来的：「${major.name}」分享给你，链接码：ZY，编号：${major.code}。复制这段话，打开${BRAND.appName}即可查看`
    await paster.evaluate((t) => {
      const data = new DataTransfer()
      data.setData('text/plain', t)
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }))
    }, majorText)
    await paster.getByText('检测到分享的专业，是否打开？').first().waitFor()
    await confirmModal(paster)
    await expect(byTestId('major-detail-name', paster).innerText()).resolves.toBe(major.name)
  })
})

test('App内打开 tries the deep link, then the official site after 500 ms', async () => {
  const p = ctx.page
  let siteAt = 0
  await p.route(`${BRAND.openInApp.officialSite}/**`, (route: Route) => {
    siteAt = Date.now()
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>官网</title><h1 id="site">官网</h1>' })
  })
  await shotOnFailure(p, 'links-open-in-app', async () => {
    await open('/pages/tabbar/forum')
    const button = byTestId('open-in-app-open')
    await button.waitFor({ timeout: 30_000 })
    await expect(button.innerText()).resolves.toBe('App内打开')
    await shot(p, 'links-open-in-app-button')
    // On a desktop the pill sits on the window's edge, outside the page column.
    await p.setViewportSize({ width: 1280, height: 800 })
    await shot(p, 'links-open-in-app-desktop')
    await p.setViewportSize(PHONE)
    const clickedAt = Date.now()
    await button.click()
    // The deep link is being tried …
    await expect(p.locator('[data-testid="open-in-app-open"]').getAttribute('data-trying')).resolves.toBe(BRAND.openInApp.deepLink)
    // … and, no app taking over, the official site follows no sooner than 500 ms.
    await p.locator('#site').waitFor({ timeout: 10_000 })
    expect(siteAt - clickedAt).toBeGreaterThanOrEqual(500)
    expect(p.url().startsWith(BRAND.openInApp.officialSite)).toBe(true)
  })
})

test('a forged redirect is refused; an allowed page shows in the web view; an in-app path opens its page', async () => {
  const p = ctx.page
  const forged: string[] = []
  await p.route('https://evil.example.com/**', (route: Route) => {
    forged.push(route.request().url())
    return route.abort()
  })
  await p.route(`${BRAND.openInApp.officialSite}/**`, (route: Route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<h1>官网</h1>' }))
  await shotOnFailure(p, 'links-forged', async () => {
    const refusal = (text: string) => p.locator('[data-testid="webview-refused"]:visible').filter({ hasText: text }).first()
    await open(`/pages/webview/index?redirect_params=${encodeURIComponent('https://evil.example.com/phish')}`)
    await refusal('该链接不在允许打开的范围内').waitFor()
    await shot(p, 'links-refused')
    // User info before the host ('https://official@evil…') is no way round the list.
    await open(`/pages/webview/pc?optionData=${encodeURIComponent(JSON.stringify({ url: `${BRAND.openInApp.officialSite}@evil.example.com/`, title: '官网' }))}`)
    await refusal('链接格式不正确').waitFor()
    expect(forged).toEqual([])

    const allowed = `${BRAND.openInApp.officialSite}/about`
    await open(`/pages/webview/index?optionData=${encodeURIComponent(JSON.stringify({ url: allowed, title: '关于我们' }))}`)
    await p.locator(`iframe[src="${allowed}"]`).waitFor({ state: 'attached' })

    const uni = (await apiGet<InstitutionSearchResponse>(`${GAOKAO_PATHS.universities}?page_size=1`)).results[0]
    await open(`/pages/webview/index_without_nav?redirect_params=${encodeURIComponent(`/gaokao/university/detail?id=${uni.id}`)}`)
    await expect(byTestId('uni-detail-name').innerText()).resolves.toBe(uni.name)
  })
})

test('a paid membership coming back with redirectTo=pages/vip/index lands there; a forged redirectTo goes home', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'links-return', async () => {
    await open('/pages/vip/index')
    await loginWithPhone(ctx, '13700025001')
    await byTestId('vip-plans').waitFor({ timeout: 30_000 })
    const token = await pageToken(p)
    const paid = await payBySandbox(ctx, token, { order_type: 'v2001' })
    await open(`/pages/return/index?redirectTo=${encodeURIComponent('pages/vip/index')}&out_order_number=${paid}`)
    await p.getByText('开通成功').first().waitFor({ timeout: 30_000 })
    await p.waitForURL(/#\/pages\/vip\/index/, { timeout: 15_000 })
    await byTestId('vip-plans').waitFor()
    await dismissModal(p)

    // The same return with a forged target: not followed, the home tab instead.
    const again = await payBySandbox(ctx, token, { order_type: 'v2001' })
    await open(`/pages/return/index?redirectTo=${encodeURIComponent('https://evil.example.com/pages/vip/index')}&out_order_number=${again}`)
    await p.waitForURL(/#\/pages\/tabbar\/forum/, { timeout: 30_000 })
    await dismissModal(p)
  })
})
