/**
 * A restore in progress (scripts/restore.ts, docs/server.md "Backups"): DATA_DIR/restore-incomplete.json,
 * written before the restore touches DATA_DIR and removed once the backup is wholly back. A restore
 * killed midway leaves it behind, and then no server or command opens the data (a half-restored
 * database or file store must not be served); running the restore again finishes it.
 */
import fs from 'fs'
import path from 'path'
import { StartupError } from '../errors'
import { writeFileWhole } from './writeWhole'

export const RESTORE_MARKER = 'restore-incomplete.json'

export interface RestoreMarker {
  /** The backup folder being restored. */
  backup: string
  /** Where the data the restore replaces goes (DATA_DIR/before-restore-<time>/). */
  aside: string
  /** moving-aside: DATA_DIR's entries are the old data still; restoring: they are the restore's own, partly written. */
  phase: 'moving-aside' | 'restoring'
}

const markerPath = (dataDir: string) => path.join(dataDir, RESTORE_MARKER)

export function readRestoreMarker(dataDir: string): RestoreMarker | null {
  try {
    return JSON.parse(fs.readFileSync(markerPath(dataDir), 'utf8')) as RestoreMarker
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Written whole or not at all: a restore killed while writing it leaves the previous phase. */
export function writeRestoreMarker(dataDir: string, marker: RestoreMarker): void {
  writeFileWhole(markerPath(dataDir), JSON.stringify(marker, null, 2))
}

export function clearRestoreMarker(dataDir: string): void {
  fs.rmSync(markerPath(dataDir), { force: true })
}

export class RestoreIncompleteError extends StartupError {
  constructor(dataDir: string, marker: RestoreMarker) {
    super(
      `数据目录 ${dataDir} 的恢复未完成（恢复过程被中断）。请重新运行 npm run restore -- ${marker.backup}；被替换的原有数据在 ${marker.aside}。\n` +
        `A restore into DATA_DIR ${dataDir} was interrupted. Run npm run restore -- ${marker.backup} again; the data it replaces is in ${marker.aside}.`
    )
    this.name = 'RestoreIncompleteError'
  }
}

/** Throws RestoreIncompleteError while an interrupted restore's marker is in DATA_DIR. */
export function assertNoUnfinishedRestore(dataDir: string): void {
  const marker = readRestoreMarker(dataDir)
  if (marker) throw new RestoreIncompleteError(dataDir, marker)
}
