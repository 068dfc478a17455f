/** The question-progress pages' rules (src/lib/progressView.ts) and where a system message opens (src/lib/peopleView.ts). */
import { checkProgressText, noteTime, progressLength, progressLinkText, progressState } from '../../src/lib/progressView'
import { messageTarget } from '../../src/lib/peopleView'
import { PROGRESS_LIMITS } from '../../types/forumProgress'

// 2025-06-01 16:00 Beijing time.
const NOW = Date.UTC(2025, 5, 1, 8, 0, 0)

test('the state: 已解决 · the day it was marked (China time; the year only when it is not this one), else 进行中', () => {
  expect(progressState(null, NOW)).toEqual({ solved: false, text: '进行中' })
  expect(progressState('not a time', NOW)).toEqual({ solved: false, text: '进行中' })
  expect(progressState('2025-05-31T16:30:00.000Z', NOW)).toEqual({ solved: true, text: '已解决 · 06-01' })
  expect(progressState('2025-05-31T15:59:00.000Z', NOW)).toEqual({ solved: true, text: '已解决 · 05-31' })
  expect(progressState('2024-12-31T16:00:00.000Z', NOW)).toEqual({ solved: true, text: '已解决 · 01-01' })
  expect(progressState('2024-12-31T15:00:00.000Z', NOW)).toEqual({ solved: true, text: '已解决 · 2024-12-31' })
})

test('a note’s time on the timeline: date and time, the year only when it is not this one', () => {
  expect(noteTime('2025-06-01T07:58:00.000Z', NOW)).toBe('06-01 15:58')
  expect(noteTime('2024-06-01T07:58:00.000Z', NOW)).toBe('2024-06-01 15:58')
  expect(noteTime('', NOW)).toBe('')
})

test('the link counts the notes', () => {
  expect(progressLinkText(0)).toBe('查看进展')
  expect(progressLinkText(3)).toBe('查看进展 (3)')
})

test('a note is trimmed, not empty, at most 500 code points', () => {
  expect(checkProgressText('  录取了  ')).toEqual({ ok: true, body: '录取了' })
  expect(checkProgressText(' \n ')).toEqual({ ok: false, message: '请写下问题的进展' })
  expect(checkProgressText('🎉'.repeat(PROGRESS_LIMITS.bodyMax))).toEqual({ ok: true, body: '🎉'.repeat(PROGRESS_LIMITS.bodyMax) })
  expect(checkProgressText('字'.repeat(PROGRESS_LIMITS.bodyMax + 1))).toEqual({ ok: false, message: '进展最多 500 字' })
  expect(progressLength(' 🎉a ')).toBe(2)
})

test('a system message opens its post or nothing, never the person who caused it', () => {
  const actor = { user_id: 3 }
  expect(messageTarget({ type: 'system', actor, post: { id: 9, title: '问题' }, text: '有了新进展' })).toEqual({ post: 9 })
  expect(messageTarget({ type: 'system', actor, post: null, text: '有了新进展' })).toBeNull()
  expect(messageTarget({ type: 'replies', actor, post: null, text: '' })).toEqual({ person: 3 })
})
