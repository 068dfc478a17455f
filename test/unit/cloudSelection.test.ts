/** Multi-select of the cloud library (spec section 4; src/lib/cloudSelection.ts). */
import { isSelected, keepPresent, noSelection, toggleAll, toggleSelectMode, toggleSelected } from '../../src/lib/cloudSelection'

test('switching multi-select off clears the selection; on again starts empty', () => {
  let s = toggleSelectMode(noSelection())
  s = toggleSelected(toggleSelected(s, 3), 5)
  expect(s).toEqual({ on: true, ids: [3, 5] })
  const off = toggleSelectMode(s)
  expect(off).toEqual({ on: false, ids: [] })
  expect(toggleSelectMode(off)).toEqual({ on: true, ids: [] })
})

test('nothing is chosen while the mode is off', () => {
  const off = noSelection()
  expect(toggleSelected(off, 1)).toBe(off)
  expect(toggleAll(off, [1, 2])).toBe(off)
  expect(isSelected({ on: false, ids: [1] }, 1)).toBe(false)
})

test('choosing twice unchooses', () => {
  const on = toggleSelectMode(noSelection())
  const one = toggleSelected(on, 7)
  expect(isSelected(one, 7)).toBe(true)
  expect(toggleSelected(one, 7)).toEqual({ on: true, ids: [] })
})

test('全选 chooses everything shown; when all is chosen it unchooses what is shown', () => {
  const on = toggleSelected(toggleSelectMode(noSelection()), 2)
  const all = toggleAll(on, [1, 2, 3])
  expect(all.ids).toEqual([2, 1, 3])
  expect(toggleAll(all, [1, 2, 3]).ids).toEqual([])
  expect(toggleAll(on, []).ids).toEqual([2])
})

test('entries that went (deleted, moved) leave the selection', () => {
  const s = { on: true, ids: [1, 2, 3] }
  expect(keepPresent(s, [1, 3, 9])).toEqual({ on: true, ids: [1, 3] })
  expect(keepPresent(s, [1, 2, 3])).toBe(s)
})
