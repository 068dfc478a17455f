import { computeWindow, designToPx, nearEnd } from '../../src/lib/virtualWindow'

describe('virtual window', () => {
  it('renders the visible rows plus overscan, with blank space for the rest', () => {
    const w = computeWindow({ scrollTop: 0, viewportHeight: 500, rowHeight: 50, count: 3000, overscan: 5 })
    expect(w).toEqual({ start: 0, end: 15, padTop: 0, padBottom: (3000 - 15) * 50 })
  })

  it('follows the scroll position and keeps the total height constant', () => {
    for (const top of [0, 49, 50, 1234, 75_000, 149_500]) {
      const w = computeWindow({ scrollTop: top, viewportHeight: 600, rowHeight: 50, count: 3000, overscan: 6 })
      expect(w.padTop + (w.end - w.start) * 50 + w.padBottom).toBe(3000 * 50)
      const firstVisible = Math.floor(top / 50)
      expect(w.start).toBeLessThanOrEqual(firstVisible)
      expect(w.end).toBeGreaterThanOrEqual(Math.min(3000, Math.ceil((top + 600) / 50)))
      expect(w.end - w.start).toBeLessThanOrEqual(12 + 13)
    }
  })

  it('clamps past the end, negative offsets and empty lists', () => {
    expect(computeWindow({ scrollTop: 1e9, viewportHeight: 500, rowHeight: 50, count: 10, overscan: 2 })).toEqual({
      start: 7,
      end: 10,
      padTop: 350,
      padBottom: 0
    })
    expect(computeWindow({ scrollTop: -100, viewportHeight: 100, rowHeight: 50, count: 10, overscan: 0 }).start).toBe(0)
    expect(computeWindow({ scrollTop: 0, viewportHeight: 100, rowHeight: 50, count: 0 })).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 })
    expect(computeWindow({ scrollTop: 0, viewportHeight: 100, rowHeight: 0, count: 5 }).end).toBe(0)
  })

  it('shows every row of a short list', () => {
    expect(computeWindow({ scrollTop: 0, viewportHeight: 800, rowHeight: 50, count: 3 })).toMatchObject({ start: 0, end: 3, padBottom: 0 })
  })

  it('knows when the end is near and converts design px', () => {
    expect(nearEnd(800, 600, 1500, 200)).toBe(true)
    expect(nearEnd(100, 600, 1500, 200)).toBe(false)
    expect(designToPx(156, 390)).toBe(81)
    expect(designToPx(750, 375)).toBe(375)
  })
})
