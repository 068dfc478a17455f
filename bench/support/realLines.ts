/**
 * Real per-major lines (/work/shared/data/gaokao-real, see its SOURCE.md: third-party, no licence,
 * test/reference use only; 浙江/江苏/湖南/重庆 2022-2025) as the probability model's inputs, and a
 * calibration check on them next to the naive reference p = Φ((m − r) / (0.08·m)), m = last year's
 * min rank. Used by bench/support/tuneCalibration.ts (the parameters the demo cannot tell apart) and
 * bench/support/realDataCheck.ts. Not the real-data backtest of its own issue.
 *
 * Protocol: each major (track, institution code and name, major name) with a line in the held-out
 * year and in an earlier year; the model gets all its earlier lines (no plan counts in this data:
 * defaultPlan); candidate ranks m·e^d for d = −0.6, −0.5, …, 0.6; outcome "the held-out year's
 * min rank ≥ r". Totals: each year's cumulative at the 本科 control line where SOURCE.md gives one
 * (江苏: its 2025 tables stop at the line while 2022-24 go down to 220, so the tables' last
 * cumulatives are not comparable and would move every 2025 equivalent rank by 16 %), else the
 * table's last cumulative (湖南/重庆 stop at the line every year; 浙江 goes down to 268-280).
 */
import fs from 'fs'
import path from 'path'
import { admissionProbability, normalCdf, type ModelParams, type PastLine } from '../../src/lib/probability'
import { Calibration, type Score } from './calibrationBacktest'

export const REAL_DIR = path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'gaokao-real')
const FILES = { 浙江: 'zhejiang', 江苏: 'jiangsu', 湖南: 'hunan', 重庆: 'chongqing' } as const
/** 江苏's 本科 control lines (SOURCE.md), by year and track. */
const CONTROL: Record<string, number> = {
  '江苏|2022|物理类': 429, '江苏|2022|历史类': 471, '江苏|2023|物理类': 448, '江苏|2023|历史类': 474,
  '江苏|2024|物理类': 462, '江苏|2024|历史类': 478, '江苏|2025|物理类': 463, '江苏|2025|历史类': 482
}
const OFFSETS = Array.from({ length: 13 }, (_, i) => Math.round((-0.6 + 0.1 * i) * 10) / 10)

export interface RealUnit {
  track: string
  lines: PastLine[]
}

export interface RealProvince {
  province: string
  /** `${year}|${track}` → candidates. */
  totals: Map<string, number>
  units: RealUnit[]
}

function rows(file: string): string[][] {
  return fs.readFileSync(path.join(REAL_DIR, file), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','))
}

export function realDataAvailable(): boolean {
  return fs.existsSync(REAL_DIR)
}

export function loadReal(): RealProvince[] {
  return Object.entries(FILES).map(([province, file]) => {
    const totals = new Map<string, number>()
    for (const [p, year, track, score, , cumulative] of rows(`${file}-one-score-one-line.csv`)) {
      const control = CONTROL[`${p}|${year}|${track}`]
      // Rows run from the top score down: the last one at or above the control line wins.
      if (control === undefined || Number(score) >= control) totals.set(`${year}|${track}`, Number(cumulative))
    }
    const units = new Map<string, RealUnit>()
    for (const [, year, track, , code, name, , , major, , rank] of rows(`${file}-major-lines.csv`)) {
      const key = `${track}|${code}|${name}|${major}`
      const unit = units.get(key) ?? { track, lines: [] }
      unit.lines.push({ year: Number(year), min_rank: Number(rank), plan_count: null })
      units.set(key, unit)
    }
    return { province, totals, units: [...units.values()] }
  })
}

export interface RealScore {
  province: string
  held_out: number
  majors: number
  model: Score
  reference: Score
}

export function scoreReal(data: RealProvince, heldOut: number, params: ModelParams, withReference = true): RealScore {
  const model = new Calibration()
  const reference = new Calibration()
  let majors = 0
  for (const unit of data.units) {
    const now = unit.lines.find((l) => l.year === heldOut)
    const past = unit.lines.filter((l) => l.year < heldOut)
    if (!now || !past.length) continue
    majors++
    const totals: Record<number, number> = {}
    for (let year = heldOut - 3; year <= heldOut; year++) {
      const total = data.totals.get(`${year}|${unit.track}`)
      if (total) totals[year] = total
    }
    const m = past.reduce((a, b) => (b.year > a.year ? b : a)).min_rank!
    for (const d of OFFSETS) {
      const rank = Math.max(1, Math.round(m * Math.exp(d)))
      const y = now.min_rank! >= rank ? 1 : 0
      model.add(admissionProbability({ rank, year: heldOut, lines: past, totals }, params).probability, y)
      if (withReference) reference.add(normalCdf((m - rank) / (0.08 * m)), y)
    }
  }
  return { province: data.province, held_out: heldOut, majors, model: model.score(), reference: reference.score() }
}
