/**
 * A saved result as the result page and test/index show it (pure): the type in big letters, its
 * name and explanation, one bar per entry, notes on ties, and the suggested 门类.
 */
import type { TestResultRecord } from '../../types/personalityTests'
import { chinaParts } from '../chinaTime'
import { RIASEC_ORDER, type Riasec } from '../personalityMajors'
import { KOLB_TEXT, MBTI_TEXT, PSTR_TEXT, RIASEC_TEXT } from './descriptions'
import { KOLB_MODES, KOLB_MODE_LABEL, kolbAxes, type KolbStyle } from './kolb'
import type { KolbMode } from './kolbQuestions'
import { MBTI_PAIRS, MBTI_POLE_LABEL } from './mbti'
import { PSTR_LABEL, PSTR_MAX, PSTR_ORDER } from './pstr'
import type { PstrDimension } from './pstrQuestions'

export interface ScoreBar {
  label: string
  /** Shown at the bar's end ('4 : 2', '5 / 6'). */
  text: string
  /** Filled share, 0-1. */
  ratio: number
  /** Two poles on one bar (MBTI): the rest of the track is the second pole's share. */
  split?: boolean
}

export interface ResultView {
  /** Big: 'INTJ', 'RIA', '聚合型', 'PR'. */
  code: string
  /** Under the code: '独立的战略家', '研究型 · 艺术型 · 社会型'. */
  title: string
  /** One line for test/index. */
  short: string
  paragraphs: string[]
  bars: ScoreBar[]
  /** How ties were decided, when there were any. */
  notes: string[]
  categories: string[]
}

const score = (r: TestResultRecord, key: string) => r.scores[key] ?? 0
const ratio = (value: number, max: number) => (max > 0 ? Math.min(1, Math.max(0, value / max)) : 0)

/** Each group of equal scores that touches the code ('RIA' with A = S: 'A、S 同为 4 分…'). */
function codeTies<K extends string>(r: TestResultRecord, order: readonly K[], orderText: string): string[] {
  const notes: string[] = []
  const seen = new Set<number>()
  for (const letter of [...r.type] as K[]) {
    const points = score(r, letter)
    const tied = order.filter((k) => score(r, k) === points)
    if (tied.length < 2 || seen.has(points)) continue
    seen.add(points)
    notes.push(`${tied.join('、')} 同为 ${points} 分，按 ${orderText} 的顺序排列。`)
  }
  return notes
}

function mbtiView(r: TestResultRecord): ResultView {
  const text = MBTI_TEXT[r.type]
  const letters = [...r.type]
  return {
    code: r.type,
    title: text?.name ?? r.type,
    short: text ? `${r.type} ${text.name}` : r.type,
    paragraphs: [text?.summary ?? '', `你的四个维度：${letters.map((l) => `${MBTI_POLE_LABEL[l as keyof typeof MBTI_POLE_LABEL]}（${l}）`).join('、')}。`].filter(
      Boolean
    ),
    bars: MBTI_PAIRS.map(([a, b]) => ({
      label: `${a} ${MBTI_POLE_LABEL[a]} / ${b} ${MBTI_POLE_LABEL[b]}`,
      text: `${score(r, a)} : ${score(r, b)}`,
      ratio: ratio(score(r, a), score(r, a) + score(r, b)),
      split: true
    })),
    notes: MBTI_PAIRS.filter(([a, b]) => score(r, a) === score(r, b)).map(([a, b]) => `${a} 与 ${b} 得分相同，按惯例取 ${b}。`),
    categories: r.categories
  }
}

function kolbView(r: TestResultRecord): ResultView {
  const style = r.type as KolbStyle
  const text = KOLB_TEXT[style]
  const axes = kolbAxes(r.scores as Record<KolbMode, number>)
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
  const notes = [
    ...(axes.perceiving === 0 ? ['抽象概括与具体体验得分相同，按规则归入具体体验一侧。'] : []),
    ...(axes.processing === 0 ? ['主动实践与反思观察得分相同，按规则归入反思观察一侧。'] : [])
  ]
  return {
    code: text?.name ?? r.type,
    title: `偏${axes.perceiving > 0 ? '思考' : '感受'}、偏${axes.processing > 0 ? '实践' : '观察'}的学习者`,
    short: text?.name ?? r.type,
    paragraphs: [
      text?.summary ?? '',
      `抽象概括 − 具体体验 = ${signed(axes.perceiving)}（${axes.perceiving > 0 ? '偏思考' : '偏感受'}），主动实践 − 反思观察 = ${signed(axes.processing)}（${axes.processing > 0 ? '偏实践' : '偏观察'}）。`,
      text ? `学习建议：${text.tip}` : ''
    ].filter(Boolean),
    bars: KOLB_MODES.map((m) => ({ label: `${m} ${KOLB_MODE_LABEL[m]}`, text: `${score(r, m)} / 8`, ratio: ratio(score(r, m), 8) })),
    notes,
    categories: r.categories
  }
}

function sdsView(r: TestResultRecord): ResultView {
  const letters = [...r.type] as Riasec[]
  return {
    code: r.type,
    title: letters.map((l) => RIASEC_TEXT[l]?.name ?? l).join(' · '),
    short: `${r.type} ${letters.map((l) => (RIASEC_TEXT[l]?.name ?? l).replace(/型$/, '')).join('·')}`,
    paragraphs: letters.map((l, i) => `${['第一', '第二', '第三'][i]}兴趣 ${l} ${RIASEC_TEXT[l]?.name ?? ''}：${RIASEC_TEXT[l]?.summary ?? ''}`),
    bars: RIASEC_ORDER.map((k) => ({ label: `${k} ${RIASEC_TEXT[k].name}`, text: `${score(r, k)} / 6`, ratio: ratio(score(r, k), 6) })),
    notes: codeTies(r, RIASEC_ORDER, 'R、I、A、S、E、C'),
    categories: r.categories
  }
}

function pstrView(r: TestResultRecord): ResultView {
  const [first, second] = [...r.type] as PstrDimension[]
  return {
    code: r.type,
    title: `${PSTR_TEXT[first]?.name ?? first}，兼${PSTR_TEXT[second]?.name ?? second}`,
    short: `${r.type} ${PSTR_LABEL[first] ?? ''}·${PSTR_LABEL[second] ?? ''}`,
    paragraphs: [`主导倾向 ${first}：${PSTR_TEXT[first]?.summary ?? ''}`, `次要倾向 ${second}：${PSTR_TEXT[second]?.summary ?? ''}`],
    bars: PSTR_ORDER.map((k) => ({ label: `${k} ${PSTR_LABEL[k]}`, text: `${score(r, k)} / ${PSTR_MAX}`, ratio: ratio(score(r, k), PSTR_MAX) })),
    notes: codeTies(r, PSTR_ORDER, 'P、S、T、R'),
    categories: r.categories
  }
}

const VIEWS = { mbti: mbtiView, kolb: kolbView, sds: sdsView, pstr: pstrView }

export const resultView = (r: TestResultRecord): ResultView => VIEWS[r.test](r)

/** The China date a result was saved, in Chinese ('2026年11月23日'); '' for an invalid time. */
export function takenOn(iso: string): string {
  const p = chinaParts(iso)
  return p ? `${p.year}年${p.month}月${p.day}日` : ''
}
