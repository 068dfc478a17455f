/** PGlite on disk: data survives a restart, and one process owns DATA_DIR (lock file). */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { openDatabase } from '../../server/db/open'
import { DataDirLockedError } from '../../server/db/lock'
import { users } from '../../server/db/schema'

let dataDir: string
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-data-'))
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const config = () => ({ dataDir, databaseUrl: null })
const lockFile = () => path.join(dataDir, 'pglite.lock')

test('a user written before close is there after reopening', async () => {
  const first = await openDatabase(config())
  expect(first.kind).toBe('pglite')
  await first.migrate()
  await first.db.insert(users).values({ username: '持久化用户', phone: '13800000000' })
  expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  await first.close()
  expect(fs.existsSync(lockFile())).toBe(false)

  const second = await openDatabase(config())
  await second.migrate()
  const rows = await second.db.select().from(users)
  expect(rows.map((r) => r.username)).toEqual(['持久化用户'])
  await second.close()
}, 30_000)

test('while one handle is open, a second open is refused with a clear message', async () => {
  const owner = await openDatabase(config())
  try {
    const attempt = openDatabase(config())
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(attempt).rejects.toThrow(/正在使用数据目录[\s\S]*is using DATA_DIR/)
  } finally {
    await owner.close()
  }
}, 30_000)

test('a stale lock left by a dead process is taken over', async () => {
  // The pid of a process that has exited.
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
  fs.writeFileSync(lockFile(), dead)
  const database = await openDatabase(config())
  expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
  await database.close()
}, 30_000)
