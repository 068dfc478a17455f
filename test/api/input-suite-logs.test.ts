/**
 * The whole suite's log check (scripts/test.sh → scripts/check-suite-logs.ts): with SUITE_LOG_DIR
 * set, an app a test starts at LOG_LEVEL=warn still writes its requests at info into the suite's
 * file (masked and redacted), while the console gets only what the test asked for; the check reads
 * that file clean, and finds a leak put beside it.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { checkSuiteLogs } from '../../scripts/check-suite-logs'
import { freshApp } from './helpers'

test('under SUITE_LOG_DIR an app logs its requests at info to the suite file; the check finds nothing there and finds a planted leak', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suite-logs-'))
  const before = process.env.SUITE_LOG_DIR
  process.env.SUITE_LOG_DIR = dir
  const console: string[] = []
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((line) => console.push(String(line)) > 0)
  try {
    const t = await freshApp({ env: { LOG_LEVEL: 'warn' } })
    // Unsigned: refused, but logged with its URL, the phone in it masked.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/send_code/?phone=13800138000&token=abc' })).statusCode).toBe(403)
    await t.close()
  } finally {
    write.mockRestore()
    process.env.SUITE_LOG_DIR = before
  }
  const [file] = fs.readdirSync(dir)
  expect(file).toMatch(/^input-suite-logs\.\d+\.log$/)
  const text = fs.readFileSync(path.join(dir, file), 'utf8')
  expect(text).toContain('/api/user/send_code/?phone=138****8000&token=[redacted]')
  expect(text).toContain('"level":30')
  // The console saw only warn and above: none of the info lines.
  expect(console.filter((line) => line.includes('"level":30'))).toEqual([])
  const clean = checkSuiteLogs(dir)
  expect(clean).toMatchObject({ files: 1, leaks: [] })
  expect(clean.lines).toBeGreaterThanOrEqual(2)

  fs.appendFileSync(path.join(dir, file), '{"level":30,"msg":"login","password":"hunter2","url":"/x?phone=13800138000"}\n')
  expect(checkSuiteLogs(dir).leaks.map((leak) => leak.split(':')[1].trim())).toEqual(['full mobile number', 'secret field'])
  fs.rmSync(dir, { recursive: true, force: true })
})
