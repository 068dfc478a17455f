/** lib/sources.ts: facts' sources as numbered footnotes. */
import { footnotes, refLabel } from '../../src/lib/sources'

test('each source once, numbered in order of first use; a fact may cite several', () => {
  const { sources, refs } = footnotes([
    { text: 'a', source: '甲' },
    { text: 'b', source: '乙；甲' },
    { text: 'c', source: ' 丙 ；乙', unverified: true },
    { text: 'd', source: '甲' }
  ])
  expect(sources).toEqual(['甲', '乙', '丙'])
  expect(refs).toEqual([[1], [2, 1], [3, 2], [1]])
  expect(refLabel(refs[2])).toBe('[3][2]')
  expect(footnotes([])).toEqual({ sources: [], refs: [] })
})
