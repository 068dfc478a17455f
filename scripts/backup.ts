/**
 * `npm run backup [-- <folder>]`: the database and the stored files of the server's configuration
 * (DATA_DIR, DATABASE_URL) into a new folder (default backups/<time>; layout: lib/backupFolder.ts).
 * Works while the server runs (docs/server.md "Backups"):
 * - PGlite: the running server takes the snapshot itself, asked through its loopback channel
 *   (server/db/backupChannel.ts); with no server running, this command opens DATA_DIR itself.
 * - PostgreSQL (DATABASE_URL): pg_dump is the tool; this command runs it when it is installed.
 * The stored files are copied after the database: a file the snapshot registers was stored before it.
 * Exit codes: 0 done, 2 misuse (the folder exists and is not empty), 3 the database could not be read.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { loadConfig } from '../server/config'
import { readBackupChannel, requestSnapshot } from '../server/db/backupChannel'
import { openCliDatabase } from './lib/cliDatabase'
import { copyData, dataEntries, DATA, MANIFEST, PGLITE_TAR, POSTGRES_DUMP, timestamp, type BackupManifest } from './lib/backupFolder'

const LOCKED_HELP =
  '备份失败：内嵌数据库正被一个尚未就绪的服务进程占用（正在启动或停止）。请稍后重试。\n' +
  'Backup failed: a server process that is starting or stopping holds the embedded database; try again shortly.'

async function pgliteTar(dataDir: string): Promise<{ tar: Buffer; source: BackupManifest['source'] } | null> {
  const channel = readBackupChannel(dataDir)
  if (channel) return { tar: await requestSnapshot(channel), source: 'running server' }
  const database = await openCliDatabase(LOCKED_HELP)
  if (!database) return null
  try {
    return { tar: Buffer.from(await (await database.snapshot!()).arrayBuffer()), source: 'stopped server' }
  } finally {
    await database.close()
  }
}

function pgDump(url: string, file: string): boolean {
  const run = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, url], { stdio: 'inherit' })
  if (run.error) {
    console.error(
      '未找到 pg_dump：使用 PostgreSQL（DATABASE_URL）时请用 PostgreSQL 自带的 pg_dump 备份数据库（安装 postgresql-client）。\n' +
        'pg_dump not found: with DATABASE_URL, back the database up with PostgreSQL’s pg_dump (install postgresql-client).'
    )
    return false
  }
  return run.status === 0
}

async function main(): Promise<number> {
  const config = loadConfig()
  const started = new Date()
  const folder = path.resolve(process.argv[2] ?? path.join('backups', timestamp(started)))
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    console.error(`目标文件夹已存在且不为空 / the folder exists and is not empty: ${folder}`)
    return 2
  }
  fs.mkdirSync(folder, { recursive: true })

  let source: BackupManifest['source']
  if (config.databaseUrl) {
    if (!pgDump(config.databaseUrl, path.join(folder, POSTGRES_DUMP))) return 3
    source = 'pg_dump'
  } else {
    const taken = await pgliteTar(config.dataDir)
    if (!taken) return 3
    fs.writeFileSync(path.join(folder, PGLITE_TAR), taken.tar)
    source = taken.source
  }
  // After the database: every file the snapshot registers is on disk by now.
  const copied = copyData(config.dataDir, path.join(folder, DATA), dataEntries(config.dataDir))
  const manifest: BackupManifest = { created_at: started.toISOString(), database: config.databaseUrl ? 'postgres' : 'pglite', source, ...copied }
  fs.writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest, null, 2))
  if (config.s3)
    console.warn(
      '文件存放在 S3 存储桶中，不在本备份内：请用存储桶的版本控制或复制备份。/ Files live in the S3 bucket: back it up with the bucket’s own versioning or replication.'
    )
  console.log(`备份完成 / backup written: ${folder}（${manifest.database}，${source}；${copied.files} 个文件，${copied.bytes} 字节）`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
