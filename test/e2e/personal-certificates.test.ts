/**
 * Certificates and medals on H5 against the real server (issue 22): a user opens 我的证书 (login
 * first), adds an education entry (the form's Chinese messages first), sends a 学历认证 for it with a
 * picture (its message when none is given), and sees it 审核中; staff approve it through the API;
 * a pull-to-refresh shows the entry 已认证, the system messages tell the decision and the medal, and
 * 我的勋章 holds 学历认证 (its page shows the rule; 领取记录 lists it). Screens at 390×844:
 * personal-certificate-index, personal-add-education(-errors), personal-edu-certificate, personal-medal-index,
 * personal-medal-detail, personal-badge-receive-list, personal-certificate-list.
 */
import { DEMO_PHONE } from '../../server/seed/demo'
import type { Paginated } from '../../types/api'
import { CERTIFICATE_PATHS, type Certificate, type StaffCertificate } from '../../types/personalCertificates'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { pickImage, pngBytes } from './support/images'
import { apiCalls, loginWithPhone } from './support/login'
import { pageHelpers, pullDown, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, field, open } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
const USER = '13700009401'

// The demo account reviews certificates.

test('an education entry, a 学历认证 with a picture, approved by staff: 已认证, the messages, the medal', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'personal-certificates', async () => {
    // 我的证书 needs login; after it, the page itself, with no entry yet.
    await open('/personal/certificate/index')
    await loginWithPhone(ctx, USER)
    await p.locator('[data-testid="cert-index"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('edu-entries').innerText()).resolves.toContain('还没有教育经历')
    await expect(all('cert-kind').allInnerTexts()).resolves.toEqual([expect.stringContaining('未认证'), expect.stringContaining('未认证')])

    // 添加教育经历: saved empty, each field says what it needs; then filled and saved.
    await byTestId('edu-add').click()
    await byTestId('edu-form').waitFor()
    await byTestId('edu-save').click()
    await expect(byTestId('edu-school-error').innerText()).resolves.toBe('学校名称不能为空')
    await expect(byTestId('edu-stage-error').innerText()).resolves.toBe('请选择学历阶段')
    await expect(byTestId('edu-start-error').innerText()).resolves.toBe('请选择开始年份')
    await shot(p, 'personal-add-education-errors')
    await field('edu-school-input').fill('浙江大学')
    await p.locator('[data-testid="edu-stage-chips-option"][data-value="college"]:visible').click()
    await byTestId('edu-start-value').click()
    await byTestId('edu-year-sheet').locator('[data-testid="sheet-option"]', { hasText: '2019' }).click()
    await byTestId('edu-end-value').click()
    await byTestId('edu-year-sheet').locator('[data-testid="sheet-option"]', { hasText: '2018' }).click()
    await byTestId('edu-save').click()
    await expect(byTestId('edu-end-error').innerText()).resolves.toBe('结束年份不能早于开始年份')
    await byTestId('edu-end-value').click()
    await byTestId('edu-year-sheet').locator('[data-testid="sheet-option"]', { hasText: '2023' }).click()
    await shot(p, 'personal-add-education')
    await byTestId('edu-save').click()

    // Back on 我的证书: the entry, 未认证.
    const entry = p.locator('[data-testid="edu-entry"]:visible').first()
    await entry.waitFor({ timeout: 30_000 })
    await expect(entry.innerText()).resolves.toContain('浙江大学')
    await expect(entry.innerText()).resolves.toContain('大学 · 2019-2023')
    await expect(entry.getAttribute('data-state')).resolves.toBe('none')

    // 去认证 on it: the 学历认证 form with the entry chosen and its title; sent without a picture, it asks for one.
    await entry.locator('[data-testid="edu-entry-verify"]').click()
    await p.locator('[data-testid="cert-form"][data-kind="education"]:visible').waitFor()
    await byTestId('cert-submit').waitFor({ timeout: 30_000 })
    await expect(field('cert-title-input').inputValue()).resolves.toBe('浙江大学 学历证书')
    await byTestId('cert-submit').click()
    await expect(byTestId('cert-images-error').innerText()).resolves.toBe('请上传证书图片')
    await pickImage(p, 'diploma.png', await pngBytes(p, 400))
    await p.locator('[data-testid="compose-image"][data-stage="done"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('cert-images').innerText()).resolves.toContain('1/6')
    await shot(p, 'personal-edu-certificate')
    await byTestId('cert-submit').click()

    // Back: 审核中 on the entry and on 学历认证.
    await p.locator('[data-testid="edu-entry"][data-state="pending"]:visible').waitFor({ timeout: 30_000 })
    await p.locator('[data-testid="cert-kind"][data-kind="education"][data-state="pending"]:visible').waitFor()

    // Staff approve it through the API.
    const token = await pageToken(p)
    const mine = await call<Paginated<Certificate>>(token, 'GET', CERTIFICATE_PATHS.certificates)
    expect(mine.results.map((c) => [c.kind, c.title, c.status, c.images.length])).toEqual([['education', '浙江大学 学历证书', 'pending', 1]])
    const staff = await apiLogin(DEMO_PHONE)
    const approved = await call<StaffCertificate>(staff, 'POST', `${CERTIFICATE_PATHS.staffCertificates}${mine.results[0].id}/review/`, { decision: 'approve' })
    expect(approved.status).toBe('approved')

    // Pull to refresh: 已认证.
    await pullDown(p)
    await p.locator('[data-testid="edu-entry"][data-state="approved"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('edu-entry-state').innerText()).resolves.toBe('已认证')
    await expect(p.locator('[data-testid="cert-kind"][data-kind="education"]:visible').innerText()).resolves.toContain('已认证')
    await shot(p, 'personal-certificate-index')

    // 认证记录: the certificate, approved.
    await byTestId('cert-records').click()
    await p.locator('[data-testid="cert-card"][data-status="approved"]:visible').waitFor({ timeout: 30_000 })
    await shot(p, 'personal-certificate-list')

    // The system messages: the decision and the medal.
    await open('/personal/message?type=system')
    await byTestId('messages-page').waitFor()
    const texts = p.locator('[data-testid="msg-item"][data-type="system"]:visible [data-testid="msg-text"]')
    await texts.first().waitFor({ timeout: 30_000 })
    await expect(texts.allInnerTexts()).resolves.toEqual(expect.arrayContaining(['你的学历认证「浙江大学 学历证书」已通过审核', '恭喜获得勋章「学历认证」']))

    // 我的勋章: 学历认证 held, the others with their progress; its page; 领取记录.
    await open('/personal/medal/index')
    await p.locator('[data-testid="medal-index"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    const held = byTestId('medal-held').locator('[data-testid="medal-cell"]')
    await expect(held.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-key')))).resolves.toEqual(['edu_verified'])
    await expect(byTestId('medal-summary').innerText()).resolves.toBe('已获得 1/7')
    await expect(byTestId('medal-locked').innerText()).resolves.toContain('回答 0/50')
    await shot(p, 'personal-medal-index')
    await held.first().click()
    await p.locator('[data-testid="medal-detail"][data-key="edu_verified"]:visible').waitFor()
    await expect(byTestId('medal-detail-rule').innerText()).resolves.toBe('提交学历认证（毕业证、学位证等）并通过审核')
    await expect(byTestId('medal-detail-state').innerText()).resolves.toMatch(/^\d{4}-\d{2}-\d{2} 获得$/)
    await shot(p, 'personal-medal-detail')
    await open('/personal/badgeReceiveList')
    await p.locator('[data-testid="medal-receipt"][data-key="edu_verified"]:visible').waitFor({ timeout: 30_000 })
    await shot(p, 'personal-badge-receive-list')
  })
})
