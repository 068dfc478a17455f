/**
 * The answers of a personality test in progress (test/<id>/quiz), kept on the device as the user
 * goes so a reload or a later visit resumes at the first unanswered question. One draft per user
 * and test (key `personality_quiz:<user_id>:<test>`), removed once the result is saved and on
 * logout. Refuses to hand out incomplete answers. Lives outside stores/index.ts so it ships with
 * the gaokao subpackage.
 */
import { makeAutoObservable } from 'mobx'
import type { DraftAnswers, TestId } from '@types-contract/personalityTests'
import { answeredCount, checkAnswers, firstUnanswered, type QuizQuestion } from '@core/personalityTests/common'
import { storage } from '../platform/storage'
import { registerReset } from './resetRegistry'

export const QUIZ_STORAGE_PREFIX = 'personality_quiz'
export const quizStorageKey = (userId: number, test: TestId) => `${QUIZ_STORAGE_PREFIX}:${userId}:${test}`

type Store = Pick<typeof storage, 'get' | 'set' | 'remove'>

export class QuizDraft {
  answers: (number | null)[]
  /** The question shown. */
  current: number

  constructor(
    readonly test: TestId,
    readonly questions: readonly QuizQuestion[],
    private readonly key: string,
    private readonly store: Store = storage
  ) {
    const saved = store.get<unknown>(key)
    const valid = Array.isArray(saved) && saved.length <= questions.length
    this.answers = questions.map((q, i) => {
      const a: unknown = valid ? (saved as unknown[])[i] : null
      return typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < q.options.length ? a : null
    })
    this.current = Math.min(firstUnanswered(this.answers, questions.length), questions.length - 1)
    makeAutoObservable<QuizDraft, 'key' | 'store'>(this, { test: false, questions: false, key: false, store: false })
  }

  get total(): number {
    return this.questions.length
  }

  get answered(): number {
    return answeredCount(this.answers, this.total)
  }

  get complete(): boolean {
    return this.answered === this.total
  }

  get started(): boolean {
    return this.answered > 0
  }

  /** Records the answer to question `index` and moves on to the next question (or stays at the last). */
  answer(index: number, option: number): void {
    if (index < 0 || index >= this.total || option < 0 || option >= this.questions[index].options.length) return
    this.answers[index] = option
    this.persist()
    this.current = Math.min(index + 1, this.total - 1)
  }

  go(index: number): void {
    this.current = Math.max(0, Math.min(this.total - 1, index))
  }

  /** The complete answers to submit; throws with the first missing question's message otherwise. */
  submission(): number[] {
    const check = checkAnswers(this.answers as DraftAnswers, this.questions)
    if (!check.ok) {
      this.current = Math.min(check.index, this.total - 1)
      throw new Error(check.message)
    }
    return check.answers
  }

  /** Forgets the draft (after the result is saved). */
  clear(): void {
    this.answers = this.questions.map(() => null)
    this.current = 0
    this.store.remove(this.key)
  }

  private persist(): void {
    this.store.set(this.key, this.answers)
  }
}

/** The drafts opened since launch; logout removes their stored answers. */
const open = new Set<QuizDraft>()
registerReset('personalityQuiz', () => {
  for (const draft of open) draft.clear()
  open.clear()
})

/** The draft of `test` for the user `userId`, loaded from storage. */
export function openQuizDraft(test: TestId, questions: readonly QuizQuestion[], userId: number): QuizDraft {
  const draft = new QuizDraft(test, questions, quizStorageKey(userId, test))
  open.add(draft)
  return draft
}
