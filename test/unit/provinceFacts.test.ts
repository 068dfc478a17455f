import {
  applyModeFor,
  countdownLabel,
  DEFAULT_EXAM,
  electiveChoiceLabel,
  electiveSubjectsOf,
  factsOf,
  fullMarksOf,
  gaokaoCountdown,
  isProvince,
  PROVINCE_FACTS,
  PROVINCES,
  provincesOffering,
  tracksFor
} from '../../core/provinceFacts'
import { PROVINCES as SERVER_PROVINCES } from '../../server/services/provinces'

test('one table of the 31 provinces, in PROVINCES order, shared with the server', () => {
  expect(PROVINCES).toHaveLength(31)
  expect(SERVER_PROVINCES).toBe(PROVINCES)
  expect(PROVINCE_FACTS.map((f) => f.province)).toEqual([...PROVINCES])
  expect(isProvince('内蒙古')).toBe(true)
  expect(isProvince('台湾')).toBe(false)
  expect(factsOf('火星')).toBeUndefined()
})

test('every fact within the spec: June 7-10, modes 0/1/2, plan years 2024/2025, a source naming the province', () => {
  for (const f of PROVINCE_FACTS) {
    expect(f.exam_start).toMatch(/^06-(0[7-9]|10)$/)
    expect(f.exam_end).toMatch(/^06-(0[7-9]|10)$/)
    expect(f.exam_start <= f.exam_end).toBe(true)
    expect([0, 1, 2]).toContain(f.mode)
    expect([2024, 2025]).toContain(f.plan_year)
    // Old gaokao has no reform year and fills 院校+专业; reformed provinces fill groups or categories.
    expect(f.reform_year === null).toBe(f.mode === 0)
    expect(f.apply === 'normal').toBe(f.mode === 0)
    if (f.reform_year !== null) expect(f.reform_year).toBeGreaterThanOrEqual(2017)
    expect(f.source).toContain(f.province)
    expect(f.source).toMatch(/考试院/)
  }
  expect(DEFAULT_EXAM).toEqual({ start: '06-07', end: '06-09' })
  // The last day most provinces share is the spec's default.
  const ends = PROVINCE_FACTS.map((f) => f.exam_end)
  expect(ends.filter((e) => e === '06-09').length + ends.filter((e) => e === '06-10').length).toBeGreaterThan(25)
})

test('modes, apply types, slots and full marks of the provinces the spec and brief name', () => {
  const slots = Object.fromEntries(PROVINCE_FACTS.map((f) => [f.province, f.slots]))
  expect(slots).toMatchObject({
    浙江: 80,
    山东: 96,
    河北: 96,
    辽宁: 112,
    重庆: 96,
    江苏: 40,
    广东: 45,
    湖南: 45,
    湖北: 45,
    福建: 40,
    北京: 30,
    天津: 50,
    上海: 24,
    海南: 30
  })
  for (const p of ['浙江', '山东', '河北', '辽宁', '重庆', '贵州']) expect(factsOf(p)!.apply).toBe('category')
  for (const p of ['江苏', '湖北', '湖南', '广东', '福建', '北京', '上海']) expect(factsOf(p)!.apply).toBe('group')
  for (const p of ['上海', '浙江', '北京', '天津', '山东', '海南']) expect(factsOf(p)!.mode).toBe(1)
  for (const p of ['新疆', '西藏']) {
    expect(factsOf(p)!.mode).toBe(0)
    expect(factsOf(p)!.slots).toBeGreaterThanOrEqual(6)
    expect(factsOf(p)!.slots).toBeLessThanOrEqual(12)
  }
  expect(PROVINCE_FACTS.filter((f) => f.mode === 2)).toHaveLength(23)
  expect(fullMarksOf('上海')).toBe(660)
  expect(fullMarksOf('海南')).toBe(900)
  expect(fullMarksOf('江苏')).toBe(750)
  expect(PROVINCE_FACTS.filter((f) => f.full_marks === 750)).toHaveLength(29)
})

test('tracks and apply mode of a year follow the reform year', () => {
  expect(tracksFor('浙江', 2025)).toEqual(['综合'])
  expect(tracksFor('浙江', 2016)).toEqual(['理科', '文科'])
  expect(tracksFor('江苏', 2021)).toEqual(['物理类', '历史类'])
  expect(tracksFor('江苏', 2020)).toEqual(['理科', '文科'])
  expect(tracksFor('河南', 2024)).toEqual(['理科', '文科'])
  expect(tracksFor('河南', 2025)).toEqual(['物理类', '历史类'])
  expect(tracksFor('新疆', 2025)).toEqual(['理科', '文科'])
  expect(tracksFor('火星', 2025)).toEqual(['理科', '文科'])
  expect(applyModeFor('河南', 2024)).toBe('normal')
  expect(applyModeFor('河南', 2025)).toBe('group')
  expect(applyModeFor('重庆', 2025)).toBe('category')
  expect(applyModeFor('西藏', 2025)).toBe('normal')
})

test('elective subjects: 浙江 七选三 with 技术, every other province the six', () => {
  const six = ['物理', '化学', '生物', '历史', '政治', '地理']
  expect(electiveSubjectsOf('浙江')).toEqual([...six, '技术'])
  for (const p of PROVINCES.filter((p) => p !== '浙江')) expect(electiveSubjectsOf(p)).toEqual(six)
  expect(electiveSubjectsOf('火星')).toEqual(six)
  expect(provincesOffering('技术')).toEqual(['浙江'])
  expect(provincesOffering('物理')).toEqual([...PROVINCES])
  expect(electiveChoiceLabel('浙江')).toBe('七选三')
  for (const p of ['北京', '天津', '上海', '山东', '海南']) expect(electiveChoiceLabel(p)).toBe('六选三')
  // The fact carries its source, with the province's other facts.
  expect(factsOf('浙江')!.source).toContain('选考科目七选三（含技术）：浙江省深化高校考试招生制度综合改革试点方案')
  expect(PROVINCE_FACTS.filter((f) => f.source.includes('技术')).map((f) => f.province)).toEqual(['浙江'])
})

/** An instant given as China time (UTC+8). */
const cst = (iso: string) => new Date(`${iso}+08:00`)

test('countdown on the boundary days, in China time whatever the device zone', () => {
  // 江苏: 06-07 to 06-09.
  expect(gaokaoCountdown('江苏', cst('2025-01-01T00:00:00'))).toEqual({ kind: 'before', days: 157 })
  expect(gaokaoCountdown('江苏', cst('2025-06-06T23:59:59'))).toEqual({ kind: 'before', days: 1 })
  expect(gaokaoCountdown('江苏', cst('2025-06-07T00:00:00'))).toEqual({ kind: 'during', days: 1 })
  expect(gaokaoCountdown('江苏', cst('2025-06-09T23:59:59'))).toEqual({ kind: 'during', days: 3 })
  expect(gaokaoCountdown('江苏', cst('2025-06-10T00:00:00'))).toEqual({ kind: 'after', days: 1 })
  expect(gaokaoCountdown('江苏', cst('2025-12-31T23:59:59'))).toEqual({ kind: 'after', days: 205 })
  // The same instant in UTC is still 6 June: China's calendar day counts.
  expect(gaokaoCountdown('江苏', new Date('2025-06-06T16:30:00Z'))).toEqual({ kind: 'during', days: 1 })
  // 山东 ends on the 10th; 新疆 on the 8th; a leap year counts its 29 February.
  expect(gaokaoCountdown('山东', cst('2025-06-10T12:00:00'))).toEqual({ kind: 'during', days: 4 })
  expect(gaokaoCountdown('新疆', cst('2025-06-09T08:00:00'))).toEqual({ kind: 'after', days: 1 })
  expect(gaokaoCountdown('江苏', cst('2024-01-01T08:00:00'))).toEqual({ kind: 'before', days: 158 })
  // An unknown province counts the default dates.
  expect(gaokaoCountdown('火星', cst('2025-06-09T20:00:00'))).toEqual({ kind: 'during', days: 3 })
  expect(gaokaoCountdown('火星', cst('2025-06-10T00:00:00'))).toEqual({ kind: 'after', days: 1 })
})

test('countdown to a later apply year', () => {
  // November 2026, applying in 2027: 江苏 starts 2027-06-07.
  expect(gaokaoCountdown('江苏', cst('2026-11-23T10:00:00'), 2027)).toEqual({ kind: 'before', days: 196 })
  expect(gaokaoCountdown('江苏', cst('2026-11-23T10:00:00'))).toEqual({ kind: 'after', days: 167 })
})

test('countdown labels', () => {
  expect(countdownLabel({ kind: 'before', days: 12 })).toBe('距高考还有 12 天')
  expect(countdownLabel({ kind: 'during', days: 2 })).toBe('高考进行中')
  expect(countdownLabel({ kind: 'after', days: 3 })).toBe('高考已过去 3 天')
})
