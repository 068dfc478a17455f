/**
 * The print queue on H5 against the real server (issue 21's acceptance, the queue side): logged
 * out, the print tab offers 登录; after it the queue is empty. 上传文件 puts a PDF (pdf-lib, 3
 * pages) and a PNG up with for_print (a .docx is refused with the reason) and both land in the
 * queue with their pages, settings and fees. From 我的文库 the 打印 action queues a third file
 * (已加入打印队列); again, the dialog 文件已在打印队列中 · 去打印中心 opens the print centre. The
 * PDF's settings: copies 2 and 双面, the fee changing as they are set (and the server keeping
 * them); its preview shows the first pages rendered by the server. The selection's total with
 * delivery, 去结算 to cloudPrintOrder with the chosen files; 合并打印 of two files into a group
 * (reordered, stapled); pull-down brings in a file queued elsewhere; a file a submitted order
 * holds shows 待付款 and opens that order. 照片打印 queues a picture on photo paper; a share's
 * rows offer 打印 too. Screens at 390×844: print-tab, print-settings, print-preview, print-group,
 * print-upload, print-already, print-picture, print-share-files, print-tab-empty, print-merge.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { ADDRESS_PATHS, type Address } from '../../types/addresses'
import { CLOUD_PATHS } from '../../types/cloud'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { PRINT_PATHS, type PrintOrder, type PrintQueue, type PrintQueueAddResult } from '../../types/print'
import { parsePrintTransfer } from '../../src/lib/printTransfer'
import { okJson, pageToken, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { uploadFile } from './support/cloud'
import { pngBytes } from './support/images'
import { loginWithPhone } from './support/login'
import { expectCount, pageHelpers, pullDown, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const USER = '13700009401'

const dir = mkdtempSync(join(tmpdir(), 'print-e2e-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real PDF of `pages` pages (pdf-lib, as the server counts them). */
async function pdf(pages: number, label: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`${label} ${i}`, { x: 50, y: 780, size: 28 })
  return Buffer.from(await doc.save())
}

async function call<T>(token: string, method: string, path: string, body?: object): Promise<T> {
  return okJson<T>(await signedFetch(ctx.server.url, method, path, body, token), `${method} ${path}`)
}

const row = (name: string) => ctx.page.locator(`[data-testid="print-item"][data-name="${name}"]:visible`)
const rowNames = () => all('print-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))
test('the print queue: upload and library adds, settings with the fee, preview, total, merge, refresh, a locked file', async () => {
  const p = ctx.page
  let token = ''

  await shotOnFailure(p, 'print-queue-add', async () => {
    // Logged out the tab says what it is for; 登录 comes back to it.
    await open('/pages/tabbar/print')
    await byTestId('print-login').waitFor({ timeout: 30_000 })
    await byTestId('print-login-button').click()
    await loginWithPhone(ctx, USER)
    await byTestId('print-tab').waitFor({ timeout: 30_000 })
    await byTestId('print-empty').waitFor({ timeout: 30_000 })
    await shot(p, 'print-tab-empty')
    token = await pageToken(p)
    await expect(byTestId('print-count-submitted').innerText()).resolves.toContain('0')

    // 上传文件: a PDF and a picture are uploaded and queued; a Word file is refused with the reason.
    writeFileSync(join(dir, '期中试卷.pdf'), await pdf(3, 'Exam'))
    writeFileSync(join(dir, 'score.png'), await pngBytes(p, 320))
    writeFileSync(join(dir, '讲义.docx'), Buffer.from('not a pdf'))
    await byTestId('print-entry-upload').click()
    await byTestId('print-file-upload').waitFor({ timeout: 30_000 })
    const chooser = p.waitForEvent('filechooser')
    await byTestId('print-upload-choose').click()
    await (await chooser).setFiles([join(dir, '期中试卷.pdf'), join(dir, 'score.png'), join(dir, '讲义.docx')])
    await p.getByText('暂不支持打印该格式，请先另存为 PDF 再打印').first().waitFor()
    await expectCount(all('print-upload-task'), 2)
    await p.locator('[data-testid="print-upload-task"][data-outcome="added"]:visible').nth(1).waitFor({ timeout: 30_000 })
    await shot(p, 'print-upload', 100)

    // Once both are queued the page goes back to the tab, which shows them.
    await byTestId('print-queue').waitFor({ timeout: 30_000 })
    await row('期中试卷.pdf').waitFor()
    await expect(rowNames()).resolves.toEqual(expect.arrayContaining(['期中试卷.pdf', 'score.png']))
    await expect(row('期中试卷.pdf').locator('[data-testid="print-item-meta"]').innerText()).resolves.toBe('3 页 · A4 · 黑白 · 单面 · 1份')
    await expect(row('期中试卷.pdf').locator('[data-testid="print-item-fee"]').innerText()).resolves.toBe('¥0.60')
    await expect(row('score.png').locator('[data-testid="print-item-meta"]').innerText()).resolves.toBe('1 页 · A4 · 彩色 · 单面 · 1份')
    await expect(row('score.png').locator('[data-testid="print-item-fee"]').innerText()).resolves.toBe('¥0.80')

    // 从文库添加: the library's 打印 action on a file queues it…
    await uploadFile(ctx.server.url, token, '数学讲义.pdf', await pdf(2, 'Notes'))
    await byTestId('print-entry-library').click()
    await byTestId('cloud-library').waitFor({ timeout: 30_000 })
    const entry = p.locator('[data-testid="cloud-entry"][data-name="数学讲义.pdf"]:visible')
    await entry.locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('sheet-print').click()
    await p.getByText('已加入打印队列').first().waitFor()

    // …and a second time offers the print centre instead.
    await p.waitForTimeout(1100)
    await entry.locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('sheet-print').click()
    await byTestId('print-already').waitFor()
    await expect(byTestId('print-already').innerText()).resolves.toMatch(/文件已在打印队列中[\s\S]*去打印中心/)
    await shot(p, 'print-already', 100)
    await byTestId('print-already-centre').click()
    await byTestId('print-centre').waitFor({ timeout: 30_000 })
    await row('数学讲义.pdf').waitFor({ timeout: 30_000 })
    await expectCount(all('print-item'), 3)
  })

  await shotOnFailure(p, 'print-queue-settings', async () => {
    // The PDF's settings: 2 copies, then 双面; the fee follows each change.
    await row('期中试卷.pdf').locator('[data-testid="print-item-open"]').click()
    await byTestId('print-setting-page').waitFor({ timeout: 30_000 })
    await expect(byTestId('setting-fee').innerText()).resolves.toBe('¥0.60')
    await byTestId('setting-copies').locator('.nut-inputnumber-add').click()
    await p.locator('[data-testid="setting-copies"][data-value="2"]:visible').waitFor()
    await expect(byTestId('setting-fee').innerText()).resolves.toBe('¥1.20')
    await byTestId('setting-sides-double').click()
    // 3 pages × 2 copies double-sided: 6 sides at ¥0.15, 2 sheets a copy.
    await expect(byTestId('setting-fee').innerText()).resolves.toBe('¥0.90')
    await expect(byTestId('setting-fee-detail').innerText()).resolves.toBe('共打印 6 面，用纸 4 张')
    await p.locator('[data-testid="setting-done"]:visible', { hasText: '完成' }).waitFor()
    // Photo paper is offered to pictures only; a range past the end is refused with the server's words.
    await expectCount(all('setting-paper-photo6'), 0)
    await byTestId('setting-range-custom').click()
    await field('setting-range-from').fill('2')
    await field('setting-range-to').fill('9')
    await byTestId('setting-range-ok').click()
    await expect(byTestId('setting-range-text').innerText()).resolves.toBe('结束页不能超过文件总页数 3')
    await byTestId('setting-range-all').click()
    await shot(p, 'print-settings')
    const queue = await call<PrintQueue>(token, 'GET', PRINT_PATHS.queue)
    const exam = queue.items.find((i) => i.name === '期中试卷.pdf')!
    expect(exam.settings).toMatchObject({ copies: 2, sides: 'double', page_from: null, page_to: null })
    expect(exam.fee.fee_fen).toBe(90)

    // Its preview: the first pages rendered by the server (pdftoppm), or its reason when it cannot.
    await byTestId('setting-preview').click()
    await byTestId('print-preview').waitFor({ timeout: 30_000 })
    const pages = Number(await byTestId('print-preview').getAttribute('data-pages'))
    if (pages > 0) {
      expect(pages).toBe(3)
      await p.waitForFunction(() => {
        const images = [...document.querySelectorAll('[data-testid="print-preview-page-image"] img')] as HTMLImageElement[]
        return images.length === 3 && images.every((img) => img.complete && img.naturalWidth > 0)
      })
    } else {
      await expect(byTestId('print-preview-message').innerText()).resolves.toBe('预览服务暂不可用，可下载原文件查看')
    }
    await shot(p, 'print-preview')
    await back()
    await byTestId('print-setting-page').waitFor()
    await byTestId('setting-done').click()
    await byTestId('print-centre').waitFor()
    await expect(row('期中试卷.pdf').locator('[data-testid="print-item-fee"]').innerText()).resolves.toBe('¥0.90')
  })

  await shotOnFailure(p, 'print-queue-total', async () => {
    // The tab: choose two files; the total is their fees and the delivery; 去结算 hands them on.
    await open('/pages/tabbar/print')
    await row('score.png').waitFor({ timeout: 30_000 })
    await row('期中试卷.pdf').locator('[data-testid="print-item-check"]').click()
    await row('score.png').locator('[data-testid="print-item-check"]').click()
    await p.locator('[data-testid="print-bar"][data-files="2"]:visible').waitFor()
    await expect(byTestId('print-total').innerText()).resolves.toBe('¥9.70')
    await expect(byTestId('print-delivery').innerText()).resolves.toBe('运费 ¥8.00（满 ¥50.00 包邮）')
    await shot(p, 'print-tab')
    const ids = (await call<PrintQueue>(token, 'GET', PRINT_PATHS.queue)).items.filter((i) => i.name !== '数学讲义.pdf').map((i) => i.id)
    await byTestId('print-checkout').click()
    await p.waitForURL(/cloudPrintOrder/, { timeout: 30_000 })
    const params = parsePrintTransfer(new URL(p.url().replace('/#/', '/')).searchParams.get('transferParams') ?? undefined)
    expect(params).toMatchObject({ order_all: 9.7, navigatorType: 'queue' })
    expect([...(params?.selectedFiles ?? [])].sort()).toEqual([...ids].sort())
    await back()
    await byTestId('print-tab').waitFor()
  })

  await shotOnFailure(p, 'print-queue-merge', async () => {
    // 合并打印: two files in the order chosen become one group; reordered, then stapled.
    await byTestId('print-entry-merge').click()
    await byTestId('print-merge-page').waitFor({ timeout: 30_000 })
    await p.locator('[data-testid="merge-file"][data-name="数学讲义.pdf"]:visible').click()
    await p.locator('[data-testid="merge-file"][data-name="期中试卷.pdf"]:visible').click()
    await expect(byTestId('merge-submit').innerText()).resolves.toBe('合并打印（2）')
    await shot(p, 'print-merge')
    await byTestId('merge-submit').click()
    await byTestId('print-group-page').waitFor({ timeout: 30_000 })
    const groupOrder = () => all('group-file').evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))
    await expect(groupOrder()).resolves.toEqual(['数学讲义.pdf', '期中试卷.pdf'])
    await all('group-file-down').first().click()
    await p.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="group-file"]')].map((e) => e.getAttribute('data-name')).join() === '期中试卷.pdf,数学讲义.pdf'
    )
    const before = await byTestId('setting-fee').innerText()
    await byTestId('setting-binding-staple').click()
    await p.locator('[data-testid="group-done"]:visible', { hasText: '完成' }).waitFor()
    // Stapled once per copy for the whole group (the group keeps the first file's settings: 1 copy).
    const cents = (text: string) => Math.round(Number(text.replace('¥', '')) * 100)
    expect(cents(await byTestId('setting-fee').innerText()) - cents(before)).toBe(50)
    await shot(p, 'print-group')
    await byTestId('group-done').click()
    await p.locator('[data-testid="print-item"][data-kind="group"]:visible').waitFor({ timeout: 30_000 })
    await expectCount(all('print-item'), 2)
  })

  await shotOnFailure(p, 'print-queue-refresh', async () => {
    // A file queued elsewhere shows after a pull-down on the tab.
    await byTestId('print-tab').waitFor()
    const other = await uploadFile(ctx.server.url, token, '英语作文.pdf', await pdf(1, 'Essay'))
    const added = await call<PrintQueueAddResult>(token, 'POST', PRINT_PATHS.queue, { file_id_list: [other.id] })
    await pullDown(p)
    await row('英语作文.pdf').waitFor({ timeout: 30_000 })
    await expectCount(all('print-item'), 3)

    // A file a submitted order holds: 待付款, not choosable, opening its order.
    // 330106: 浙江省杭州市西湖区.
    const address = await call<Address>(token, 'POST', ADDRESS_PATHS.addresses, { name: '李雷', mobile: '13912345678', district_code: '330106', detail: '文三路 100 号' })
    const order = await call<PrintOrder>(token, 'POST', PRINT_PATHS.orders, { item_ids: [added.added[0].id], address_id: address.id })
    await pullDown(p)
    const locked = p.locator('[data-testid="print-item"][data-name="英语作文.pdf"][data-locked="true"]:visible')
    await locked.waitFor({ timeout: 30_000 })
    await expectCount(locked.locator('[data-testid="print-item-check"]'), 0)
    await p.locator('[data-testid="print-count-submitted"]:visible', { hasText: '1' }).waitFor()
    await locked.locator('[data-testid="print-item-locked"]').click()
    await p.waitForURL(new RegExp(`lockPrintOrder\\?id=${order.id}`), { timeout: 30_000 })
  })

  await shotOnFailure(p, 'print-queue-photos', async () => {
    // 照片打印: a picture added there is queued on 6-inch photo paper in colour.
    await open('/cloud/print/cloudPrintPicture')
    await p.locator('[data-testid="picture-item"][data-name="score.png"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('picture-price').innerText()).resolves.toContain('¥0.60/张')
    writeFileSync(join(dir, 'photo.png'), await pngBytes(p, 200, true))
    await byTestId('picture-add').click()
    await byTestId('print-image-upload').waitFor({ timeout: 30_000 })
    const chooser = p.waitForEvent('filechooser')
    await byTestId('print-upload-choose').click()
    await (await chooser).setFiles([join(dir, 'photo.png'), join(dir, '期中试卷.pdf')])
    await p.getByText('请选择 jpg、jpeg 或 png 格式的图片').first().waitFor()
    await expectCount(all('print-upload-task'), 1)
    const photo = p.locator('[data-testid="picture-item"][data-name="photo.png"]:visible')
    await photo.waitFor({ timeout: 30_000 })
    await expect(photo.innerText()).resolves.toContain('1 页 · 6寸照片纸 · 彩色 · 单面 · 1份')
    await expect(photo.innerText()).resolves.toContain('¥0.60')
    await shot(p, 'print-picture')
  })

  await shotOnFailure(p, 'print-queue-share', async () => {
    // A share's file rows carry 打印 (the owner is never refused, 禁止打印 or not); queued already: the dialog, 知道了 closes it.
    const entries = await call<{ results: { id: number; name: string }[] }>(token, 'GET', CLOUD_PATHS.entries)
    const notes = entries.results.find((e) => e.name === '数学讲义.pdf')!
    const share = await call<{ id: number }>(token, 'POST', CLOUD_SHARE_PATHS.shares, { name: '高三资料', entry_ids: [notes.id], forbid_print: true })
    await open(`/cloud/share/shareSpaceDetail?id=${share.id}`)
    const file = p.locator('[data-testid="share-file"][data-name="数学讲义.pdf"]:visible')
    await file.waitFor({ timeout: 30_000 })
    await shot(p, 'print-share-files')
    await file.locator('[data-testid="share-file-print"]').click()
    await byTestId('print-already').waitFor()
    await byTestId('print-already-close').click()
    await byTestId('print-already').waitFor({ state: 'detached' })
  })
})
