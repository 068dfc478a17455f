/**
 * SMS delivery behind one interface. The default (and only built-in) provider is the console:
 * it writes exactly one line `[sms] phone=13800138000 code=123456` (types/user.ts
 * CONSOLE_SMS_PATTERN) to the server's standard output, where a developer or the e2e test reads
 * it. A real gateway implements SmsProvider and is passed to buildApp({ providers: { sms } }).
 */
export interface SmsProvider {
  readonly name: string
  /** Delivers the code; throws when the gateway refuses (the route answers 502). */
  send(phone: string, code: string): Promise<void>
}

export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console'

  constructor(private readonly write: (line: string) => void = (line) => void process.stdout.write(`${line}\n`)) {}

  async send(phone: string, code: string): Promise<void> {
    this.write(`[sms] phone=${phone} code=${code}`)
  }
}
