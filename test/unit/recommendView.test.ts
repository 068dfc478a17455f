import { testCategories } from '../../core/personalityMajors'
import type { IndexStat, RecommendedUnit } from '../../types/application'
import {
  IMPORT_COMMAND,
  batchInfoKey,
  batchNote,
  batchOptions,
  emptyNotice,
  entryMeta,
  explanationLines,
  isWholeUnit,
  majorLabel,
  majorSearchNote,
  planBasisLine,
  testFit,
  unitMeta,
  unitWhy,
  unitsFromNote
} from '../../src/lib/recommendView'

const stat = { province: '江苏', year: 2025, plan_year: 2024, mode: 'category' as const, slots: 40, line_years: [2024, 2023, 2022] }

test('planBasisLine names the plan year, or the kind of lines the units come from', () => {
  expect(planBasisLine({ ...stat, units_from: 'plans', mode: 'group' })).toBe('2025 年填报 · 2024 年招生计划 · 院校专业组 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'major_lines' })).toBe('2025 年填报 · 按 2024 年专业录取线 · 专业+院校 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'group_lines', mode: 'group' })).toBe('2025 年填报 · 按 2024 年院校专业组录取线 · 院校专业组 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'institution_lines', mode: 'normal' })).toBe('2025 年填报 · 按 2024 年院校录取线 · 院校+专业 · 40 个志愿')
  // No data for the province or track: no year's plans are behind the (empty) list.
  expect(planBasisLine({ ...stat, units_from: 'plans', mode: 'group', empty_reason: 'no_data' })).toBe('2025 年填报 · 院校专业组 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'plans', mode: 'group', empty_reason: 'no_track_data' })).toBe('2025 年填报 · 院校专业组 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'group_lines', mode: 'group', empty_reason: 'no_rank_table' })).toContain('按 2024 年院校专业组录取线')
})

test('unitsFromNote: none with plans; with major lines it says what a unit is, the years and, in a group province, that the major stands in for its group', () => {
  expect(unitsFromNote({ ...stat, units_from: 'plans' })).toBeNull()
  const jiangsu = unitsFromNote({ ...stat, units_from: 'major_lines' })!
  expect(jiangsu).toContain('2022-2024 年')
  expect(jiangsu).toContain('以专业的录取线代替其所在专业组')
  expect(jiangsu).toContain('仅供参考')
  expect(unitsFromNote({ ...stat, province: '浙江', units_from: 'major_lines' })).not.toContain('专业组')
})

test('unitsFromNote with group or institution lines: one unit per group or institution, chosen whole (no major list)', () => {
  const groups = unitsFromNote({ ...stat, province: '湖南', units_from: 'group_lines', line_years: [2024, 2023] })!
  expect(groups).toBe(
    '暂无招生计划：列出 2024 年有录取线的院校专业组，每个专业组作为一个志愿，概率按其 2023-2024 年录取线估算；数据不含组内专业名单，按整个专业组填报。导入数据，仅供参考，以当年招生计划为准。'
  )
  const schools = unitsFromNote({ ...stat, units_from: 'institution_lines' })!
  expect(schools).toContain('每所院校作为一个志愿')
  expect(schools).toContain('数据不含专业名单')
})

const major = (over: Partial<RecommendedUnit['majors'][number]> = {}): RecommendedUnit['majors'][number] => ({
  id: 1,
  major_code: '080901',
  major_name: '计算机科学与技术',
  group_code: '',
  plan_count: 3,
  subject_requirement: '物理',
  eligible: true,
  tuition: null,
  duration: null,
  ...over
})

test('unitMeta leaves out an unknown (zero) plan count, an unknown place, and the major count of a whole group; names the batch when the data does', () => {
  const unit = { institution_province: '浙江', city: '杭州市', level: '本科' as const, batch: '', majors: [] }
  expect(unitMeta({ ...unit, plan_count: 12 }, 'category')).toBe('浙江 杭州市 · 本科 · 计划 12 人')
  expect(unitMeta({ ...unit, plan_count: 0 }, 'category')).toBe('浙江 杭州市 · 本科')
  expect(unitMeta({ ...unit, plan_count: 5, majors: [major(), major({ id: 2 })] }, 'group')).toBe('浙江 杭州市 · 本科 · 计划 5 人 · 2 个专业')
  const whole = { ...unit, institution_province: '', city: '', batch: '本科批', plan_count: 0, majors: [major({ major_name: '', major_code: '', group_code: '02' })] }
  expect(unitMeta(whole, 'group')).toBe('本科批')
})

test('a unit from group or institution lines is whole: its nameless line reads as the group or the school, in the form too', () => {
  const groupLine = major({ major_name: '', major_code: '', group_code: '02', subject_requirement: '' })
  expect(isWholeUnit({ majors: [groupLine] })).toBe(true)
  expect(isWholeUnit({ majors: [major(), groupLine] })).toBe(false)
  expect(isWholeUnit({ majors: [] })).toBe(false)
  expect(majorLabel({ institution_name: '湖南大学' }, groupLine)).toBe('专业组 02（整组）')
  expect(majorLabel({ institution_name: '湖南大学' }, { major_name: '', group_code: '' })).toBe('湖南大学（整校）')
  expect(majorLabel({ institution_name: '湖南大学' }, major())).toBe('计算机科学与技术')
  const explanation = { past: [], rank: 900, expected_rank: null, spread: null, probability: null, band: 'unknown' as const, risk: '', basis: 'own' as const }
  expect(entryMeta({ institution_name: '湖南大学', explanation }, groupLine).major_name).toBe('专业组 02（整组）')
})

test("unitWhy: a whole group's explanation opens with the group's past line years; other units keep the explanation alone", () => {
  const explanation = {
    past: [
      { year: 2024, track: '物理类' as const, min_rank: 12000, equivalent_rank: 12000, basis: 'own' as const },
      { year: 2023, track: '物理类' as const, min_rank: 11000, equivalent_rank: 11500, basis: 'own' as const }
    ],
    rank: 10000,
    expected_rank: 11800,
    spread: 0.1,
    probability: 0.82,
    band: 'stable' as const,
    risk: '有一定风险',
    basis: 'own' as 'own' | 'institution'
  }
  const whole = { group_code: '02', majors: [major({ major_name: '', group_code: '02' })], explanation }
  const lines = unitWhy(whole)
  expect(lines[0]).toBe('按专业组 02 往年录取线判断（2023、2024 年），整组填报')
  expect(lines[1]).toBe('2024 年最低位次 12,000；2023 年最低位次 11,000（折合今年 11,500）')
  expect(unitWhy({ ...whole, majors: [major({ group_code: '02' })] })[0]).toBe(lines[1])
  expect(unitWhy({ ...whole, explanation: { ...explanation, past: [] } })).toEqual(['往年无可比的录取位次，暂无法估算录取概率'])
  // A new group, judged by its institution's lines: the explanation says so.
  expect(unitWhy({ ...whole, explanation: { ...explanation, basis: 'institution' } })[0]).toBe('按院校往年录取线判断（2023、2024 年），整组填报')
})

test('across a reform: a bridged year names its track and that it is the institution’s line, moved by the unit’s gap to it', () => {
  const explanation = {
    past: [
      { year: 2025, track: '物理类' as const, min_rank: 9000, equivalent_rank: 9000, basis: 'own' as const },
      { year: 2024, track: '理科' as const, min_rank: 12345, equivalent_rank: 9876, basis: 'institution' as const },
      { year: 2023, track: '理科' as const, min_rank: 13000, equivalent_rank: 10100, basis: 'institution' as const }
    ],
    rank: 9500,
    expected_rank: 9300,
    spread: 0.1,
    probability: 0.4,
    band: 'rush' as const,
    risk: '有一定风险',
    basis: 'own' as 'own' | 'institution'
  }
  expect(explanationLines(explanation)[0]).toBe(
    '2025 年最低位次 9,000；2024 年（理科，按院校线）最低位次 12,345，按与院校线的差距折合今年约 9,876；2023 年（理科，按院校线）最低位次 13,000，按与院校线的差距折合今年约 10,100'
  )
  const whole = { group_code: '02', majors: [major({ major_name: '', group_code: '02' })], explanation }
  expect(unitWhy(whole)[0]).toBe('按专业组 02 往年录取线判断（2025 年；2023、2024 年按改革前院校线折合），整组填报')
  // Judged by the institution's lines alone: no gap to move by, each year says whose line it is.
  const institution = { ...explanation, basis: 'institution' as const, past: explanation.past.map((p) => ({ ...p, basis: 'institution' as const })) }
  expect(explanationLines(institution)[0]).toBe(
    '2025 年最低位次 9,000（物理类院校线）；2024 年最低位次 12,345（理科院校线，折合今年 9,876）；2023 年最低位次 13,000（理科院校线，折合今年 10,100）'
  )
  expect(unitWhy({ ...whole, explanation: institution })[0]).toBe('按院校往年录取线判断（2023、2024、2025 年），整组填报')
})

test('majorSearchNote: only data without major names explains an empty 专业优先', () => {
  expect(majorSearchNote({ units_from: 'group_lines' })).toBe('导入的数据只有院校专业组录取线，没有专业名单，暂不能按专业查找；请在「填志愿」中按专业组选择')
  expect(majorSearchNote({ units_from: 'institution_lines' })).toContain('请在「填志愿」中按院校选择')
  expect(majorSearchNote({ units_from: 'major_lines' })).toBeNull()
  expect(majorSearchNote({ units_from: 'plans' })).toBeNull()
  expect(majorSearchNote(undefined)).toBeNull()
})

const batchStat = { year: 2025, batch_level: '本科' as const, batch_default: '本科' as const, batch_levels: ['本科' as const, '专科' as const] }

test('batchOptions: a switch when both levels have units, or when the list shown is not the default; none otherwise', () => {
  expect(batchOptions(batchStat)).toEqual(['本科', '专科'])
  expect(batchOptions({ ...batchStat, batch_levels: ['本科'] })).toEqual([])
  expect(batchOptions({ ...batchStat, batch_levels: ['本科'], batch_level: '专科' })).toEqual(['本科', '专科'])
  expect(batchOptions({ ...batchStat, batch_levels: ['专科'], batch_default: '专科', batch_level: '专科' })).toEqual([])
})

test("batchNote: the 本科 line the default was judged by (an earlier year's by rank), or that the province has none", () => {
  const line = { batch: '本科批', year: 2025, score: 448, rank: 120000 }
  expect(batchNote({ ...batchStat, batch_line: line })).toBe('按 2025 年本科批 448 分线，你的成绩可报本科')
  expect(batchNote({ ...batchStat, batch_default: '专科', batch_line: { ...line, year: 2024 } })).toBe(
    '按 2024 年本科批 448 分线（按位次折算到 2025 年），你的成绩未达本科线，默认显示专科'
  )
  expect(batchNote({ ...batchStat, batch_line: null })).toBe('暂无本省批次线，默认显示本科志愿')
})

test('batchInfoKey: the same for the same info in any subject order, whatever level is asked; another score is another key', () => {
  const info = { province: '湖南', apply_year: 2025, subjects: ['物理' as const, '化学' as const, '生物' as const], score: 560, rank: 30000 }
  expect(batchInfoKey(info)).toBe(batchInfoKey({ ...info, subjects: ['生物', '物理', '化学'], batch_level: '专科' }))
  expect(batchInfoKey(info)).not.toBe(batchInfoKey({ ...info, score: 561 }))
  expect(batchInfoKey(info)).not.toBe(batchInfoKey({ ...info, province: '湖北' }))
})

const emptyStat: Pick<IndexStat, 'province' | 'track' | 'empty_reason' | 'counts' | 'unknown' | 'batch_level' | 'batch_levels'> = {
  province: '湖南',
  track: '物理类',
  empty_reason: null,
  counts: { difficult: 0, rush: 0, stable: 0, safe: 0 },
  unknown: 0,
  batch_level: '本科',
  batch_levels: []
}

test('emptyNotice: each empty_reason says why and what to import, with the import command', () => {
  const noData = emptyNotice({ ...emptyStat, empty_reason: 'no_data' })!
  expect(noData.title).toBe('湖南暂无招生计划和录取分数线数据')
  expect(noData.hint).toContain(IMPORT_COMMAND)
  expect(noData.hint).toContain('一分一段表')
  const noTrack = emptyNotice({ ...emptyStat, empty_reason: 'no_track_data' })!
  expect(noTrack.title).toBe('湖南暂无物理类的招生计划和录取分数线')
  expect(noTrack.hint).toContain(`请导入物理类的招生计划或往年录取分数线：${IMPORT_COMMAND}`)
  const noTable = emptyNotice({ ...emptyStat, empty_reason: 'no_rank_table', batch_levels: ['本科'] })!
  expect(noTable.title).toBe('缺少湖南往年的一分一段表，无法估算录取概率')
  expect(noTable.hint).toContain(`请导入往年的一分一段表：${IMPORT_COMMAND}`)
  for (const n of [noData, noTrack, noTable]) expect(n.switchTo).toBeNull()
})

test('emptyNotice without a reason: nothing while a band has units; the other level offered when only it has units; units without past ranks', () => {
  expect(emptyNotice({ ...emptyStat, batch_levels: ['本科'], counts: { ...emptyStat.counts, safe: 1 } })).toBeNull()
  expect(emptyNotice({ ...emptyStat, batch_levels: ['专科'] })).toEqual({
    title: '暂无本科志愿',
    hint: '湖南物理类的数据中没有本科批次的院校，可切换到专科查看',
    switchTo: '专科'
  })
  const unknown = emptyNotice({ ...emptyStat, batch_levels: ['本科'], unknown: 7 })!
  expect(unknown.hint).toContain('7 个志愿往年没有可比的录取位次')
  expect(unknown.switchTo).toBeNull()
})

test("testFit: the test 门类 a major of the unit belongs to, in the tests' order; none without a major code", () => {
  const majors = (...codes: string[]) => ({ majors: codes.map((major_code) => ({ major_code })) }) as never
  const categories = testCategories('INTJ', 'SER')
  expect(categories).toEqual(['理学', '工学', '哲学', '教育学', '医学', '法学', '管理学'])
  expect(testFit(majors('100201', '080901'), categories)).toEqual(['工学', '医学'])
  expect(testFit(majors('050101'), categories)).toEqual([])
  expect(testFit(majors(''), categories)).toEqual([])
  expect(testFit(majors('080901'), [])).toEqual([])
})
