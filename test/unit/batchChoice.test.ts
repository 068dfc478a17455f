/** stores/recommendation.ts batchChoice: the 本科/专科 list chosen on 填志愿, held for the info it was chosen for. */
import { batchChoice } from '../../src/stores/recommendation'
import { runResets } from '../../src/stores/resetRegistry'

const info = { province: '湖南', apply_year: 2025, subjects: ['物理' as const, '化学' as const, '生物' as const], score: 420, rank: 180000 }

beforeEach(() => batchChoice.clear())

test('none chosen: undefined, so the server picks its default', () => {
  expect(batchChoice.levelFor(info)).toBeUndefined()
})

test('the choice holds for the same info (whatever level it carries, any subject order) and not for another score or track', () => {
  batchChoice.choose(info, '专科')
  expect(batchChoice.levelFor(info)).toBe('专科')
  expect(batchChoice.levelFor({ ...info, subjects: ['化学', '生物', '物理'], batch_level: '专科' })).toBe('专科')
  expect(batchChoice.levelFor({ ...info, score: 500, rank: 90000 })).toBeUndefined()
  expect(batchChoice.levelFor({ ...info, subjects: ['历史', '化学', '生物'] })).toBeUndefined()
  batchChoice.choose(info, '本科')
  expect(batchChoice.levelFor(info)).toBe('本科')
})

test('logout forgets it (the reset registry)', () => {
  batchChoice.choose(info, '专科')
  expect(runResets()).toEqual([])
  expect(batchChoice.levelFor(info)).toBeUndefined()
})
