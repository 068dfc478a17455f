/**
 * What must never be found in the server's logs (server/lib/logRedaction.ts, docs/server.md "Logs"):
 * a full mobile number, a JWT, a Bearer value, a 64-hex signature or page token, an SMS code next to
 * a phone or under a code key, and any secret the caller knows it used (its tokens, codes,
 * passwords). The console SMS provider's development line is the one exception, by name: it is the
 * development SMS channel, written beside the logs, never through them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CONSOLE_SMS_PATTERN } from '../../types/user'
import type { LogLevel } from '../../server/config'

export interface LogScan {
  /** The console SMS provider's lines, set aside. */
  smsLines: string[]
  /** Every other line. */
  logLines: string[]
  /** One entry per problem: what was found and the line it was in. */
  leaks: string[]
}

const RULES: [string, RegExp][] = [
  ['full mobile number', /(?<!\d)1[3-9]\d{9}(?!\d)/],
  ['JWT', /eyJ[\w-]+\.[\w-]+\./],
  ['Bearer value', /Bearer\s+(?!\[redacted\])[^\s"\\]/i],
  ['64-hex signature or token', /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/i],
  ['code value', /"?\bcode"?\s*[:=]\s*"?\d{4,8}(?!\d)/i],
  ['SMS code beside a phone', /1[3-9]\d(?:\*{4}|\d{4})\d{4}\D{1,30}(?<![\d.])\d{6}(?![\d.])/],
  // A secret's name with its value beside it, in a logged object or a URL (redaction leaves only [redacted] there).
  [
    'secret field',
    /"(?:password|old_password|new_password|token|access_token|refresh_token|session_key|js_code|jscode|x-sign|authorization|cookie)"\s*:\s*"(?!\[redacted\])[^"]/i
  ],
  ['secret parameter', /[?&](?:password|token|sig|sign|signature|access_token|refresh_token|session_key|js_code)=(?!\[redacted\])[^&\s"]/i]
]

/** Scans `text` (log lines) for leaks; `known` are the secrets the run used, looked for verbatim. */
export function scanLogs(text: string, known: readonly string[] = []): LogScan {
  const lines = text.split('\n').filter((l) => l.trim() !== '')
  const smsLines = lines.filter((l) => CONSOLE_SMS_PATTERN.test(l))
  const logLines = lines.filter((l) => !CONSOLE_SMS_PATTERN.test(l))
  const leaks: string[] = []
  for (const line of logLines) {
    for (const [what, rule] of RULES) if (rule.test(line)) leaks.push(`${what}: ${line}`)
    for (const secret of known) {
      // A short secret (an SMS code) counts only standing alone, not inside a timestamp or a decimal.
      const alone = new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.])`)
      if (secret.length >= 16 ? line.includes(secret) : alone.test(line)) leaks.push(`known secret ${secret.slice(0, 6)}…: ${line}`)
    }
  }
  return { smsLines, logLines, leaks }
}

// ---- the suite's log (SUITE_LOG_DIR) ----------------------------------------------------------

/** pino's level numbers; a line's `"level":n` says which it is. */
const LEVEL_NUMBERS: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity }
/** The level the suite's log keeps at least: request URLs (masked, redacted) and every error. */
export const SUITE_LOG_LEVEL: LogLevel = 'info'

/** The level of a pino line; a line that is not one (a startup message, an SMS console line) counts as always shown. */
const levelOf = (line: string) => Number(/"level":(\d+)/.exec(line)?.[1] ?? Infinity)

export interface SuiteLog {
  /** The level the server must log at: the test's own, or info when that is quieter. */
  level: LogLevel
  /** Every line to the suite's file; to the console (`console`) only those at the test's own level. */
  write(line: string): void
  close(): void
}

/**
 * With SUITE_LOG_DIR set (scripts/test.sh), a server a test starts writes its log to a file there as
 * well, at `info` whatever LOG_LEVEL the test asked for its console, so that scripts/check-suite-logs.ts
 * can grep the logs of the whole suite; the console still sees what the test asked for. One file
 * per test file and worker process; null without SUITE_LOG_DIR.
 */
export function suiteLog(requested: LogLevel, console: (line: string) => void = (line) => process.stdout.write(line)): SuiteLog | null {
  const dir = process.env.SUITE_LOG_DIR
  // A level the server will refuse (a test of the config's errors) is the test's business.
  if (!dir || !Object.hasOwn(LEVEL_NUMBERS, requested)) return null
  fs.mkdirSync(dir, { recursive: true })
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath
  const name = testPath ? path.basename(testPath).replace(/\.test\.tsx?$/, '') : 'run'
  // Synchronous appends: a line is on disk before the test file's process can end.
  const fd = fs.openSync(path.join(dir, `${name}.${process.pid}.log`), 'a')
  const shown = LEVEL_NUMBERS[requested]
  let open = true
  return {
    level: shown < LEVEL_NUMBERS[SUITE_LOG_LEVEL] ? requested : SUITE_LOG_LEVEL,
    write(line) {
      // A line logged after close (a timer of a closed app) is dropped: the descriptor may be another file's by then.
      if (open) fs.writeSync(fd, line.endsWith('\n') ? line : `${line}\n`)
      if (levelOf(line) >= shown) console(line)
    },
    close() {
      if (open) fs.closeSync(fd)
      open = false
    }
  }
}
