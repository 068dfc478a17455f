/**
 * One process owns an on-disk PGlite directory: PGlite is single-user, and a second writer would
 * corrupt it. The owner holds DATA_DIR/pglite.lock (created with O_EXCL) containing its pid; a
 * lock left by a dead process is taken over.
 */
import fs from 'fs'
import { StartupError } from '../errors'

export class DataDirLockedError extends StartupError {
  constructor(dataDir: string, pid: number) {
    super(
      `另一个服务进程 (pid ${pid}) 正在使用数据目录 ${dataDir}，请先停止它或设置其他 DATA_DIR。\n` +
        `Another server (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR.`
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string, lockPath: string): () => void {
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      return () => fs.rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(lockPath)
      if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner)
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(lockPath) ?? 0)
}
