/**
 * kill -9 (issue 29, "Faults"): a real server process (test/support/faultServer.ts) is killed while
 * it takes uploads, order payments, form saves and a console import, and started again on the same
 * DATA_DIR and database. After each restart, and on the database at the end:
 * - upload: every upload whose completion was answered 201 is listed; every listed file downloads
 *   with its registered md5; the quota counts exactly the listed files;
 * - payment: every confirmation answered before the kill had paid its order; the provider's
 *   repeated confirmation after the restart pays the rest and never grants twice (the membership's
 *   end does not move for an order paid before); each order is paid once with its grant, and each
 *   buyer has a membership iff an order of theirs is paid;
 * - form save: every save answered 200 is there (that version or a later one), and every form's
 *   entries are those of one whole save (its name says which);
 * - import (the console's): the job is done with every table of the file, or failed with none of
 *   them; never left running;
 * - `npm run import` (one transaction per table, server stopped): every table of the file is whole
 *   or absent, every table it reported written is there, and all of them when it had finished.
 * On PGlite by default; on PostgreSQL in scripts/test-pg.sh's run. CI kills once per kind at a fixed
 * point; `npm run reliability` (scripts/reliability/faults.ts) sets FAULT_ROUNDS for many kill points
 * and FAULT_REPORT for the figures. FAULT_KEEP=1 keeps the data (its folder is printed) for a look.
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { join } from 'node:path'
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { applicationForms, cloudEntries, importJobs, oneScoreLines, paymentOrders, users } from '../../server/db/schema'
import type { Database } from '../../server/db/open'
import { IMPORT_PATHS, type ImportJob } from '../../types/adminImport'
import { APPLICATION_PATHS, type ApplicationForm, type ApplicationFormBody } from '../../types/application'
import { CLOUD_PATHS, type CloudEntry, type CloudQuota } from '../../types/cloud'
import { CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUploadGrant } from '../../types/cloudUploads'
import { PAY_PATHS, type CreateOrderResponse } from '../../types/payments'
import { USER_PATHS, type UserCore } from '../../types/user'
import { call, faultData, launch, login, okJson, faultFetch, type FaultData, type FaultServer } from '../support/faultServer'
import { ROOT } from '../support/realServer'

export const FAULT_KINDS = ['upload', 'payment', 'form', 'import', 'import-cli'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface FaultRun {
  kind: FaultKind
  round: number
  /** ms from the start of the traffic to the kill -9. */
  killAtMs: number
  /** Operations answered 2xx before the kill, and those cut off by it. */
  answered: number
  cut: number
  /** Answered before the kill but not there after the restart. */
  lost: number
  /** Visible after the restart in a state no whole operation leaves. */
  halfWritten: number
  /** What the restart found, in words (e.g. "job done, 24 of 24 tables"). */
  outcome: string
  /** ms until the restarted server was healthy (import-cli: the command's own run, no server involved). */
  restartMs: number
}

export interface FaultReport {
  database: 'pglite' | 'postgres'
  runs: FaultRun[]
}

/** Kill points per kind: 1 in CI; the reliability run asks for more. */
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 1)
/** Where the kill lands, per kind: spread over the span in which the kind's traffic is mid-way (import-cli: after its first table). */
const KILL_SPAN_MS: Record<FaultKind, [number, number]> = { upload: [150, 2500], payment: [300, 2000], form: [100, 1500], import: [50, 800], 'import-cli': [0, 1500] }
const killAt = (kind: FaultKind, round: number) => {
  const [from, to] = KILL_SPAN_MS[kind]
  // CI's one point sits in the middle; more rounds spread from the start to the end of the span.
  return ROUNDS === 1 ? Math.round((from + to) / 2) : Math.round(from + ((to - from) * round) / (ROUNDS - 1))
}

const STAFF_PHONE = '13729000000'
const md5Of = (bytes: Buffer | Uint8Array) => createHash('md5').update(bytes).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let data: FaultData
let server: FaultServer
let env: Record<string, string>
let staff: string
let nextPhone = 13729000001
const runs: FaultRun[] = []

beforeAll(async () => {
  data = await faultData()
  env = { ...data.env, STAFF_PHONES: STAFF_PHONE }
  server = await launch(env)
  staff = await login(server, STAFF_PHONE)
}, 120_000)

afterAll(async () => {
  // Stopped already by the last test, unless an earlier one failed.
  await server?.stop()
  if (process.env.FAULT_REPORT && data) fs.writeFileSync(process.env.FAULT_REPORT, JSON.stringify({ database: data.kind, runs } satisfies FaultReport, null, 2))
  if (!process.env.FAULT_KEEP) await data?.dispose()
  else console.log(`kept ${data.dataDir}`)
}, 60_000)

const someone = () => login(server, String(nextPhone++))

/**
 * Runs `workers` loops of `operation` until the kill, which lands `killAtMs` after they start; then
 * starts the server again. Each operation says whether it was answered (true) or cut off (false), or
 * that it had nothing to do (null).
 */
async function killDuring(kind: FaultKind, round: number, workers: number, operation: (worker: number) => Promise<boolean | null>): Promise<FaultRun> {
  let killed = false
  let answered = 0
  let cut = 0
  const loop = async (worker: number) => {
    while (!killed) {
      try {
        const result = await operation(worker)
        if (result === true) answered++
        else if (result === false) cut++
        // null: nothing left to do; a timer turn, so that the kill's own timer can fire.
        else await sleep(20)
      } catch {
        // A refused or reset connection: the kill cut the operation off.
        cut++
      }
    }
  }
  const killAtMs = killAt(kind, round)
  const loops = Array.from({ length: workers }, (_, i) => loop(i))
  await sleep(killAtMs)
  killed = true
  await server.kill()
  await Promise.all(loops)
  const started = Date.now()
  server = await launch(env)
  return { kind, round, killAtMs, answered, cut, lost: 0, halfWritten: 0, outcome: '', restartMs: Date.now() - started }
}

/** Nothing lost and nothing half-written (the outcome shown when there was). */
function expectIntact(run: FaultRun): void {
  const seen = { kind: run.kind, round: run.round, lost: run.lost, halfWritten: run.halfWritten, outcome: run.outcome }
  expect(seen).toEqual({ ...seen, lost: 0, halfWritten: 0 })
}

function record(run: FaultRun): void {
  runs.push(run)
  expectIntact(run)
}

/* ---------- upload ---------- */

/** 3 MB goes up in one PUT, 21 MB in three parts: the kill lands in a transfer, a join or a registration. */
const UPLOAD_SIZES = [3 * 1024 * 1024, 21 * 1024 * 1024]
const absolute = (url: string) => (url.startsWith('/') ? `${server.url}${url}` : url)

async function uploadOnce(token: string, name: string, bytes: Buffer): Promise<boolean> {
  const grant = await call(server, 'POST', CLOUD_UPLOAD_PATHS.uploads, { token, body: { name, size: bytes.length, md5: md5Of(bytes), parent_id: null } })
  if (grant.status !== 201) return false
  const upload = ((await grant.json()) as CloudUploadGrant).upload!
  for (let part = 1; part <= upload.part_count; part++) {
    const url =
      upload.part_count === 1
        ? upload.url!
        : (await okJson<{ url: string }>(await call(server, 'POST', `${CLOUD_UPLOAD_PATHS.uploads}${upload.id}/parts/${part}/`, { token, body: {} }), 'part url')).url
    const body = bytes.subarray((part - 1) * upload.part_size, part * upload.part_size)
    const put = await faultFetch(absolute(url), { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/octet-stream' } })
    if (put.status !== 200) return false
  }
  return (await call(server, 'POST', `${CLOUD_UPLOAD_PATHS.uploads}${upload.id}/complete/`, { token, body: {} })).status === 201
}

async function listed(token: string): Promise<CloudEntry[]> {
  return (await okJson<{ results: CloudEntry[] }>(await call(server, 'GET', `${CLOUD_PATHS.entries}?limit=100`, { token }), 'entries')).results
}

test('kill -9 during uploads: a file is registered with its md5 and bytes, or absent', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const owners = [await someone(), await someone()]
    // Every upload tried (name → its md5), and those whose completion was answered (name → worker).
    const tried = new Map<string, string>()
    const completed = new Map<string, number>()
    let n = 0
    const run = await killDuring('upload', round, 2, async (worker) => {
      const name = `r${round}-${n}.bin`
      const bytes = randomBytes(UPLOAD_SIZES[n++ % UPLOAD_SIZES.length])
      tried.set(name, md5Of(bytes))
      const done = await uploadOnce(owners[worker], name, bytes)
      if (done) completed.set(name, worker)
      return done
    })
    let files = 0
    for (const [worker, token] of owners.entries()) {
      const entries = await listed(token)
      files += entries.length
      for (const [name, owner] of completed) if (owner === worker && !entries.some((e) => e.name === name)) run.lost++
      for (const entry of entries) {
        const link = await okJson<CloudDownload>(
          await call(server, 'GET', `${CLOUD_PATHS.entries}${entry.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, { token }),
          'download'
        )
        const bytes = Buffer.from(await (await faultFetch(absolute(link.url))).arrayBuffer())
        // Registered with the md5 of the bytes sent, and those very bytes stored.
        if (link.md5 !== tried.get(entry.name) || md5Of(bytes) !== link.md5 || bytes.length !== entry.size) run.halfWritten++
      }
      const quota = await okJson<CloudQuota>(await call(server, 'GET', CLOUD_PATHS.quota, { token }), 'quota')
      if (quota.used !== entries.reduce((sum, e) => sum + e.size, 0)) run.halfWritten++
    }
    run.outcome = `${files} of ${tried.size} uploads listed`
    record(run)
  }
}, 300_000)

/* ---------- payment ---------- */

/** The sandbox's confirm page pressed (its form post): the provider's notification through the common path. */
async function confirm(created: CreateOrderResponse): Promise<boolean> {
  const url = new URL(created.sandbox_url!, server.url)
  const res = await faultFetch(new URL(url.pathname, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `t=${url.searchParams.get('t')}`,
    redirect: 'manual'
  })
  return res.status === 200 || res.status === 303
}

const vipEnd = async (token: string) => (await okJson<UserCore>(await call(server, 'POST', USER_PATHS.dataCore, { token, body: {} }), 'core')).vip.vip_date_end

test('kill -9 during order payments: each order paid once or not at all, the membership iff paid', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    // One buyer per order, logged in as part of the traffic: the membership tells whether the order paid.
    const orders: { token: string; created: CreateOrderResponse; confirmed: boolean }[] = []
    const run = await killDuring('payment', round, 3, async () => {
      const token = await someone()
      const res = await call(server, 'POST', PAY_PATHS.orderNew, { token, body: { trade_type: 'MWEB', order_type: 'v2001' } })
      if (!res.ok) return false
      const order = { token, created: (await res.json()) as CreateOrderResponse, confirmed: false }
      orders.push(order)
      order.confirmed = await confirm(order.created)
      return order.confirmed
    })
    let paidBefore = 0
    for (const order of orders) {
      const before = await vipEnd(order.token)
      if (order.confirmed && before === null) run.lost++
      if (before !== null) paidBefore++
      // The provider repeats its notification until it is acknowledged.
      await confirm(order.created)
      const after = await vipEnd(order.token)
      if (after === null || (before !== null && after !== before)) run.halfWritten++
    }
    run.outcome = `${orders.length} orders, ${paidBefore} paid before the restart`
    record(run)
  }
}, 300_000)

/* ---------- form save ---------- */

const FORM_ENTRIES = 300
/** A form whose name says which save wrote it: every entry carries the name. */
function formBody(name: string, id?: number): ApplicationFormBody {
  return {
    ...(id ? { id } : {}),
    name,
    province: '宁夏',
    year: 2026,
    mode: 'group',
    track: '物理类',
    entries: Array.from({ length: FORM_ENTRIES }, (_, i) => ({
      id: i + 1,
      school_id: i + 1,
      profession_group_code: '01',
      institution_name: `${name}#${i}`,
      major_name: `专业${i}`,
      band: 'stable' as const,
      probability: 0.5
    })),
    order: []
  }
}
const wholeSave = (form: ApplicationForm) =>
  form.entries.length === FORM_ENTRIES && form.entries.every((e, i) => e.institution_name === `${form.name}#${i}` && e.school_id === i + 1)
const versionOf = (name: string) => Number(name.split('v')[1])

test('kill -9 during form saves: every answered save is kept, no form is half of one', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const savers = [await someone(), await someone(), await someone()]
    // Per saver: the forms made (id → the last version answered).
    const saved = savers.map(() => new Map<number, number>())
    let version = 0
    const run = await killDuring('form', round, 3, async (worker) => {
      const mine = [...saved[worker].keys()]
      const id = mine.length < 3 ? undefined : mine[version % mine.length]
      const v = ++version
      const res = await call(server, 'POST', APPLICATION_PATHS.formSave, { token: savers[worker], body: formBody(`r${round}v${v}`, id) })
      if (!res.ok) return false
      const form = (await res.json()) as ApplicationForm
      saved[worker].set(form.id, Math.max(saved[worker].get(form.id) ?? 0, v))
      return true
    })
    for (const [worker, token] of savers.entries()) {
      const forms = await okJson<ApplicationForm[]>(await call(server, 'GET', APPLICATION_PATHS.forms, { token }), 'forms')
      for (const [id, v] of saved[worker]) {
        const form = forms.find((f) => f.id === id)
        if (!form || versionOf(form.name) < v) run.lost++
      }
      run.halfWritten += forms.filter((f) => !wholeSave(f)).length
    }
    run.outcome = `${saved.reduce((n, m) => n + m.size, 0)} forms`
    record(run)
  }
}, 300_000)

/* ---------- import ---------- */

const IMPORT_YEARS = 12
const IMPORT_TRACKS = ['物理类', '历史类']
const IMPORT_SCORES = 700
const IMPORT_FROM_YEAR = 2030
/** A province per round, so that no round's rows are another's; provinces with 物理类 and 历史类 (3+1+2). */
const IMPORT_PROVINCES = ['湖南', '湖北', '河南', '河北', '江苏', '广东', '四川', '福建', '江西', '安徽', '辽宁', '重庆']
const importProvince = (round: number) => IMPORT_PROVINCES[round % IMPORT_PROVINCES.length]
const CLI_PROVINCES = ['吉林', '黑龙江', '广西', '贵州', '甘肃', '山西', '内蒙古', '云南', '陕西', '青海', '宁夏']

/** A 一分一段 file of `province`: twelve years, two tracks, 700 scores each (about 1 s of import on this machine). */
function oneScoreCsv(province: string): string {
  const lines = ['province,year,track,score,count,cumulative']
  for (let y = 0; y < IMPORT_YEARS; y++)
    for (const track of IMPORT_TRACKS)
      for (let i = 0; i < IMPORT_SCORES; i++) lines.push(`${province},${IMPORT_FROM_YEAR + y},${track},${IMPORT_SCORES - i},3,${3 * (i + 1)}`)
  return lines.join('\n') + '\n'
}

/** The rows of `province`'s tables of the file, per table (year and track). */
async function importedTables(database: Database, province: string): Promise<number[]> {
  const tables = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(oneScoreLines)
    .where(and(eq(oneScoreLines.province, province), gte(oneScoreLines.year, IMPORT_FROM_YEAR), lte(oneScoreLines.year, IMPORT_FROM_YEAR + IMPORT_YEARS - 1)))
    .groupBy(oneScoreLines.year, oneScoreLines.track)
  return tables.map((t) => t.n)
}

/** The import of each round: its job, when the upload was answered. */
const importJobsSent: { round: number; id: number | null }[] = []

test('kill -9 during a console import: after the restart its job is done or failed, never left running', async () => {
  for (let round = 0; round < Math.min(ROUNDS, IMPORT_PROVINCES.length); round++) {
    const text = oneScoreCsv(importProvince(round))
    let sent = false
    const job: { round: number; id: number | null } = { round, id: null }
    const run = await killDuring('import', round, 1, async () => {
      if (sent) return null
      sent = true
      const res = await call(server, 'POST', IMPORT_PATHS.imports, { token: staff, body: { kind: 'one_score', file_name: `r${round}.csv`, text } })
      if (res.status !== 202) return false
      job.id = ((await res.json()) as ImportJob).id
      return true
    })
    importJobsSent.push(job)
    if (job.id !== null) {
      const after = await okJson<ImportJob>(await call(server, 'GET', `${IMPORT_PATHS.imports}${job.id}/`, { token: staff }), 'job')
      run.outcome = `job ${after.status}`
      if (after.status === 'running') run.halfWritten++
    } else run.outcome = 'no job'
    // Recorded with the row counts, on the database (the last test).
    runs.push(run)
  }
}, 300_000)

/** Each round of the import command: the tables it reported written (committed) before the kill, all when it had finished. */
const cliImports: { round: number; finished: boolean; committed: number }[] = []

test('kill -9 during npm run import: every table is whole or absent', async () => {
  // The embedded database allows one process: the command runs with the server stopped (on PostgreSQL too, alike).
  await server.stop()
  for (let round = 0; round < Math.min(ROUNDS, CLI_PROVINCES.length); round++) {
    const file = join(data.dataDir, `cli-${round}.csv`)
    fs.writeFileSync(file, oneScoreCsv(CLI_PROVINCES[round]))
    const started = Date.now()
    const cli = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } })
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)))
    // The kill lands after the first table is written (a progress line on stderr) and a delay: mid-file.
    // (Its progress line, not PGlite's recovery messages after the previous kill.)
    let err = ''
    await new Promise<void>((resolve) => {
      cli.stderr.on('data', (d: Buffer) => {
        err += d.toString()
        if (/\d+ 行 · /.test(err)) resolve()
      })
      void exited.then(() => resolve())
    })
    const killAtMs = killAt('import-cli', round)
    await sleep(killAtMs)
    const finished = cli.exitCode === 0
    // Exited otherwise before the kill: the command failed, which is no fault run.
    if (cli.exitCode !== null && !finished) throw new Error(`npm run import exited ${cli.exitCode}:\n${err}`)
    cli.kill('SIGKILL')
    await exited
    fs.rmSync(file)
    // A progress line per table, printed after its commit.
    const committed = finished ? IMPORT_YEARS * IMPORT_TRACKS.length : (err.match(/\d+ 行 · /g) ?? []).length
    cliImports.push({ round, finished, committed })
    runs.push({
      kind: 'import-cli',
      round,
      killAtMs,
      answered: finished ? 1 : 0,
      cut: finished ? 0 : 1,
      lost: 0,
      halfWritten: 0,
      outcome: '',
      restartMs: Date.now() - started
    })
  }
}, 300_000)

test('on the database after all the kills: imports whole or absent, paid orders granted once, forms whole, space counted', async () => {
  // After a clean stop: PGlite has one owner.
  await server.stop()
  const database = await data.open()
  try {
    const expectWhole = (run: FaultRun, tables: number[], committed: number) => {
      // Each table (year and track) has all its rows or none, and every committed one is there.
      const whole = tables.filter((n) => n === IMPORT_SCORES).length
      run.halfWritten += tables.length - whole
      if (whole < committed) run.lost++
      run.outcome += `${run.outcome ? ', ' : ''}${whole} of ${IMPORT_YEARS * IMPORT_TRACKS.length} tables`
      expectIntact(run)
    }
    for (const { round, id } of importJobsSent) {
      const run = runs.find((r) => r.kind === 'import' && r.round === round)!
      const tables = await importedTables(database, importProvince(round))
      const [job] = id === null ? [] : await database.db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, id))
      // The console's import is one transaction: a job that says done has every table, any other none.
      if (job?.status !== 'done' && tables.length > 0) run.halfWritten++
      expectWhole(run, tables, job?.status === 'done' ? IMPORT_YEARS * IMPORT_TRACKS.length : 0)
    }
    for (const { round, finished, committed } of cliImports) {
      const run = runs.find((r) => r.kind === 'import-cli' && r.round === round)!
      run.outcome = finished ? 'finished before the kill' : `killed after ${committed} tables`
      expectWhole(run, await importedTables(database, CLI_PROVINCES[round]), committed)
    }
    const orders = await database.db
      .select({ status: paymentOrders.status, grant: paymentOrders.grant, vipEnd: users.vipDateEnd })
      .from(paymentOrders)
      .leftJoin(users, eq(users.id, paymentOrders.userId))
    // Paid once with its grant and its buyer's membership, or not at all: an order whose creation the
    // kill cut off before its answer was never confirmed, and stays pending with neither.
    for (const order of orders) {
      const paid = order.status === 'paid'
      expect({ status: order.status, granted: order.grant !== null, member: order.vipEnd !== null }).toEqual({ status: order.status, granted: paid, member: paid })
    }
    expect(orders.filter((o) => o.status !== 'paid' && o.status !== 'pending')).toEqual([])
    const forms = await database.db.select({ name: applicationForms.name, entries: applicationForms.entries }).from(applicationForms)
    expect(forms.filter((f) => !wholeSave({ ...f } as ApplicationForm))).toEqual([])
    const used = await database.db.select({ id: users.id, used: users.usedCloudSpace }).from(users)
    const files = await database.db
      .select({ id: cloudEntries.ownerId, size: sql<string>`sum(${cloudEntries.size})` })
      .from(cloudEntries)
      .groupBy(cloudEntries.ownerId)
    const space = used.map(({ id, used }) => ({ id, used: Number(used), files: Number(files.find((f) => f.id === id)?.size ?? 0) }))
    expect(space.filter((s) => s.used !== s.files)).toEqual([])
  } finally {
    await database.close()
  }
}, 120_000)
