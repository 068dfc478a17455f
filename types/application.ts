/**
 * The application contract (填志愿, issue 6): index statistics, recommendations, AI-assisted
 * filling, the saved application forms and invitations. Shared by the app (src/api/application.ts)
 * and the server (server/routes/application/). This file holds the constants and paths (the app
 * may import them); the schemas and their types are in types/schemas/application.ts and
 * re-exported here as types only.
 */
import type { FillRatio } from './schemas/application'

export type * from './schemas/application'

/** From the least to the most likely. */
export const BANDS = ['difficult', 'rush', 'stable', 'safe'] as const

/**
 * What the recommended units are built from (IndexStat.units_from): the plan year's enrollment plans,
 * or, without real plans, the newest real lines of one kind (docs/recommendation.md "Units without plans").
 */
export const UNITS_FROM = ['plans', 'major_lines', 'group_lines', 'institution_lines'] as const

/**
 * Why a province and track give no unit with a probability (IndexStat.empty_reason; the page says
 * what to import): no plans or lines at all; none for this track; lines but no 一分一段 table to
 * compare their ranks across years.
 */
export const EMPTY_REASONS = ['no_data', 'no_track_data', 'no_rank_table'] as const

/** Server answer code for incomplete gaokao info (400, detail '请先完善高考信息'). */
export const BAD_PARAMS = 'BAD_PARAMS'

/** How many units of each band a non-VIP user sees. */
export const RECOMMEND_PREVIEW_LIMIT = 10
/** The largest page of recommendations (the band pages ask for up to this many). */
export const RECOMMEND_MAX_PAGE_SIZE = 50

export const DEFAULT_FILL_RATIO: FillRatio = { rush: 20, stable: 40, safe: 40 }

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

export const INVITE_PATHS = {
  list: '/api/user/invited/',
  bind: '/api/user/invite/bind/'
} as const
