/**
 * The data side of components/charts/TrendChart: the series a page hands over, turned into the
 * flat rows the chart library draws. Pure, so the shaping is tested in node without a canvas.
 */

export interface TrendPoint {
  /** A year (2024) or a date label ('2025-05-12'); drawn as a category in this order. */
  x: number | string
  y: number
}

export interface TrendSeries {
  name: string
  points: TrendPoint[]
}

/** One of the views a trend card switches between (最低分 / 最低位次). */
export interface TrendView {
  key: string
  label: string
  series: TrendSeries[]
  /** Ranks: smaller is better, drawn higher. */
  invertY?: boolean
}

export interface ChartRow {
  x: string
  y: number
  name: string
}

/** True when at least one series has a point to draw. */
export function hasPoints(series: readonly TrendSeries[]): boolean {
  return series.some((s) => s.points.length > 0)
}

function compareX(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}

/** True when no series has two points: a trend needs more than one year (or exam). */
export function singlePoints(series: readonly TrendSeries[]): boolean {
  return hasPoints(series) && series.every((s) => s.points.length <= 1)
}

/** Every x of every series once, in ascending order: the category axis. */
export function xCategories(series: readonly TrendSeries[]): string[] {
  const all = series.flatMap((s) => s.points.map((p) => p.x))
  const unique = [...new Map(all.map((x) => [String(x), x])).values()]
  return unique.sort(compareX).map(String)
}

/**
 * The rows to draw, sorted by x. With `invertY` (ranks: 1 is best) the values are negated so the
 * better rank is drawn higher; axisLabel() turns the ticks back into ranks.
 */
export function chartRows(series: readonly TrendSeries[], invertY = false): ChartRow[] {
  const order = new Map(xCategories(series).map((x, i) => [x, i]))
  return series
    .flatMap((s) => s.points.filter((p) => Number.isFinite(p.y)).map((p) => ({ x: String(p.x), y: invertY ? -p.y : p.y, name: s.name })))
    .sort((a, b) => order.get(a.x)! - order.get(b.x)!)
}

/** A y-axis tick as shown: ranks drawn negated read as positive again; no fractions of a point. */
export function axisLabel(value: number, invertY = false): string {
  const v = invertY ? -value : value
  return String(Math.round(v * 10) / 10)
}

export interface YDomain {
  min: number
  max: number
  /** Tick step: 1, 2 or 5 times a power of ten, never below 1 (scores and ranks are whole). */
  step: number
}

/**
 * The y axis of the drawn rows: whole-number ticks (ranks never read 319.5), about `ticks`
 * intervals, bounds on a tick. One value alone gets a little room above and below.
 */
export function yDomain(rows: readonly ChartRow[], ticks = 4): YDomain | undefined {
  if (!rows.length) return undefined
  const ys = rows.map((r) => r.y)
  let lo = Math.min(...ys)
  let hi = Math.max(...ys)
  if (lo === hi) {
    const pad = Math.max(Math.abs(lo) * 0.01, 2)
    lo -= pad
    hi += pad
  }
  const raw = (hi - lo) / ticks
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power)
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step }
}
