/**
 * Kolb 学习风格测评 scoring (docs/tests.md): the four modes' points (CE, RO, AC, AE), the two axes
 * AC − CE (perceiving: thinking over feeling) and AE − RO (processing: doing over watching), and
 * the style of the quadrant: 发散 (CE + RO), 同化 (AC + RO), 聚合 (AC + AE), 顺应 (CE + AE).
 * Tie rule: an axis at 0 counts to its first-named side, 具体体验 (CE) and 反思观察 (RO); both axes
 * at 0 make 发散型.
 */
import type { Category } from '../personalityMajors'
import { asQuiz, categoriesOf, tallyPoles, type TestOutcome } from './common'
import { KOLB_QUESTIONS, type KolbMode } from './kolbQuestions'

export const KOLB_MODES: readonly KolbMode[] = ['CE', 'RO', 'AC', 'AE']
export const KOLB_MODE_LABEL: Record<KolbMode, string> = { CE: '具体体验', RO: '反思观察', AC: '抽象概括', AE: '主动实践' }

export type KolbStyle = 'diverging' | 'assimilating' | 'converging' | 'accommodating'
export const KOLB_STYLES: readonly KolbStyle[] = ['diverging', 'assimilating', 'converging', 'accommodating']

/**
 * 门类 each style leans towards, after Kolb's own observations of which fields draw which styles
 * (arts and helping professions: diverging; basic sciences and theory: assimilating; engineering
 * and medicine: converging; business and management: accommodating).
 */
export const KOLB_CATEGORIES: Readonly<Record<KolbStyle, readonly Category[]>> = {
  diverging: ['文学', '艺术学', '教育学'],
  assimilating: ['理学', '哲学', '经济学'],
  converging: ['工学', '医学', '理学'],
  accommodating: ['管理学', '经济学', '法学']
}

export const KOLB_QUIZ = asQuiz(KOLB_QUESTIONS)

export interface KolbAxes {
  /** AC − CE: > 0 thinking, ≤ 0 feeling. */
  perceiving: number
  /** AE − RO: > 0 doing, ≤ 0 watching. */
  processing: number
}

export const kolbAxes = (s: Readonly<Record<KolbMode, number>>): KolbAxes => ({ perceiving: s.AC - s.CE, processing: s.AE - s.RO })

/** The style of the two axes (ties: CE and RO). */
export function kolbStyleOf(axes: KolbAxes): KolbStyle {
  const thinking = axes.perceiving > 0
  const doing = axes.processing > 0
  if (thinking) return doing ? 'converging' : 'assimilating'
  return doing ? 'accommodating' : 'diverging'
}

/** Scores complete, checked answers (one option index per question of KOLB_QUESTIONS). */
export function scoreKolb(answers: readonly number[]): TestOutcome {
  const scores = tallyPoles(KOLB_QUESTIONS, answers, KOLB_MODES)
  const type = kolbStyleOf(kolbAxes(scores))
  return { type, scores, categories: categoriesOf([type], KOLB_CATEGORIES) }
}
