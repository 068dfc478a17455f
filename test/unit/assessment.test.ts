/** lib/assessment.ts: grade order, grouping and summary of 学科评估 results. */
import type { SubjectAssessment } from '../../types/edu'
import { gradeBand, gradeIndex, gradeSummary, groupByCategory, sortByGrade } from '../../src/lib/assessment'

const a = (p: Partial<SubjectAssessment>): SubjectAssessment => ({
  discipline_code: '0812',
  discipline_name: '计算机科学与技术',
  category: '工学',
  grade: 'B',
  institution_id: 1,
  institution_name: '甲大学',
  ...p
})

test('grades order A+ … C-; bands', () => {
  expect(gradeIndex('A+')).toBe(0)
  expect(gradeIndex('C-')).toBe(8)
  expect(['A-', 'B+', 'C'].map((g) => gradeBand(g as SubjectAssessment['grade']))).toEqual(['a', 'b', 'c'])
  const sorted = sortByGrade([a({ grade: 'B', institution_name: '乙' }), a({ grade: 'A+' }), a({ grade: 'B', institution_name: '丙', discipline_code: '0701' })])
  expect(sorted.map((x) => [x.grade, x.discipline_code])).toEqual([
    ['A+', '0812'],
    ['B', '0701'],
    ['B', '0812']
  ])
})

test('groups by 学科门类, the best group first; summary of grades present', () => {
  const items = [
    a({ category: '理学', grade: 'B+', discipline_code: '0701' }),
    a({ category: '工学', grade: 'A', discipline_code: '0812' }),
    a({ category: '理学', grade: 'A-', discipline_code: '0702' })
  ]
  expect(groupByCategory(items).map((g) => [g.category, g.items.map((x) => x.grade)])).toEqual([
    ['工学', ['A']],
    ['理学', ['A-', 'B+']]
  ])
  expect(gradeSummary(items)).toBe('A 1 个 · A- 1 个 · B+ 1 个')
  expect(gradeSummary([])).toBe('')
})
