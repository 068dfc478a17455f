import { BRAND_IDS, BRANDS, GAOKAO_PLANS, JIASHU_PLANS, getBrand, resolveBrand, safeBrandDir } from '../../brands'
import { SPEC as spec } from './support/spec'

describe('brands', () => {
  it('holds exactly the seven brand ids of the spec', () => {
    const line = spec.split('\n').find((l) => l.includes('Brand ids:'))!
    const specIds = line.replace(/.*Brand ids: ([^.]*)\..*/, '$1').split(', ')
    expect([...BRAND_IDS].sort()).toEqual([...specIds].sort())
    expect(BRAND_IDS).toContain('{product}')
  })

  it('gives every brand the required fields', () => {
    for (const b of BRANDS) {
      expect(b.appId).toMatch(/^wx[0-9a-f]{16}$/)
      expect(b.appName).toMatch(/\S/)
      expect(b.supportPhone).toMatch(/\d/)
      expect(b.defaultAvatar).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(['blue', 'pink']).toContain(b.theme)
      expect(b.openInApp.deepLink).toMatch(/:\/\//)
      expect(b.openInApp.officialSite).toMatch(/^https:\/\//)
      expect(b.bilibiliHosted).toBe(false)
    }
  })

  it('prices the gaokao plans as the spec: v2001/v2002/v2003 = 1/2/3 years at 168/298/398', () => {
    expect(spec).toContain('Codes v2001, v2002, v2003 = 1, 2, 3 years at 168, 298, 398')
    expect(GAOKAO_PLANS).toEqual([
      { code: 'v2001', year: 1, price: 168 },
      { code: 'v2002', year: 2, price: 298 },
      { code: 'v2003', year: 3, price: 398 }
    ])
  })

  it('prices the jiashu plans as the spec: v1001/v1002/v1003 at 399/499/599, save 0/200/400', () => {
    expect(spec).toContain('v1001, v1002, v1003 at 399, 499, 599 with save 0, 200, 400')
    expect(JIASHU_PLANS).toEqual([
      { code: 'v1001', year: 1, price: 399, save: 0 },
      { code: 'v1002', year: 2, price: 499, save: 200 },
      { code: 'v1003', year: 3, price: 599, save: 400 }
    ])
  })

  it('assigns plans per brand; two brands have none', () => {
    for (const id of ['bdgaokao', 'bidai', 'bdmini', '{product}']) expect(getBrand(id).vipPlans).toBe(GAOKAO_PLANS)
    expect(getBrand('jiashu').vipPlans).toBe(JIASHU_PLANS)
    expect(getBrand('suyinbao').vipPlans).toEqual([])
    expect(getBrand('verdeprint').vipPlans).toEqual([])
  })

  it('defaults to bdgaokao and rejects an unknown brand with the valid list', () => {
    expect(resolveBrand(undefined).id).toBe('bdgaokao')
    expect(resolveBrand('').id).toBe('bdgaokao')
    expect(resolveBrand('jiashu').id).toBe('jiashu')
    expect(() => resolveBrand('nope')).toThrow(/未知品牌.*bdgaokao, bidai/)
  })

  it('makes directory-safe names', () => {
    expect(safeBrandDir('{product}')).toBe('product')
    expect(safeBrandDir('bdgaokao')).toBe('bdgaokao')
  })
})
