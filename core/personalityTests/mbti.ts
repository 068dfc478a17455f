/**
 * MBTI 性格测评 scoring (docs/tests.md). The spec's "MBTI letter derived from paired scores of 8
 * entries": the eight entries are the points of the eight poles E, I, S, N, T, F, J, P (one point
 * per answer, to the pole of the chosen option); they pair into the four dichotomies E/I, S/N, T/F,
 * J/P, and each letter is the pole of its pair with more points. Tie rule: an even split goes to
 * the second pole of the pair, I, N, F or P (the convention of MBTI scoring).
 */
import { MBTI_CATEGORIES, type Category } from '../personalityMajors'
import { asQuiz, tallyPoles, type TestOutcome } from './common'
import { MBTI_QUESTIONS, type MbtiPole } from './mbtiQuestions'

/** The eight entries, in pairs. */
export const MBTI_POLES: readonly MbtiPole[] = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']
export const MBTI_PAIRS: readonly (readonly [MbtiPole, MbtiPole])[] = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P']
]

export const MBTI_POLE_LABEL: Record<MbtiPole, string> = {
  E: '外向',
  I: '内向',
  S: '实感',
  N: '直觉',
  T: '思考',
  F: '情感',
  J: '判断',
  P: '知觉'
}

export const MBTI_QUIZ = asQuiz(MBTI_QUESTIONS)

/** The four letters from the eight entries' points (ties: I, N, F, P). */
export function mbtiTypeOf(scores: Readonly<Record<MbtiPole, number>>): string {
  return MBTI_PAIRS.map(([a, b]) => (scores[a] > scores[b] ? a : b)).join('')
}

/** Scores complete, checked answers (one option index per question of MBTI_QUESTIONS). */
export function scoreMbti(answers: readonly number[]): TestOutcome {
  const scores = tallyPoles(MBTI_QUESTIONS, answers, MBTI_POLES)
  const type = mbtiTypeOf(scores)
  return { type, scores, categories: [...(MBTI_CATEGORIES[type] as Category[])] }
}
