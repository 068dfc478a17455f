/**
 * Gaokao data contract (issue 5, first slice): institutions and their search, and the
 * one-score-one-line table (一分一段) with its look-ups. Constants and paths: types/gaokao.ts.
 */
import { INSTITUTION_LEVELS, INSTITUTION_SORTS, INSTITUTION_TAGS, INSTITUTION_TYPES, SOURCE_KINDS, TRACKS } from '../gaokao'
import { PROVINCES } from '../../core/provinceFacts'
import { Int, Nullable, Obj, Page, PAGE_QUERY, StringEnum, Type, Year, type Static } from '../schema'

/** Where a row came from; the app labels every figure with it (示例数据 / source + 仅供参考). */
export const DataSource = Obj({
  kind: StringEnum(SOURCE_KINDS),
  /** Shown to users, e.g. '教育部 2025 年全国普通高等学校名单' or '示例数据'. */
  label: Type.String(),
  year: Nullable(Type.Integer())
})
export type DataSource = Static<typeof DataSource>

export const InstitutionLevel = StringEnum(INSTITUTION_LEVELS)
export type InstitutionLevel = Static<typeof InstitutionLevel>
/** Tags known from imported lists; the official list itself carries none of these. */
export const InstitutionTag = StringEnum(INSTITUTION_TAGS)
export type InstitutionTag = Static<typeof InstitutionTag>
/** 院校类型, derived from the name (server/domain/institutionType.ts): the official list has no type column. */
export const InstitutionType = StringEnum(INSTITUTION_TYPES)
export type InstitutionType = Static<typeof InstitutionType>
export const InstitutionSort = StringEnum(INSTITUTION_SORTS)
export type InstitutionSort = Static<typeof InstitutionSort>
/** Tracks: old gaokao 文科/理科, 3+1+2 物理类/历史类, 3+3 综合. */
export const Track = StringEnum(TRACKS)
export type Track = Static<typeof Track>

export const INSTITUTION_SUMMARY_PROPERTIES = {
  id: Type.Integer(),
  name: Type.String(),
  /** The ten-digit ministry code (学校标识码); digits 3-4 are the province code. */
  code: Type.String(),
  province: Type.String(),
  city: Type.String(),
  level: InstitutionLevel,
  /** 主管部门 */
  department: Type.String(),
  remark: Type.String(),
  type: InstitutionType,
  tags: Type.Array(InstitutionTag)
}
export const InstitutionSummary = Obj(INSTITUTION_SUMMARY_PROPERTIES)
export type InstitutionSummary = Static<typeof InstitutionSummary>

export const InstitutionDetail = Obj({
  ...INSTITUTION_SUMMARY_PROPERTIES,
  /** Full pinyin and initials, used by search and shown nowhere else. */
  pinyin_initials: Type.String(),
  /**
   * The centre of the institution's city (server/domain/cityCoordinates.ts), not its campus: the
   * official list has no positions. null when the city is not in the table.
   */
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  source: DataSource
})
export type InstitutionDetail = Static<typeof InstitutionDetail>

/**
 * One of the 31 provinces of the facts table (core/provinceFacts.ts). Typed as a string: the app
 * holds provinces as user-chosen text and the server's enum check is what narrows it.
 */
export const Province = Type.Unsafe<string>({ type: 'string', enum: [...PROVINCES] })

/** GET /api/edu/university/ */
export const InstitutionSearchQuery = Obj({
  /** Name, abbreviation (北大) or pinyin initials (bjdx); empty lists everything. */
  q: Type.Optional(Type.String({ maxLength: 50 })),
  province: Type.Optional(Province),
  city: Type.Optional(Type.String({ maxLength: 30 })),
  level: Type.Optional(InstitutionLevel),
  type: Type.Optional(InstitutionType),
  tag: Type.Optional(InstitutionTag),
  sort: Type.Optional(StringEnum(INSTITUTION_SORTS, { default: 'default' })),
  ...PAGE_QUERY
})
export type InstitutionSearchQuery = Static<typeof InstitutionSearchQuery>

/** GET /api/edu/university/: the page of results plus where the list comes from. */
export const InstitutionSearchResponse = Type.Composite([Page(InstitutionSummary), Obj({ source: DataSource })], { additionalProperties: false })
export type InstitutionSearchResponse = Static<typeof InstitutionSearchResponse>

const countOf = <T extends Parameters<typeof Obj>[0]['value']>(value: T) => Obj({ value, count: Int() })

/** GET /api/edu/university/filters/: the values the filter sheets offer, with counts. */
export const InstitutionFilters = Obj({
  provinces: Type.Array(countOf(Type.String())),
  levels: Type.Array(countOf(InstitutionLevel)),
  /** Every type of INSTITUTION_TYPES in that order, 0 included (the type sheet shows them all). */
  types: Type.Array(countOf(InstitutionType)),
  tags: Type.Array(countOf(InstitutionTag)),
  source: DataSource
})
export type InstitutionFilters = Static<typeof InstitutionFilters>

export const OneScoreRow = Obj({
  score: Int(),
  count: Int(),
  /** Candidates with this score or higher: the rank of the lowest-ranked one at this score. */
  cumulative: Int()
})
export type OneScoreRow = Static<typeof OneScoreRow>

const TABLE_KEY = { province: Province, year: Year(), track: Track }

/** GET /api/edu/onescoreoneline/?province&year&track */
export const OneScoreTableQuery = Obj(TABLE_KEY)
export type OneScoreTableQuery = Static<typeof OneScoreTableQuery>
export const OneScoreTable = Obj({
  province: Type.String(),
  year: Int(),
  track: Track,
  /** Highest score first. The top row stands for 'score 分及以上'. */
  rows: Type.Array(OneScoreRow),
  source: DataSource
})
export type OneScoreTable = Static<typeof OneScoreTable>

/** GET /api/edu/onescoreoneline/available/: which province-year-track tables exist. */
export const OneScoreAvailability = Obj({
  tables: Type.Array(Obj({ province: Type.String(), year: Int(), track: Track, source: DataSource }))
})
export type OneScoreAvailability = Static<typeof OneScoreAvailability>

/** GET /api/edu/onescoreoneline/lookup/?province&year&track&score= or &rank= */
export const OneScoreLookupQuery = Obj({
  ...TABLE_KEY,
  score: Type.Optional(Int({ minimum: 0, maximum: 900 })),
  rank: Type.Optional(Int({ minimum: 1, maximum: 10_000_000 }))
})
export type OneScoreLookupQuery = Static<typeof OneScoreLookupQuery>
export const OneScoreLookup = Obj({
  province: Type.String(),
  year: Int(),
  track: Track,
  /** The score looked up, or the score whose cumulative first reaches the rank. */
  score: Int(),
  /** Rank range at that score: best = cumulative − count + 1, worst = cumulative. */
  rank_best: Int(),
  rank_worst: Int(),
  /** 等位分: the score with the same rank in the other years of the same province and track. */
  equivalents: Type.Array(Obj({ year: Int(), score: Int() })),
  source: DataSource
})
export type OneScoreLookup = Static<typeof OneScoreLookup>

/** The logged-in user's university searches, most recent first (core/searchHistory.ts). */
export const SearchHistoryAnswer = Obj({ searchHistory: Type.Array(Type.String()) })
export type SearchHistoryAnswer = Static<typeof SearchHistoryAnswer>
