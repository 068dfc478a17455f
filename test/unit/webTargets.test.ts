/** core/webTargets.ts: what the web view and return pages may open — allow-listed https pages and this app's own pages, nothing else. */
import { appPathOf, httpsHostOf, isAllowedWebUrl, optionDataOf, webAllowList, webTargetOf, type TargetRules } from '../../core/webTargets'

const PAGES = ['/pages/vip/index', '/gaokao/university/detail', '/pages/tabbar/forum']
const rules: TargetRules = { allow: webAllowList('https://gaokao.example.com/'), isAppPage: (p) => PAGES.includes(p) }

test('the allow-list is the WeChat article host and the brand’s official site', () => {
  expect(webAllowList('https://gaokao.example.com')).toEqual(['mp.weixin.qq.com', 'gaokao.example.com'])
  expect(webAllowList('not a url')).toEqual(['mp.weixin.qq.com'])
})

test('hosts are read strictly: user info, backslashes, spaces and other schemes are not https pages', () => {
  expect(httpsHostOf('https://MP.weixin.qq.com/s/abc?x=1#y')).toBe('mp.weixin.qq.com')
  expect(httpsHostOf('https://gaokao.example.com:8443')).toBe('gaokao.example.com')
  for (const bad of [
    'https://mp.weixin.qq.com@evil.com/',
    'https://evil.com\\@mp.weixin.qq.com',
    'https://mp.weixin.qq.com /x',
    'http://mp.weixin.qq.com/',
    'javascript:alert(1)',
    '//mp.weixin.qq.com/',
    'https://',
    'https://mp.weixin.qq.com:x/'
  ]) {
    expect(httpsHostOf(bad)).toBeNull()
  }
})

test('only exactly an allowed host passes: no subdomain and no look-alike suffix', () => {
  expect(isAllowedWebUrl('https://mp.weixin.qq.com/s/abc', rules.allow)).toBe(true)
  expect(isAllowedWebUrl('https://mp.weixin.qq.com.evil.com/s/abc', rules.allow)).toBe(false)
  expect(isAllowedWebUrl('https://evil.mp.weixin.qq.com/', rules.allow)).toBe(false)
  expect(isAllowedWebUrl('https://evil.com/?u=https://mp.weixin.qq.com/', rules.allow)).toBe(false)
})

test('optionData: encoded JSON with a url and a title, or a bare encoded url', () => {
  expect(webTargetOf({ optionData: optionDataOf('https://mp.weixin.qq.com/s/a', '招生简章') }, rules)).toEqual({
    kind: 'web',
    url: 'https://mp.weixin.qq.com/s/a',
    title: '招生简章'
  })
  // Encoded twice (passed through another page's query) still reads.
  expect(webTargetOf({ optionData: encodeURIComponent(optionDataOf('https://gaokao.example.com/about')) }, rules)).toEqual({
    kind: 'web',
    url: 'https://gaokao.example.com/about',
    title: ''
  })
  expect(webTargetOf({ optionData: encodeURIComponent('https://mp.weixin.qq.com/s/b') }, rules)).toMatchObject({ kind: 'web' })
})

test('redirect_params: an allowed page opens in the web view, an in-app path hands over to the page', () => {
  expect(webTargetOf({ redirect_params: encodeURIComponent('https://mp.weixin.qq.com/s/c') }, rules)).toMatchObject({ kind: 'web', url: 'https://mp.weixin.qq.com/s/c' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('/gaokao/university/detail?id=3') }, rules)).toEqual({ kind: 'page', url: '/gaokao/university/detail?id=3' })
})

test('forged or broken targets are refused, each with its reason', () => {
  expect(webTargetOf({}, rules)).toEqual({ kind: 'refused', reason: 'missing' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('https://evil.example.com/phish') }, rules)).toEqual({ kind: 'refused', reason: 'not_allowed' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('https://mp.weixin.qq.com@evil.com/') }, rules)).toEqual({ kind: 'refused', reason: 'malformed' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('http://mp.weixin.qq.com/s/c') }, rules)).toEqual({ kind: 'refused', reason: 'not_allowed' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('javascript:alert(1)') }, rules)).toEqual({ kind: 'refused', reason: 'not_allowed' })
  expect(webTargetOf({ redirect_params: encodeURIComponent('/not/a/page') }, rules)).toEqual({ kind: 'refused', reason: 'not_allowed' })
  expect(webTargetOf({ optionData: encodeURIComponent('{"url":') }, rules)).toEqual({ kind: 'refused', reason: 'malformed' })
  expect(webTargetOf({ optionData: encodeURIComponent('{"title":"x"}') }, rules)).toEqual({ kind: 'refused', reason: 'missing' })
  expect(webTargetOf({ optionData: encodeURIComponent('{"url":7}') }, rules)).toEqual({ kind: 'refused', reason: 'malformed' })
  expect(webTargetOf({ optionData: '%E0%A4%A' }, rules)).toEqual({ kind: 'refused', reason: 'malformed' })
})

test('redirectTo: a known page with or without its slash, maybe encoded; never an absolute url', () => {
  const isAppPage = rules.isAppPage
  expect(appPathOf('pages/vip/index', isAppPage)).toBe('/pages/vip/index')
  expect(appPathOf(encodeURIComponent('/pages/vip/index?plan=v2002'), isAppPage)).toBe('/pages/vip/index?plan=v2002')
  expect(appPathOf(encodeURIComponent(encodeURIComponent('pages/vip/index')), isAppPage)).toBe('/pages/vip/index')
  for (const bad of ['', 'https://evil.com/pages/vip/index', '//evil.com/pages/vip/index', 'javascript:pages/vip/index', 'pages/nope/index', '/pages\\vip/index']) {
    expect(appPathOf(bad, isAppPage)).toBeNull()
  }
})
