/**
 * SDS 职业兴趣测评 scoring (docs/tests.md): one point to a question's Holland type for each 是, the
 * six RIASEC scores (0-6 each), and the three-letter code of the three highest. Tie rule: equal
 * scores keep the hexagon order R, I, A, S, E, C (RIASEC_ORDER); the result page says which letters
 * tied.
 */
import { RIASEC_ORDER, interestCategories, type Riasec } from '../personalityMajors'
import { rankKeys, zeroScores, type QuizQuestion, type TestOutcome } from './common'
import { SDS_OPTIONS, SDS_QUESTIONS } from './sdsQuestions'

export const SDS_QUIZ: QuizQuestion[] = SDS_QUESTIONS.map((q) => ({ text: q.text, options: SDS_OPTIONS }))

/** The three-letter code of the six scores (ties: R, I, A, S, E, C order). */
export function sdsCodeOf(scores: Readonly<Record<Riasec, number>>): string {
  return rankKeys(scores, RIASEC_ORDER).slice(0, 3).join('')
}

/** Scores complete, checked answers (0 = 是, 1 = 否, per question of SDS_QUESTIONS). */
export function scoreSds(answers: readonly number[]): TestOutcome {
  const scores = zeroScores(RIASEC_ORDER)
  SDS_QUESTIONS.forEach((q, i) => {
    if (answers[i] === 0) scores[q.type] += 1
  })
  const type = sdsCodeOf(scores)
  return { type, scores, categories: interestCategories(type) }
}
