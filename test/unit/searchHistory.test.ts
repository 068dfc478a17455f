/** lib/searchHistory.ts: the one rule the server records searches by and the user store mirrors. */
import { SEARCH_HISTORY_MAX, pushSearchHistory } from '../../core/searchHistory'

test('q first, without its older copy; an empty q changes nothing', () => {
  expect(pushSearchHistory([], '北大')).toEqual(['北大'])
  expect(pushSearchHistory(['清华', '北大'], '北大')).toEqual(['北大', '清华'])
  expect(pushSearchHistory(['清华'], '  复旦 ')).toEqual(['复旦', '清华'])
  const before = ['清华']
  expect(pushSearchHistory(before, '   ')).toEqual(['清华'])
  expect(before).toEqual(['清华'])
})

test('typing on replaces the latest entry it starts with; going back to a prefix does not', () => {
  let h: string[] = []
  for (const q of ['北', '北京', '北京大学']) h = pushSearchHistory(h, q)
  expect(h).toEqual(['北京大学'])
  h = pushSearchHistory(h, '北京')
  expect(h).toEqual(['北京', '北京大学'])
  h = pushSearchHistory(h, '北京理工大学')
  expect(h).toEqual(['北京理工大学', '北京大学'])
  // Only the latest entry merges: an older prefix stays.
  expect(pushSearchHistory(['清华', '北'], '北京')).toEqual(['北京', '清华', '北'])
  expect(pushSearchHistory(['bj'], 'bjdx')).toEqual(['bjdx'])
})

test('at most 20, the oldest dropped', () => {
  let h: string[] = []
  for (let i = 0; i < 25; i++) h = pushSearchHistory(h, `校${String.fromCharCode(0x4e00 + i)}`)
  expect(h).toHaveLength(SEARCH_HISTORY_MAX)
  expect(h[0]).toBe(`校${String.fromCharCode(0x4e00 + 24)}`)
  expect(h[19]).toBe(`校${String.fromCharCode(0x4e00 + 5)}`)
})
