/**
 * PSTR 职业倾向测评 scoring (docs/tests.md): each statement adds its option's points (非常符合 4 …
 * 很不符合 0) to its orientation, so each of P, S, T, R scores 0-20; the type is the two highest,
 * dominant first ('PR'). Tie rule: equal scores keep the order P, S, T, R (PSTR_ORDER).
 */
import type { Category } from '../personalityMajors'
import { categoriesOf, rankKeys, zeroScores, type QuizQuestion, type TestOutcome } from './common'
import { PSTR_OPTIONS, PSTR_POINTS, PSTR_QUESTIONS, type PstrDimension } from './pstrQuestions'

export const PSTR_ORDER: readonly PstrDimension[] = ['P', 'S', 'T', 'R']
export const PSTR_LABEL: Record<PstrDimension, string> = { P: '人际服务', S: '事务规则', T: '技术操作', R: '研究思考' }
/** The most one orientation scores. */
export const PSTR_MAX = 5 * PSTR_POINTS[0]

/** 门类 whose usual work matches each orientation's work object. */
export const PSTR_CATEGORIES: Readonly<Record<PstrDimension, readonly Category[]>> = {
  P: ['教育学', '医学', '法学'],
  S: ['管理学', '经济学'],
  T: ['工学', '农学'],
  R: ['理学', '哲学', '历史学']
}

export const PSTR_QUIZ: QuizQuestion[] = PSTR_QUESTIONS.map((q) => ({ text: q.text, options: PSTR_OPTIONS }))

/** The dominant and the second orientation (ties: P, S, T, R order). */
export function pstrCodeOf(scores: Readonly<Record<PstrDimension, number>>): string {
  return rankKeys(scores, PSTR_ORDER).slice(0, 2).join('')
}

/** Scores complete, checked answers (option index per question of PSTR_QUESTIONS). */
export function scorePstr(answers: readonly number[]): TestOutcome {
  const scores = zeroScores(PSTR_ORDER)
  PSTR_QUESTIONS.forEach((q, i) => {
    scores[q.dimension] += PSTR_POINTS[answers[i]]
  })
  const type = pstrCodeOf(scores)
  return { type, scores, categories: categoriesOf([...type] as PstrDimension[], PSTR_CATEGORIES) }
}
