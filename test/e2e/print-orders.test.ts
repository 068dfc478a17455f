/**
 * Print orders on H5 against the real server (issue 21's acceptance, one continuous flow): a user's
 * two PDFs are in the library (uploaded through the upload API), then in the app: the print tab's
 * 从文库添加 → the library's 打印 action queues each of them; back on the tab, one file's settings
 * (cloudPrintSetting) get 2 copies and 双面 with the fee following the price table
 * (DEFAULT_PRINT_PRICES); both are chosen, the total with delivery shown, 去结算 → cloudPrintOrder
 * shows the files and the server's fee, asks for an address (createAddress with the division
 * picker, the Chinese checks first), pays through the sandbox (WeChat Pay) and lands on
 * printOrderList with the order 待打印. A submitted order is paid from lockPrintOrder (去支付, Alipay)
 * and then cancelled with its refund told; another submitted order is cancelled and its file is
 * free again. Staff ship the first order through the API; expressInfo shows the courier, the
 * tracking number and the timeline; 确认收货 completes it. Screens at 390×844: print-order-settings,
 * print-order-queue, print-order, print-order-list, print-express (and the address form, the
 * picker, the lock page, the cancel page).
 */
import { PDFDocument } from 'pdf-lib'
import { DEMO_PHONE } from '../../server/seed/demo'
import { ADDRESS_PATHS, type AddressList } from '../../types/addresses'
import {
  PRINT_ADD_DEBOUNCE_MS,
  PRINT_PATHS,
  type PrintFeeQuote,
  type PrintOrder,
  type PrintPriceTable,
  type PrintQueue,
  type PrintQueueAddResult,
  type PrintSettings
} from '../../types/print'
import type { Paginated } from '../../types/api'
import { DEFAULT_PRINT_PRICES, defaultPrintSettings, itemFee, quoteFees } from '../../core/printFees'
import { parsePrintTransfer, printOrderUrl } from '../../src/lib/printTransfer'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { uploadFile } from './support/cloud'
import { apiCalls, loginWithPhone } from './support/login'
import { confirmModal, dismissModal, expectCount, pageHelpers, settledShot as shot } from './support/page'
import { confirmOnSandbox } from './support/payments'

jest.setTimeout(420_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
const USER = '13700009301'

// The demo account works the print shop: staff may move orders through printing and shipping.

/** A real PDF of `pages` pages (pdf-lib, as the server counts them), different each call. */
async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const label = String(Math.random())
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`${label} page ${i}`, { x: 50, y: 780, size: 18 })
  return Buffer.from(await doc.save())
}

/** Library PDFs put in the print queue through the API (the orders after the first); answers their queue item ids. */
async function queueFiles(token: string, files: { name: string; pages: number }[]): Promise<number[]> {
  const entries = []
  for (const f of files) entries.push(await uploadFile(ctx.server.url, token, f.name, await pdf(f.pages)))
  const added = await call<PrintQueueAddResult>(token, 'POST', PRINT_PATHS.queue, { file_id_list: entries.map((e) => e.id) })
  return added.added.map((i) => i.id)
}

/** Money as the app shows it: ¥ and yuan with two decimals. */
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** A row of the print queue (the print tab) by file name. */
const row = (name: string) => ctx.page.locator(`[data-testid="print-item"][data-name="${name}"]:visible`)

const orderCard = (id: number) => ctx.page.locator(`[data-testid="print-order"][data-id="${id}"]:visible`)

/** printOrderList's tab of `status` ('all' for 全部), loaded. */
async function listTab(status: string): Promise<void> {
  await ctx.page.locator(`[data-testid="order-tab"][data-status="${status}"]:visible`).click()
  await ctx.page.locator(`[data-testid="order-list"][data-status="${status}"][data-loaded="true"]:visible`).waitFor({ timeout: 30_000 })
}

test('library files to the queue, settings and fee, an order with an address, sandbox payment, cancel with refund, shipping, tracking and receipt', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'print-orders', async () => {
    // Without usable transferParams the order page says so (after the login it needs).
    await open('/cloud/print/cloudPrintOrder')
    await loginWithPhone(ctx, USER)
    await byTestId('order-missing').waitFor({ timeout: 30_000 })
    await expect(byTestId('order-missing').innerText()).resolves.toContain('创建订单出错，请重新加入打印队列')

    // The server prices with the default table; every fee below is reckoned from it.
    const token = await pageToken(p)
    expect(await call<PrintPriceTable>(token, 'GET', PRINT_PATHS.prices)).toEqual(DEFAULT_PRINT_PRICES)
    const pdfSettings = defaultPrintSettings('pdf')
    const fee = (settings: PrintSettings, pages: number) => itemFee(DEFAULT_PRINT_PRICES, settings, pages)

    // Two PDFs in the user's library (uploaded as the app's uploader does it).
    const NOTES = { name: '数学笔记.pdf', pages: 5 }
    const PAPER = { name: '英语试卷.pdf', pages: 2 }
    for (const f of [NOTES, PAPER]) await uploadFile(ctx.server.url, token, f.name, await pdf(f.pages))

    // The print tab: an empty queue; 从文库添加 → the library, whose 打印 action queues each file.
    await open('/pages/tabbar/print')
    await byTestId('print-empty').waitFor({ timeout: 30_000 })
    await byTestId('print-entry-library').click()
    await byTestId('cloud-library').waitFor({ timeout: 30_000 })
    let tappedAt = 0
    for (const f of [NOTES, PAPER]) {
      // A tap within the add debounce (1 s after the last) is dropped: a person taps the next file later.
      await p.waitForTimeout(Math.max(0, tappedAt + PRINT_ADD_DEBOUNCE_MS + 100 - Date.now()))
      await p.locator(`[data-testid="cloud-entry"][data-name="${f.name}"]:visible`).locator('[data-testid="cloud-entry-more"]').click()
      await byTestId('sheet-print').click()
      tappedAt = Date.now()
      const added = p.getByText('已加入打印队列').first()
      await added.waitFor()
      await added.waitFor({ state: 'hidden' })
    }

    // Back on the tab: both files with their pages, the new file's settings and their fees.
    await back()
    await row(PAPER.name).waitFor({ timeout: 30_000 })
    for (const f of [NOTES, PAPER]) {
      await expect(row(f.name).locator('[data-testid="print-item-meta"]').innerText()).resolves.toBe(`${f.pages} 页 · A4 · 黑白 · 单面 · 1份`)
      await expect(row(f.name).locator('[data-testid="print-item-fee"]').innerText()).resolves.toBe(yuan(fee(pdfSettings, f.pages).fee_fen))
    }

    // The notes' settings: 2 copies, then 双面; the fee follows each change as the price table says.
    await row(NOTES.name).locator('[data-testid="print-item-open"]').click()
    await byTestId('print-setting-page').waitFor({ timeout: 30_000 })
    await expect(byTestId('setting-fee').innerText()).resolves.toBe(yuan(fee(pdfSettings, NOTES.pages).fee_fen))
    await byTestId('setting-copies').locator('.nut-inputnumber-add').click()
    await p.locator('[data-testid="setting-copies"][data-value="2"]:visible').waitFor()
    await expect(byTestId('setting-fee').innerText()).resolves.toBe(yuan(fee({ ...pdfSettings, copies: 2 }, NOTES.pages).fee_fen))
    await byTestId('setting-sides-double').click()
    const notesSettings: PrintSettings = { ...pdfSettings, copies: 2, sides: 'double' }
    const notesFee = fee(notesSettings, NOTES.pages)
    await expect(byTestId('setting-fee').innerText()).resolves.toBe(yuan(notesFee.fee_fen))
    await expect(byTestId('setting-fee-detail').innerText()).resolves.toBe(`共打印 ${notesFee.sides} 面，用纸 ${notesFee.sheets} 张`)
    await p.locator('[data-testid="setting-done"]:visible', { hasText: '完成' }).waitFor()
    await shot(p, 'print-order-settings')
    await byTestId('setting-done').click()

    // Back on the tab: both chosen, the total with the delivery; 去结算 → cloudPrintOrder.
    await byTestId('print-tab').waitFor({ timeout: 30_000 })
    await expect(row(NOTES.name).locator('[data-testid="print-item-fee"]').innerText()).resolves.toBe(yuan(notesFee.fee_fen))
    await expect(row(NOTES.name).locator('[data-testid="print-item-meta"]').innerText()).resolves.toBe(`${NOTES.pages} 页 · A4 · 黑白 · 双面 · 2份`)
    await row(NOTES.name).locator('[data-testid="print-item-check"]').click()
    await row(PAPER.name).locator('[data-testid="print-item-check"]').click()
    await p.locator('[data-testid="print-bar"][data-files="2"]:visible').waitFor()
    const quote = quoteFees(DEFAULT_PRINT_PRICES, [
      { settings: notesSettings, pageCount: NOTES.pages, groupId: null },
      { settings: pdfSettings, pageCount: PAPER.pages, groupId: null }
    ])
    const { delivery_fen: deliveryFen, free_delivery_over_fen: freeOver } = DEFAULT_PRINT_PRICES
    expect(quote.delivery_fee_fen).toBe(deliveryFen)
    await expect(byTestId('print-total').innerText()).resolves.toBe(yuan(quote.total_fen))
    await expect(byTestId('print-delivery').innerText()).resolves.toBe(`运费 ${yuan(deliveryFen)}（满 ${yuan(freeOver!)} 包邮）`)
    await shot(p, 'print-order-queue')
    const queued = (await call<PrintQueue>(token, 'GET', PRINT_PATHS.queue)).items
    const idOf = (name: string) => queued.find((i) => i.name === name)!.id
    const [notes, paper] = [idOf(NOTES.name), idOf(PAPER.name)]
    // The server quotes the same.
    expect(await call<PrintFeeQuote>(token, 'POST', PRINT_PATHS.fee, { item_ids: [notes, paper] })).toMatchObject({
      print_fee_fen: quote.print_fee_fen,
      delivery_fee_fen: quote.delivery_fee_fen,
      total_fen: quote.total_fen
    })
    await byTestId('print-checkout').click()
    await p.waitForURL(/cloudPrintOrder/, { timeout: 30_000 })
    const params = parsePrintTransfer(new URL(p.url().replace('/#/', '/')).searchParams.get('transferParams') ?? undefined)
    expect(params).toMatchObject({ selectedFiles: [notes, paper], order_all: quote.order_money, navigatorType: 'queue' })

    // The order page: the files with their settings, the server's fee, no address yet.
    await byTestId('order-files').waitFor({ timeout: 30_000 })
    expect(await all('order-file').evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))).toEqual(['数学笔记.pdf', '英语试卷.pdf'])
    await expect(byTestId('order-files').innerText()).resolves.toMatch(/5 页 · A4 · 黑白 · 双面 · 2份/)
    await expect(byTestId('order-total').innerText()).resolves.toBe(yuan(quote.total_fen))
    await expect(byTestId('order-pay-total').innerText()).resolves.toBe(yuan(quote.total_fen))
    await expect(byTestId('order-delivery-fee').innerText()).resolves.toBe(quote.delivery_fee_fen === 0 ? '包邮' : yuan(quote.delivery_fee_fen))
    await p.locator('[data-testid="order-address"][data-empty="true"]:visible').waitFor()

    // Submitting without an address is refused before anything is sent.
    await byTestId('pay-method-wxpay').click()
    await byTestId('order-submit').click()
    await p.getByText('请添加收货地址').first().waitFor()

    // 添加收货地址 → createAddress: the checks in Chinese, the division picker level by level.
    await byTestId('order-address').click()
    await byTestId('address-form').waitFor({ timeout: 30_000 })
    await byTestId('address-save').click()
    await expect(byTestId('address-name-error').innerText()).resolves.toBe('请输入收货人姓名')
    await expect(byTestId('address-mobile-error').innerText()).resolves.toBe('请输入手机号')
    await expect(byTestId('address-district_code-error').innerText()).resolves.toBe('请选择所在地区')
    await expect(byTestId('address-detail-error').innerText()).resolves.toBe('请输入详细地址')
    await field('address-name').fill('李雷')
    await field('address-mobile').fill('12345678901')
    await byTestId('address-detail').fill('文三路')
    await byTestId('address-save').click()
    await expect(byTestId('address-mobile-error').innerText()).resolves.toBe('请输入正确的手机号')
    await expect(byTestId('address-detail-error').innerText()).resolves.toBe('详细地址为5-120个字')
    await field('address-mobile').fill('13912345678')
    await byTestId('address-detail').fill('文三路 90 号 东部软件园 2 号楼')
    await byTestId('address-region').click()
    await byTestId('division-picker').waitFor()
    for (const [level, name] of [
      ['0', '浙江省'],
      ['1', '杭州市'],
      ['2', '西湖区']
    ]) {
      await p.locator(`[data-testid="division-list"][data-level="${level}"][data-ready="true"]:visible`).waitFor({ timeout: 30_000 })
      if (name === '西湖区') await shot(p, 'print-address-picker')
      await p.locator(`[data-testid="division"][data-name="${name}"]:visible`).click()
    }
    await expect(byTestId('address-region').innerText()).resolves.toBe('浙江省 杭州市 西湖区')
    await shot(p, 'print-address-form')
    await byTestId('address-save').click()

    // Back on the order page with the address, which is the default (the first one).
    await p.locator('[data-testid="order-address"][data-empty="false"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('order-address-line').innerText()).resolves.toBe('浙江省 杭州市 西湖区 文三路 90 号 东部软件园 2 号楼')
    await byTestId('order-remark').fill('请用牛皮纸袋装')
    await byTestId('pay-method-wxpay').click()
    await shot(p, 'print-order')

    // 提交订单并支付 → the sandbox → back on printOrderList with the order paid (待打印).
    await byTestId('order-submit').click()
    await confirmOnSandbox(p, 'wxpay')
    await p.getByText('支付成功！').first().waitFor({ timeout: 30_000 })
    await p.waitForURL(/#\/cloud\/print\/printOrderList/, { timeout: 30_000 })
    await dismissModal(p)
    const orders = await call<Paginated<PrintOrder>>(token, 'GET', PRINT_PATHS.orders)
    expect(orders.results).toHaveLength(1)
    const first = orders.results[0]
    expect(first).toMatchObject({ status: 'paid', total_fen: quote.total_fen, remark: '请用牛皮纸袋装', address: { name: '李雷', district: '西湖区' } })
    await orderCard(first.id).waitFor({ timeout: 30_000 })
    await expect(orderCard(first.id).getByTestId('print-order-status').innerText()).resolves.toBe('待打印')
    // Paid: the files left the queue.
    expect((await call<PrintQueue>(token, 'GET', PRINT_PATHS.queue)).items).toEqual([])

    // Two more orders submitted through the API: one paid from lockPrintOrder, one cancelled.
    const [addressId] = (await call<AddressList>(token, 'GET', ADDRESS_PATHS.addresses)).items.map((a) => a.id)
    const [essay] = await queueFiles(token, [{ name: '作文素材.pdf', pages: 3 }])
    const [extra] = await queueFiles(token, [{ name: '多余的讲义.pdf', pages: 1 }])
    const second = await call<PrintOrder>(token, 'POST', PRINT_PATHS.orders, { item_ids: [essay], address_id: addressId })
    const third = await call<PrintOrder>(token, 'POST', PRINT_PATHS.orders, { item_ids: [extra], address_id: addressId })

    // A file a submitted order holds: config-check stops the submit and says why; nothing is ordered.
    await open(printOrderUrl({ selectedFiles: [extra], order_all: third.order_money, navigatorType: 'queue' }))
    await p.locator('[data-testid="order-address"][data-empty="false"]:visible').waitFor({ timeout: 30_000 })
    await byTestId('pay-method-wxpay').click()
    await byTestId('order-submit').click()
    await expect(byTestId('order-problems').innerText()).resolves.toBe('多余的讲义.pdf：文件已在待付款订单中')
    expect((await call<Paginated<PrintOrder>>(token, 'GET', PRINT_PATHS.orders)).count).toBe(3)

    // lockPrintOrder → 去支付 → the order page for that order (Alipay this time).
    await open(`/cloud/print/lockPrintOrder?id=${second.id}`)
    await byTestId('lock-pay').waitFor({ timeout: 30_000 })
    await expect(byTestId('lock-page').innerText()).resolves.toContain('作文素材.pdf')
    await shot(p, 'print-lock-order')
    await byTestId('lock-pay').click()
    await p.locator(`[data-testid="order-page"][data-order="${second.id}"]:visible`).waitFor({ timeout: 30_000 })
    await expect(byTestId('order-submit').innerText()).resolves.toBe('立即支付')

    // Its address is changed on the way: addressList in choose mode, a new address in Beijing.
    await byTestId('order-address').click()
    await p.locator('[data-testid="address-list"][data-selecting="true"]:visible').waitFor({ timeout: 30_000 })
    await byTestId('address-add').click()
    await byTestId('address-form').waitFor({ timeout: 30_000 })
    await field('address-name').fill('韩梅梅')
    await field('address-mobile').fill('13612345678')
    await byTestId('address-detail').fill('东长安街 1 号 东方广场')
    await byTestId('address-region').click()
    for (const [level, name] of [
      ['0', '北京市'],
      ['1', '北京市'],
      ['2', '东城区']
    ]) {
      await p.locator(`[data-testid="division-list"][data-level="${level}"][data-ready="true"]:visible`).waitFor({ timeout: 30_000 })
      await p.locator(`[data-testid="division"][data-name="${name}"]:visible`).click()
    }
    await expect(byTestId('address-region').innerText()).resolves.toBe('北京市 东城区')
    await byTestId('address-save').click()
    await p.locator('[data-testid="address-list"][data-selecting="true"]:visible').waitFor({ timeout: 30_000 })
    await expectCount(all('address'), 2)
    const beijing = p.locator('[data-testid="address"]:visible', { hasText: '韩梅梅' })
    await expect(beijing.getAttribute('data-default')).resolves.toBe('false')
    await shot(p, 'print-address-list')
    await beijing.click()
    await p.locator(`[data-testid="order-page"][data-order="${second.id}"]:visible`).waitFor({ timeout: 30_000 })
    await byTestId('order-address-line').filter({ hasText: '北京市 东城区 东长安街 1 号 东方广场' }).waitFor({ timeout: 30_000 })
    expect((await call<PrintOrder>(token, 'GET', `${PRINT_PATHS.orders}${second.id}/`)).address).toMatchObject({ name: '韩梅梅', city: '北京市', district: '东城区' })
    await byTestId('pay-method-alipay').click()
    await byTestId('order-submit').click()
    await confirmOnSandbox(p, 'alipay')
    await p.waitForURL(/#\/cloud\/print\/printOrderList/, { timeout: 30_000 })
    await dismissModal(p)

    // 待付款: the third order; 取消订单 with a reason; its file is free in the queue again.
    await listTab('submitted')
    await orderCard(third.id).getByTestId('order-action-cancel').click()
    await byTestId('cancel-page').waitFor({ timeout: 30_000 })
    await expect(byTestId('cancel-notice').innerText()).resolves.toBe('订单尚未支付，取消后文件回到打印队列，可重新下单')
    await byTestId('cancel-submit').click()
    await expect(byTestId('cancel-error').innerText()).resolves.toBe('请选择取消原因')
    await p.locator('[data-testid="cancel-reason"][data-reason="文件选错了"]:visible').click()
    await byTestId('cancel-submit').click()
    await p.locator('[data-testid="order-status"][data-status="cancelled"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('order-status-hint').innerText()).resolves.toBe('订单已取消')
    const queue = await call<PrintQueue>(token, 'GET', PRINT_PATHS.queue)
    expect(queue.items.map((i) => [i.id, i.locked_by_order])).toEqual([[extra, null]])
    await byTestId('cancel-back').click()

    // 待打印: the second order, paid; cancelling tells the refund in full.
    await listTab('paid')
    await orderCard(second.id).getByTestId('order-action-cancel').click()
    await byTestId('cancel-page').waitFor({ timeout: 30_000 })
    await expect(byTestId('cancel-notice').innerText()).resolves.toBe(`订单已支付，取消后将全额退款 ${yuan(second.total_fen)}，款项原路退回`)
    await p.locator('[data-testid="cancel-reason"][data-reason="其他原因"]:visible').click()
    await byTestId('cancel-note').fill('改为自己打印')
    await shot(p, 'print-cancel')
    await byTestId('cancel-submit').click()
    await p.locator('[data-testid="order-status"][data-status="cancelled"]:visible').waitFor({ timeout: 30_000 })
    await expect(byTestId('order-status-hint').innerText()).resolves.toBe(`订单已取消，已退款 ${yuan(second.total_fen)}，原路退回`)
    const cancelled = await call<PrintOrder>(token, 'GET', `${PRINT_PATHS.orders}${second.id}/`)
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded_fen: second.total_fen, cancel_reason: '改为自己打印' })
    await byTestId('cancel-back').click()

    // Staff print and ship the first order; the user follows it and confirms the receipt.
    const staff = await apiLogin(DEMO_PHONE)
    await call(staff, 'POST', `${PRINT_PATHS.staffOrders}${first.id}/printing/`, {})
    // From printing on there is nothing to cancel.
    await listTab('all')
    await expect(orderCard(first.id).getByTestId('print-order-status').innerText()).resolves.toBe('打印中')
    expect(await orderCard(first.id).getByTestId('order-action-cancel').count()).toBe(0)
    const shipped = await call<PrintOrder>(staff, 'POST', `${PRINT_PATHS.staffOrders}${first.id}/shipped/`, { company: 'sf' })
    await listTab('shipped')
    await expect(orderCard(first.id).getByTestId('print-order-status').innerText()).resolves.toBe('已发货')
    await shot(p, 'print-order-list')
    await orderCard(first.id).getByTestId('order-action-tracking').click()
    await byTestId('express-timeline').waitFor({ timeout: 30_000 })
    await expect(byTestId('express-company').innerText()).resolves.toBe('顺丰速运')
    await expect(byTestId('express-no').innerText()).resolves.toBe(shipped.express!.tracking_no)
    expect(await all('express-event').count()).toBeGreaterThan(0)
    await shot(p, 'print-express')
    await back(p)

    await orderCard(first.id).getByTestId('order-action-accept').click()
    await confirmModal(p)
    await p.getByText('已确认收货').first().waitFor()
    await expect(orderCard(first.id).getByTestId('print-order-status').innerText()).resolves.toBe('已完成')
    expect((await call<PrintOrder>(token, 'GET', `${PRINT_PATHS.orders}${first.id}/`)).status).toBe('received')

    // 地址管理: the Beijing address becomes the default; the Zhejiang one is deleted after a question.
    await open('/cloud/print/addressList')
    await p.locator('[data-testid="address-list"][data-selecting="false"]:visible').waitFor({ timeout: 30_000 })
    const card = (name: string) => p.locator('[data-testid="address"]:visible', { hasText: name })
    await card('韩梅梅').getByTestId('address-default').click()
    await p.getByText('已设为默认地址').first().waitFor()
    await expect(card('韩梅梅').getAttribute('data-default')).resolves.toBe('true')
    await expect(card('李雷').getAttribute('data-default')).resolves.toBe('false')
    await card('李雷').getByTestId('address-delete').click()
    await confirmModal(p)
    await card('李雷').waitFor({ state: 'detached', timeout: 30_000 })
    const left = (await call<AddressList>(token, 'GET', ADDRESS_PATHS.addresses)).items
    expect(left.map((a) => [a.name, a.is_default])).toEqual([['韩梅梅', true]])
  })
})
