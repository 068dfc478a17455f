/**
 * stores/personalityQuiz.ts: the quiz keeps answers as the user goes (a reload resumes at the first
 * unanswered question), refuses to hand out incomplete answers, and logout forgets the drafts.
 */
import './support/globals'
import { storageData } from './support/taroMock'
import { testInfo } from '../../core/personalityTests'
import { openQuizDraft, quizStorageKey } from '../../src/stores/personalityQuiz'
import { runResets } from '../../src/stores/resetRegistry'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

beforeEach(() => storageData.clear())

const questions = testInfo('pstr').questions

test('answers are stored as the user goes; a new draft (a reload) resumes at the first unanswered question', () => {
  const draft = openQuizDraft('pstr', questions, 7)
  expect([draft.current, draft.answered, draft.total, draft.started, draft.complete]).toEqual([0, 0, 20, false, false])
  draft.answer(0, 4)
  draft.answer(1, 0)
  expect(draft.current).toBe(2)
  draft.go(5)
  draft.answer(5, 2)
  expect(draft.answered).toBe(3)

  const reloaded = openQuizDraft('pstr', questions, 7)
  expect(reloaded.answers.slice(0, 6)).toEqual([4, 0, null, null, null, 2])
  expect(reloaded.current).toBe(2)
  expect(reloaded.started).toBe(true)
  // Another user, another test: their own drafts.
  expect(openQuizDraft('pstr', questions, 8).answered).toBe(0)
  expect(openQuizDraft('mbti', testInfo('mbti').questions, 7).answered).toBe(0)
})

test('incomplete answers are refused, pointing at the first missing question; complete ones are handed out', () => {
  const draft = openQuizDraft('pstr', questions, 7)
  for (let i = 0; i < questions.length; i++) if (i !== 13) draft.answer(i, i % 5)
  expect(draft.complete).toBe(false)
  expect(() => draft.submission()).toThrow('第 14 题还没有作答')
  expect(draft.current).toBe(13)
  draft.answer(13, 1)
  expect(draft.complete).toBe(true)
  expect(draft.submission()).toHaveLength(20)
  draft.clear()
  expect(storageData.has(quizStorageKey(7, 'pstr'))).toBe(false)
  expect(draft.answered).toBe(0)
})

test('invalid answers are ignored; a corrupt stored draft starts afresh; logout forgets the drafts', () => {
  const draft = openQuizDraft('sds', testInfo('sds').questions, 7)
  draft.answer(0, 2)
  draft.answer(99, 0)
  draft.answer(0, -1)
  expect(draft.answered).toBe(0)
  draft.answer(0, 1)
  draft.go(-3)
  expect(draft.current).toBe(0)
  draft.go(100)
  expect(draft.current).toBe(35)

  // Valid entries are kept, invalid ones dropped; a sheet of another length or shape is ignored.
  storageData.set(quizStorageKey(7, 'kolb'), [0, 'x', 7, 1])
  expect(openQuizDraft('kolb', testInfo('kolb').questions, 7).answers.slice(0, 4)).toEqual([0, null, null, 1])
  storageData.set(quizStorageKey(7, 'kolb'), Array(17).fill(0))
  expect(openQuizDraft('kolb', testInfo('kolb').questions, 7).answered).toBe(0)
  storageData.set(quizStorageKey(7, 'kolb'), '0,1')
  expect(openQuizDraft('kolb', testInfo('kolb').questions, 7).answered).toBe(0)

  expect(storageData.has(quizStorageKey(7, 'sds'))).toBe(true)
  runResets()
  expect(storageData.has(quizStorageKey(7, 'sds'))).toBe(false)
})
