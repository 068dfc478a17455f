/**
 * Backtest of the probability model on real lines (issue 10; protocol in bench/support/realBacktest.ts
 * and docs/recommendation.md, "Backtest on real lines"). For every province and track and each
 * target year Y (default 2024 and 2025): parameters fitted on the years before Y only
 * (bench/support/fitRealParams.ts), the model given Y-2 and Y-1, scored on Y's real lines next to
 * the hard line rule and last-year-normal.
 *
 * Prints, for the three models, pairs, calibration error, Brier score and the share of failed 保
 * pairs: per province, track and year; per province and year; per province and as the headline, the
 * pair-weighted mean of the province-years' figures (issue 26: pooling hid a year that missed); the
 * pooled figures for reference only; then the fitted parameters per year and one JSON object last.
 * The model runs as the server runs it (estimateUnits over every unit of the track, then a CDF per
 * rank). Benchmarks print, they do not assert: exit 1 only when the pipeline is broken (a file the
 * importers refuse, a track without cases, a probability out of range).
 *
 * Usage: npx tsx bench/backtest.ts [file or folder …] [--slice=浙江/综合] [--years=2024,2025] [--defaults]
 * - files: import-format CSVs (一分一段 and per-major lines); default ../shared/data/gaokao-real
 *   (third-party, 仅供参考: tests and benches only);
 * - --slice: one province (and track), for CI;
 * - --defaults: DEFAULT_PARAMS for every year instead of the walk-forward fit (they were fitted
 *   with the later years: not a fair backtest, a look at what the app runs);
 * - --next: also fit the parameters for the year after the data's newest (every year trains):
 *   how DEFAULT_PARAMS were chosen.
 */
import { backtestDifferences } from '../core/backtestFigures'
import { DEFAULT_PARAMS } from '../server/domain/probability'
import { fitParams, type Fit } from './support/fitRealParams'
import { casesFor, loadRealData, MODELS, newScorers, pairWeightedMean, scoreCases, type Figures, type ModelName, type Scorers } from './support/realBacktest'
import { runBench } from './support/app'
import { GAOKAO_REAL_DIR, benchSkippedWithout } from '../test/support/shared'

interface Row {
  scope: string
  year: string
  cases: number
  figures: Record<ModelName, Figures>
}

function parseArgs(argv: string[]) {
  const paths: string[] = []
  let slice: { province: string; track?: string } | undefined
  let years = [2024, 2025]
  let defaults = false
  let next = false
  for (const arg of argv) {
    if (arg.startsWith('--slice=')) {
      const [province, track] = arg.slice(8).split('/')
      slice = { province, track: track || undefined }
    } else if (arg.startsWith('--years=')) years = arg.slice(8).split(',').map(Number)
    else if (arg === '--defaults') defaults = true
    else if (arg === '--next') next = true
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`)
    else paths.push(arg)
  }
  if (years.some((y) => !Number.isInteger(y))) throw new Error('--years takes whole years, e.g. --years=2024,2025')
  return { paths: paths.length ? paths : [GAOKAO_REAL_DIR], slice, years, defaults, next }
}

const r4 = (x: number) => Math.round(x * 10000) / 10000

function row(scope: string, year: string, cases: number, scorers: Scorers): Row {
  const figures = Object.fromEntries(MODELS.map((m) => [m, scorers[m].figures()])) as Record<ModelName, Figures>
  return { scope, year, cases, figures }
}

function printRows(rows: Row[]): void {
  console.table(
    rows.flatMap((r) =>
      MODELS.map((m) => ({
        scope: r.scope,
        year: r.year,
        model: m,
        pairs: r.figures[m].pairs,
        calibration_error: r4(r.figures[m].calibration_error),
        brier: r4(r.figures[m].brier),
        failed_safe: r4(r.figures[m].failed_safe)
      }))
    )
  )
}

function assertSound(rows: Row[]): void {
  for (const r of rows) {
    for (const m of MODELS) {
      const f = r.figures[m]
      if (!f.pairs || [f.calibration_error, f.brier, f.failed_safe].some((x) => !Number.isFinite(x)))
        throw new Error(`${r.scope} ${r.year} ${m}: no pairs or a NaN figure`)
    }
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  // Without the third-party files a default run has nothing to measure; a named path must exist.
  if (args.paths[0] === GAOKAO_REAL_DIR && benchSkippedWithout('backtest', GAOKAO_REAL_DIR)) return
  const started = Date.now()
  const data = loadRealData(args.paths, args.slice)
  if (data.rejected.length) throw new Error(`the importers refuse ${data.rejected.length} rows, e.g. ${JSON.stringify(data.rejected.slice(0, 3))}`)
  if (!data.tracks.length) throw new Error(`no track with both tables and lines in ${args.paths.join(', ')}${args.slice ? ` for ${JSON.stringify(args.slice)}` : ''}`)
  const loaded = Date.now()

  const fits: Fit[] = args.years.map((year) =>
    args.defaults ? { target: year, params: DEFAULT_PARAMS, training_years: [], training_loss: NaN } : fitParams(data.tracks, year)
  )
  const fitted = Date.now()

  const pooled = newScorers()
  const provinceYears = new Map<string, { province: string; year: number; cases: number; scorers: Scorers }>()
  const trackRows: Row[] = []
  for (const track of data.tracks) {
    for (const fit of fits) {
      const set = casesFor(track, fit.target)
      if (!set.cases.length)
        throw new Error(`${track.province} ${track.track} ${fit.target}: no unit with lines in ${fit.target - 2}, ${fit.target - 1} and ${fit.target}`)
      const scorers = newScorers()
      scoreCases(set, fit.params, scorers)
      trackRows.push(row(`${track.province} ${track.track}`, String(fit.target), set.cases.length, scorers))
      const key = `${track.province}|${fit.target}`
      const into = provinceYears.get(key) ?? { province: track.province, year: fit.target, cases: 0, scorers: newScorers() }
      provinceYears.set(key, into)
      into.cases += set.cases.length
      for (const m of MODELS) {
        into.scorers[m].merge(scorers[m])
        pooled[m].merge(scorers[m])
      }
    }
  }
  const years = args.years.join('+')
  const provinceYearRows = [...provinceYears.values()].map((p) => row(p.province, String(p.year), p.cases, p.scorers))
  const meanRow = (scope: string, of: Row[]): Row => ({
    scope,
    year: years,
    cases: of.reduce((a, r) => a + r.cases, 0),
    figures: Object.fromEntries(MODELS.map((m) => [m, pairWeightedMean(of.map((r) => r.figures[m]))])) as Record<ModelName, Figures>
  })
  const provinceRows = [...new Set(provinceYearRows.map((r) => r.scope))].map((p) =>
    meanRow(
      p,
      provinceYearRows.filter((r) => r.scope === p)
    )
  )
  const headline = meanRow('headline', provinceYearRows)
  const pooledRow = row('pooled (for reference only)', years, headline.cases, pooled)
  assertSound([...trackRows, ...provinceYearRows, ...provinceRows, headline, pooledRow])

  console.log('Per province, track and year:')
  printRows(trackRows)
  console.log('Per province and year (the unit of the headline):')
  printRows(provinceYearRows)
  console.log("Per province (pair-weighted mean of its years' figures), and the headline (of every province-year's):")
  printRows([...provinceRows, headline])
  console.log('Pooled over every pair, for reference only (a year that misses one way hides behind one that misses the other):')
  printRows([pooledRow])
  console.log('Parameters used for each year (fitted on the years before it only):')
  console.table(fits.map((f) => ({ year: f.target, training_years: f.training_years.join(','), training_loss: r4(f.training_loss), ...f.params })))
  // The full protocol run is what the app publishes (core/backtestFigures.ts): say whether it still holds.
  if (!args.slice && !args.defaults && args.paths.length === 1 && args.paths[0] === GAOKAO_REAL_DIR && years === '2024+2025') {
    const differences = backtestDifferences(
      headline.figures,
      provinceYearRows.map((r) => ({ province: r.scope, year: Number(r.year), model: r.figures.model }))
    )
    console.log(
      differences.length
        ? `Published figures (core/backtestFigures.ts) differ, update them:\n  ${differences.join('\n  ')}`
        : 'Published figures (core/backtestFigures.ts) match this run.'
    )
  }
  // A loop, not Math.max(...): millions of (unit, year) keys overflow the call stack.
  let newest = 0
  for (const t of data.tracks) for (const u of t.units) for (const y of u.ranks.keys()) newest = Math.max(newest, y)
  const nextFit = args.next ? fitParams(data.tracks, newest + 1) : null
  if (nextFit) console.log(`Parameters for ${nextFit.target} (all years train; DEFAULT_PARAMS): ${JSON.stringify(nextFit.params)}`)
  const seconds = { load: (loaded - started) / 1000, fit: (fitted - loaded) / 1000, score: (Date.now() - fitted) / 1000 }
  console.log(
    JSON.stringify({
      bench: 'backtest',
      paths: args.paths,
      slice: args.slice ?? null,
      years: args.years,
      fits,
      next: nextFit,
      headline,
      pooled: pooledRow,
      province_years: provinceYearRows,
      provinces: provinceRows,
      tracks: trackRows,
      seconds
    })
  )
}

runBench(main)
