/** The console's pure activation-code rules (services/admin/codes.ts): batch ids, hints and the CSV. */
import { CODE_BATCH_PATTERN, type AdminCode } from '../../types/adminCodes'
import { hintOf } from '../../server/payments/activation'
import { batchIdOf, codesCsv, csvField, CSV_HEADER } from '../../server/services/admin/codes'

const NOW = Date.UTC(2025, 4, 31, 16, 30) // 2025-06-01 00:30 in China

test('a batch id: the China date and 6 letters of the codes’ alphabet', () => {
  expect(batchIdOf(NOW, () => 0)).toBe('20250601-AAAAAA')
  expect(batchIdOf(NOW - 3_600_000, () => 31)).toBe('20250531-999999')
  for (let i = 0; i < 20; i++) expect(batchIdOf(NOW)).toMatch(new RegExp(CODE_BATCH_PATTERN))
})

test('a hint is the last 4 characters however the code is written', () => {
  expect(hintOf('ABCD-EFGH-JKLM-NPQR')).toBe('NPQR')
  expect(hintOf('abcd efgh jklm npq2')).toBe('NPQ2')
})

test('csvField: quotes what needs quoting; a would-be formula stays text', () => {
  expect(csvField(null)).toBe('')
  expect(csvField(12)).toBe('12')
  expect(csvField('招生季')).toBe('招生季')
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('two\nlines')).toBe('"two\nlines"')
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvField('-1')).toBe("'-1")
  expect(csvField('@me')).toBe("'@me")
})

test('codesCsv: BOM, header, CRLF lines, China times, state names', () => {
  const row = (over: Partial<AdminCode>): AdminCode => ({
    id: 'h',
    hint: 'NPQR',
    plan: 'v2001',
    batch: '20250601-AAAAAA',
    note: '活动, 第一批',
    state: 'unused',
    created_at: '2025-05-31T16:30:00.000Z',
    redeemed_by: null,
    redeemed_by_name: null,
    redeemed_at: null,
    ...over
  })
  const csv = codesCsv([row({}), row({ hint: 'WXYZ', state: 'redeemed', redeemed_by: 7, redeemed_by_name: '=张三', redeemed_at: '2025-06-01T02:00:00.000Z' })])
  expect(csv).toBe(
    '\uFEFF' +
      `${CSV_HEADER.join(',')}\r\n` +
      '20250601-AAAAAA,v2001,NPQR,"活动, 第一批",未使用,2025-06-01 00:30:00,,,\r\n' +
      '20250601-AAAAAA,v2001,WXYZ,"活动, 第一批",已兑换,2025-06-01 00:30:00,7,\'=张三,2025-06-01 10:00:00\r\n'
  )
})
