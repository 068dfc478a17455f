/**
 * The folder `npm run backup` writes and `npm run restore` reads (docs/server.md "Backups"):
 *   manifest.json   what was backed up, when, from where
 *   pglite.tar      the embedded database (PGlite's dumpDataDir), or
 *   postgres.dump   PostgreSQL's (pg_dump --format=custom), when DATABASE_URL is set
 *   data/           everything else of DATA_DIR: the stored files of the local storage (files/)
 */
import fs from 'fs'
import path from 'path'
import { BACKUP_CHANNEL_FILE } from '../../server/db/backupChannel'
import { RESTORE_MARKER } from '../../server/db/restoreMarker'
import { WHOLE_TEMP_SUFFIX } from '../../server/db/writeWhole'

export const MANIFEST = 'manifest.json'
export const PGLITE_TAR = 'pglite.tar'
export const POSTGRES_DUMP = 'postgres.dump'
export const DATA = 'data'

export interface BackupManifest {
  created_at: string
  database: 'pglite' | 'postgres'
  /** PGlite: taken from the running server through its channel, or from the stopped DATA_DIR. */
  source: 'running server' | 'stopped server' | 'pg_dump'
  /** Stored files copied (S3 storage: none, the bucket is backed up on its own). */
  files: number
  bytes: number
}

/** DATA_DIR's entries that are not data: the database (backed up on its own), its lock, the channel, a restore's marker. */
const NOT_DATA = new Set(['pglite', 'pglite.lock', ...[BACKUP_CHANNEL_FILE, RESTORE_MARKER].flatMap((name) => [name, `${name}${WHOLE_TEMP_SUFFIX}`])])

/** DATA_DIR's data entries (top level): what data/ holds. */
export function dataEntries(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  return fs.readdirSync(dataDir).filter((name) => !NOT_DATA.has(name) && !name.startsWith('before-restore-'))
}

/** Copies the data entries of `from` into `to`: the count of files and their bytes copied. */
export function copyData(from: string, to: string, entries: string[]): { files: number; bytes: number } {
  fs.mkdirSync(to, { recursive: true })
  let files = 0
  let bytes = 0
  const count = (full: string) => {
    const stat = fs.statSync(full)
    if (!stat.isDirectory()) {
      files++
      bytes += stat.size
    } else for (const name of fs.readdirSync(full)) count(path.join(full, name))
  }
  for (const name of entries) {
    fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true, preserveTimestamps: true })
    count(path.join(to, name))
  }
  return { files, bytes }
}

export const timestamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-')
