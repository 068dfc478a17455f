/** lib/vipAgreement.ts: the membership terms filled in for a brand. */
import { GAOKAO_PLANS, JIASHU_PLANS, NO_PLANS } from '../../brands/plans'
import { paragraphText, planTerms, POLICY_SPEC, vipAgreementSections } from '../../src/lib/vipAgreement'
import { routeBySpec } from '../../src/routes'

const brand = { appName: '必得高考', supportPhone: '400-800-1001', vipPlans: GAOKAO_PLANS }
const text = (sections: ReturnType<typeof vipAgreementSections>) => sections.flatMap((s) => [s.title, ...s.paragraphs.map(paragraphText)]).join('\n')

test('plan terms by year', () => {
  expect(planTerms(GAOKAO_PLANS)).toBe('1 年 168 元、2 年 298 元、3 年 398 元')
  expect(planTerms([...JIASHU_PLANS].reverse())).toBe('1 年 399 元、2 年 499 元、3 年 599 元')
})

test('the sections name the service, the term, refunds, 仅供参考 and the privacy page', () => {
  const sections = vipAgreementSections(brand)
  const all = text(sections)
  for (const words of ['AI 志愿填报', '完整推荐', '数据功能', '1 年 168 元', '第二十五条', '七日无理由退货', '仅供参考', '不构成录取承诺', '400-800-1001', '必得高考']) {
    expect(all).toContain(words)
  }
  const privacy = sections.find((s) => s.link)!
  expect(privacy.link!.spec).toBe(POLICY_SPEC)
  expect(routeBySpec(POLICY_SPEC).built).toBe(true)
  // The refund exclusion and the 仅供参考 clause are the bold ones.
  const strong = sections.flatMap((s) => s.paragraphs).filter((p) => typeof p !== 'string')
  expect(strong.map(paragraphText).join()).toMatch(/七日无理由退货[\s\S]*仅供参考/)
})

test('a brand without plans says membership is not on sale', () => {
  const all = text(vipAgreementSections({ ...brand, vipPlans: NO_PLANS }))
  expect(all).toContain('当前未开放会员购买')
  expect(all).not.toContain('168 元')
})
