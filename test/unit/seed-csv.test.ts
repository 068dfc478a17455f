/** The importers' shared CSV reading (server/seed/csv.ts) and the institution name matching. */
import { parseCsvRecords, parseGroupedCsv, type CsvRow } from '../../server/seed/csv'

test('RFC 4180 records: BOM, CRLF, quoted commas, doubled quotes and line breaks; blank lines skipped', () => {
  const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n3, padded ,last'
  expect(parseCsvRecords(text)).toEqual([
    { line: 1, fields: ['a', 'b', 'c'] },
    { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
    { line: 4, fields: ['2', 'two\nlines', ''] },
    { line: 6, fields: ['3', ' padded ', 'last'] }
  ])
})

const spec = {
  columns: { required: ['province', 'year', 'n'], optional: ['note'] },
  groupBy: ['province', 'year'],
  groupLabel: '该省份该年份',
  parseRow: (row: CsvRow) => ({ province: row.text('province', '省份', { required: true }), year: row.int('year', '年份', 2000, 2100), n: row.int('n', '数量', 0, 10) })
}

test('header: columns by name in any order, optional ones allowed, unknown/repeated/missing ones reject the file', () => {
  const ok = parseGroupedCsv('n,year,province\n3,2024,江苏\n4,2024,江苏\n5,2025,江苏', spec)
  expect(ok.rejected).toEqual([])
  expect(ok.groups.map((g) => [g.key, g.rows.map((r) => r.n)])).toEqual([
    ['江苏-2024', [3, 4]],
    ['江苏-2025', [5]]
  ])
  expect(parseGroupedCsv('province,year,n,extra\n江苏,2024,1,x', spec).rejected).toEqual([{ line: 1, reason: expect.stringMatching(/未知列：extra/) }])
  expect(parseGroupedCsv('province,year,n,n\n江苏,2024,1,1', spec).rejected).toEqual([{ line: 1, reason: expect.stringMatching(/重复/) }])
  expect(parseGroupedCsv('province,n\n江苏,1', spec).rejected).toEqual([{ line: 1, reason: expect.stringMatching(/缺少：year/) }])
  expect(parseGroupedCsv('', spec).rejected).toEqual([{ line: 1, reason: '文件为空' }])
})

test('a bad row rejects its group only; a row too short to name its group rejects the file', () => {
  const parsed = parseGroupedCsv('province,year,n,note\n江苏,2024,1,\n江苏,2024,11,\n浙江,2024,2,\n江苏,2024,1', spec)
  expect(parsed.groups.map((g) => g.key)).toEqual(['浙江-2024'])
  expect(parsed.rejectedGroups).toEqual(['江苏-2024'])
  expect(parsed.rejected).toEqual([
    { line: 2, reason: '江苏-2024 该省份该年份未导入（第 2-5 行）' },
    { line: 3, reason: '数量（n）应为 0-10 的整数：11' },
    { line: 5, reason: '列数应为 4，实为 3' }
  ])
  expect(parseGroupedCsv('province,year,n\n江苏', spec).rejected).toEqual([{ line: 2, reason: '列数应为 3，实为 1；整个文件未导入' }])
})
