/**
 * An unreachable database (issue 29; server/db/unavailable.ts, docs/server.md "Database
 * unavailable"): a real server runs on PostgreSQL through a TCP relay that the test can take away
 * and bring back on the same port, as a stopped and restarted PostgreSQL would (the run's one
 * PostgreSQL server stays up for the other test files). While the database is gone, requests that
 * need it answer 503 `database_unavailable` with a Chinese detail, /api/health says 503 too, and the
 * process lives on; when it is back, the same process answers 200 again, without a restart.
 * PostgreSQL only (scripts/test-pg.sh): PGlite runs inside the server process and has no
 * connection to lose, so the PGlite run skips it.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import { APPLICATION_PATHS } from '../../types/application'
import { call, faultData, launch, login, type FaultData, type FaultServer } from '../support/faultServer'
import { freePort } from '../support/realServer'

const pgTest = process.env.TEST_DATABASE_URL ? test : test.skip

/** A TCP relay to `target` on `port`: down() refuses and cuts every connection, up() relays again. */
function relay(port: number, target: { host: string; port: number }) {
  let server: Server | null = null
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  return {
    up: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = connect(target.port, target.host)
          track(client)
          track(upstream)
          client.pipe(upstream).pipe(client)
        })
        server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (!server) return resolve()
        server.close(() => resolve())
        server = null
      })
  }
}

let data: FaultData
let server: FaultServer | null = null
let db: ReturnType<typeof relay> | null = null
afterAll(async () => {
  await server?.stop()
  await db?.down()
  await data?.dispose()
})

pgTest(
  'while PostgreSQL is unreachable: 503 database_unavailable in Chinese; once back, the same process answers again',
  async () => {
    data = await faultData()
    const direct = new URL(data.env.DATABASE_URL)
    const port = await freePort()
    db = relay(port, { host: direct.hostname, port: Number(direct.port) })
    await db.up()
    const relayed = new URL(direct)
    relayed.port = String(port)
    server = await launch({ ...data.env, DATABASE_URL: relayed.toString() })
    const token = await login(server, '13729200001')
    const forms = () => call(server!, 'GET', APPLICATION_PATHS.forms, { token })
    const save = () =>
      call(server!, 'POST', APPLICATION_PATHS.formSave, {
        token,
        body: { name: '断线时', province: '宁夏', year: 2026, mode: 'group', track: '物理类', entries: [], order: [] }
      })
    expect((await forms()).status).toBe(200)

    await db.down()
    for (const res of [await forms(), await save(), await forms()]) {
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ code: 'database_unavailable', detail: '数据库暂时无法连接，请稍后再试' })
    }
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(503)
    expect((await health.json()).detail).toMatch(/数据库/)

    await db.up()
    // The pool makes new connections on demand: the first request after the return already works.
    expect((await forms()).status).toBe(200)
    expect((await save()).status).toBe(200)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  },
  120_000
)
