/**
 * 我的志愿表, 志愿排序 and 拖动排序 on H5 against the real server (issue 6): a draft put into the
 * app's local storage (the form's own pages fill it through the UI elsewhere), the slots in order
 * with their warnings; dragging the third slot to the top with real touch events (CDP
 * Input.dispatchTouchEvent in a touch-enabled context) and with the mouse, the order surviving a
 * reload; ↑ / ↓ / 置顶; the long image (a PNG download and its preview) and the PDF export; saving
 * with a name, the server's error shown in the sheet, the saved form listed and kept across a
 * reload, opened and deleted. Screens go to test-output/screenshots.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SHOTS_DIR, shotOnFailure, useServerAndBrowser } from './support/browser'
import { NAMES, draft, seedDraft, slotNames } from './support/formDraft'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { closeTouchContexts, confirmModal, expectCount, pageHelpers, settledShot as shot, touchPage } from './support/page'

jest.setTimeout(240_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

const TABLE = '/gaokao/application/applicationTable'
const SORT = '/gaokao/components/sortForms/sortForms'
const DRAG = '/gaokao/components/sortForms/sortDrag'

afterEach(closeTouchContexts)

/** Logs `phone` in through the table page's login guard, then seeds the draft and reloads. */
async function loginWithDraft(phone: string): Promise<void> {
  await open(TABLE)
  await loginWithPhone(ctx, phone)
  await byTestId('app-table-page').waitFor()
  await seed(draft())
}

const seed = (value: ReturnType<typeof draft>) => seedDraft(ctx, value)

/** The PDF export's download, saved as test-output/<name>; answers its text (latin1). */
async function exportPdfAs(name: string): Promise<string> {
  await byTestId('at-export').click()
  const [pdf] = await Promise.all([
    ctx.page.waitForEvent('download'),
    byTestId('at-export-sheet').locator('[data-testid="sheet-option"]', { hasText: '导出 PDF' }).click()
  ])
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
  const path = join(SHOTS_DIR, '..', name)
  await pdf.saveAs(path)
  return readFileSync(path).toString('latin1')
}

const names = (id?: string) => slotNames(ctx, id)

/** Scrolls the 已保存的志愿表 card clear of the fixed action bar. */
async function showSaved(): Promise<void> {
  await byTestId('at-saved').evaluate((el) => el.scrollIntoView({ block: 'center' }))
}

test('the form: empty state, then the slots in order with majors, chances and warnings', async () => {
  await shotOnFailure(ctx.page, 'application-table', async () => {
    await open(TABLE)
    await loginWithPhone(ctx, '13700001111')
    await byTestId('at-empty').waitFor()
    await expect(byTestId('at-empty').innerText()).resolves.toContain('请先选择专业')
    await byTestId('at-saved-empty').waitFor()
    await shot(ctx.page, 'application-table-empty')

    await seed(draft())
    expect(await names()).toEqual(NAMES)
    await expect(byTestId('at-count').innerText()).resolves.toContain('已填 5 个志愿')
    // Slot 1 (normal mode: by school) lists both chosen majors; its chance is the likelier one.
    const first = all('slot').first()
    await expect(first.locator('[data-testid="slot-major"]').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('数学与应用数学'),
      expect.stringContaining('物理学')
    ])
    await expect(first.locator('[data-testid="band-chip"]').innerText()).resolves.toBe('冲')
    await expect(all('band-chip').allInnerTexts()).resolves.toEqual(['冲', '冲', '稳', '稳', '冲'])
    await expect(byTestId('at-warning-no_safe').innerText()).resolves.toContain('没有「保」的志愿')
    await shot(ctx.page, 'application-table')
    await showSaved()
    await shot(ctx.page, 'application-table-bottom')

    // 删除 asks first, then the slot leaves the form.
    await all('at-remove').nth(4).click()
    await confirmModal(ctx.page)
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="slot"]').length === 4)
    expect(await names()).toEqual(NAMES.slice(0, 4))
  })
})

test('拖动排序: the third slot dragged to the top with real touch events; the order survives a reload', async () => {
  const page = await touchPage(ctx)
  await shotOnFailure(page, 'application-drag', async () => {
    await loginWithDraft('13700002222')
    await open(DRAG)
    await byTestId('sd-row').waitFor()
    expect(await names('sd-row')).toEqual(NAMES)
    await shot(page, 'application-sort-drag')

    const handle = all('sd-handle').nth(2)
    const box = (await handle.boundingBox())!
    const top = (await all('sd-row').first().boundingBox())!
    const rowHeight = top.height
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const scrollBefore = await page.evaluate(() => window.scrollY)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= 12; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (rowHeight * 2 * step) / 12 }] })
    }
    await page.locator('[data-testid="sort-drag-page"][data-dragging="yes"]').waitFor()
    // Mid-drag: the held row has followed the finger up two rows, the two it passed stepped down.
    await page.waitForTimeout(300)
    expect(Math.abs((await all('sd-row').nth(2).boundingBox())!.y - top.y)).toBeLessThan(2)
    expect(Math.abs((await all('sd-row').nth(0).boundingBox())!.y - (top.y + rowHeight))).toBeLessThan(2)
    await shot(page, 'application-sort-drag-holding', 0)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await page.locator('[data-testid="sort-drag-page"][data-dragging="no"]').waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)

    const dragged = [NAMES[2], NAMES[0], NAMES[1], NAMES[3], NAMES[4]]
    expect(await names('sd-row')).toEqual(dragged)
    await shot(page, 'application-sort-drag-dropped')
    await page.reload()
    await byTestId('sd-row').waitFor()
    expect(await names('sd-row')).toEqual(dragged)
    await open(TABLE)
    await byTestId('slot').waitFor()
    expect(await names()).toEqual(dragged)
  })
})

test('拖动排序 with the mouse on a desktop browser', async () => {
  await shotOnFailure(ctx.page, 'application-drag-mouse', async () => {
    await loginWithDraft('13700003333')
    await open(DRAG)
    await byTestId('sd-row').waitFor()
    const box = (await all('sd-handle').first().boundingBox())!
    const rowHeight = (await all('sd-row').first().boundingBox())!.height
    await ctx.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await ctx.page.mouse.down()
    await ctx.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + rowHeight * 3, { steps: 10 })
    await ctx.page.mouse.up()
    expect(await names('sd-row')).toEqual([NAMES[1], NAMES[2], NAMES[3], NAMES[0], NAMES[4]])
  })
})

test('志愿排序: ↑, ↓ and 置顶', async () => {
  await shotOnFailure(ctx.page, 'application-sort', async () => {
    await loginWithDraft('13700004444')
    await byTestId('at-sort').click()
    await byTestId('sort-forms-page').waitFor()
    await byTestId('slot').waitFor()
    expect(await names()).toEqual(NAMES)
    await shot(ctx.page, 'application-sort-forms')

    await all('sf-down').nth(0).click()
    expect(await names()).toEqual([NAMES[1], NAMES[0], NAMES[2], NAMES[3], NAMES[4]])
    await all('sf-up').nth(4).click()
    expect(await names()).toEqual([NAMES[1], NAMES[0], NAMES[2], NAMES[4], NAMES[3]])
    await all('sf-top').nth(2).click()
    expect(await names()).toEqual([NAMES[2], NAMES[1], NAMES[0], NAMES[4], NAMES[3]])
    // The ends cannot move further.
    await expect(all('sf-up').first().getAttribute('class')).resolves.toContain('sf-move--off')
    await expect(all('sf-down').last().getAttribute('class')).resolves.toContain('sf-move--off')

    // Kept in the draft: the page opened afresh shows the same order.
    await ctx.page.reload()
    await open(SORT)
    await byTestId('slot').waitFor()
    expect(await names()).toEqual([NAMES[2], NAMES[1], NAMES[0], NAMES[4], NAMES[3]])

    await byTestId('sf-drag').click()
    await byTestId('sort-drag-page').waitFor()
    expect(await names('sd-row')).toEqual([NAMES[2], NAMES[1], NAMES[0], NAMES[4], NAMES[3]])
  })
})

test('导出: the long image downloads as a PNG and shows; the PDF downloads as a PDF', async () => {
  await shotOnFailure(ctx.page, 'application-export', async () => {
    await loginWithDraft('13700005555')

    await byTestId('at-export').click()
    await byTestId('at-export-sheet').waitFor()
    await shot(ctx.page, 'application-export-sheet')
    const [png] = await Promise.all([
      ctx.page.waitForEvent('download'),
      byTestId('at-export-sheet').locator('[data-testid="sheet-option"]', { hasText: '保存长图' }).click()
    ])
    expect(png.suggestedFilename()).toMatch(/^我的志愿表-\d{4}-\d\d-\d\d\.png$/)
    const pngPath = join(SHOTS_DIR, 'application-export-long-image.png')
    await png.saveAs(pngPath)
    const bytes = readFileSync(pngPath)
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // 2× of a 375 px wide sheet
    expect(bytes.readUInt32BE(16)).toBe(750)
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(1000)
    await byTestId('at-preview').waitFor()
    await shot(ctx.page, 'application-export-preview')
    await byTestId('at-preview-close').click()
    await byTestId('at-preview').waitFor({ state: 'detached' })

    const short = await exportPdfAs('application-export.pdf')
    expect(short.startsWith('%PDF-')).toBe(true)
    expect(short).toContain('/Filter /DCTDecode')
    expect(short).toContain('/Count 1')

    // A long form: one page per screen.
    await seed(draft(25))
    await expectCount(all('slot'), 30)
    const long = await exportPdfAs('application-export-long.pdf')
    expect(long.startsWith('%PDF-')).toBe(true)
    expect(Number(long.match(/\/Count (\d+)/)![1])).toBeGreaterThanOrEqual(3)
  })
})

test('保存: needs the gaokao info; a server error shows in the sheet; saved, listed, kept across a reload, opened, deleted', async () => {
  await shotOnFailure(ctx.page, 'application-save', async () => {
    await loginWithDraft('13700006666')
    // Without gaokao info there is nothing to file the form under.
    await byTestId('at-save').click()
    await ctx.page.getByText('请先完善高考信息').first().waitFor()
    await ctx.page.locator('.taro-model__cancel:visible').click()

    await setGaokaoInfoOfPageUser(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 })
    await ctx.page.reload()
    // The profile arrives after the first paint: wait for it rather than read the line at once.
    await ctx.page.locator('[data-testid="at-who"]:visible', { hasText: '河南 · 物理类 · 600分 · 位次 12000' }).waitFor()
    // 河南 fills by 院校专业组: one slot per group, the group code under the name.
    // (the mode arrives with the user's extra data, a moment after the profile)
    await ctx.page.locator('[data-testid="at-count"]:visible', { hasText: '院校专业组' }).waitFor()
    await expect(byTestId('at-count').innerText()).resolves.toBe('已填 5 / 48 个志愿 · 院校专业组')
    await expect(byTestId('at-warning-subjects').innerText()).resolves.toContain('河南大学 · 汉语言文学」（历史）')
    await shot(ctx.page, 'application-table-group')

    await byTestId('at-save').click()
    await byTestId('name-sheet').waitFor()
    expect(await field('name-input').inputValue()).toMatch(/^我的志愿表 \d{4}-\d\d-\d\d$/)
    await field('name-input').fill('   ')
    await byTestId('name-submit').click()
    await expect(byTestId('name-error').innerText()).resolves.toBe('请输入志愿表名称')

    // The server refuses once: its Chinese detail shows and the sheet stays with the name.
    let refused = false
    await ctx.page.route('**/api/user/application-form/save/', async (route) => {
      if (refused) return route.continue()
      refused = true
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ detail: '最多保存 20 份志愿表，请先删除不需要的志愿表', code: 'business_rule' })
      })
    })
    await field('name-input').fill('冲刺方案')
    await byTestId('name-submit').click()
    await expect(byTestId('name-error').innerText()).resolves.toBe('最多保存 20 份志愿表，请先删除不需要的志愿表')
    await shot(ctx.page, 'application-save-error')
    await byTestId('name-submit').click()
    await byTestId('name-sheet').waitFor({ state: 'detached' })
    await ctx.page.locator('[data-testid="at-saved-name"]:visible', { hasText: '冲刺方案' }).waitFor()
    await expect(byTestId('at-title').innerText()).resolves.toBe('冲刺方案')
    await showSaved()
    await shot(ctx.page, 'application-table-saved', 1800)

    await ctx.page.reload()
    await ctx.page.locator('[data-testid="at-saved-name"]:visible', { hasText: '冲刺方案' }).waitFor()
    await expectCount(all('at-saved-form'), 1)
    // The draft's mode (which names the form) follows the user's gaokao info, read again after the reload.
    await ctx.page.locator('[data-testid="at-title"]:visible', { hasText: '冲刺方案' }).waitFor()

    // A new form, then the saved one opened again with its order.
    await byTestId('at-new').click()
    await confirmModal(ctx.page)
    await byTestId('at-empty').waitFor()
    await byTestId('at-saved-open').click()
    await byTestId('slot').waitFor()
    expect(await names()).toEqual(NAMES)
    await expect(byTestId('at-title').innerText()).resolves.toBe('冲刺方案')

    await byTestId('at-saved-delete').click()
    await confirmModal(ctx.page)
    await byTestId('at-saved-empty').waitFor()
    await ctx.page.reload()
    await byTestId('at-saved-empty').waitFor()
  })
})
