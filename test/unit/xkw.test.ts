/**
 * The study-material library's rules: the membership plans (core/xkwPlans.ts), the download rights
 * and file names (core/xkwRights.ts) and the pages' view models (src/lib/xkwView.ts).
 */
import { extendXkwVip, findXkwPlan, revokeXkwVip, XKW_PLANS, xkwVipActive } from '../../core/xkwPlans'
import { downloadRight, NO_RIGHT, VIP_EXPIRED, VIP_USED_UP, xkwFileName } from '../../core/xkwRights'
import { entryNameProblem } from '../../core/cloudFiles'
import { XKW_PLAN_CODES } from '../../types/xkw'
import {
  filterOptions,
  initialPayChoice,
  materialButtons,
  materialMeta,
  needsSecurityCode,
  payRequestOf,
  previewNote,
  searchParamsOf,
  searchStateOf,
  toggleFilter,
  xkwPriceText,
  xkwVipView
} from '../../src/lib/xkwView'

const NOW = Date.UTC(2026, 0, 10, 4, 0, 0)
const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const month = findXkwPlan('xkw_month')!
const year = findXkwPlan('xkw_year')!

describe('plans', () => {
  test('two plans, one per code, priced in fen with a download allowance; the year is cheaper per download', () => {
    expect(XKW_PLANS.map((p) => p.code)).toEqual([...XKW_PLAN_CODES])
    for (const plan of XKW_PLANS) {
      expect(Number.isInteger(plan.priceFen) && plan.priceFen > 0).toBe(true)
      expect(plan.downloads).toBeGreaterThan(0)
    }
    expect(year.priceFen / year.downloads).toBeLessThan(month.priceFen / month.downloads)
    expect(findXkwPlan('xkw_week')).toBeNull()
    expect(findXkwPlan(undefined)).toBeNull()
  })

  test('active strictly before expire_at', () => {
    expect(xkwVipActive(null, NOW)).toBe(false)
    expect(xkwVipActive({ level: 'xkw_month', expire_at: iso(NOW + 1), downloads_left: 0 }, NOW)).toBe(true)
    expect(xkwVipActive({ level: 'xkw_month', expire_at: iso(NOW), downloads_left: 5 }, NOW)).toBe(false)
    expect(xkwVipActive({ level: 'xkw_month', expire_at: null, downloads_left: 5 }, NOW)).toBe(false)
  })

  test('buying starts now, or runs on from a running end adding the allowance; a lapsed one’s leftovers are gone', () => {
    expect(extendXkwVip(null, month, NOW)).toEqual({ level: 'xkw_month', expire_at: iso(NOW + 31 * DAY), downloads_left: 30 })
    const running = { level: 'xkw_year', expire_at: iso(NOW + 10 * DAY), downloads_left: 4 }
    // A month bought on a year keeps the year's name.
    expect(extendXkwVip(running, month, NOW)).toEqual({ level: 'xkw_year', expire_at: iso(NOW + 41 * DAY), downloads_left: 34 })
    expect(extendXkwVip({ ...running, level: 'xkw_month' }, year, NOW).level).toBe('xkw_year')
    const lapsed = { level: 'xkw_year', expire_at: iso(NOW - DAY), downloads_left: 99 }
    expect(extendXkwVip(lapsed, month, NOW)).toEqual({ level: 'xkw_month', expire_at: iso(NOW + 31 * DAY), downloads_left: 30 })
  })

  test('a refund takes the span and downloads back, never before now nor below 0', () => {
    const info = { level: 'xkw_month', expire_at: iso(NOW + 40 * DAY), downloads_left: 35 }
    expect(revokeXkwVip(info, { days: 31, downloads: 30 }, NOW)).toEqual({ level: 'xkw_month', expire_at: iso(NOW + 9 * DAY), downloads_left: 5 })
    expect(revokeXkwVip({ ...info, downloads_left: 3 }, { days: 100, downloads: 30 }, NOW)).toEqual({ level: 'xkw_month', expire_at: iso(NOW), downloads_left: 0 })
    expect(revokeXkwVip(null, { days: 1, downloads: 1 }, NOW)).toBeNull()
  })
})

describe('rights', () => {
  const none = { priceFen: 500, purchased: false, downloaded: false, vip: null, now: NOW }
  const vip = (left: number, end = NOW + DAY) => ({ level: 'xkw_month', expire_at: iso(end), downloads_left: left })

  test('in order: free, bought, downloaded before, a membership with downloads left; else why not', () => {
    expect(downloadRight({ ...none, priceFen: 0 })).toEqual({ via: 'free', spends: false, reason: null })
    expect(downloadRight({ ...none, purchased: true, vip: vip(3) })).toEqual({ via: 'purchase', spends: false, reason: null })
    expect(downloadRight({ ...none, downloaded: true, vip: vip(0, NOW - DAY) })).toEqual({ via: 'again', spends: false, reason: null })
    expect(downloadRight({ ...none, vip: vip(1) })).toEqual({ via: 'membership', spends: true, reason: null })
    expect(downloadRight({ ...none, vip: vip(0) })).toEqual({ via: null, spends: false, reason: VIP_USED_UP })
    expect(downloadRight({ ...none, vip: vip(9, NOW) })).toEqual({ via: null, spends: false, reason: VIP_EXPIRED })
    expect(downloadRight(none)).toEqual({ via: null, spends: false, reason: NO_RIGHT })
  })

  test('file names: forbidden characters replaced, cut to the cloud’s limit with the extension kept, always a valid name', () => {
    expect(xkwFileName('导数: 压轴/题*?', 'pdf')).toBe('导数_ 压轴_题__.pdf')
    expect(xkwFileName('  ', 'pdf')).toBe('资料.pdf')
    const long = xkwFileName('长'.repeat(150), 'pdf')
    expect([...long].length).toBe(100)
    expect(long.endsWith('.pdf')).toBe(true)
    for (const name of [long, xkwFileName('a\nb|c', 'docx')]) expect(entryNameProblem(name)).toBeNull()
  })
})

describe('view models', () => {
  const card = { grade: '高三', subject: '数学', type: '试卷', pages: 6, year: 2025 } as const

  test('prices and facts', () => {
    expect(xkwPriceText(0)).toBe('免费')
    expect(xkwPriceText(600)).toBe('¥6.00')
    expect(xkwPriceText(1990)).toBe('¥19.90')
    expect(materialMeta(card)).toBe('高三 · 数学 · 试卷 · 6 页 · 2025')
    expect(materialMeta({ ...card, year: null })).toBe('高三 · 数学 · 试卷 · 6 页')
  })

  test('the search state from the address, unknown values dropped, and back', () => {
    const state = searchStateOf({
      q: encodeURIComponent(' 导数 '),
      stage: encodeURIComponent('高中'),
      subject: '数学',
      grade: '大一',
      type: encodeURIComponent('试卷'),
      topic_id: '3',
      sort: 'x'
    })
    expect(state).toEqual({ q: '导数', stage: '高中', subject: '数学', grade: undefined, type: '试卷', topic_id: 3, sort: 'default' })
    expect(searchParamsOf(state)).toEqual({ q: '导数', stage: '高中', subject: '数学', type: '试卷', topic_id: 3 })
    expect(searchParamsOf({ sort: 'popular', q: '' })).toEqual({ sort: 'popular' })
    expect(searchStateOf({ topic_id: '-1' }).topic_id).toBeUndefined()
  })

  test('chips toggle; a stage keeps only its own grades', () => {
    let state = searchStateOf({})
    state = toggleFilter(state, 'grade', '初三')
    state = toggleFilter(state, 'stage', '高中')
    expect(state.grade).toBeUndefined()
    expect(filterOptions(state).find((r) => r.key === 'grade')!.options).toEqual(['高一', '高二', '高三'])
    state = toggleFilter(state, 'grade', '高二')
    expect(toggleFilter(state, 'stage', '高中')).toMatchObject({ stage: undefined, grade: '高二' })
    expect(toggleFilter(state, 'grade', '高二').grade).toBeUndefined()
  })

  test('the membership card', () => {
    expect(xkwVipView(null, NOW)).toMatchObject({ active: false, title: '开通资源库会员', action: '开通' })
    expect(xkwVipView({ level: 'xkw_year', expire_at: iso(NOW + 5 * DAY), downloads_left: 12 }, NOW)).toEqual({
      active: true,
      title: '资源库会员 · 年卡',
      line: '有效期至 2026-01-15 · 剩余 12 次下载',
      action: '续费'
    })
    expect(xkwVipView({ level: 'xkw_month', expire_at: iso(NOW - DAY), downloads_left: 12 }, NOW)).toMatchObject({ active: false, title: '资源库会员已过期' })
  })

  test('a material’s buttons by rights', () => {
    expect(materialButtons({ price_fen: 500, rights: null }, null).primary).toEqual({ label: '登录后下载', action: 'login' })
    const rights = { via: null, spends: false, purchased: false, downloaded: false, reason: NO_RIGHT }
    expect(materialButtons({ price_fen: 500, rights }, null)).toEqual({
      primary: { label: '购买 ¥5.00', action: 'buy' },
      secondary: { label: '开通会员', action: 'vip' },
      note: NO_RIGHT
    })
    const spending = materialButtons(
      { price_fen: 500, rights: { ...rights, via: 'membership', spends: true, reason: null } },
      { level: 'xkw_month', expire_at: null, downloads_left: 7 }
    )
    expect(spending).toEqual({ primary: { label: '下载到云文库', action: 'download' }, secondary: null, note: '将使用 1 次会员下载（剩余 7 次）' })
    expect(materialButtons({ price_fen: 500, rights: { ...rights, via: 'again', reason: null } }, null).note).toBe('已下载过，再次下载不扣次数')
  })

  test('the code check is asked by a 400 naming code', () => {
    expect(needsSecurityCode({ detail: 'x', fields: { code: '请完成短信验证' } })).toBe(true)
    expect(needsSecurityCode({ detail: 'x' })).toBe(false)
    expect(needsSecurityCode(null)).toBe(false)
  })

  test('the payment page’s choice and request', () => {
    expect(initialPayChoice({ material_id: '12' })).toEqual({ kind: 'material', materialId: 12 })
    expect(initialPayChoice({ plan: 'xkw_year' })).toEqual({ kind: 'plan', plan: year })
    expect(initialPayChoice({ plan: 'nope' })).toEqual({ kind: 'plan', plan: month })
    expect(payRequestOf({ kind: 'plan', plan: year }, null)).toEqual({ totalFee: year.priceFen, option: { plan: 'xkw_year' } })
    expect(payRequestOf({ kind: 'material', materialId: 12 }, 680)).toEqual({ totalFee: 680, option: { material_id: 12 } })
    expect(payRequestOf({ kind: 'material', materialId: 12 }, null)).toBeNull()
    expect(payRequestOf({ kind: 'material', materialId: 12 }, 0)).toBeNull()
  })

  test('the preview note', () => {
    const image = { url: 'u', thumb_url: 't' }
    expect(previewNote({ images: [image, image, image], pages: 6 })).toBe('仅预览前 3 页，共 6 页；下载后可在云文库查看完整资料')
    expect(previewNote({ images: [], pages: 6 })).toBe('该资料暂无预览')
  })
})
