import { afterLoginTarget, guardedUrl, isTabUrl, loginUrlFor, needsLoginUrl, parseRedirect } from '../../src/lib/loginGuard'
import { ROUTES } from '../../src/routes'

describe('login guard', () => {
  it('marks the account pages that need login', () => {
    for (const spec of [
      'personal/edite',
      'personal/peopleInfo',
      'personal/changePhone',
      'personal/switchIdentity',
      'personal/phone',
      'personal/taskcenter/index',
      'personal/coinRecord',
      'personal/walletRecord',
      'personal/favorites',
      'personal/message'
    ]) {
      expect({ spec, needsLogin: ROUTES.find((r) => r.specPath === spec)?.needsLogin }).toEqual({ spec, needsLogin: true })
    }
    for (const spec of [
      'personal/loginWithPhone',
      'personal/quicklogin/quicklogin',
      'personal/about',
      'personal/settings/policy',
      'personal/settings/infoProtect',
      'pages/tabbar/personal'
    ]) {
      expect({ spec, needsLogin: ROUTES.find((r) => r.specPath === spec)?.needsLogin }).toEqual({ spec, needsLogin: false })
    }
  })

  it('sends a logged-out user to phone login with the target as redirect', () => {
    expect(needsLoginUrl('/personal/edite?x=1')).toBe(true)
    expect(guardedUrl('/personal/edite?x=1', false)).toBe('/personal/loginWithPhone?redirect=%2Fpersonal%2Fedite%3Fx%3D1')
    expect(guardedUrl('/personal/edite', true)).toBe('/personal/edite')
    expect(guardedUrl('/personal/about', false)).toBe('/personal/about')
    expect(loginUrlFor('personal/edite')).toBe('/personal/loginWithPhone?redirect=%2Fpersonal%2Fedite')
  })

  it('returns to the redirect after login, decoding it once or twice, else to 我的', () => {
    expect(afterLoginTarget('/personal/edite?x=1')).toEqual({ url: '/personal/edite?x=1', tab: false })
    expect(afterLoginTarget('%2Fpersonal%2Fedite')).toEqual({ url: '/personal/edite', tab: false })
    expect(afterLoginTarget('%252Fpersonal%252Fedite')).toEqual({ url: '/personal/edite', tab: false })
    expect(afterLoginTarget('/pages/tabbar/databank')).toEqual({ url: '/pages/tabbar/databank', tab: true })
    expect(afterLoginTarget(undefined)).toEqual({ url: '/pages/tabbar/personal', tab: true })
    expect(isTabUrl('/pages/tabbar/personal')).toBe(true)
  })

  it('ignores redirects that are not app routes or are the login pages', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/nope/page', '/personal/loginWithPhone', '/personal/quicklogin/quicklogin', 'javascript:alert(1)']) {
      expect(parseRedirect(bad)).toBeUndefined()
    }
  })
})
