/**
 * `npm run restore -- <folder>`: puts a backup of `npm run backup` back into the server's
 * configuration (docs/server.md "Backups"). The server must be stopped: restore takes DATA_DIR's
 * lock (server/db/lock.ts) and refuses while a server holds it. What it replaces (the database and
 * the data entries of DATA_DIR) is moved to DATA_DIR/before-restore-<time>/, not deleted. A restore
 * killed midway leaves its marker (server/db/restoreMarker.ts): nothing opens DATA_DIR until the
 * restore is run again, which finishes it.
 * With DATABASE_URL: pg_restore --clean into that database, when pg_restore is installed.
 * Exit codes: 0 done, 2 misuse (no such backup), 3 the server runs or the database refused.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { PGlite } from '@electric-sql/pglite'
import { loadConfig } from '../server/config'
import { acquireDataDirLock, DataDirLockedError } from '../server/db/lock'
import { pgliteDir, pgliteLockPath } from '../server/db/open'
import { clearRestoreMarker, readRestoreMarker, writeRestoreMarker } from '../server/db/restoreMarker'
import { copyData, dataEntries, DATA, MANIFEST, PGLITE_TAR, POSTGRES_DUMP, timestamp, type BackupManifest } from './lib/backupFolder'

const USAGE = '用法 / usage: npm run restore -- <备份文件夹 / backup folder>（须先停止服务 / stop the server first）'

function pgRestore(url: string, file: string): boolean {
  const run = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file], { stdio: 'inherit' })
  if (run.error) {
    console.error('未找到 pg_restore：请安装 postgresql-client。/ pg_restore not found: install postgresql-client.')
    return false
  }
  return run.status === 0
}

/** Moves those of `names` present in DATA_DIR into `aside` (made when there is something to move). */
function moveAside(dataDir: string, aside: string, names: string[]): void {
  const present = names.filter((name) => fs.existsSync(path.join(dataDir, name)))
  if (present.length === 0) return
  fs.mkdirSync(aside, { recursive: true })
  for (const name of present) fs.renameSync(path.join(dataDir, name), path.join(aside, name))
}

/**
 * Clears DATA_DIR for the backup, its old data moved to DATA_DIR/before-restore-<time>/, behind the
 * marker of a restore in progress (server/db/restoreMarker.ts). After an interrupted restore (its
 * marker still there) it goes on from where that one stopped: still moving the old data aside, or
 * its own half-written entries removed (the old data is aside already).
 */
function clearForRestore(dataDir: string, backup: string, replaced: string[]): string {
  const previous = readRestoreMarker(dataDir)
  const aside = previous?.aside ?? path.join(dataDir, `before-restore-${timestamp(new Date())}`)
  if (previous?.phase === 'restoring') {
    for (const name of replaced) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true })
  } else {
    writeRestoreMarker(dataDir, { backup, aside, phase: 'moving-aside' })
    moveAside(dataDir, aside, replaced)
  }
  writeRestoreMarker(dataDir, { backup, aside, phase: 'restoring' })
  return aside
}

async function main(): Promise<number> {
  const folder = process.argv[2]
  const manifestFile = folder && path.join(path.resolve(folder), MANIFEST)
  if (!manifestFile || !fs.existsSync(manifestFile)) {
    console.error(folder ? `不是备份文件夹（缺少 ${MANIFEST}）/ not a backup folder: ${folder}` : USAGE)
    return 2
  }
  const backup = path.dirname(manifestFile)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
  const config = loadConfig()
  if ((manifest.database === 'postgres') !== Boolean(config.databaseUrl)) {
    console.error(`备份的数据库（${manifest.database}）与当前配置不符（DATABASE_URL）。/ The backup's database does not match the configuration.`)
    return 2
  }

  fs.mkdirSync(config.dataDir, { recursive: true })
  let release: () => void
  try {
    // The server's own lock: no server can start on DATA_DIR while this runs, and none may be running.
    release = acquireDataDirLock(config.dataDir, pgliteLockPath(config.dataDir))
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(`恢复已拒绝：服务正在使用该数据目录，请先停止服务。/ Refused: a server is using DATA_DIR; stop it first.\n${error.message}`)
    return 3
  }
  try {
    const entries = fs.readdirSync(path.join(backup, DATA))
    const aside = clearForRestore(config.dataDir, backup, [...(config.databaseUrl ? [] : ['pglite']), ...dataEntries(config.dataDir)])
    if (config.databaseUrl) {
      if (!pgRestore(config.databaseUrl, path.join(backup, POSTGRES_DUMP))) return 3
    } else {
      const tar = fs.readFileSync(path.join(backup, PGLITE_TAR))
      const client = await PGlite.create({ dataDir: pgliteDir(config.dataDir), loadDataDir: new Blob([tar]) })
      // Opened once here: the image's WAL is replayed now, not at the server's start.
      await client.query('select 1')
      await client.close()
    }
    const copied = copyData(path.join(backup, DATA), config.dataDir, entries)
    clearRestoreMarker(config.dataDir)
    console.log(
      `恢复完成 / restored: ${backup}（${manifest.created_at}）→ ${config.dataDir}` +
        `${fs.existsSync(aside) ? `\n原有数据已移至 / the data it replaced is in: ${aside}` : ''}\n` +
        `${copied.files} 个文件 / files, ${copied.bytes} 字节 / bytes`
    )
    return 0
  } finally {
    release()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
