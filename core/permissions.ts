/**
 * Feature permissions by version (spec §6), checked here and nowhere else: the app asks before
 * showing a feature, the server before answering it (server/routes/application.ts).
 *
 * The spec lists the features of each version but not what a version means. Our decision
 * (docs/recommendation.md, "Permissions"):
 *  v1  membership features (the gaokao data a family pays for): a VIP (tianbao_vip) gets them
 *      whole; a logged-in non-VIP gets a preview (the first part open, the rest under the non-VIP
 *      blur with the 了解更多 modal); AI volunteer filling previews only masked choices.
 *  v2  community and career tools: open to every logged-in user.
 * Logged-out visitors get 'login' for both (the page opens the phone login).
 */
export type FeatureVersion = 'v1' | 'v2'

export const FEATURE_VERSIONS = {
  questionView: 'v1',
  previousRanks: 'v1',
  recommendation: 'v1',
  employmentReport: 'v1',
  scoreLines: 'v1',
  enrollmentPlan: 'v1',
  companyProperty: 'v1',
  companyRegion: 'v1',
  companyName: 'v1',
  industryDistribution: 'v1',
  jobDistribution: 'v1',
  regionDistribution: 'v1',
  jobRecommendation: 'v1',
  aiVolunteerFilling: 'v1',
  questionCreate: 'v2',
  positionSearch: 'v2',
  analysis: 'v2',
  salaryRanking: 'v2',
  demandRanking: 'v2',
  retest: 'v2'
} as const satisfies Record<string, FeatureVersion>

export type Feature = keyof typeof FEATURE_VERSIONS

/** full: everything; preview: the open part and the blur; login: log in first. */
export type Access = 'full' | 'preview' | 'login'

export interface Viewer {
  loggedIn: boolean
  vip: boolean
}

export function accessTo(feature: Feature, viewer: Viewer): Access {
  if (!viewer.loggedIn) return 'login'
  if (FEATURE_VERSIONS[feature] === 'v2') return 'full'
  return viewer.vip ? 'full' : 'preview'
}

/** The 了解更多 modal of a non-VIP (spec §6). */
export const LEARN_MORE = { title: '了解更多', content: '开通服务即可解锁全部功能' } as const
