/**
 * What must never be found in the server's logs (server/lib/logRedaction.ts, docs/server.md "Logs"):
 * a full mobile number, a JWT, a Bearer value, a 64-hex signature or page token, an SMS code next to
 * a phone or under a code key, and any secret the caller knows it used (its tokens, codes,
 * passwords). The console SMS provider's development line is the one exception, by name: it is the
 * development SMS channel, written beside the logs, never through them.
 */
import { CONSOLE_SMS_PATTERN } from '../../types/user'

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
  ['SMS code beside a phone', /1[3-9]\d(?:\*{4}|\d{4})\d{4}\D{1,30}(?<![\d.])\d{6}(?![\d.])/]
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
