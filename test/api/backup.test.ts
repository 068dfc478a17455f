/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts; docs/server.md
 * "Backups"): a round trip while the server runs. A backup is taken from the running server (its
 * snapshot channel, server/db/backupChannel.ts); more is written after it; restore refuses while
 * the server runs; once it is stopped, restore puts the backup back, and the restarted server shows
 * exactly the backed-up state: the forms and files of then, each file with its md5 and bytes, and
 * nothing written after. A restore killed -9 midway leaves DATA_DIR closed (its marker,
 * server/db/restoreMarker.ts) until the restore is run again.
 * The embedded database only: with DATABASE_URL the scripts hand over to pg_dump / pg_restore.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupChannelPath } from '../../server/db/backupChannel'
import { readRestoreMarker } from '../../server/db/restoreMarker'
import { APPLICATION_PATHS, type ApplicationForm } from '../../types/application'
import { CLOUD_PATHS, type CloudEntry, type CloudQuota } from '../../types/cloud'
import { CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUploadGrant } from '../../types/cloudUploads'
import { call, faultData, launch, login, okJson, type FaultData, type FaultServer } from '../support/faultServer'
import { ROOT } from '../support/realServer'

const embedded = !process.env.TEST_DATABASE_URL
// Skipped in the PostgreSQL run: there the backup is pg_dump's, not this round trip.
const embeddedTest = embedded ? test : test.skip

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let data: FaultData
let server: FaultServer | null = null
let backups: string
beforeAll(async () => {
  if (!embedded) return
  data = await faultData()
  backups = fs.mkdtempSync(join(tmpdir(), 'gk-backups-'))
})
afterAll(async () => {
  await server?.stop()
  await data?.dispose()
  if (backups) fs.rmSync(backups, { recursive: true, force: true })
})

/** `npm run backup|restore -- <folder>` on the test's DATA_DIR: node's arguments and options. */
const scriptCommand = (name: 'backup' | 'restore', folder: string) =>
  [process.execPath, ['--import', 'tsx', join('scripts', `${name}.ts`), folder], { cwd: ROOT, env: { ...process.env, ...data.env, LOG_LEVEL: 'warn' } }] as const

function script(name: 'backup' | 'restore', folder: string): { status: number | null; output: string } {
  const [node, args, options] = scriptCommand(name, folder)
  const run = spawnSync(node, args, { ...options, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

async function upload(token: string, name: string, bytes: Buffer): Promise<CloudEntry> {
  const grant = await okJson<CloudUploadGrant>(
    await call(server!, 'POST', CLOUD_UPLOAD_PATHS.uploads, { token, body: { name, size: bytes.length, md5: md5Of(bytes), parent_id: null } }),
    'grant'
  )
  const put = await fetch(`${server!.url}${grant.upload!.url}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } })
  expect(put.status).toBe(200)
  return okJson<CloudEntry>(await call(server!, 'POST', `${CLOUD_UPLOAD_PATHS.uploads}${grant.upload!.id}/complete/`, { token, body: {} }), 'complete')
}

const saveForm = async (token: string, name: string) =>
  okJson<ApplicationForm>(
    await call(server!, 'POST', APPLICATION_PATHS.formSave, {
      token,
      body: { name, province: '宁夏', year: 2026, mode: 'group', track: '物理类', entries: [], order: [] }
    }),
    'save'
  )

/** What the user sees: forms, files with the md5 and size of the bytes they download, the quota. */
async function stateOf(token: string) {
  const forms = await okJson<ApplicationForm[]>(await call(server!, 'GET', APPLICATION_PATHS.forms, { token }), 'forms')
  const entries = (await okJson<{ results: CloudEntry[] }>(await call(server!, 'GET', CLOUD_PATHS.entries, { token }), 'entries')).results
  const files = []
  for (const entry of entries) {
    const link = await okJson<CloudDownload>(await call(server!, 'GET', `${CLOUD_PATHS.entries}${entry.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, { token }), 'download')
    const bytes = Buffer.from(await (await fetch(`${server!.url}${link.url}`)).arrayBuffer())
    files.push({ name: entry.name, md5: link.md5, downloaded: md5Of(bytes), size: bytes.length })
  }
  const quota = await okJson<CloudQuota>(await call(server!, 'GET', CLOUD_PATHS.quota, { token }), 'quota')
  return { forms: forms.map((f) => f.name).sort(), files, used: quota.used }
}

embeddedTest(
  'a backup taken from the running server restores exactly its state, files with their md5',
  async () => {
    server = await launch(data.env)
    expect(fs.statSync(backupChannelPath(data.dataDir)).mode & 0o777).toBe(0o600)
    const token = await login(server, '13729100001')
    const kept = randomBytes(300_000)
    await upload(token, '备份前.bin', kept)
    await saveForm(token, '备份前的志愿表')
    const before = await stateOf(token)
    expect(before.files).toEqual([{ name: '备份前.bin', md5: md5Of(kept), downloaded: md5Of(kept), size: kept.length }])

    const folder = join(backups, 'b1')
    const backup = script('backup', folder)
    expect(backup).toMatchObject({ status: 0, output: expect.stringContaining('running server') })

    // Written after the backup: gone after the restore.
    await upload(token, '备份后.bin', randomBytes(200_000))
    await saveForm(token, '备份后的志愿表')
    expect((await stateOf(token)).forms).toEqual(['备份前的志愿表', '备份后的志愿表'].sort())

    const refused = script('restore', folder)
    expect(refused.status).toBe(3)
    expect(refused.output).toContain('服务正在使用该数据目录')

    await server.stop()
    server = null
    const restored = script('restore', folder)
    expect(restored).toMatchObject({ status: 0, output: expect.stringContaining('恢复完成') })
    server = await launch(data.env)
    expect(await stateOf(token)).toEqual(before)
  },
  120_000
)

embeddedTest(
  'a restore killed midway: nothing opens the half-restored data, and the restore run again finishes it',
  async () => {
    // The state the first test restored and checked, read again as the baseline.
    const token = await login(server!, '13729100002')
    await saveForm(token, '中断前的志愿表')
    const before = await stateOf(token)
    const folder = join(backups, 'b2')
    expect(script('backup', folder).status).toBe(0)
    await saveForm(token, '备份后的志愿表')
    await server!.stop()
    server = null

    const [node, args, options] = scriptCommand('restore', folder)
    const restore = spawn(node, args, { ...options, stdio: 'ignore' })
    const exited = new Promise((resolve) => restore.once('exit', resolve))
    // Killed while it writes the backup's database into DATA_DIR (the old data already moved aside).
    for (const until = Date.now() + 30_000; readRestoreMarker(data.dataDir)?.phase !== 'restoring' && Date.now() < until;) await sleep(5)
    restore.kill('SIGKILL')
    await exited
    const marker = readRestoreMarker(data.dataDir)
    expect(marker).toMatchObject({ backup: folder, phase: 'restoring' })
    expect(fs.readdirSync(marker!.aside)).toContain('pglite')

    // Neither the server nor a command opens it.
    await expect(launch(data.env)).rejects.toThrow(/恢复未完成.*npm run restore/)
    const backupNow = script('backup', join(backups, 'b3'))
    expect(backupNow.status).toBe(3)
    expect(backupNow.output).toContain('恢复未完成')

    const again = script('restore', folder)
    expect(again).toMatchObject({ status: 0, output: expect.stringContaining('恢复完成') })
    expect(readRestoreMarker(data.dataDir)).toBeNull()
    server = await launch(data.env)
    expect(await stateOf(token)).toEqual(before)
  },
  120_000
)
