/**
 * How `npm run backup` (scripts/backup.ts) gets a consistent copy of the embedded database while
 * the server runs (docs/server.md "Backups"). PGlite is single-process and the server holds it, so
 * the server itself takes the snapshot: it listens on a loopback port of its own (not the public
 * one, not in the OpenAPI document) and writes DATA_DIR/backup-channel.json (mode 0600: only the
 * account that runs the server can read it) with that port and a random secret made at each start.
 * POST /snapshot with `Authorization: Bearer <secret>` answers PGlite's dumpDataDir tarball.
 *
 * The tarball is read in one synchronous pass between two of PGlite's statements, so it is the
 * image a kill -9 at that moment would leave: committed transactions are in its WAL and those in
 * progress are rolled back when it is opened (test/api/faults.test.ts shows PGlite recovering from
 * such images; test/api/backup.test.ts restores one).
 */
import { randomBytes, timingSafeEqual } from 'crypto'
import fs from 'fs'
import { createServer, type IncomingMessage } from 'http'
import type { AddressInfo } from 'net'
import path from 'path'
import { writeFileWhole } from './writeWhole'

export const BACKUP_CHANNEL_FILE = 'backup-channel.json'
export const SNAPSHOT_PATH = '/snapshot'

export interface BackupChannelInfo {
  pid: number
  port: number
  secret: string
}

export const backupChannelPath = (dataDir: string) => path.join(dataDir, BACKUP_CHANNEL_FILE)

function authorised(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '')
  const wanted = Buffer.from(`Bearer ${secret}`)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/** Opens the channel for `snapshot` (the database's); close() ends it and removes its file. */
export async function openBackupChannel(dataDir: string, snapshot: () => Promise<Blob>): Promise<{ close(): Promise<void> }> {
  const secret = randomBytes(32).toString('hex')
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== SNAPSHOT_PATH || !authorised(request, secret)) {
      response.writeHead(403).end()
      return
    }
    snapshot().then(
      async (blob) => {
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': blob.size })
        response.end(Buffer.from(await blob.arrayBuffer()))
      },
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error))
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const info: BackupChannelInfo = { pid: process.pid, port: (server.address() as AddressInfo).port, secret }
  const file = backupChannelPath(dataDir)
  writeFileWhole(file, JSON.stringify(info), { mode: 0o600 })
  return {
    async close() {
      fs.rmSync(file, { force: true })
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

/** The running server's channel, or null (no file, or its server is gone). */
export function readBackupChannel(dataDir: string): BackupChannelInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(backupChannelPath(dataDir), 'utf8')) as BackupChannelInfo
    process.kill(info.pid, 0)
    return info
  } catch {
    return null
  }
}

/** Asks the running server of `info` for a snapshot: the tarball's bytes. */
export async function requestSnapshot(info: BackupChannelInfo): Promise<Buffer> {
  const res = await fetch(`http://127.0.0.1:${info.port}${SNAPSHOT_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${info.secret}` } })
  if (!res.ok) throw new Error(`快照失败 / snapshot failed: ${res.status} ${await res.text()}`)
  return Buffer.from(await res.arrayBuffer())
}
