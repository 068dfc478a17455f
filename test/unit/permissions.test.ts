/** lib/permissions.ts: feature permission versions v1/v2 (spec §6), decided in one place. */
import { FEATURE_VERSIONS, LEARN_MORE, accessTo, type Feature } from '../../core/permissions'

const V1: Feature[] = [
  'questionView',
  'previousRanks',
  'recommendation',
  'employmentReport',
  'scoreLines',
  'enrollmentPlan',
  'companyProperty',
  'companyRegion',
  'companyName',
  'industryDistribution',
  'jobDistribution',
  'regionDistribution',
  'jobRecommendation',
  'aiVolunteerFilling'
]
const V2: Feature[] = ['questionCreate', 'positionSearch', 'analysis', 'salaryRanking', 'demandRanking', 'retest']

test('the spec’s lists of v1 and v2 features, nothing else', () => {
  expect(Object.keys(FEATURE_VERSIONS).sort()).toEqual([...V1, ...V2].sort())
  for (const f of V1) expect(FEATURE_VERSIONS[f]).toBe('v1')
  for (const f of V2) expect(FEATURE_VERSIONS[f]).toBe('v2')
})

test('v1: full for a VIP, a preview for other users; v2: full for every logged-in user; login first for visitors', () => {
  for (const f of V1) {
    expect(accessTo(f, { loggedIn: true, vip: true })).toBe('full')
    expect(accessTo(f, { loggedIn: true, vip: false })).toBe('preview')
    expect(accessTo(f, { loggedIn: false, vip: false })).toBe('login')
  }
  for (const f of V2) {
    expect(accessTo(f, { loggedIn: true, vip: false })).toBe('full')
    expect(accessTo(f, { loggedIn: false, vip: true })).toBe('login')
  }
})

test('the 了解更多 modal text', () => {
  expect(LEARN_MORE).toEqual({ title: '了解更多', content: '开通服务即可解锁全部功能' })
})
