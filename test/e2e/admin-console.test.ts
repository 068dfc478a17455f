/**
 * The operator console (issue 28, docs/admin.md) at 1280×800 against the real server on the demo
 * database: the demo account is staff (STAFF_PHONES) and signs in by phone code. It ships a print
 * order with a tracking number and the user sees it in the app's order list and tracking page; it
 * hides a reported post and the post vanishes from the forum feed; every console page is
 * screenshotted (test-output/screenshots/admin-*.png) for review, and an account that is not staff
 * is told so.
 */
import { PDFDocument } from 'pdf-lib'
import { DEMO_PHONE } from '../../server/seed/demo'
import { yuanToFen } from '../../core/payments/plans'
import { ADDRESS_PATHS, type Address } from '../../types/addresses'
import { FORUM_PATHS, type HomeResponse } from '../../types/forum'
import { STAFF_PATHS, type ReportReceipt } from '../../types/forumStaff'
import { PRINT_PATHS, type PrintOrder, type PrintQueueAddResult } from '../../types/print'
import { chooseFilter, consoleShot, ensureAdminBuild, openConsole, openRoute, rowWith, settled, signIn, type ConsoleSession } from './support/admin'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { uploadFile } from './support/cloud'
import { loginContext } from './support/live'
import { apiCalls } from './support/login'
import { expectCount, pageHelpers, settledShot } from './support/page'
import { payBySandbox } from './support/payments'

jest.setTimeout(240_000)

// Built before the server starts: the server serves /admin/ only when the build is there.
beforeAll(() => ensureAdminBuild())
const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { open } = pageHelpers(ctx)
const { call } = apiCalls(ctx)

let staff: ConsoleSession
beforeAll(async () => {
  staff = await openConsole(ctx)
  await consoleShot(staff.page, 'admin-login')
  await signIn(ctx, staff.page, DEMO_PHONE)
  await staff.page.getByRole('menuitem', { name: '打印订单' }).waitFor({ timeout: 30_000 })
})
afterAll(async () => {
  await staff?.context.close()
})

/** A real one-page PDF (pdf-lib), different each call. */
async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842]).drawText(`admin ${Math.random()}`, { x: 50, y: 780, size: 18 })
  return Buffer.from(await doc.save())
}

/** A paid print order of `token`'s user: a library PDF queued, an address, submitted, paid through the sandbox. */
async function paidPrintOrder(token: string): Promise<PrintOrder> {
  const entry = await uploadFile(ctx.server.url, token, '高三数学错题.pdf', await pdf())
  const queued = await call<PrintQueueAddResult>(token, 'POST', PRINT_PATHS.queue, { file_id_list: [entry.id] })
  // 330106: 浙江省杭州市西湖区.
  const address = await call<Address>(token, 'POST', ADDRESS_PATHS.addresses, { name: '韩梅梅', mobile: '13912340001', district_code: '330106', detail: '文三路 100 号' })
  const order = await call<PrintOrder>(token, 'POST', PRINT_PATHS.orders, { item_ids: [queued.added[0].id], address_id: address.id })
  await payBySandbox(ctx, token, { order_type: 'print', print_order_id: order.id, total_fee: yuanToFen(order.order_money) })
  return order
}

test('staff ship a paid print order with a tracking number, and the user sees it in the app', async () => {
  const p = staff.page
  const token = await loginContext(ctx, ctx.page.context(), '13700009401')
  const order = await paidPrintOrder(token)
  const trackingNo = 'SF1234567890'

  await shotOnFailure(p, 'admin-print', async () => {
    await openRoute(p, '/print-orders')
    const row = rowWith(p, '韩梅梅').filter({ hasText: String(order.id) })
    await row.waitFor({ timeout: 30_000 })
    await consoleShot(p, 'admin-print-orders')
    // The job's files, opened from the row.
    await row.click()
    await p.getByTestId('print-order-files').waitFor()
    await p.getByTestId('print-order-files').getByText('高三数学错题.pdf').waitFor()
    await consoleShot(p, 'admin-print-files')
    // 打开 opens the file's signed URL in a new tab: the PDF itself.
    const openFile = p.getByTestId(`print-file-${order.id}-0`)
    const fileUrl = new URL((await openFile.getAttribute('href'))!, p.url()).href
    const [tab, fileResponse] = await Promise.all([p.context().waitForEvent('page'), p.context().waitForEvent('response', (r) => r.url() === fileUrl), openFile.click()])
    expect([fileResponse.status(), fileResponse.headers()['content-type']]).toEqual([200, 'application/pdf'])
    await tab.close()
    // The address label, print-friendly.
    await p.getByTestId(`print-label-${order.id}`).click()
    await p.getByTestId('address-label').getByText('文三路 100 号').waitFor()
    await consoleShot(p, 'admin-print-label')
    await p.getByRole('button', { name: '关闭' }).click()

    await p.getByTestId(`print-start-${order.id}`).click()
    await p.getByTestId(`print-start-${order.id}-confirm`).click()
    await p.getByText('已标记为打印中').waitFor()
    await chooseFilter(p, '状态', '打印中')
    await p.getByTestId(`print-ship-${order.id}`).click()
    await p.getByTestId(`print-ship-${order.id}-tracking`).fill('bad no')
    await p.getByText('单号为 6–30 位字母或数字').waitFor()
    await p.getByTestId(`print-ship-${order.id}-tracking`).fill(trackingNo)
    await consoleShot(p, 'admin-print-ship')
    await p.getByTestId(`print-ship-${order.id}-confirm`).click()
    await p.getByText('已发货，用户可在订单中查看物流').waitFor()
    await chooseFilter(p, '状态', '已发货')
    await rowWith(p, trackingNo).waitFor()
  })

  const shipped = await call<PrintOrder>(token, 'GET', `${PRINT_PATHS.orders}${order.id}/`)
  expect(shipped).toMatchObject({ status: 'shipped', express: { company: 'sf', tracking_no: trackingNo } })

  // The user's app: the order under 已发货, and its tracking page with the number.
  const u = ctx.page
  await shotOnFailure(u, 'admin-print-user', async () => {
    await open('/cloud/print/printOrderList')
    await u.locator('[data-testid="order-tab"][data-status="shipped"]:visible').click()
    const card = u.locator(`[data-testid="print-order"][data-id="${order.id}"]:visible`)
    await card.waitFor({ timeout: 30_000 })
    await expect(card.getByTestId('print-order-status').innerText()).resolves.toBe('已发货')
    await card.getByTestId('order-action-tracking').click()
    await u.locator('[data-testid="express-no"]:visible').waitFor({ timeout: 30_000 })
    await expect(u.locator('[data-testid="express-no"]:visible').innerText()).resolves.toBe(trackingNo)
    await settledShot(u, 'admin-print-user-tracking')
  })
})

test('staff hide a reported post, and it vanishes from the forum feed', async () => {
  const p = staff.page
  const home = await call<HomeResponse>('', 'GET', `${FORUM_PATHS.home}?level=middle_school`)
  const post = home.feed.results[0]
  const reporter = await loginContext(ctx, ctx.page.context(), '13700009402')
  const receipt = await call<ReportReceipt>(reporter, 'POST', STAFF_PATHS.reports, { post_id: post.id, reason: 'spam', note: '疑似广告' })

  // The post is on the feed before.
  await open('/pages/tabbar/forum')
  const card = ctx.page.locator(`[data-testid="forum-card"][data-post-id="${post.id}"]`)
  await card.first().waitFor({ timeout: 30_000 })

  await shotOnFailure(p, 'admin-reports', async () => {
    await openRoute(p, '/forum-reports')
    await p.getByTestId(`report-hide-${receipt.report_id}`).waitFor({ timeout: 30_000 })
    await consoleShot(p, 'admin-forum-reports')
    await p.getByTestId(`report-hide-${receipt.report_id}`).click()
    await p.getByTestId(`report-hide-${receipt.report_id}-confirm`).click()
    await p.getByText('已隐藏帖子').waitFor()
    await settled(p)
    // Resolved: it left the queue of open reports.
    await expectCount(p.getByTestId(`report-hide-${receipt.report_id}`), 0)
  })

  const after = await call<HomeResponse>('', 'GET', `${FORUM_PATHS.home}?level=middle_school`)
  expect(after.feed.results.map((r) => r.id)).not.toContain(post.id)
  await ctx.page.reload()
  await ctx.page.locator('[data-testid="forum-card"]').first().waitFor({ timeout: 30_000 })
  await expectCount(card, 0)
  await settledShot(ctx.page, 'admin-forum-feed-after-hide')
})

test('staff grant a user VIP with a reason, and the user’s app shows it on reload', async () => {
  const p = staff.page
  const phone = '13700009404'
  await loginContext(ctx, ctx.page.context(), phone)
  const u = ctx.page
  await open('/pages/tabbar/personal')
  await u.locator('[data-testid="profile-vip"]:visible', { hasText: '开通会员' }).waitFor({ timeout: 30_000 })

  await shotOnFailure(p, 'admin-user-vip', async () => {
    await openRoute(p, '/users')
    await p.getByPlaceholder('手机号、昵称或用户编号').fill(phone)
    const row = rowWith(p, '137****9404')
    await row.waitFor({ timeout: 30_000 })
    await row.click()
    await p.getByTestId('user-detail').waitFor({ timeout: 30_000 })
    await expect(p.getByTestId('user-detail').innerText()).resolves.toContain(phone)
    await p.getByTestId('user-vip-grant').click()
    await p.getByTestId('user-vip-days').fill('30')
    await p.getByTestId('user-vip-grant-reason').fill('活动奖励')
    await consoleShot(p, 'admin-user-vip-dialog')
    await p.getByTestId('user-vip-grant-confirm').click()
    await p.getByText('会员已更新').waitFor()
    await p.getByTestId('user-vip').filter({ hasText: '会员至' }).waitFor({ timeout: 30_000 })
    await consoleShot(p, 'admin-user-detail')
  })

  await shotOnFailure(u, 'admin-user-vip-app', async () => {
    await u.reload()
    await u.locator('[data-testid="profile-vip"]:visible', { hasText: '会员已开通' }).waitFor({ timeout: 30_000 })
    await u.locator('[data-testid="profile-vip-badge"]:visible').waitFor()
    await settledShot(u, 'admin-user-vip-app')
  })
})

test('staff import a CSV of admission lines and see the summary: added, rejected lines, unmatched institutions', async () => {
  const p = staff.page
  const text = [
    'province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,min_score,min_rank,plan_count',
    '湖南,2031,物理类,本科批,9991,湘江未名学院,,,,500,30000,',
    '湖南,2031,历史类,本科批,9992,洞庭未名学院,,,,不是分数,60,10'
  ].join('\n')
  await shotOnFailure(p, 'admin-import', async () => {
    await openRoute(p, '/imports')
    await p.getByTestId('import-upload').click()
    await p.getByRole('dialog').getByRole('combobox').click()
    await p.getByRole('option', { name: '录取分数线' }).click()
    await p.getByTestId('import-file').setInputFiles({ name: '湖南录取分数线.csv', mimeType: 'text/csv', buffer: Buffer.from(text + '\n') })
    await p.getByText('已选择：湖南录取分数线.csv').waitFor()
    await consoleShot(p, 'admin-import-upload')
    await p.getByTestId('import-upload-confirm').click()
    const job = p.locator('[data-testid="import-job"][data-status="done"]')
    await job.waitFor({ timeout: 60_000 })
    await expect(p.getByTestId('import-added').innerText()).resolves.toBe('1')
    await expect(p.getByTestId('import-rejected').innerText()).resolves.toBe('1')
    await expect(p.getByTestId('import-rejections').innerText()).resolves.toContain('3')
    await expect(p.getByTestId('import-unmatched').innerText()).resolves.toContain('湘江未名学院')
    await consoleShot(p, 'admin-import-summary')
  })
})

test('every console page renders, with its data or its empty state', async () => {
  const p = staff.page
  const pages: [string, string][] = [
    ['/', 'admin-dashboard'],
    ['/users', 'admin-users'],
    ['/orders', 'admin-orders'],
    ['/code-batches', 'admin-code-batches'],
    ['/codes', 'admin-codes'],
    ['/goods', 'admin-goods'],
    ['/coupons', 'admin-coupons'],
    ['/words', 'admin-words'],
    ['/imports', 'admin-imports'],
    ['/mall-orders', 'admin-mall-orders'],
    ['/mall-after-sales', 'admin-mall-after-sales'],
    ['/coupon-grant', 'admin-coupon-grant'],
    ['/forum-held', 'admin-forum-held'],
    ['/moderation', 'admin-moderation'],
    ['/certificates', 'admin-certificates'],
    ['/withdrawals', 'admin-withdrawals'],
    ['/feedback', 'admin-feedback'],
    ['/audit', 'admin-audit']
  ]
  for (const [route, name] of pages) {
    await shotOnFailure(p, name, async () => {
      await openRoute(p, route)
      // A page shows rows, its empty state or its form: never an error.
      await p.locator('tbody tr, [data-testid="admin-empty"], form, .MuiCard-root').first().waitFor({ timeout: 30_000 })
      if (route === '/') await p.locator('.recharts-surface').first().waitFor({ timeout: 30_000 })
      await expectCount(p.getByText('出错了'), 0)
      await consoleShot(p, name)
    })
  }
  // An order's page: the provider's records and the refund form (not sent: the print order is shipped).
  await openRoute(p, '/orders')
  await p.locator('tbody tr').first().click()
  await p.getByTestId('order-refund').waitFor({ timeout: 30_000 })
  await consoleShot(p, 'admin-order-detail')
  await p.getByTestId('order-refund').click()
  await p.getByRole('radio', { name: '部分退款' }).check()
  await consoleShot(p, 'admin-order-refund')
  await p.getByRole('button', { name: '取消' }).click()
  // The audit log has the print order's moves, with before and after.
  await openRoute(p, '/audit')
  await rowWith(p, 'shipped').first().click()
  await p.getByTestId('audit-changes').waitFor()
  await consoleShot(p, 'admin-audit-detail')
})

test('an account that is not staff is told so and stays out', async () => {
  const other = await openConsole(ctx)
  try {
    await signIn(ctx, other.page, '13700009403')
    await other.page.getByText('此账号不是工作人员，无法登录运营后台').waitFor({ timeout: 30_000 })
    await consoleShot(other.page, 'admin-not-staff')
    expect(await other.page.evaluate(() => localStorage.getItem('gk-admin-token'))).toBeNull()
  } finally {
    await other.context.close()
  }
})
