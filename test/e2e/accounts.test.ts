/**
 * Accounts on H5 against the real server (issue 4 acceptance): phone + code login with the code
 * read from the server's console SMS log, the name on 我的, staying logged in across a reload,
 * logout clearing everything, and the login guard for a protected page opened by URL.
 * Screens of every accounts page go to test-output/screenshots.
 */
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { confirmModal, expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, field, open } = pageHelpers(ctx)

test('a bad phone number shows the Chinese error under the field; the one-press page explains itself on H5', async () => {
  await shotOnFailure(ctx.page, 'login-bad-phone', async () => {
    await open('/personal/loginWithPhone')
    await byTestId('login-page').waitFor()
    await shot(ctx.page, 'login-with-phone')
    await field('login-phone').fill('12345')
    await byTestId('login-send-code').click()
    await expect(byTestId('login-phone-error').innerText()).resolves.toBe('请输入正确的手机号')
    await field('login-phone').fill('13800138000')
    await byTestId('login-submit').click()
    await expect(byTestId('login-code-error').innerText()).resolves.toBe('请输入验证码')
    await shot(ctx.page, 'login-bad-phone')

    await open('/personal/quicklogin/quicklogin')
    await byTestId('quicklogin-unavailable').waitFor()
    await shot(ctx.page, 'quicklogin')
    await byTestId('quicklogin-phone').click()
    await byTestId('login-page').waitFor()
  })
})

test('log in with the SMS code from the server log, see the name, reload and stay, log out and forget everything', async () => {
  const phone = '13912345678'
  await shotOnFailure(ctx.page, 'accounts-flow', async () => {
    // A protected page opened while logged out lands on phone login, and comes back after it.
    await open('/personal/edite')
    await byTestId('login-page').waitFor()
    expect(decodeURIComponent(ctx.page.url())).toContain('redirect=/personal/edite')
    await loginWithPhone(ctx, phone)
    await byTestId('edite-page').waitFor()
    expect(ctx.page.url()).toContain('#/personal/edite')

    // Set a name, then see it on 我的.
    await field('edite-name').fill('高考加油')
    await byTestId('edite-save').click()
    await ctx.page.getByText('已保存').first().waitFor()
    await shot(ctx.page, 'edite')

    await open('/pages/tabbar/personal')
    await expect(byTestId('profile-name').innerText()).resolves.toBe('高考加油')
    await byTestId('profile-coins').waitFor()
    await byTestId('profile-follow').waitFor()
    await expect(byTestId('profile-vip').innerText()).resolves.toMatch(/开通会员|会员到期/)
    await byTestId('logout').waitFor()
    await shot(ctx.page, 'personal-logged-in')

    // Reload: still logged in (the 7-day session cookie).
    await ctx.page.reload()
    await expect(byTestId('profile-name').innerText()).resolves.toBe('高考加油')
    const cookies = await ctx.page.context().cookies()
    const session = cookies.find((c) => c.name === 'session')
    expect(session).toBeDefined()
    expect(session!.sameSite).toBe('Lax')
    const days = (session!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    // The other accounts pages, each with a screenshot.
    await open('/personal/phone')
    await expect(byTestId('phone-bound').innerText()).resolves.toBe('139****5678')
    await shot(ctx.page, 'phone')
    await byTestId('phone-change').click()
    await byTestId('change-phone-page').waitFor()
    await field('change-phone').fill('1391234567')
    await byTestId('change-submit').click()
    await expect(byTestId('change-phone-error').innerText()).resolves.toBe('请输入正确的手机号')
    await shot(ctx.page, 'change-phone')

    await open('/personal/switchIdentity')
    await byTestId('switch-identity-page').waitFor()
    await byTestId('grade-大一').click()
    await expect(byTestId('identity-save').innerText()).resolves.toContain('大学生')
    await shot(ctx.page, 'switch-identity')

    await open('/personal/peopleInfo')
    await expect(byTestId('people-name').innerText()).resolves.toBe('高考加油')
    await shot(ctx.page, 'people-info')

    await open('/personal/about')
    await expect(byTestId('about-version').innerText()).resolves.toContain('7.9.36（7936）')
    await shot(ctx.page, 'about')

    await open('/personal/settings/policy')
    await byTestId('policy-page').waitFor()
    await shot(ctx.page, 'policy')

    await open('/personal/settings/infoProtect')
    await byTestId('delete-account').waitFor()
    await shot(ctx.page, 'info-protect')

    // Log out: confirm, then everything is forgotten.
    await open('/pages/tabbar/personal')
    await byTestId('logout').click()
    await confirmModal(ctx.page)
    await ctx.page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === '点击登录')
    await expect(byTestId('profile-name').innerText()).resolves.toBe('点击登录')
    await expectCount(ctx.page.locator('[data-testid="logout"]:visible'), 0)
    await expectCount(ctx.page.locator('[data-testid="profile-coins"]:visible'), 0)
    expect((await ctx.page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined()
    const stored = await ctx.page.evaluate(() => Object.keys(localStorage))
    expect(stored).not.toContain('session')
    expect(stored).not.toContain('user_core')
    await shot(ctx.page, 'personal-logged-out')

    await ctx.page.reload()
    await expect(byTestId('profile-name').innerText()).resolves.toBe('点击登录')

    // Protected again after logout.
    await open('/personal/phone')
    await byTestId('login-page').waitFor()
  })
})

test('the 我的 tab offers login; logging in from there returns to 我的', async () => {
  await shotOnFailure(ctx.page, 'login-from-tab', async () => {
    await open('/pages/tabbar/personal')
    await expect(byTestId('profile-name').innerText()).resolves.toBe('点击登录')
    await byTestId('profile').click()
    await loginWithPhone(ctx, '13700001111')
    await ctx.page.waitForFunction(() => location.hash.includes('pages/tabbar/personal'))
    await expect(byTestId('profile-name').innerText()).resolves.not.toBe('点击登录')
  })
})
