/**
 * The arithmetic of drag sorting a list of equally tall rows (拖动排序, issue 6): where the held
 * row lands for a finger offset, and how far the other rows step aside meanwhile. Pure; the page
 * feeds it touch (and on H5 mouse) offsets and calls store.move(from, to) on drop.
 */

const clamp = (i: number, count: number) => Math.min(Math.max(i, 0), count - 1)

/**
 * The index the row picked up at `from` lands on after moving `dy` px (down is positive): it
 * takes a neighbour's place once it is more than half over it. Clamped to the list.
 */
export function dropIndex(from: number, dy: number, rowHeight: number, count: number): number {
  if (count <= 0) return 0
  if (!(rowHeight > 0) || !Number.isFinite(dy)) return clamp(from, count)
  // Math.round rounds -0.5 towards +∞; the symmetric rule keeps "more than half" both ways.
  const steps = Math.sign(dy) * Math.floor(Math.abs(dy) / rowHeight + 0.5 - 1e-9)
  return clamp(from + steps, count)
}

/**
 * How far (px) row `index` is shifted while the row from `from` is held over `to`: the rows in
 * between step one row towards the gap the held row left. The held row itself follows the finger
 * and is not shifted here.
 */
export function shiftOf(index: number, from: number, to: number, rowHeight: number): number {
  if (index === from) return 0
  if (from < to && index > from && index <= to) return -rowHeight
  if (to < from && index >= to && index < from) return rowHeight
  return 0
}

/** The held row's offset, kept inside the list so it cannot be dragged off its ends. */
export function clampOffset(from: number, dy: number, rowHeight: number, count: number): number {
  return Math.min(Math.max(dy, -from * rowHeight), (count - 1 - from) * rowHeight)
}
