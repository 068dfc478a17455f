/** lib/intlUndergrad.ts: the explanation carries sources; the list asks for the 中外合作 tag. */
import { INTL_ABOUT, INTL_CHECKS, intlQuery } from '../../src/lib/intlUndergrad'

test('what it means and the three checks, each with a source', () => {
  expect(INTL_ABOUT.map((p) => p.title)).toEqual(['中外合作办学', '国际本科'])
  expect(INTL_CHECKS.map((p) => p.title)).toEqual(['学历认证', '学费', '出国要求'])
  for (const p of [...INTL_ABOUT, ...INTL_CHECKS]) expect(p.source.length).toBeGreaterThan(4)
})

test('the list query: the 中外合作 tag, paged', () => {
  expect(intlQuery(1)).toEqual({ tag: '中外合作', page: 1, page_size: 20 })
  expect(intlQuery(3)).toEqual({ tag: '中外合作', page: 3, page_size: 20 })
})
