/**
 * Gaokao data contract (issue 5, first slice): institutions and their search, and the
 * one-score-one-line table (一分一段) with its look-ups. Shared by the app and the server.
 */

/** Where a row came from; the app labels every figure with it (示例数据 / source + 仅供参考). */
export interface DataSource {
  kind: 'official' | 'sample' | 'imported'
  /** Shown to users, e.g. '教育部 2025 年全国普通高等学校名单' or '示例数据'. */
  label: string
  year: number | null
}

export type InstitutionLevel = '本科' | '专科'

/** Tags known from imported lists; the official list itself carries none of these. */
export type InstitutionTag = '985' | '211' | '双一流' | '民办' | '中外合作'

/** 院校类型, derived from the name (server/domain/institutionType.ts): the official list has no type column. */
export type InstitutionType = '综合' | '理工' | '师范' | '医药' | '财经' | '政法' | '语言' | '艺术' | '体育' | '农林' | '民族' | '军事' | '其他'
export const INSTITUTION_TYPES: readonly InstitutionType[] = ['综合', '理工', '师范', '医药', '财经', '政法', '语言', '艺术', '体育', '农林', '民族', '军事', '其他']

export interface InstitutionSummary {
  id: number
  name: string
  /** The ten-digit ministry code (学校标识码); digits 3-4 are the province code. */
  code: string
  province: string
  city: string
  level: InstitutionLevel
  /** 主管部门 */
  department: string
  remark: string
  type: InstitutionType
  tags: InstitutionTag[]
}

export interface InstitutionDetail extends InstitutionSummary {
  /** Full pinyin and initials, used by search and shown nowhere else. */
  pinyin_initials: string
  /**
   * The centre of the institution's city (server/domain/cityCoordinates.ts), not its campus: the
   * official list has no positions. null when the city is not in the table.
   */
  lat: number | null
  lng: number | null
  source: DataSource
}

export type InstitutionSort = 'default' | 'name' | 'code'

/** GET /api/edu/university/ */
export interface InstitutionSearchQuery {
  /** Name, abbreviation (北大) or pinyin initials (bjdx); empty lists everything. */
  q?: string
  province?: string
  city?: string
  level?: InstitutionLevel
  type?: InstitutionType
  tag?: InstitutionTag
  sort?: InstitutionSort
  page?: number
  page_size?: number
}

/** GET /api/edu/university/filters/: the values the filter sheets offer, with counts. */
export interface InstitutionFilters {
  provinces: { value: string; count: number }[]
  levels: { value: InstitutionLevel; count: number }[]
  /** Every type of INSTITUTION_TYPES in that order, 0 included (the type sheet shows them all). */
  types: { value: InstitutionType; count: number }[]
  tags: { value: InstitutionTag; count: number }[]
  source: DataSource
}

/** Tracks: old gaokao 文科/理科, 3+1+2 物理类/历史类, 3+3 综合. */
export type Track = '文科' | '理科' | '物理类' | '历史类' | '综合'
export const TRACKS: readonly Track[] = ['物理类', '历史类', '综合', '理科', '文科']

export interface OneScoreRow {
  score: number
  count: number
  /** Candidates with this score or higher: the rank of the lowest-ranked one at this score. */
  cumulative: number
}

/** GET /api/edu/onescoreoneline/?province&year&track */
export interface OneScoreTableQuery {
  province: string
  year: number
  track: Track
}
export interface OneScoreTable {
  province: string
  year: number
  track: Track
  /** Highest score first. The top row stands for 'score 分及以上'. */
  rows: OneScoreRow[]
  source: DataSource
}

/** GET /api/edu/onescoreoneline/available/: which province-year-track tables exist. */
export interface OneScoreAvailability {
  tables: { province: string; year: number; track: Track; source: DataSource }[]
}

/** GET /api/edu/onescoreoneline/lookup/?province&year&track&score= or &rank= */
export interface OneScoreLookupQuery {
  province: string
  year: number
  track: Track
  score?: number
  rank?: number
}
export interface OneScoreLookup {
  province: string
  year: number
  track: Track
  /** The score looked up, or the score whose cumulative first reaches the rank. */
  score: number
  /** Rank range at that score: best = cumulative − count + 1, worst = cumulative. */
  rank_best: number
  rank_worst: number
  /** 等位分: the score with the same rank in the other years of the same province and track. */
  equivalents: { year: number; score: number }[]
  source: DataSource
}

export const GAOKAO_PATHS = {
  universities: '/api/edu/university/',
  universityFilters: '/api/edu/university/filters/',
  /** + '<id>/' */
  universityDetail: '/api/edu/university/',
  /** POST, login: empties the caller's search history → SearchHistoryAnswer. */
  universityHistoryClear: '/api/edu/university/history/clear/',
  oneScoreTable: '/api/edu/onescoreoneline/',
  oneScoreAvailable: '/api/edu/onescoreoneline/available/',
  oneScoreLookup: '/api/edu/onescoreoneline/lookup/'
} as const

/* ---- Additions (server slice): response envelopes and shared constants. ---- */

/** The logged-in user's university searches, most recent first (core/searchHistory.ts). */
export interface SearchHistoryAnswer {
  searchHistory: string[]
}

/** GET /api/edu/university/: the page of results plus where the list comes from. */
export interface InstitutionSearchResponse {
  count: number
  next: string | null
  previous: string | null
  results: InstitutionSummary[]
  source: DataSource
}

/** The source every institution answer carries (the ministry's 2025 list). */
export const INSTITUTION_SOURCE: DataSource = { kind: 'official', label: '教育部 2025 年全国普通高等学校名单', year: 2025 }
/** Tables imported from CSV files (never labelled official). */
export const IMPORTED_SOURCE: DataSource = { kind: 'imported', label: '导入数据（仅供参考）', year: null }
/** The demo seed's generated tables. */
export const SAMPLE_SOURCE: DataSource = { kind: 'sample', label: '示例数据', year: null }

export const INSTITUTION_TAGS: readonly InstitutionTag[] = ['985', '211', '双一流', '民办', '中外合作']
export const INSTITUTION_LEVELS: readonly InstitutionLevel[] = ['本科', '专科']
export const INSTITUTION_SORTS: readonly InstitutionSort[] = ['default', 'name', 'code']
