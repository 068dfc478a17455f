/** lib/gaokaoSetting.ts: the rules of 设置高考信息 (issue 6). */
import type { OneScoreAvailability } from '../../types/gaokao'
import {
  applyYearOptions,
  fullMarksFor,
  offeredSubjects,
  parseGaokaoRank,
  parseGaokaoScore,
  rankLookupNote,
  rankTableFor,
  subjectScheme,
  subjectsOffered,
  toggleSubject,
  trackChoice,
  trackMissingMessage
} from '../../src/lib/gaokaoSetting'

const cst = (iso: string) => new Date(`${iso}+08:00`)

test('subject scheme per province and year', () => {
  expect(subjectScheme('新疆', 2027)).toBe('liberal')
  expect(subjectScheme('北京', 2027)).toBe('3+3')
  expect(subjectScheme('河南', 2027)).toBe('3+1+2')
  expect(subjectScheme('河南', 2024)).toBe('liberal')
  expect(subjectsOffered('3+1+2', '河南')).toEqual({ first: ['物理', '历史'], rest: ['化学', '生物', '政治', '地理'], restLabel: '再选科目（四选二）' })
  expect(subjectsOffered('3+3', '北京')).toEqual({ first: [], rest: ['物理', '化学', '生物', '历史', '政治', '地理'], restLabel: '选考科目（六选三）' })
})

test('浙江 offers 技术 as its seventh subject (七选三); no other province does', () => {
  expect(subjectsOffered('3+3', '浙江')).toEqual({ first: [], rest: ['物理', '化学', '生物', '历史', '政治', '地理', '技术'], restLabel: '选考科目（七选三）' })
  for (const p of ['北京', '天津', '上海', '山东', '海南']) expect(subjectsOffered('3+3', p).rest).not.toContain('技术')
  expect(subjectsOffered('3+1+2', '江苏').rest).not.toContain('技术')
  expect(toggleSubject('3+3', ['地理', '物理'], '技术')).toEqual({ ok: true, subjects: ['物理', '地理', '技术'] })
  expect(toggleSubject('3+3', ['物理', '地理', '技术'], '化学')).toEqual({ ok: false, message: '只能选择三门科目，请先取消一门' })
})

test('the saved subjects the page starts from: 技术 kept in 浙江, dropped elsewhere', () => {
  expect(offeredSubjects('浙江', ['技术', '物理', '化学'])).toEqual(['物理', '化学', '技术'])
  expect(offeredSubjects('北京', ['技术', '物理', '化学'])).toEqual(['物理', '化学'])
  expect(offeredSubjects('', ['技术', '物理'])).toEqual(['物理'])
})

test('3+3: any three, a fourth refused, order kept', () => {
  let s = toggleSubject('3+3', [], '地理')
  expect(s).toEqual({ ok: true, subjects: ['地理'] })
  s = toggleSubject('3+3', ['地理', '物理'], '历史')
  expect(s).toEqual({ ok: true, subjects: ['物理', '历史', '地理'] })
  expect(toggleSubject('3+3', ['物理', '历史', '地理'], '化学')).toEqual({ ok: false, message: '只能选择三门科目，请先取消一门' })
  expect(toggleSubject('3+3', ['物理', '历史', '地理'], '历史')).toEqual({ ok: true, subjects: ['物理', '地理'] })
})

test('3+1+2: physics or history (switching), then two of the other four', () => {
  expect(toggleSubject('3+1+2', ['物理', '化学'], '历史')).toEqual({ ok: true, subjects: ['化学', '历史'] })
  expect(toggleSubject('3+1+2', ['物理', '化学'], '生物')).toEqual({ ok: true, subjects: ['物理', '化学', '生物'] })
  expect(toggleSubject('3+1+2', ['物理', '化学', '生物'], '地理')).toEqual({ ok: false, message: '再选科目只能选两门，请先取消一门' })
  // the first subject can still be switched on a full choice
  expect(toggleSubject('3+1+2', ['物理', '化学', '生物'], '历史')).toEqual({ ok: true, subjects: ['化学', '生物', '历史'] })
})

test('apply years: this year until its admission season ends (08-31), then the next', () => {
  expect(applyYearOptions(cst('2026-03-01T08:00:00'))).toEqual([2026, 2027, 2028])
  // The year's own candidates fill their applications after the exams, through the admission season.
  expect(applyYearOptions(cst('2026-06-26T10:00:00'))).toEqual([2026, 2027, 2028])
  expect(applyYearOptions(cst('2026-08-31T23:59:00'))).toEqual([2026, 2027, 2028])
  expect(applyYearOptions(cst('2026-09-01T00:00:00'))).toEqual([2027, 2028, 2029])
  expect(applyYearOptions(cst('2026-11-23T08:00:00'), 2025)).toEqual([2025, 2027, 2028, 2029])
  expect(applyYearOptions(cst('2026-11-23T08:00:00'), 2028)).toEqual([2027, 2028, 2029])
})

const tables: OneScoreAvailability['tables'] = [
  ...[2023, 2024].flatMap((year) =>
    (['理科', '文科'] as const).map((track) => ({ province: '河南', year, track, source: { kind: 'sample' as const, label: '示例数据', year } }))
  ),
  ...(['物理类', '历史类'] as const).map((track) => ({ province: '河南', year: 2025, track, source: { kind: 'sample' as const, label: '示例数据', year: 2025 } }))
]

test('rank table: the newest table whose track fits the choice', () => {
  const info = { province: '河南', apply_year: 2027, liberal_science: null, subjects: ['物理', '化学', '生物'] as const }
  expect(rankTableFor(tables, { ...info, subjects: [...info.subjects] })).toEqual({ province: '河南', year: 2025, track: '物理类' })
  // applying in 2024: only 文/理 tables fit, and the choice must say which
  expect(rankTableFor(tables, { ...info, subjects: [], apply_year: 2024, liberal_science: '文科' })).toEqual({ province: '河南', year: 2024, track: '文科' })
  expect(rankTableFor(tables, { ...info, subjects: [...info.subjects], apply_year: 2024 })).toBeUndefined()
  expect(rankTableFor(tables, { ...info, subjects: [...info.subjects], province: '北京' })).toBeUndefined()
})

test('score and rank input', () => {
  expect(parseGaokaoScore('612', '河南')).toEqual({ ok: true, value: 612 })
  expect(parseGaokaoScore('612.5', '河南')).toEqual({ ok: true, value: 612.5 })
  expect(parseGaokaoScore('', '河南')).toEqual({ ok: false, message: '请输入分数' })
  expect(parseGaokaoScore('abc', '河南')).toEqual({ ok: false, message: '分数只能是数字（最多一位小数）' })
  expect(parseGaokaoScore('751', '河南')).toEqual({ ok: false, message: '分数不能超过满分 750' })
  expect(parseGaokaoScore('800', '海南')).toEqual({ ok: true, value: 800 })
  expect(parseGaokaoScore('661', '上海')).toEqual({ ok: false, message: '分数不能超过满分 660' })
  expect(parseGaokaoRank('1')).toEqual({ ok: true, value: 1 })
  expect(parseGaokaoRank('0').ok).toBe(false)
  expect(parseGaokaoRank('1.5').ok).toBe(false)
  expect(parseGaokaoRank('')).toEqual({ ok: false, message: '请输入位次' })
})

test('the looked-up rank names its table and source: 示例数据, or an import with 仅供参考', () => {
  const found = { province: '浙江', year: 2025, track: '综合' as const, score: 620, rank_worst: 32114 }
  expect(rankLookupNote({ ...found, source: { kind: 'imported', label: '第三方整理的录取数据', year: null } })).toBe(
    '按 2025 年浙江综合一分一段表：620 分累计位次 32,114 · 数据来源：第三方整理的录取数据（仅供参考）'
  )
  expect(rankLookupNote({ ...found, source: { kind: 'sample', label: '示例数据', year: 2025 } })).toBe('按 2025 年浙江综合一分一段表：620 分累计位次 32,114 · 示例数据')
})

test('full marks: the province’s, 750 before one is chosen', () => {
  expect(fullMarksFor('上海')).toBe(660)
  expect(fullMarksFor('海南')).toBe(900)
  expect(fullMarksFor(null)).toBe(750)
})

test('the track part saved: 文/理 in a liberal scheme, else the subjects, the other one empty', () => {
  expect(trackChoice('liberal', '文科', ['物理'])).toEqual({ liberal_science: '文科', subjects: [] })
  expect(trackChoice('3+1+2', '文科', ['物理', '化学'])).toEqual({ liberal_science: null, subjects: ['物理', '化学'] })
  expect(trackChoice(null, '理科', [])).toEqual({ liberal_science: null, subjects: [] })
  expect(trackMissingMessage('liberal')).toBe('请选择文科或理科')
  expect(trackMissingMessage('3+3')).toBe('请选择三门选考科目')
  expect(trackMissingMessage('3+1+2')).toBe('请选择首选科目和两门再选科目')
})
