import { testCategories } from '../../core/personalityMajors'
import { planBasisLine, testFit, unitMeta, unitsFromNote } from '../../src/lib/recommendView'

const stat = { province: '江苏', year: 2025, plan_year: 2024, mode: 'category' as const, slots: 40, line_years: [2024, 2023, 2022] }

test('planBasisLine names the plan year, or the major lines the units come from', () => {
  expect(planBasisLine({ ...stat, units_from: 'plans', mode: 'group' })).toBe('2025 年填报 · 2024 年招生计划 · 院校专业组 · 40 个志愿')
  expect(planBasisLine({ ...stat, units_from: 'major_lines' })).toBe('2025 年填报 · 按 2024 年专业录取线 · 专业+院校 · 40 个志愿')
})

test('unitsFromNote: none with plans; with major lines it says what a unit is, the years and, in a group province, that the major stands in for its group', () => {
  expect(unitsFromNote({ ...stat, units_from: 'plans' })).toBeNull()
  const jiangsu = unitsFromNote({ ...stat, units_from: 'major_lines' })!
  expect(jiangsu).toContain('2022-2024 年')
  expect(jiangsu).toContain('以专业的录取线代替其所在专业组')
  expect(jiangsu).toContain('仅供参考')
  expect(unitsFromNote({ ...stat, province: '浙江', units_from: 'major_lines' })).not.toContain('专业组')
})

test('unitMeta leaves out an unknown (zero) plan count', () => {
  const unit = { institution_province: '浙江', city: '杭州市', level: '本科' as const, majors: [] }
  expect(unitMeta({ ...unit, plan_count: 12 }, 'category')).toBe('浙江 杭州市 · 本科 · 计划 12 人')
  expect(unitMeta({ ...unit, plan_count: 0 }, 'category')).toBe('浙江 杭州市 · 本科')
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
