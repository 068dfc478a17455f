/**
 * The application contract (填志愿, issue 6): index statistics, recommendations, AI-assisted
 * filling and the saved application forms. Shared by the app (src/api/application.ts) and the
 * server (server/routes/application.ts); a changed contract fails to compile on both sides.
 */
import type { ApplyMode } from './edu'
import type { DataSource, InstitutionLevel, InstitutionTag, Track } from './gaokao'
import type { LiberalScience, Subject } from './user'

export type AdmissionBand = 'difficult' | 'rush' | 'stable' | 'safe'
export const BANDS: readonly AdmissionBand[] = ['difficult', 'rush', 'stable', 'safe']

/**
 * The gaokao info a recommendation is for, sent with every call (spec §7: getIndexStat "with
 * gaokao info"). GET calls send subjects comma-separated ('物理,化学,生物').
 */
export interface GaokaoInfoParams {
  province: string
  apply_year: number
  liberal_science?: LiberalScience | null
  subjects?: Subject[]
  score: number
  rank: number
}

/** The wire form of GaokaoInfoParams in a query string. */
export interface GaokaoInfoQuery {
  province: string
  apply_year: number
  liberal_science?: LiberalScience
  /** Comma-separated, any order. */
  subjects?: string
  score: number
  rank: number
}

/** Server answer code for incomplete gaokao info (400, detail '请先完善高考信息'). */
export const BAD_PARAMS = 'BAD_PARAMS'

/** POST getIndexStat body. */
export interface IndexStatBody extends GaokaoInfoParams {
  /** true on the application index page: also count the recommendations per band. */
  is_index_stat?: boolean
}

/** What the recommended units are built from (IndexStat.units_from). */
export type UnitsFrom = 'plans' | 'major_lines'

export interface IndexStat {
  province: string
  /** The year applied for (the info's apply_year). */
  year: number
  track: Track
  rank: number
  score: number
  mode: ApplyMode
  /** Slots of the province's main batch form. */
  slots: number
  /** The enrollment-plan year the units come from (gk_mode.plan_year or the newest with plans). */
  plan_year: number
  /**
   * 'plans': the units are that year's enrollment plans. 'major_lines': there are no real plans, so
   * the units are that year's real per-major lines (one unit per major; in 院校专业组 provinces a
   * major stands in for its group: this data has no group codes).
   */
  units_from: UnitsFrom
  /** Past years whose lines feed the model, newest first. */
  line_years: number[]
  /** Units per band; zeros without is_index_stat. */
  counts: Record<AdmissionBand, number>
  /** Units with no usable past line (probability unknown), not in any band. */
  unknown: number
  source: DataSource
}

/** One past year of a unit, on the target year's scale (lib/probability.ts PastRank). */
export interface PastRankView {
  year: number
  min_rank: number
  equivalent_rank: number
}

/** Why a unit has its probability: every recommendation and AI choice carries this. */
export interface Explanation {
  past: PastRankView[]
  rank: number
  expected_rank: number | null
  spread: number | null
  probability: number | null
  band: AdmissionBand | 'unknown'
  /** The risk wording (风险极大 / 风险较大 / 有一定风险 / 较为稳妥), '' when unknown. */
  risk: string
}

/** A profession (major) of a unit that can be chosen: one enrollment-plan row of the plan year. */
export interface UnitMajor {
  /** The plan row id: FormEntry.id. */
  id: number
  major_code: string
  major_name: string
  group_code: string
  plan_count: number
  subject_requirement: string
  /** Whether the user's subjects meet the requirement (always true for 文/理 tracks). */
  eligible: boolean
  tuition: number | null
  duration: number | null
}

/** One recommended unit: a school (normal), a 院校专业组 (group) or a 专业+院校 (category). */
export interface RecommendedUnit {
  /** lib/applicationForm.ts unitKey of the unit's entries. */
  key: string
  institution_id: number
  institution_name: string
  institution_province: string
  city: string
  level: InstitutionLevel
  tags: InstitutionTag[]
  /** Set in group mode. */
  group_code: string
  /** Set in category mode: the one major of the unit. */
  major_code: string
  major_name: string
  plan_count: number
  majors: UnitMajor[]
  explanation: Explanation
}

/** GET recommend query: the info plus the band and paging. */
export interface RecommendQuery extends GaokaoInfoQuery {
  band: AdmissionBand
  page?: number
  page_size?: number
  /** Institution name filter. */
  q?: string
  /** Comma-separated institution provinces. */
  regions?: string
  /** Major name filter (专业优先): units with a major whose name contains it. */
  major?: string
}

export interface RecommendResponse {
  stat: IndexStat
  band: AdmissionBand
  /** Units of this band the user may page through (a non-VIP: at most RECOMMEND_PREVIEW_LIMIT). */
  count: number
  page: number
  page_size: number
  results: RecommendedUnit[]
  /**
   * Units of this band hidden from a non-VIP user (permission v1 'recommendation': the first
   * RECOMMEND_PREVIEW_LIMIT of each band are open to everybody).
   */
  locked: number
  /**
   * 学科门类 the user's latest MBTI and SDS results suggest (core/personalityMajors.ts
   * testCategories); the list marks units with a major in one of them as 符合测评. [] before any test.
   */
  test_categories: string[]
}

/** How many units of each band a non-VIP user sees. */
export const RECOMMEND_PREVIEW_LIMIT = 10

/* ---------- AI-assisted filling (vip/index) ---------- */

/** Shares of 冲 / 稳 / 保 in a generated form, each an integer percentage, summing to 100. */
export interface FillRatio {
  rush: number
  stable: number
  safe: number
}
export const DEFAULT_FILL_RATIO: FillRatio = { rush: 20, stable: 40, safe: 40 }

export interface AiFillBody extends GaokaoInfoParams {
  ratio: FillRatio
  /** Institution provinces preferred; empty for anywhere. */
  regions?: string[]
  /** 学科门类 names preferred (e.g. '工学'); empty for any. */
  categories?: string[]
}

export interface AiChoice {
  unit: RecommendedUnit
  /** The majors picked inside the unit, best fit first. */
  major_ids: number[]
  /** One sentence on why this choice, in Chinese. */
  reason: string
}

export interface AiFillResponse {
  stat: IndexStat
  /** false for a non-VIP user: choices are a masked preview (names hidden) for the blur. */
  unlocked: boolean
  ratio: FillRatio
  /** Slots filled per band. */
  filled: Record<'rush' | 'stable' | 'safe', number>
  choices: AiChoice[]
  /** Preferences applied, in words (地区、门类、性格测试), for the page's summary. */
  preferences: string[]
}

/* ---------- Saved application forms (getApplicationForm, save) ---------- */

/** An entry with what is needed to show it without the plans (names may change on re-import). */
export interface SavedEntry {
  id: number
  school_id: number
  profession_group_code: string
  institution_name: string
  major_name: string
  band: AdmissionBand | 'unknown'
  probability: number | null
  /** 选科要求 of the plan, so the form can still warn about subjects once saved. */
  subject_requirement?: string
}

export interface ApplicationFormBody {
  /** Absent: a new form. */
  id?: number
  name: string
  province: string
  year: number
  mode: ApplyMode
  track: Track
  entries: SavedEntry[]
  /** Slot keys in the user's order. */
  order: string[]
}

export interface ApplicationForm extends Required<ApplicationFormBody> {
  created_at: string
  updated_at: string
}

/** GET forms: all the user's forms (at most MAX_FORMS, so no paging), newest updated first. */
export type ApplicationFormList = ApplicationForm[]

/** The longest form name, in characters. */
export const FORM_NAME_MAX = 30

/** The most forms one user keeps. */
export const MAX_FORMS = 20
/** The most entries one form holds (the largest province form × majors per slot). */
export const MAX_FORM_ENTRIES = 600

export const APPLICATION_PATHS = {
  indexStat: '/api/edu/index-stat/',
  recommend: '/api/edu/recommend/',
  aiFill: '/api/edu/recommend/ai/',
  forms: '/api/user/application-form/',
  formSave: '/api/user/application-form/save/',
  formDelete: '/api/user/application-form/delete/'
} as const

/** POST formDelete body. */
export interface FormDeleteBody {
  id: number
}

/* ---------- Invitations (application/invite, inviteList) ---------- */

export interface InvitedUser {
  user_id: number
  username: string
  avatarUrl: string
  invited_at: string
}

/** POST inviteBind: a new user names who invited them, once. */
export interface InviteBindBody {
  code: string
}

export const INVITE_PATHS = {
  list: '/api/user/invited/',
  bind: '/api/user/invite/bind/'
} as const
