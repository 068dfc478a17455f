/**
 * The console's 数据导入 (issue 28; server/routes/admin/importJobs.ts): an upload answers 202 with
 * a job at once, the same importer as `npm run import` runs inside the server in one transaction,
 * the job shows its progress and then the CLI's summary, the app's own routes see the data at once
 * (caches refreshed), a failure writes nothing, bad uploads are refused in Chinese, and every start
 * is audited without the file's text.
 */
import { and, eq, sql } from 'drizzle-orm'
import { adminAudit, importJobs, oneScoreLines } from '../../server/db/schema'
import { IMPORT_MAX_BYTES, IMPORT_PATHS, type ImportJob, type NewImport } from '../../types/adminImport'
import type { Paginated } from '../../types/api'
import { EDU_PATHS, type AdmissionResponse } from '../../types/edu'
import { GAOKAO_PATHS, type InstitutionSearchResponse, type OneScoreLookup } from '../../types/gaokao'
import { signedInject } from './helpers'
import { appWithMembers } from './support/accounts'
import { ok } from './support/forum'

const { t, a, staff } = appWithMembers('1372000000')
const auth = (access?: string): Record<string, string> => (access ? { authorization: `Bearer ${access}` } : {})
const send = (method: 'GET' | 'POST', url: string, access?: string, payload?: object) =>
  signedInject(t.app, { method, url, headers: auth(access), ...(payload ? { payload } : {}) })
const jobUrl = (id: number) => `${IMPORT_PATHS.imports}${id}/`
const upload = (body: NewImport) => send('POST', IMPORT_PATHS.imports, staff.access, body)

/** Polls the job until it is no longer running. */
async function finished(id: number): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const job = ok<ImportJob>(await send('GET', jobUrl(id), staff.access))
    expect(job.done).toBeLessThanOrEqual(Math.max(job.total, 0))
    if (job.status !== 'running') return job
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`job ${id} still running`)
}

async function imported(body: NewImport): Promise<ImportJob> {
  const started = ok<ImportJob>(await upload(body), 202)
  expect(started).toMatchObject({ status: 'running', kind: body.kind, file_name: body.file_name, staff_id: staff.id, summary: null })
  return finished(started.id)
}

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const ONE_SCORE = csv(
  'province,year,track,score,count,cumulative',
  '湖南,2029,物理类,700,10,10',
  '湖南,2029,物理类,699,5,15',
  '湖南,2029,物理类,698,7,22',
  '湖南,2029,历史类,690,3,3',
  '湖南,2029,历史类,689,4,7'
)
const LINES = csv(
  'province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,min_score,min_rank,plan_count',
  '湖南,2028,物理类,本科批,1001,北京大学,,,,690,120,30',
  '湖南,2028,物理类,本科批,9999,湘江未名学院,,,,500,30000,',
  '湖南,2028,历史类,本科批,1001,北京大学,,,,680,60,10'
)
const INSTITUTIONS = JSON.stringify([{ index: 1, name: '北京大学', code: '4111010001', department: '教育部', location: '北京市', level: '本科', remark: '' }])

const lookup = (score: number, year = 2029) =>
  send('GET', `${GAOKAO_PATHS.oneScoreLookup}?province=${encodeURIComponent('湖南')}&year=${year}&track=${encodeURIComponent('物理类')}&score=${score}`)

test('every import route: 401 visitor, 403 user, staff allowed', async () => {
  const body: NewImport = { kind: 'one_score', file_name: 'x.csv', text: '' }
  for (const [method, url] of [
    ['GET', IMPORT_PATHS.imports],
    ['POST', IMPORT_PATHS.imports],
    ['GET', jobUrl(1)]
  ] as const) {
    expect([method, url, (await send(method, url, undefined, method === 'POST' ? body : undefined)).statusCode]).toEqual([method, url, 401])
    const user = await send(method, url, a.access, method === 'POST' ? body : undefined)
    expect([method, url, user.statusCode, user.json().code]).toEqual([method, url, 403, 'permission_denied'])
  }
  expect((await send('GET', IMPORT_PATHS.imports, staff.access)).statusCode).toBe(200)
  expect((await send('GET', jobUrl(987654), staff.access)).json()).toEqual({ code: 'not_found', detail: '导入任务不存在' })
})

test("a 一分一段 CSV imports while the app serves requests; the look-up sees it at once; the summary is the CLI's", async () => {
  // The look-up's cache now holds "no table" for 湖南 物理类.
  expect((await lookup(699)).statusCode).toBe(404)
  const started = ok<ImportJob>(await upload({ kind: 'one_score', file_name: '湖南一分一段.csv', text: ONE_SCORE }), 202)
  // The app answers other requests meanwhile (the job list shows it running or done).
  const [list, config] = await Promise.all([send('GET', IMPORT_PATHS.imports, staff.access), send('GET', '/api/config/')])
  expect(list.statusCode).toBe(200)
  expect(ok<Paginated<ImportJob>>(list).results[0].id).toBe(started.id)
  expect(config.statusCode).toBe(200)

  const job = await finished(started.id)
  expect(job).toMatchObject({ status: 'done', done: 2, total: 2, error: null })
  expect(job.summary).toMatchObject({
    added: 2,
    updated: 0,
    unchanged: 0,
    rows: 5,
    groups: [
      { key: '湖南-2029-物理类', outcome: 'added', rows: 3 },
      { key: '湖南-2029-历史类', outcome: 'added', rows: 2 }
    ],
    rejected: [],
    unmatched: []
  })
  expect(job.summary!.text).toContain('文件 湖南一分一段.csv（一分一段）')
  expect(job.summary!.text).toContain('没有拒绝的行')
  expect(ok<OneScoreLookup>(await lookup(699))).toMatchObject({ score: 699, rank_best: 11, rank_worst: 15, source: { kind: 'imported' } })

  // The same file again changes nothing.
  expect((await imported({ kind: 'one_score', file_name: '湖南一分一段.csv', text: ONE_SCORE })).summary).toMatchObject({ added: 0, updated: 0, unchanged: 2 })
})

test('a bad row is reported with its line number; its table is left out, the others load', async () => {
  const text = ONE_SCORE.replace('湖南,2029,历史类,689,4,7', '湖南,2029,历史类,689,4,9').replace('湖南,2029,物理类,698,7,22', '湖南,2029,物理类,698,8,23')
  const job = await imported({ kind: 'one_score', file_name: 'bad.csv', text })
  expect(job.status).toBe('done')
  expect(job.summary).toMatchObject({ added: 0, updated: 1, unchanged: 0, rejected_groups: ['湖南-2029-历史类'] })
  expect(job.summary!.rejected).toContainEqual({ line: 6, reason: '累计人数应为 7（上一行累计 + 本分人数），实为 9' })
  expect(job.summary!.text).toContain('第 6 行：累计人数应为 7')
  expect(ok<OneScoreLookup>(await lookup(698))).toMatchObject({ rank_worst: 23 })
})

test('an institution list, then admission lines: matched and unmatched institutions, readable through the app', async () => {
  const search = () => send('GET', `${GAOKAO_PATHS.universities}?q=${encodeURIComponent('北京大学')}`)
  const before = ok<InstitutionSearchResponse>(await search()).results.filter((r) => r.name === '北京大学')

  const list = await imported({ kind: 'institutions', file_name: 'institutions.json', text: INSTITUTIONS })
  expect(list).toMatchObject({ status: 'done', done: 1, total: 1 })
  expect(list.summary!.added + list.summary!.updated + list.summary!.unchanged).toBe(1)
  // The search index was refreshed with the list.
  const [pku] = ok<InstitutionSearchResponse>(await search()).results.filter((r) => r.name === '北京大学')
  expect(pku).toBeDefined()
  if (before.length === 0) expect(list.summary!.added).toBe(1)

  const job = await imported({ kind: 'admission_lines', file_name: '湖南录取分数线.csv', text: LINES })
  expect(job).toMatchObject({ status: 'done', done: 2, total: 2 })
  expect(job.summary).toMatchObject({
    added: 2,
    rows: 3,
    rejected: [],
    unmatched_rows: 1,
    unmatched: [{ province: '湖南', name: '湘江未名学院', code: '9999', rows: 1, units: 1 }]
  })
  expect(job.summary!.text).toContain('未匹配院校库：1 个院校名称')
  expect(job.summary!.text).toContain('湖南 湘江未名学院（院校代号 9999）：1 行，1 个单位')

  const admission = ok<AdmissionResponse>(
    await send('GET', `${EDU_PATHS.university}${pku.id}/admission/?province=${encodeURIComponent('湖南')}&year=2028&track=${encodeURIComponent('物理类')}`)
  )
  expect(admission.lines.map((l) => [l.year, l.track, l.min_score, l.min_rank])).toEqual([[2028, '物理类', 690, 120]])

  // An alias names the unmatched institution: its line moves to the listed one.
  const aliases = await imported({ kind: 'aliases', file_name: '别名.csv', text: csv('alias,name,province', '湘江未名学院,北京大学,湖南') })
  expect(aliases).toMatchObject({ status: 'done', done: 1, total: 1, summary: { added: 1, updated: 0, unchanged: 0, merged: 1, rejected: [] } })
  expect(aliases.summary!.text).toBe('文件 别名.csv（院校别名）\n  新增 1、更新 0、未变 0；1 个未匹配院校已并入名单中的院校')
  const merged = ok<AdmissionResponse>(
    await send('GET', `${EDU_PATHS.university}${pku.id}/admission/?province=${encodeURIComponent('湖南')}&year=2028&track=${encodeURIComponent('物理类')}`)
  )
  expect(merged.lines.map((l) => l.min_score).sort()).toEqual([500, 690])
})

test('a failing import writes nothing and fails with a Chinese error', async () => {
  const db = t.database.db
  // The database refuses the second table: the first, already written in the same import, must go too.
  await db.execute(sql`create function refuse_2031() returns trigger language plpgsql as $$
    begin if new.year = 2031 then raise exception '测试：拒绝 2031 年'; end if; return new; end $$`)
  await db.execute(sql`create trigger refuse_2031 before insert on one_score_lines for each row execute function refuse_2031()`)
  try {
    const text = csv('province,year,track,score,count,cumulative', '湖南,2030,物理类,700,10,10', '湖南,2030,物理类,699,5,15', '湖南,2031,物理类,700,2,2')
    const job = await imported({ kind: 'one_score', file_name: 'fails.csv', text })
    expect(job.status).toBe('failed')
    expect(job.summary).toBeNull()
    expect(job.error).toMatch(/^导入失败，没有写入任何数据：.*测试：拒绝 2031 年/)
    expect(await db.select().from(oneScoreLines).where(eq(oneScoreLines.year, 2030))).toEqual([])
    expect((await lookup(699, 2030)).statusCode).toBe(404)
    expect(ok<Paginated<ImportJob>>(await send('GET', `${IMPORT_PATHS.imports}?status=failed`, staff.access)).results.map((j) => j.id)).toEqual([job.id])
  } finally {
    await db.execute(sql`drop trigger refuse_2031 on one_score_lines`)
    await db.execute(sql`drop function refuse_2031()`)
  }
})

test('bad uploads are refused in Chinese and start no job', async () => {
  const count = async () => ok<Paginated<ImportJob>>(await send('GET', IMPORT_PATHS.imports, staff.access)).count
  const jobs = await count()
  const refused = async (body: object, status: number) => {
    const res = await send('POST', IMPORT_PATHS.imports, staff.access, body)
    expect(res.statusCode).toBe(status)
    return res.json().detail as string
  }
  expect(await refused({ kind: 'scores', file_name: 'x.csv', text: ONE_SCORE }, 400)).toMatch(/^请求参数有误：kind/)
  expect(await refused({ kind: 'one_score', file_name: '空.csv', text: '\uFEFF \n' }, 400)).toBe('文件 空.csv 是空的')
  expect(await refused({ kind: 'one_score', file_name: 'header.csv', text: 'province,year,track,score,count,cumulative\n' }, 422)).toBe('header.csv 只有表头，没有数据行')
  expect(await refused({ kind: 'batch_lines', file_name: 'os.csv', text: ONE_SCORE }, 422)).toBe(
    'os.csv：表头与「批次线」不符（这像是「一分一段」文件）：缺少列 batch；多出未知列 count,cumulative。应为 province,year,track,batch,score（可选列 rank）'
  )
  expect(await refused({ kind: 'one_score', file_name: 'cols.csv', text: 'province,year,track,score,people\n湖南,2029,物理类,700,1\n' }, 422)).toMatch(
    /^cols\.csv：表头与「一分一段」不符：缺少列 count,cumulative；多出未知列 people。/
  )
  expect(await refused({ kind: 'institutions', file_name: 'list.json', text: '{"not": "a list"}' }, 422)).toBe(
    '院校名单应为 JSON 数组（每所院校一项），list.json 不是或为空'
  )
  expect(await refused({ kind: 'one_score', file_name: 'big.csv', text: 'x'.repeat(IMPORT_MAX_BYTES + 1) }, 422)).toBe(
    '文件 big.csv 大小为 16.0 MB，超过上限 16.0 MB，请拆分后分别导入'
  )
  expect(await count()).toBe(jobs)
})

test('each import started is audited with its kind and file name, never the text', async () => {
  const rows = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'import_job'), eq(adminAudit.staffId, staff.id)))
  const jobs = ok<Paginated<ImportJob>>(await send('GET', `${IMPORT_PATHS.imports}?page_size=100`, staff.access)).results
  expect(rows.map((r) => r.entityId).sort()).toEqual(jobs.map((j) => String(j.id)).sort())
  for (const row of rows) {
    expect(row.action).toBe('POST /api/admin/imports/')
    expect(row.after).toMatchObject({ kind: expect.any(String), file_name: expect.any(String) })
    expect(JSON.stringify(row)).not.toContain('cumulative')
  }
})

test('a job a killed server left running shows failed at the next look, not at the next start', async () => {
  // As a kill -9 mid-import leaves it: the row running, no process running it (and, on PostgreSQL, none holding its lock).
  const [left] = await t.database.db
    .insert(importJobs)
    .values({ staffId: staff.id, kind: 'one_score', fileName: '被中断.csv', status: 'running', createdAt: new Date() })
    .returning({ id: importJobs.id })
  const listed = ok<Paginated<ImportJob>>(await send('GET', IMPORT_PATHS.imports, staff.access)).results.find((j) => j.id === left.id)
  expect(listed).toMatchObject({ status: 'failed', error: '导入未完成：服务在导入过程中停止，没有写入任何数据，请重新上传' })
  expect(ok<ImportJob>(await send('GET', jobUrl(left.id), staff.access)).status).toBe('failed')
  // A job this server is running is left alone by the same look.
  const started = ok<ImportJob>(await upload({ kind: 'one_score', file_name: '进行中.csv', text: ONE_SCORE.replaceAll('2029', '2033') }), 202)
  expect(ok<ImportJob>(await send('GET', jobUrl(started.id), staff.access)).status).not.toBe('failed')
  expect((await finished(started.id)).status).toBe('done')
})
