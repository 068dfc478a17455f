/**
 * 设置高考信息 offers 技术 in 浙江 only (issue 26: 浙江 七选三): a 浙江 student chooses 物理, 化学,
 * 技术 and is ranked in 综合; the server keeps the choice; switching the page to 北京 offers the six
 * (六选三) and clears the choice, and the server refuses 北京 under the saved 技术.
 */
import { APPLICATION_PATHS, type IndexStat } from '../../types/application'
import { USER_PATHS } from '../../types/user'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, postAsPageUser } from './support/login'
import { pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

const subjectChips = () => all('setting-subject').allInnerTexts()
const chosen = () => ctx.page.locator('[data-testid="setting-subject"].gk-chip--on:visible').allInnerTexts()

async function pickProvince(province: string): Promise<void> {
  await byTestId('setting-province').click()
  await byTestId('setting-province-sheet')
    .locator('[data-testid="sheet-option"]', { hasText: new RegExp(`^${province}$`) })
    .click()
  await ctx.page.locator('[data-testid="setting-province"]:visible', { hasText: province }).waitFor()
}

test('技术 in 浙江 only: chosen, saved and ranked in 综合; 北京 offers the six and refuses it', async () => {
  await shotOnFailure(ctx.page, 'gaokao-subjects', async () => {
    await open('/pages/tabbar/application')
    await byTestId('application-recommend').click()
    await loginWithPhone(ctx, '13700002026')
    await byTestId('gaokao-setting').waitFor({ timeout: 30_000 })

    await pickProvince('浙江')
    await expect(byTestId('gaokao-setting').innerText()).resolves.toContain('选考科目（七选三）')
    expect(await subjectChips()).toEqual(['物理', '化学', '生物', '历史', '政治', '地理', '技术'])
    // Each chip is seen on before the next is tapped, as a person does: a tap while the page renders again can be lost.
    for (const s of ['技术', '物理', '化学']) {
      await all('setting-subject')
        .filter({ hasText: new RegExp(`^${s}$`) })
        .click()
      await ctx.page.locator('[data-testid="setting-subject"].gk-chip--on:visible', { hasText: new RegExp(`^${s}$`) }).waitFor()
    }
    // Three chosen make the track.
    await byTestId('gaokao-setting').getByText('排名科类：综合').waitFor()
    expect(await chosen()).toEqual(['物理', '化学', '技术'])
    await field('setting-score').fill('640')
    await field('setting-rank').fill('4500')
    await shot(ctx.page, 'setting-zhejiang-technology')

    const statAnswer = ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.indexStat) && r.status() === 200)
    await byTestId('setting-save').click()
    await byTestId('application-index').waitFor({ timeout: 30_000 })
    expect((await (await statAnswer).json()) as IndexStat).toMatchObject({ province: '浙江', track: '综合', rank: 4500 })

    // The server refuses 北京 under the saved 技术, with the reason.
    const refused = await postAsPageUser(ctx, USER_PATHS.update, { province: '北京' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.subjects).toMatch(/^北京选考科目不含技术（技术仅浙江可选）/)

    // Back on the page: the saved 技术 is on; 北京 offers the six and clears the choice.
    await open('/gaokao/application/setting')
    await ctx.page.locator('[data-testid="setting-province"]:visible', { hasText: '浙江' }).waitFor({ timeout: 30_000 })
    await byTestId('gaokao-setting').getByText('排名科类：综合').waitFor()
    expect(await chosen()).toEqual(['物理', '化学', '技术'])
    await pickProvince('北京')
    await expect(byTestId('gaokao-setting').innerText()).resolves.toContain('选考科目（六选三）')
    expect(await subjectChips()).toEqual(['物理', '化学', '生物', '历史', '政治', '地理'])
    expect(await chosen()).toEqual([])
    await shot(ctx.page, 'setting-beijing-six')
  })
})
