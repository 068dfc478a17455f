/**
 * The filter tabs of the line and plan answers: `years` are all the years stored (for the
 * province, or the institution in it), newest first; `tracks` those of the chosen year, of all
 * years when none is chosen, in TRACKS order.
 */
import { TRACKS, type Track } from '../../types/gaokao'

export const trackOrder = (t: string) => TRACKS.indexOf(t as Track)

export function tabs(rows: readonly { year: number; track: string }[], year: number | undefined): { years: number[]; tracks: Track[] } {
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  const tracks = [...new Set(rows.filter((r) => year === undefined || r.year === year).map((r) => r.track as Track))].sort((a, b) => trackOrder(a) - trackOrder(b))
  return { years, tracks }
}
