/**
 * What the source must not do with input (issue 29), read from the files themselves:
 * - SQL is parameterised everywhere: no query text built from strings in server/ (sql.raw, .unsafe,
 *   sql.identifier, a pool query or an execute on a template) outside an allow-list with reasons, and
 *   every LIKE pattern made by server/lib/likePattern.ts, so a user's % and _ match themselves;
 * - the apps render text escaped: React escapes, so the places that bypass it (innerHTML and its
 *   kin, RichText, eval) are listed with a reason, and each one's HTML is proved escaped here, in a
 *   DOM (jsdom): a hostile value becomes text, never an element or an attribute.
 * A new occurrence fails until it is fixed or added to a list with its reason.
 */
import fs from 'fs'
import path from 'path'
import { JSDOM } from 'jsdom'
import { autoSubmitForm } from '../../server/payments/alipay'
import type { OrderRow } from '../../server/payments/provider'
import { confirmPage } from '../../server/services/sandboxPages'

const ROOT = path.join(__dirname, '..', '..')

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|js|jsx)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
}

/** Each occurrence of `pattern` as "file: the call", the call cut at its closing parenthesis. */
function occurrences(dir: string, pattern: RegExp): string[] {
  const found: string[] = []
  for (const file of sources(dir)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      let depth = 0
      let end = match.index
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++
        else if (text[end] === ')' && --depth === 0) break
        else if (depth === 0 && text[end] === '\n') break
      }
      found.push(`${file}: ${text.slice(match.index, end + 1).replace(/\s+/g, ' ')}`)
    }
  }
  return found
}

/** Query text built from strings in server/: each names a constant or a name from the code, never input. */
const RAW_SQL_ALLOWED: [RegExp, string][] = [
  [/^server\/seed\/load\.ts: sql\.raw\(/, 'the seed loader names its own tables, columns and SQL types, from the seed modules'],
  [/^server\/services\/admin\/dashboard\.ts: sql\.raw\(String\(CHINA_UTC_OFFSET_MINUTES \* 60\)\)$/, 'a number constant'],
  [/^server\/services\/(forum\/hot|forum\/postRows|messages)\.ts: sql\.raw\(String\(FORUM_LIMITS\.\w+\)\)$/, 'a number constant'],
  [/^server\/services\/cloud\/sharesAccess\.ts: sql\.raw\(flag\)$/, "a column name, typed ShareFlag: 'forbid_download' | 'forbid_print'"],
  [/^server\/services\/users\.ts: sql\.identifier\(users\.id\.name\)$/, "a column's name from the schema (users.id), qualified with its table inside a subquery"],
  [/^server\/db\/open\.ts: client\.query\(text\)$/, "the advisory lock's id query: a constant text its one caller passes (services/admin/importJobs.ts)"]
]

test('no SQL text is built from strings in server/ outside the allow-list', () => {
  // A driver query whose text is a plain literal (parameters apart, as $1) is parameterised: only the others are listed.
  const built = occurrences('server', /sql\.raw\(|\.unsafe\(|sql\.identifier\(|\b(?:pool|client|db|tx)\.query(?:<[^>]*>)?\((?!'[^']*'[,)])|\.execute\(\s*[`'"]/)
  const unexplained = built.filter((call) => !RAW_SQL_ALLOWED.some(([allowed]) => allowed.test(call)))
  expect(unexplained).toEqual([])
  // The list is not stale: each entry still matches a call.
  expect(RAW_SQL_ALLOWED.filter(([allowed]) => !built.some((call) => allowed.test(call))).map(([, reason]) => reason)).toEqual([])
})

test('every LIKE pattern in server/ is made by likePattern (contains, startsWith) or is a constant', () => {
  const calls = [...occurrences('server', /\bi?like\(/), ...occurrences('server', /\bi?like \$\{/)]
  const patterns = calls.filter((call) => !/^server\/lib\/likePattern\.ts/.test(call))
  const unescaped = patterns.filter((call) => !/(contains|startsWith)\(|, '[^'$]*'\)$/.test(call))
  expect(unescaped).toEqual([])
  expect(patterns.length).toBeGreaterThan(5)
})

/** The places in src/ and admin/ where HTML is written without React's escaping, each with where its HTML comes from. */
const RAW_HTML_ALLOWED: [RegExp, string][] = [
  [
    /^src\/payments\/web\.ts: (holder\.)?innerHTML/,
    "the payment provider's auto-submitting form, built by server/payments/alipay.ts autoSubmitForm (proved escaped below)"
  ]
]

test('the apps write no HTML that bypasses React, outside the allow-list', () => {
  const pattern = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML\(|document\.write\(|<RichText|<rich-text|\beval\(|new Function\(/
  const found = [...occurrences('src', pattern), ...occurrences('admin', pattern)].map((call) => call.replace(/: \.?/, ': '))
  expect(found.filter((call) => !RAW_HTML_ALLOWED.some(([allowed]) => allowed.test(call)))).toEqual([])
  expect(RAW_HTML_ALLOWED.filter(([allowed]) => !found.some((call) => allowed.test(call))).map(([, reason]) => reason)).toEqual([])
})

const HOSTILE = `"><img src=x onerror=alert(1)><script>alert(2)</script>'&`

test("the provider's form, written through innerHTML by the H5 app, keeps every value as text", () => {
  const html = autoSubmitForm(`https://gateway.example/pay?x=${HOSTILE}`, { biz_content: JSON.stringify({ subject: HOSTILE }), [HOSTILE]: HOSTILE })
  const { document } = new JSDOM('<!doctype html><body></body>').window
  const holder = document.createElement('div')
  holder.innerHTML = html
  expect(holder.querySelectorAll('img')).toHaveLength(0)
  // The form's own submit script is the one script, and it is the form's.
  expect([...holder.querySelectorAll('script')].map((s) => s.textContent)).toEqual(["document.forms['alipaysubmit'].submit();"])
  const inputs = [...holder.querySelectorAll('input[type=hidden]')] as HTMLInputElement[]
  expect(inputs.map((input) => [input.name, input.value])).toEqual([
    ['biz_content', JSON.stringify({ subject: HOSTILE })],
    [HOSTILE, HOSTILE]
  ])
  expect(holder.querySelector('form')?.getAttribute('action')).toBe(`https://gateway.example/pay?x=${HOSTILE}`)
})

test("the sandbox payment page shows the order's subject as text", () => {
  const order = { method: 'alipay', subject: HOSTILE, totalFee: 100, outOrderNumber: 'T123' } as OrderRow
  const page = confirmPage(order, 'ab'.repeat(16), '')
  const { document } = new JSDOM(page.html).window
  expect(document.querySelectorAll('img, script')).toHaveLength(0)
  expect(document.querySelector('p')?.textContent).toBe(HOSTILE)
})
