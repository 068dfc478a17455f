/** lib/gaokaoTimeline.ts: the exam days from the province facts, the rest with the notice. */
import { examDaysLabel, gaokaoTimeline, PROVINCE_NOTICE } from '../../src/lib/gaokaoTimeline'

test('exam days per province, the default for an unknown or unset one', () => {
  expect(examDaysLabel('北京', 2027)).toBe('2027年6月7日至6月10日')
  expect(examDaysLabel('江苏', 2027)).toBe('2027年6月7日至6月9日')
  expect(examDaysLabel('新疆', 2026)).toBe('2026年6月7日至6月8日')
  expect(examDaysLabel(null, 2027)).toBe('2027年6月7日至6月9日')
  expect(examDaysLabel('火星', 2027)).toBe('2027年6月7日至6月9日')
})

test('four steps; only the exam days come from a table, every step says where the real dates are', () => {
  const items = gaokaoTimeline('河南', 2027)
  expect(items.map((i) => i.title)).toEqual(['高考', '成绩公布', '志愿填报', '录取'])
  expect(items[0].when).toBe('2027年6月7日至6月10日')
  expect(items[0].note).toContain('河南')
  for (const item of items) expect(item.note).toContain(PROVINCE_NOTICE)
  expect(gaokaoTimeline(null, 2027)[0].note).toContain('6 月 7 日至 10 日')
})
