/**
 * What the four tests share (issue 7; docs/tests.md): the question shape the quiz shows, the check
 * that an answer sheet is complete and valid, and the tie-stable ranking of scores. Pure: the app
 * (quiz, result pages) and the server (re-scoring) both run it.
 */
import type { DraftAnswers } from '../../types/personalityTests'
import { mergeCategories, type Category } from '../personalityMajors'

/** A question as the quiz shows it: the stem and its options, in order (the answer is the option's index). */
export interface QuizQuestion {
  text: string
  options: readonly string[]
}

/** A test's result before it is saved: its type code, the entries' points and the suggested 门类. */
export interface TestOutcome {
  type: string
  scores: Record<string, number>
  categories: Category[]
}

export type AnswerCheck = { ok: true; answers: number[] } | { ok: false; index: number; message: string }

/**
 * Whether `answers` answer every question of `questions`: as many as there are questions, each an
 * integer index of one of the question's options. The first problem is named by question number.
 */
export function checkAnswers(answers: DraftAnswers | unknown, questions: readonly QuizQuestion[]): AnswerCheck {
  if (!Array.isArray(answers)) return { ok: false, index: 0, message: '答案格式不正确' }
  if (answers.length > questions.length) return { ok: false, index: questions.length, message: `答案数量不正确：本测评共 ${questions.length} 题` }
  for (let i = 0; i < questions.length; i++) {
    const a: unknown = answers[i]
    if (a === null || a === undefined) return { ok: false, index: i, message: `第 ${i + 1} 题还没有作答` }
    if (typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a >= questions[i].options.length) {
      return { ok: false, index: i, message: `第 ${i + 1} 题的答案无效` }
    }
  }
  return { ok: true, answers: [...(answers as number[])] }
}

/** The index of the first question not answered yet; `length` when all are. */
export function firstUnanswered(answers: DraftAnswers, length: number): number {
  for (let i = 0; i < length; i++) if (answers[i] === null || answers[i] === undefined) return i
  return length
}

export const answeredCount = (answers: DraftAnswers, length: number) => {
  let n = 0
  for (let i = 0; i < length; i++) if (answers[i] !== null && answers[i] !== undefined) n++
  return n
}

/**
 * The keys of `scores`, highest score first; equal scores keep the order of `order` (the tie rule
 * of SDS and PSTR: a fixed, documented order).
 */
export function rankKeys<K extends string>(scores: Readonly<Record<K, number>>, order: readonly K[]): K[] {
  return [...order].sort((a, b) => scores[b] - scores[a] || order.indexOf(a) - order.indexOf(b))
}

/** Zero points for every key. */
export const zeroScores = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>

/** The 门类 of the keys in order, each once, at most `max`. */
export const categoriesOf = <K extends string>(keys: readonly K[], table: Readonly<Record<K, readonly Category[]>>, max?: number): Category[] =>
  mergeCategories(
    keys.map((k) => table[k]),
    max
  )

/** A two-option question whose options count for a pole each (MBTI, Kolb). */
export interface PairedQuestion<P extends string> {
  text: string
  options: readonly [{ label: string; pole: P }, { label: string; pole: P }]
}

/** A paired question: option A counts for `aPole`, option B for `bPole`. */
export const paired = <P extends string>(text: string, a: string, aPole: P, b: string, bPole: P): PairedQuestion<P> => ({
  text,
  options: [
    { label: a, pole: aPole },
    { label: b, pole: bPole }
  ]
})

export const asQuiz = <P extends string>(bank: readonly PairedQuestion<P>[]): QuizQuestion[] =>
  bank.map((q) => ({ text: q.text, options: q.options.map((o) => o.label) }))

/** One point to the pole of each chosen option (answers already checked). */
export function tallyPoles<P extends string>(bank: readonly PairedQuestion<P>[], answers: readonly number[], poles: readonly P[]): Record<P, number> {
  const scores = zeroScores(poles)
  bank.forEach((q, i) => {
    scores[q.options[answers[i]].pole] += 1
  })
  return scores
}
