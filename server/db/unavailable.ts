/**
 * Whether an error means that the database cannot be reached (issue 29, docs/server.md "Database
 * unavailable"): PostgreSQL stopped, restarting, or its connection cut. Such a request is answered
 * 503 database_unavailable (server/plugins/errors.ts) instead of 500, and the pool reconnects by
 * itself: the next request after the database returns works, with no restart of the server.
 * PGlite runs inside the server process: it has no connection to lose.
 */
import { DrizzleQueryError } from 'drizzle-orm'

/** Socket-level failures of node-postgres reaching the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** SQLSTATE classes 08 (connection exception) and 57P0x (the server shutting down or starting). */
const SQLSTATE = /^(08...|57P0[1-4])$/
/** node-postgres' own messages when the connection ends under a query or cannot be made in time. */
const MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /^Connection ended/]

function causes(error: unknown, seen = new Set<unknown>()): unknown[] {
  if (!error || typeof error !== 'object' || seen.has(error)) return []
  seen.add(error)
  const inner = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown[] }).errors ?? [])]
  return [error, ...inner.flatMap((e) => causes(e, seen))]
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as `cause`; a refused localhost connection is an AggregateError (IPv4 and IPv6).
  const chain = causes(error)
  // A socket error is the database's when drizzle ran the query or the socket was connecting (a
  // client that hangs up mid-upload is an ECONNRESET too, and not the database's).
  const fromQuery = chain.some((e) => e instanceof DrizzleQueryError)
  return chain.some((e) => {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown }
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return fromQuery || syscall === 'connect'
    if (typeof code === 'string' && SQLSTATE.test(code)) return true
    return typeof message === 'string' && MESSAGES.some((m) => m.test(message))
  })
}
