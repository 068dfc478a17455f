/**
 * A quick look at DEFAULT_PARAMS on the real per-major lines (bench/support/realLines.ts: protocol,
 * totals, source caveats), next to the naive reference p = Φ((m − r) / (0.08·m)). Held out 2024
 * (the year bench/support/tuneCalibration.ts's last stage reads) and 2025 (a check it never sees).
 *
 * Usage: npx tsx bench/support/realDataCheck.ts [--decay=… --spreadBase=… …]
 */
import { DEFAULT_PARAMS, type ModelParams } from '../../src/lib/probability'
import { loadReal, scoreReal } from './realLines'

function main(): void {
  const params: ModelParams = { ...DEFAULT_PARAMS }
  for (const arg of process.argv.slice(2)) {
    const [name, value] = arg.replace(/^--/, '').split('=')
    if (!(name in params) || !Number.isFinite(Number(value))) throw new Error(`unknown option ${arg}`)
    params[name as keyof ModelParams] = Number(value)
  }
  const r4 = (x: number) => Math.round(x * 10000) / 10000
  const rows = loadReal().flatMap((data) =>
    [2024, 2025].map((heldOut) => {
      const s = scoreReal(data, heldOut, params)
      return {
        province: s.province,
        held_out: s.held_out,
        majors: s.majors,
        pairs: s.model.pairs,
        calibration_error: r4(s.model.calibration_error),
        brier: r4(s.model.brier),
        reference_calibration_error: r4(s.reference.calibration_error),
        reference_brier: r4(s.reference.brier)
      }
    })
  )
  console.table(rows)
  const mean = (year: number, k: keyof (typeof rows)[number]) => {
    const of = rows.filter((r) => r.held_out === year)
    return r4(of.reduce((a, r) => a + (r[k] as number), 0) / of.length)
  }
  const summary = Object.fromEntries(
    [2024, 2025].map((y) => [y, { calibration_error: mean(y, 'calibration_error'), brier: mean(y, 'brier'), reference_calibration_error: mean(y, 'reference_calibration_error'), reference_brier: mean(y, 'reference_brier') }])
  )
  console.log(JSON.stringify({ check: 'real-data', params, mean: summary, rows }))
}

main()
