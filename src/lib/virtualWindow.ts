/**
 * Windowing math for long fixed-height lists (university search, 一分一段表): which rows to
 * render for a scroll position, and the blank space standing in for the rest. Pure, so the
 * pages stay smooth with thousands of rows on both H5 and the mini-program.
 */
export interface WindowInput {
  /** Scroll offset of the list's viewport, in px. */
  scrollTop: number
  /** Visible height of the viewport, in px. */
  viewportHeight: number
  /** Height of one row, in px (> 0). */
  rowHeight: number
  /** Total number of rows. */
  count: number
  /** Extra rows rendered above and below the visible ones. */
  overscan?: number
}

export interface WindowRange {
  /** First rendered row (inclusive). */
  start: number
  /** Last rendered row (exclusive). */
  end: number
  /** Blank space above the first rendered row, in px. */
  padTop: number
  /** Blank space below the last rendered row, in px. */
  padBottom: number
}

export function computeWindow({ scrollTop, viewportHeight, rowHeight, count, overscan = 6 }: WindowInput): WindowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 }
  const top = Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0)
  const height = Math.max(0, Number.isFinite(viewportHeight) ? viewportHeight : 0)
  const firstVisible = Math.min(count - 1, Math.floor(top / rowHeight))
  const lastVisible = Math.min(count, Math.ceil((top + height) / rowHeight))
  const start = Math.max(0, firstVisible - overscan)
  const end = Math.min(count, Math.max(lastVisible, firstVisible + 1) + overscan)
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight }
}

/** True when the viewport's bottom is within `threshold` px of the end of the content. */
export function nearEnd(scrollTop: number, viewportHeight: number, contentHeight: number, threshold = 200): boolean {
  return scrollTop + viewportHeight >= contentHeight - threshold
}

/** Design px (750-wide design) to real px on a screen `windowWidth` px wide. */
export function designToPx(designPx: number, windowWidth: number): number {
  return Math.round((designPx * windowWidth) / 750)
}
