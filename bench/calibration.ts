/**
 * Backtest of the probability model (src/lib/probability.ts, issue 6) on the sample data, pure (no
 * database): for one province (argument, default 宁夏), the held-out year's plans are filled by
 * the 平行志愿 simulator (src/lib/admissionSimulator.ts) from cohorts drawn from that year's 一分一段
 * table; every (candidate, listed unit) gets the model's probability from the earlier years' lines,
 * and the outcome "the unit's cut-off reached the candidate". Prints the calibration error (mean
 * |predicted − observed| over probability deciles, weighted by count; goal < 0.05), the Brier score
 * and the counts per decile; one JSON object last.
 *
 * Usage: npx tsx bench/calibration.ts [province] [--decay=0.6 --floorBase=… --floorSmallPlan=… --defaultPlan=…]
 * (overrides of DEFAULT_PARAMS, to tune them).
 */
import fs from 'fs'
import type { AdmissionLine, ApplyMode, EnrollmentPlan } from '../types/edu'
import type { Track } from '../types/gaokao'
import { simulateAdmissions, type SimulatedCandidate } from '../src/lib/admissionSimulator'
import { admissionProbability, DEFAULT_PARAMS, totalCandidates, type ModelParams, type PastLine } from '../src/lib/probability'
import { applyModeFor, tracksFor } from '../src/lib/provinceFacts'
import { DEFAULT_INSTITUTIONS_FILE, parseInstitution, type InstitutionRow } from '../server/seed/importInstitutions'
import { sampleLines, type SampleInstitution } from '../server/seed/sampleLines'
import { hash, prng, sampleTable } from '../server/seed/sampleOneScore'
import { runBench } from './support/app'

const HELD_OUT = 2025
const PAST_YEARS = [2023, 2024]
/** Independent cohorts per track: one cohort of a small province gives only a few thousand pairs. */
const COHORTS = 20
/** Units each candidate lists (well under every province's slot count). */
const CHOICES = 12
/** Spread on log rank of how a candidate perceives a unit's cut-off: lists differ between candidates. */
const TASTE = 0.15
/** Candidates list no unit whose perceived cut-off is better than this share of their rank (hopeless). */
const REACH = 0.8

/** Before a province's reform its 3+1+2 tracks were 理科/文科; 综合 has no earlier counterpart. */
const PAST_TRACK: Partial<Record<Track, Track>> = { 物理类: '理科', 历史类: '文科' }
const trackIn = (province: string, year: number, track: Track): Track | undefined =>
  tracksFor(province, year).includes(track) ? track : PAST_TRACK[track] && tracksFor(province, year).includes(PAST_TRACK[track]!) ? PAST_TRACK[track] : undefined

/** The admission unit a plan or line belongs to under an apply mode, and the line kind that describes it. */
const keyOf = (row: Pick<EnrollmentPlan, 'institution_id' | 'group_code' | 'major_code'>, mode: ApplyMode) =>
  mode === 'group' ? `${row.institution_id}|${row.group_code}` : mode === 'category' ? `${row.institution_id}|${row.major_code}` : `${row.institution_id}`
const KIND: Record<ApplyMode, AdmissionLine['kind']> = { group: 'group', category: 'major', normal: 'institution' }

interface Unit {
  id: string
  institution_id: number
  seats: number
  lines: PastLine[]
  expected: number
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

interface Pair {
  p: number
  observed: 0 | 1
}

function backtestTrack(province: string, track: Track, sample: ReturnType<typeof sampleLines>, params: ModelParams): { pairs: Pair[]; units: number; seats: number; participants: number; unfilled: number } {
  const mode = applyModeFor(province, HELD_OUT)
  const totals: Record<number, number> = { [HELD_OUT]: totalCandidates(sampleTable(province, HELD_OUT, track).rows)! }
  for (const year of PAST_YEARS) {
    const past = trackIn(province, year, track)
    if (past) totals[year] = totalCandidates(sampleTable(province, year, past).rows)!
  }

  const seats = new Map<string, { institution_id: number; seats: number }>()
  for (const plan of sample.plans) {
    if (plan.year !== HELD_OUT || plan.track !== track) continue
    const id = keyOf(plan, mode)
    const entry = seats.get(id) ?? { institution_id: plan.institution_id!, seats: 0 }
    entry.seats += plan.plan_count ?? 0
    seats.set(id, entry)
  }
  // A past year in the same apply mode has the unit's own lines; across a mode change (a reform)
  // only the institution's line compares, as in the app.
  const pastLines = new Map<string, PastLine[]>()
  for (const line of sample.admissions) {
    if (!PAST_YEARS.includes(line.year) || line.track !== trackIn(province, line.year, track)) continue
    const sameMode = applyModeFor(province, line.year) === mode
    if (line.kind !== (sameMode ? KIND[mode] : 'institution')) continue
    const key = sameMode ? keyOf({ institution_id: line.institution_id, group_code: line.group_code, major_code: line.major_code }, mode) : `inst:${line.institution_id}`
    pastLines.set(key, [...(pastLines.get(key) ?? []), line])
  }
  const units: Unit[] = []
  for (const [id, { institution_id, seats: n }] of seats) {
    const lines = pastLines.get(id) ?? pastLines.get(`inst:${institution_id}`)
    if (!lines || n === 0) continue
    const expected = admissionProbability({ rank: 1, year: HELD_OUT, lines, totals, plan_count: n }, params).expected_rank
    if (expected !== null) units.push({ id, institution_id, seats: n, lines, expected })
  }
  const totalSeats = units.reduce((a, u) => a + u.seats, 0)

  // Most candidates of a rank go to institutions outside the sample (the generator's uptake), so
  // each rank takes part with the share the sample admitted there last year, rescaled to this
  // year's cohort and seats: the cohort then matches the seats rank band by rank band.
  const last = PAST_YEARS[PAST_YEARS.length - 1]
  const scale = totals[last] / totals[HELD_OUT]
  const segments = [...pastLines.entries()]
    .filter(([key]) => (applyModeFor(province, last) === mode ? !key.startsWith('inst:') : key.startsWith('inst:')))
    .flatMap(([, lines]) => lines.filter((l) => l.year === last))
    .map((l) => ({ rank: l.min_rank!, seats: l.plan_count! }))
    .sort((a, b) => a.rank - b.rank)
  const total = totals[HELD_OUT]
  const density = new Float64Array(total + 1)
  let previous = 0
  for (const s of segments) {
    const from = Math.round(previous / scale)
    const to = Math.min(total, Math.round(s.rank / scale))
    for (let r = from + 1; r <= to; r++) density[r] = s.seats / Math.max(1, to - from)
    previous = s.rank
  }
  const mass = density.reduce((a, d) => a + d, 0)
  for (let r = 1; r <= total; r++) density[r] = Math.min(1, (density[r] * totalSeats) / mass)

  const pairs: Pair[] = []
  let participants = 0
  let unfilled = 0
  for (let k = 0; k < COHORTS; k++) {
    const random = prng(hash(`calibration|${province}|${track}|${k}`))
    const cohort: SimulatedCandidate[] = []
    for (let rank = 1; rank <= total; rank++) {
      if (random() >= density[rank]) continue
      const choices = units
        .map((u) => ({ id: u.id, perceived: u.expected * Math.exp(TASTE * normal(random)) }))
        .filter((c) => c.perceived >= REACH * rank)
        .sort((a, b) => a.perceived - b.perceived)
        .slice(0, CHOICES)
        .map((c) => c.id)
      cohort.push({ rank, choices })
    }
    participants += cohort.length
    const result = simulateAdmissions(units, cohort)
    const byId = new Map(units.map((u) => [u.id, u]))
    for (const candidate of cohort) {
      for (const id of candidate.choices) {
        const unit = byId.get(id)!
        const outcome = result.units.get(id)!
        // A unit left with seats has no cut-off: it would have taken this candidate too.
        const full = outcome.admitted === unit.seats
        const p = admissionProbability({ rank: candidate.rank, year: HELD_OUT, lines: unit.lines, totals, plan_count: unit.seats }, params).probability!
        pairs.push({ p, observed: !full || outcome.min_rank! >= candidate.rank ? 1 : 0 })
      }
    }
    unfilled += units.filter((u) => result.units.get(u.id)!.admitted < u.seats).length
  }
  return { pairs, units: units.length, seats: totalSeats, participants: participants / COHORTS, unfilled: unfilled / COHORTS }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const province = args.find((a) => !a.startsWith('--')) ?? '宁夏'
  const params: ModelParams = { ...DEFAULT_PARAMS }
  for (const arg of args.filter((a) => a.startsWith('--'))) {
    const [name, value] = arg.slice(2).split('=')
    if (!(name in params) || !Number.isFinite(Number(value))) throw new Error(`unknown parameter ${arg}`)
    params[name as keyof ModelParams] = Number(value)
  }
  const start = process.hrtime.bigint()
  const institutions: SampleInstitution[] = (JSON.parse(fs.readFileSync(DEFAULT_INSTITUTIONS_FILE, 'utf8')) as unknown[]).map((raw, i) => ({
    ...(parseInstitution(raw) as InstitutionRow),
    id: i + 1
  }))
  const sample = sampleLines(institutions, [province])
  const pairs: Pair[] = []
  const tracks: Record<string, { units: number; seats: number; participants: number; unfilled: number }> = {}
  for (const track of tracksFor(province, HELD_OUT)) {
    const { pairs: trackPairs, ...summary } = backtestTrack(province, track, sample, params)
    for (const pair of trackPairs) pairs.push(pair)
    tracks[track] = summary
  }
  if (!pairs.length) throw new Error(`${province}: no unit of ${HELD_OUT} has comparable past lines`)

  const deciles = Array.from({ length: 10 }, (_, d) => ({ decile: `${d / 10}-${(d + 1) / 10}`, count: 0, predicted: 0, observed: 0 }))
  let brier = 0
  for (const { p, observed } of pairs) {
    const bin = deciles[Math.min(9, Math.floor(p * 10))]
    bin.count++
    bin.predicted += p
    bin.observed += observed
    brier += (p - observed) ** 2
  }
  let calibrationError = 0
  for (const bin of deciles) {
    if (!bin.count) continue
    bin.predicted = Math.round((bin.predicted / bin.count) * 1000) / 1000
    bin.observed = Math.round((bin.observed / bin.count) * 1000) / 1000
    calibrationError += (bin.count * Math.abs(bin.predicted - bin.observed)) / pairs.length
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  console.table(deciles)
  console.log(
    JSON.stringify({
      bench: 'calibration',
      province,
      held_out: HELD_OUT,
      fit_years: PAST_YEARS,
      cohorts: COHORTS,
      tracks,
      pairs: pairs.length,
      calibration_error: Math.round(calibrationError * 10000) / 10000,
      brier: Math.round((brier / pairs.length) * 10000) / 10000,
      deciles: deciles.map((d) => d.count),
      params,
      ms: Math.round(ms)
    })
  )
}

runBench(main)
