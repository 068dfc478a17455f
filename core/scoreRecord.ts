/**
 * The user's mock-exam score records (university/scoreRecord, addRecord): the form as typed, its
 * validation with Chinese messages against SCORE_RECORD_LIMITS (the server checks the same
 * limits), and the trend of totals and ranks. No Taro import; tested in test/unit/scoreRecord.test.ts.
 */
import { SCORE_RECORD_LIMITS, type ScoreRecord, type ScoreRecordInput } from '../types/edu'
import type { TrendView } from './chartData'

/** What the form holds: the text as typed, so nothing is lost when it does not validate or send. */
export interface RecordForm {
  exam_name: string
  exam_date: string
  total: string
  rank: string
  subjects: { subject: string; score: string }[]
}

export type RecordField = 'exam_name' | 'exam_date' | 'total' | 'rank' | 'subjects'

/** Quick-add chips of the form: the gaokao subjects (as many as SCORE_RECORD_LIMITS.subjectsMax). */
export const COMMON_SUBJECTS: readonly string[] = ['语文', '数学', '外语', '物理', '化学', '生物', '历史', '地理', '政治']

export type RecordCheck = { ok: true; value: ScoreRecordInput } | { ok: false; errors: Partial<Record<RecordField, string>> }

export function emptyForm(today: string): RecordForm {
  return { exam_name: '', exam_date: today, total: '', rank: '', subjects: [] }
}

/** The form of a saved record (editing). */
export function formOf(r: ScoreRecord): RecordForm {
  return {
    exam_name: r.exam_name,
    exam_date: r.exam_date,
    total: String(r.total),
    rank: r.rank === null ? '' : String(r.rank),
    subjects: r.subjects.map((s) => ({ subject: s.subject, score: String(s.score) }))
  }
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return isoDate(d) === text
}

/** A score as typed: a number 0..max with at most one decimal (half points exist). */
function parsePoints(text: string, max: number): number | string {
  const t = text.trim()
  if (!t) return '请输入分数'
  if (!/^\d+(\.\d)?$/.test(t)) return `分数应为 0-${max} 之间的数字，最多一位小数`
  const value = Number(t)
  return value > max ? `分数应为 0-${max} 之间的数字，最多一位小数` : value
}

/**
 * Checks the form; `today` ('YYYY-MM-DD') bounds the exam date, which cannot lie in the future.
 * The subjects' scores may not add up to more than the total (some subjects may be left out).
 */
export function checkRecord(form: RecordForm, today: string): RecordCheck {
  const { examNameMax, totalMax, subjectsMax } = SCORE_RECORD_LIMITS
  const errors: Partial<Record<RecordField, string>> = {}

  const name = form.exam_name.trim()
  if (!name) errors.exam_name = '请输入考试名称'
  else if ([...name].length > examNameMax) errors.exam_name = `考试名称最多 ${examNameMax} 个字`

  if (!form.exam_date) errors.exam_date = '请选择考试日期'
  else if (!isRealDate(form.exam_date)) errors.exam_date = '考试日期格式应为 YYYY-MM-DD'
  else if (form.exam_date > today) errors.exam_date = '考试日期不能晚于今天'

  const total = parsePoints(form.total, totalMax)
  if (typeof total === 'string') errors.total = form.total.trim() ? total : '请输入总分'

  let rank: number | null = null
  const rankText = form.rank.trim()
  if (rankText) {
    if (!/^\d+$/.test(rankText) || Number(rankText) < 1 || !Number.isSafeInteger(Number(rankText))) errors.rank = '排名应为正整数'
    else rank = Number(rankText)
  }

  const subjects: ScoreRecordInput['subjects'] = []
  if (form.subjects.length > subjectsMax) errors.subjects = `最多填写 ${subjectsMax} 个科目`
  else {
    const names = new Set<string>()
    for (const [i, s] of form.subjects.entries()) {
      const subject = s.subject.trim()
      const score = parsePoints(s.score, totalMax)
      if (!subject) {
        errors.subjects = `请填写第 ${i + 1} 个科目的名称`
        break
      }
      if (names.has(subject)) {
        errors.subjects = `科目“${subject}”重复了`
        break
      }
      if (typeof score === 'string') {
        errors.subjects = `${subject}：${score}`
        break
      }
      names.add(subject)
      subjects.push({ subject, score })
    }
    const sum = subjects.reduce((a, s) => a + s.score, 0)
    if (!errors.subjects && typeof total === 'number' && sum > total + 1e-9) errors.subjects = `各科分数之和（${Math.round(sum * 10) / 10}）超过了总分`
  }

  if (Object.keys(errors).length || typeof total !== 'number') return { ok: false, errors }
  return { ok: true, value: { exam_name: name, exam_date: form.exam_date, total, subjects, rank } }
}

/** The server's per-field messages (400 `fields`) on the form's fields; 'subjects.2.score' → subjects. */
export function fieldErrorsOf(fields: Record<string, string> | undefined): Partial<Record<RecordField, string>> {
  const errors: Partial<Record<RecordField, string>> = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.split(/[.[]/)[0] as RecordField
    if (['exam_name', 'exam_date', 'total', 'rank', 'subjects'].includes(field) && !errors[field]) errors[field] = message
  }
  return errors
}

/** Oldest exam first (then the older record), the order of the trend. */
export function byExamDate(records: readonly ScoreRecord[]): ScoreRecord[] {
  return [...records].sort((a, b) => a.exam_date.localeCompare(b.exam_date) || a.id - b.id)
}

/** An exam name short enough for a chart axis: '高三第一次模拟考试' → '高三第一…'. */
export function axisName(name: string, max = 4): string {
  const chars = [...name]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name
}

/**
 * The 总分 and 排名 views of the trend, one point per exam in date order. x is the exam's place
 * in that order (two exams may share a date); `xLabel` names it by the exam.
 */
export function recordTrend(records: readonly ScoreRecord[]): { views: TrendView[]; xLabel: (x: string) => string } {
  const ordered = byExamDate(records)
  const views: TrendView[] = [
    { key: 'total', label: '总分', series: [{ name: '总分', points: ordered.map((r, i) => ({ x: i + 1, y: r.total })) }] },
    {
      key: 'rank',
      label: '排名',
      invertY: true,
      series: [{ name: '排名', points: ordered.flatMap((r, i) => (r.rank === null ? [] : [{ x: i + 1, y: r.rank }])) }]
    }
  ]
  const xLabel = (x: string) => {
    const r = ordered[Number(x) - 1]
    return r ? axisName(r.exam_name) : x
  }
  return { views, xLabel }
}

/** Whether another record may be added. */
export function canAddRecord(count: number): boolean {
  return count < SCORE_RECORD_LIMITS.recordsMax
}

/** '语文 120 · 数学 135' */
export function subjectsLabel(r: Pick<ScoreRecord, 'subjects'>): string {
  return r.subjects.map((s) => `${s.subject} ${s.score}`).join(' · ')
}
