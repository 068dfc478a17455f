/**
 * The window of fixed-height rows a long list draws (lib/virtualWindow.ts), for pages that move it
 * themselves: the 一分一段 table jumps to a looked-up score, the university search widens it as
 * pages arrive. Lists that only scroll use WindowRows (PagedList.tsx) instead.
 */
import { useRef, useState } from 'react'
import { computeWindow, designToPx } from '@/lib/virtualWindow'
import { useScreen } from './PagedList'

export interface RowRange {
  start: number
  end: number
}

export function useRowWindow(rowDesignPx: number, overscan: number, initial: RowRange) {
  const screen = useScreen()
  const rowPx = designToPx(rowDesignPx, screen.width)
  const [range, setRange] = useState(initial)
  const topRef = useRef(0)
  const countRef = useRef(0)

  /** Draws the rows around `top` px among `count` rows (by default the count given last). */
  const showAt = (top: number, count = countRef.current) => {
    topRef.current = top
    countRef.current = count
    const w = computeWindow({ scrollTop: top, viewportHeight: screen.height, rowHeight: rowPx, count, overscan })
    // An unchanged window keeps its object, so scrolling within it renders nothing.
    setRange((r) => (r.start === w.start && r.end === w.end ? r : { start: w.start, end: w.end }))
  }

  /** The rows in the window and the blank space standing in for the others. */
  const slice = <T>(items: readonly T[]) => {
    const rows = items.slice(range.start, Math.min(range.end, items.length))
    return { rows, padTop: range.start * rowPx, padBottom: Math.max(0, (items.length - range.start - rows.length) * rowPx) }
  }

  return {
    rowPx,
    start: range.start,
    slice,
    showAt,
    /** Rows came or went: the window for the new count where the list is now. */
    recount: (count: number) => showAt(topRef.current, count),
    onScroll: (e: { detail: { scrollTop: number } }) => showAt(e.detail.scrollTop)
  }
}
