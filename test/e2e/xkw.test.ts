/**
 * The study-material library on H5 (issue 24, docs/xkw.md) against the real server with the demo
 * library and the sandbox provider: the library home, a filtered search, a material's page and its
 * preview; logging in from 登录后下载; buying the material on 购买下载权限 through the sandbox, back on
 * paymentCheck with the purchase listed; downloading it there into the cloud library and finding it
 * in 我的文库.
 */
import { CLOUD_PATHS } from '../../types/cloud'
import { NO_RIGHT } from '../../core/xkwRights'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone } from './support/login'
import { confirmModal, dismissModal, expectCount, pageHelpers, settledShot as shot } from './support/page'
import { callAsUser, confirmOnSandbox } from './support/payments'
import { demoMaterial } from './support/xkw'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open, back } = pageHelpers(ctx)
const TITLE = '导数综合压轴题分层训练（一）'

test('search, preview, buy through the sandbox and download into the cloud library', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'xkw', async () => {
    const material = await demoMaterial(ctx, TITLE)

    // The library home: chips, the membership offer, topics and popular materials (示例数据).
    await open('/pages/tabbar/xkuPage')
    await all('xku-material').first().waitFor({ timeout: 30_000 })
    // Topics and materials load side by side: the fourth topic is there before they are counted.
    await expectCount(all('xku-topic'), 4)
    await expect(byTestId('xku-vip').innerText()).resolves.toContain('开通资源库会员')
    await shot(p, 'xkw-home')

    // A subject chip opens the search filtered; a type chip narrows it.
    await byTestId('xku-chip-subject-数学').click()
    await p.waitForURL(/xkwSearchDetail\?subject=/)
    await byTestId('xkw-filter-type-试卷').click()
    await p.locator('[data-testid="xkw-results"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    const metas = await all('xkw-material').allInnerTexts()
    expect(metas.length).toBeGreaterThan(2)
    for (const text of metas) expect(text).toMatch(/数学 · 试卷/)
    await shot(p, 'xkw-search')

    // The material's page as a visitor, its preview pages.
    await p.locator(`[data-testid="xkw-material"][data-id="${material.id}"]:visible`).click()
    await byTestId('xkw-detail').waitFor()
    await expect(byTestId('xkw-detail-price').innerText()).resolves.toBe('¥6.00')
    await byTestId('xkw-thumbs').click()
    await byTestId('xkw-preview-note').waitFor({ timeout: 30_000 })
    await expectCount(all('xkw-preview-page'), 3)
    await expect(byTestId('xkw-preview-note').innerText()).resolves.toBe('仅预览前 3 页，共 6 页；下载后可在云文库查看完整资料')
    await p.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="xkw-preview-page"] img, img[data-testid="xkw-preview-page"]')].every((i) => (i as HTMLImageElement).complete)
    )
    await shot(p, 'xkw-preview')
    await back(p)

    // 登录后下载 → the phone login → back on the page, without the right.
    await byTestId('xkw-action-login').click()
    await loginWithPhone(ctx, '13700009401')
    await p.waitForURL(/bookDetail/, { timeout: 30_000 })
    await byTestId('xkw-rights-note').filter({ hasText: NO_RIGHT }).waitFor({ timeout: 30_000 })
    await shot(p, 'xkw-detail')

    // 购买 → 购买下载权限: the material preselected, WeChat Pay, the sandbox, back on paymentCheck.
    await byTestId('xkw-action-buy').click()
    await byTestId('xkw-pay-material').filter({ hasText: TITLE }).waitFor({ timeout: 30_000 })
    await byTestId('pay-method-wxpay').click()
    await expect(byTestId('xkw-pay-submit').innerText()).resolves.toBe('立即支付 ¥6.00')
    await shot(p, 'xkw-payment')
    await byTestId('xkw-pay-submit').click()
    await confirmOnSandbox(p, 'wxpay')
    await p.getByText('购买成功').first().waitFor({ timeout: 30_000 })
    await p.waitForURL(/#\/study\/xkw\/paymentCheck/, { timeout: 30_000 })
    await dismissModal(p)
    await byTestId('xkw-purchase').filter({ hasText: TITLE }).waitFor({ timeout: 30_000 })
    await shot(p, 'xkw-payment-check')

    // 下载到云文库 → saved → 去查看 opens the cloud library with the file.
    await byTestId('xkw-purchase-download').click()
    await p.getByText('已保存到云文库').first().waitFor({ timeout: 30_000 })
    await confirmModal(p)
    await p.waitForURL(/cloud\/cloudLibrary/, { timeout: 30_000 })
    await p.locator(`[data-testid="cloud-entry"][data-name="${TITLE}.pdf"]:visible`).waitFor({ timeout: 30_000 })
    const listed = await callAsUser(ctx, p, 'GET', CLOUD_PATHS.entries)
    const names = ((await listed.json()) as { results: { name: string; size: number }[] }).results
    expect(names).toEqual([expect.objectContaining({ name: `${TITLE}.pdf`, size: material.size })])
  })
})
