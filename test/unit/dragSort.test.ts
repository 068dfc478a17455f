/** lib/dragSort.ts: where a dragged row lands and how the others step aside (拖动排序, issue 6). */
import { clampOffset, dropIndex, shiftOf } from '../../src/lib/dragSort'
import { move } from '../../core/applicationForm'

const ROW = 60

describe('dropIndex', () => {
  test('a row takes a neighbour’s place once it is more than half over it', () => {
    expect(dropIndex(2, 0, ROW, 5)).toBe(2)
    expect(dropIndex(2, 30, ROW, 5)).toBe(2)
    expect(dropIndex(2, 31, ROW, 5)).toBe(3)
    expect(dropIndex(2, -30, ROW, 5)).toBe(2)
    expect(dropIndex(2, -31, ROW, 5)).toBe(1)
    expect(dropIndex(2, 89, ROW, 5)).toBe(3)
    expect(dropIndex(2, 91, ROW, 5)).toBe(4)
    expect(dropIndex(2, -2 * ROW, ROW, 5)).toBe(0)
  })

  test('clamped to the list at both ends', () => {
    expect(dropIndex(2, -10 * ROW, ROW, 5)).toBe(0)
    expect(dropIndex(2, 10 * ROW, ROW, 5)).toBe(4)
    expect(dropIndex(0, -ROW, ROW, 1)).toBe(0)
  })

  test('degenerate input leaves the row where it was', () => {
    expect(dropIndex(1, 500, 0, 3)).toBe(1)
    expect(dropIndex(1, Number.NaN, ROW, 3)).toBe(1)
    expect(dropIndex(0, 100, ROW, 0)).toBe(0)
  })
})

describe('shiftOf', () => {
  test('dragging down: the rows passed step up one row', () => {
    expect([0, 1, 2, 3, 4].map((i) => shiftOf(i, 1, 3, ROW))).toEqual([0, 0, -ROW, -ROW, 0])
  })

  test('dragging up: the rows passed step down one row', () => {
    expect([0, 1, 2, 3, 4].map((i) => shiftOf(i, 3, 1, ROW))).toEqual([0, ROW, ROW, 0, 0])
  })

  test('nothing moves while the row is over its own place', () => {
    expect([0, 1, 2].map((i) => shiftOf(i, 1, 1, ROW))).toEqual([0, 0, 0])
  })

  test('the shifted rows show the order store.move will produce', () => {
    const list = ['a', 'b', 'c', 'd', 'e']
    for (const [from, to] of [
      [0, 4],
      [4, 0],
      [2, 1],
      [1, 3]
    ]) {
      // Visual slot of each row while held: its index plus its shift; the held row sits at `to`.
      const shown = list.map((item, i) => ({ item, at: i === from ? to : i + shiftOf(i, from, to, ROW) / ROW }))
      expect(shown.sort((a, b) => a.at - b.at).map((s) => s.item)).toEqual(move(list, from, to))
    }
  })
})

describe('clampOffset', () => {
  test('the held row stays between the first and the last place', () => {
    expect(clampOffset(2, -500, ROW, 5)).toBe(-2 * ROW)
    expect(clampOffset(2, 500, ROW, 5)).toBe(2 * ROW)
    expect(clampOffset(2, 45, ROW, 5)).toBe(45)
  })
})
