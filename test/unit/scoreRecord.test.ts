/** lib/scoreRecord.ts: the score-record form's validation and the trend. */
import type { ScoreRecord } from '../../types/edu'
import {
  axisName,
  byExamDate,
  canAddRecord,
  checkRecord,
  emptyForm,
  fieldErrorsOf,
  formOf,
  isoDate,
  recordTrend,
  subjectsLabel,
  type RecordForm
} from '../../core/scoreRecord'

const TODAY = '2025-06-01'
const form = (p: Partial<RecordForm>): RecordForm => ({ ...emptyForm(TODAY), exam_name: '一模', total: '600', ...p })

test('a complete form gives the input the server takes', () => {
  const checked = checkRecord(
    form({
      exam_name: ' 高三一模 ',
      total: '612.5',
      rank: '35',
      subjects: [
        { subject: ' 语文 ', score: '120' },
        { subject: '数学', score: '135.5' }
      ]
    }),
    TODAY
  )
  expect(checked).toEqual({
    ok: true,
    value: {
      exam_name: '高三一模',
      exam_date: TODAY,
      total: 612.5,
      rank: 35,
      subjects: [
        { subject: '语文', score: 120 },
        { subject: '数学', score: 135.5 }
      ]
    }
  })
  expect(checkRecord(form({}), TODAY)).toMatchObject({ ok: true, value: { rank: null, subjects: [] } })
})

test('Chinese messages for each field', () => {
  const errors = (f: RecordForm) => {
    const c = checkRecord(f, TODAY)
    return c.ok ? {} : c.errors
  }
  expect(errors(form({ exam_name: '  ' })).exam_name).toBe('请输入考试名称')
  expect(errors(form({ exam_name: '考'.repeat(31) })).exam_name).toBe('考试名称最多 30 个字')
  expect(errors(form({ exam_name: '考'.repeat(30) })).exam_name).toBeUndefined()
  expect(errors(form({ exam_date: '' })).exam_date).toBe('请选择考试日期')
  expect(errors(form({ exam_date: '2025-02-30' })).exam_date).toBe('考试日期格式应为 YYYY-MM-DD')
  expect(errors(form({ exam_date: '2025-06-02' })).exam_date).toBe('考试日期不能晚于今天')
  expect(errors(form({ total: '' })).total).toBe('请输入总分')
  expect(errors(form({ total: '901' })).total).toBe('分数应为 0-900 之间的数字，最多一位小数')
  expect(errors(form({ total: '60.25' })).total).toBe('分数应为 0-900 之间的数字，最多一位小数')
  expect(errors(form({ total: '-1' })).total).toBe('分数应为 0-900 之间的数字，最多一位小数')
  expect(errors(form({ rank: '0' })).rank).toBe('排名应为正整数')
  expect(errors(form({ rank: '1.5' })).rank).toBe('排名应为正整数')
  expect(errors(form({ subjects: [{ subject: '', score: '1' }] })).subjects).toBe('请填写第 1 个科目的名称')
  expect(errors(form({ subjects: [{ subject: '语文', score: '' }] })).subjects).toBe('语文：请输入分数')
  expect(
    errors(
      form({
        subjects: [
          { subject: '语文', score: '1' },
          { subject: '语文', score: '2' }
        ]
      })
    ).subjects
  ).toBe('科目“语文”重复了')
  expect(
    errors(
      form({
        total: '200',
        subjects: [
          { subject: '语文', score: '150' },
          { subject: '数学', score: '60' }
        ]
      })
    ).subjects
  ).toBe('各科分数之和（210）超过了总分')
  const ten = Array.from({ length: 10 }, (_, i) => ({ subject: `科${i}`, score: '1' }))
  expect(errors(form({ subjects: ten })).subjects).toBe('最多填写 9 个科目')
})

const rec = (p: Partial<ScoreRecord>): ScoreRecord => ({
  id: 1,
  exam_name: '一模',
  exam_date: '2025-03-01',
  total: 600,
  subjects: [],
  rank: null,
  created_at: '2025-03-02T00:00:00Z',
  ...p
})

test('formOf round-trips a saved record', () => {
  const r = rec({ rank: 12, subjects: [{ subject: '语文', score: 110 }] })
  expect(formOf(r)).toEqual({ exam_name: '一模', exam_date: '2025-03-01', total: '600', rank: '12', subjects: [{ subject: '语文', score: '110' }] })
  expect(checkRecord(formOf(r), TODAY)).toMatchObject({ ok: true, value: { total: 600, rank: 12 } })
})

test('trend: exams in date order (same date by id), ranks where given, axis names', () => {
  const records = [
    rec({ id: 3, exam_name: '三模', exam_date: '2025-05-01', total: 640, rank: 20 }),
    rec({ id: 1, exam_name: '高三第一次模拟考试', exam_date: '2025-03-01', total: 600 }),
    rec({ id: 2, exam_name: '二模', exam_date: '2025-03-01', total: 620, rank: 40 })
  ]
  expect(byExamDate(records).map((r) => r.id)).toEqual([1, 2, 3])
  const { views, xLabel } = recordTrend(records)
  expect(views[0]).toEqual({
    key: 'total',
    label: '总分',
    series: [
      {
        name: '总分',
        points: [
          { x: 1, y: 600 },
          { x: 2, y: 620 },
          { x: 3, y: 640 }
        ]
      }
    ]
  })
  expect(views[1]).toMatchObject({
    key: 'rank',
    invertY: true,
    series: [
      {
        points: [
          { x: 2, y: 40 },
          { x: 3, y: 20 }
        ]
      }
    ]
  })
  expect(['1', '2', '3', '9'].map(xLabel)).toEqual(['高三第一…', '二模', '三模', '9'])
  expect(axisName('一二三四')).toBe('一二三四')
})

test('limits, labels, dates, server field errors', () => {
  expect(canAddRecord(199)).toBe(true)
  expect(canAddRecord(200)).toBe(false)
  expect(
    subjectsLabel(
      rec({
        subjects: [
          { subject: '语文', score: 120 },
          { subject: '数学', score: 135 }
        ]
      })
    )
  ).toBe('语文 120 · 数学 135')
  expect(isoDate(new Date(2025, 0, 5))).toBe('2025-01-05')
  expect(fieldErrorsOf({ 'subjects.1.score': '分数过大', total: '总分过大', other: 'x' })).toEqual({ subjects: '分数过大', total: '总分过大' })
  expect(fieldErrorsOf(undefined)).toEqual({})
})
