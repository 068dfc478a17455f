import { frameOf, PENDANT_FRAMES } from '../../core/pendantFrames'
import { ACCESSORIES, ACCESSORY_LOOKS, itemOf, itemsOf, itemsUnlockedBy, PENDANTS, sourceOf } from '../../core/personalItems'
import { ITEM_KEY_PATTERN } from '../../types/personalItems'

const all = [...PENDANTS, ...ACCESSORIES]

test('keys are unique per kind and fit the contract’s pattern', () => {
  for (const items of [PENDANTS, ACCESSORIES]) expect(new Set(items.map((i) => i.key)).size).toBe(items.length)
  expect(all.every((item) => new RegExp(ITEM_KEY_PATTERN).test(item.key))).toBe(true)
})

test('each item is either sold for a positive price or unlocked by a task, never both', () => {
  for (const item of all) expect([item.key, (item.price !== null && item.price > 0) !== (item.task !== null)]).toEqual([item.key, true])
  expect(sourceOf(itemOf('pendant', 'jade')!)).toBe('coins')
  expect(sourceOf(itemOf('pendant', 'sprout')!)).toBe('task')
})

test('every pendant has a frame and every accessory a look, and nothing else has one', () => {
  expect(Object.keys(PENDANT_FRAMES).sort()).toEqual(PENDANTS.map((p) => p.key).sort())
  expect(Object.keys(ACCESSORY_LOOKS).sort()).toEqual(ACCESSORIES.map((a) => a.key).sort())
})

test('lookups by kind and key; the frame of an unknown or missing key is none', () => {
  expect(itemOf('pendant', 'gold')?.name).toBe('金榜题名')
  expect(itemOf('accessory', 'gold')).toBeUndefined()
  expect(itemsOf('accessory')).toBe(ACCESSORIES)
  expect(frameOf('gold')).toEqual(PENDANT_FRAMES.gold)
  expect([frameOf(null), frameOf(undefined), frameOf(''), frameOf('nope'), frameOf('toString')]).toEqual([undefined, undefined, undefined, undefined, undefined])
})

test('what each task unlocks', () => {
  expect(itemsUnlockedBy('signin').map((i) => i.key)).toEqual(['week'])
  expect(itemsUnlockedBy('test').map((i) => i.key)).toEqual(['sprout'])
  expect(itemsUnlockedBy('invite').map((i) => i.key)).toEqual(['popular'])
  expect(itemsUnlockedBy('gaokao_info').map((i) => i.key)).toEqual(['planner'])
  expect(itemsUnlockedBy('post')).toEqual([])
})
