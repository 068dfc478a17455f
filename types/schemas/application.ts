/**
 * Application contract schemas (填志愿, issue 6): index statistics, recommendations, AI-assisted
 * filling, the saved application forms and invitations. Constants and paths: types/application.ts.
 */
import { BANDS, EMPTY_REASONS, MAX_FORM_ENTRIES, RECOMMEND_MAX_PAGE_SIZE, UNITS_FROM } from '../application'
import { CATEGORIES } from '../../core/personalityMajors'
import { PROVINCES } from '../../core/provinceFacts'
import { LIBERAL_SCIENCE } from '../user'
import { DEFAULT_PAGE_SIZE, Id, Int, Nullable, Obj, Page, PAGE_QUERY, StringEnum, Type, Year, type Static } from '../schema'
import { ApplyMode } from './edu'
import { DataSource, InstitutionLevel, InstitutionTag, Province, Track } from './gaokao'
import { Subject, type LiberalScience } from './user'

export const AdmissionBand = StringEnum(BANDS)
export type AdmissionBand = Static<typeof AdmissionBand>
/** A unit's band; 'unknown' when it has no usable past line (probability null). */
export const BandOrUnknown = StringEnum([...BANDS, 'unknown'])
export type BandOrUnknown = Static<typeof BandOrUnknown>

/* ---------- The gaokao info every call carries ---------- */

/**
 * The gaokao info in a POST body (spec §7: getIndexStat "with gaokao info"). Nothing is required
 * and null is accepted: incomplete info (core/gaokaoInfo.ts checkGaokaoInfo; the app sends
 * apply_year 0, score -1, rank 0 for unset values), an unknown province or no track answers 400
 * BAD_PARAMS '请先完善高考信息' with the missing fields named, not a schema error.
 */
export const GaokaoInfoBody = Obj({
  province: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  apply_year: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2100 }))),
  liberal_science: Type.Optional(Type.Union([Type.Null(), StringEnum([...LIBERAL_SCIENCE, ''])])),
  subjects: Type.Optional(Type.Array(Subject, { maxItems: 7 })),
  score: Type.Optional(Nullable(Type.Number({ minimum: -1, maximum: 900 }))),
  rank: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
  /** 本科 or 专科 list; absent: the highest level the score reaches by the province's batch lines. */
  batch_level: Type.Optional(InstitutionLevel)
})
export type GaokaoInfoBody = Static<typeof GaokaoInfoBody>

/** The info as the app holds and sends it: every field set (placeholders for unset values). */
export interface GaokaoInfoParams extends GaokaoInfoBody {
  province: string
  apply_year: number
  liberal_science?: LiberalScience | null
  subjects?: Subject[]
  score: number
  rank: number
}

/** The gaokao info in a query string (GET calls), checked by the same rules as GaokaoInfoBody. */
export const GaokaoInfoQuery = Obj({
  province: Type.Optional(Type.String({ maxLength: 20 })),
  apply_year: Type.Optional(Type.Integer({ minimum: 0, maximum: 2100 })),
  liberal_science: Type.Optional(StringEnum([...LIBERAL_SCIENCE, ''])),
  /** Comma-separated, any order. */
  subjects: Type.Optional(Type.String({ maxLength: 40 })),
  score: Type.Optional(Type.Number({ minimum: -1, maximum: 900 })),
  rank: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  batch_level: Type.Optional(InstitutionLevel)
})
export type GaokaoInfoQuery = Static<typeof GaokaoInfoQuery>

/* ---------- Index statistics ---------- */

/** POST getIndexStat body. */
export const IndexStatBody = Obj({
  ...GaokaoInfoBody.properties,
  /** true on the application index page: also count the recommendations per band. */
  is_index_stat: Type.Optional(Type.Boolean())
})
export type IndexStatBody = Static<typeof IndexStatBody>

/** What the recommended units are built from (IndexStat.units_from). */
export const UnitsFrom = StringEnum(UNITS_FROM)
export type UnitsFrom = Static<typeof UnitsFrom>

export const EmptyReason = StringEnum(EMPTY_REASONS)
export type EmptyReason = Static<typeof EmptyReason>

/** The control line a batch level is judged by: the lowest 本科 line of the province's batch lines. */
export const BatchLineView = Obj({ batch: Type.String(), year: Int(), score: Int(), rank: Nullable(Int()) })
export type BatchLineView = Static<typeof BatchLineView>

export const IndexStat = Obj({
  province: Type.String(),
  /** The year applied for (the info's apply_year). */
  year: Int(),
  track: Track,
  rank: Int(),
  score: Type.Number(),
  mode: ApplyMode,
  /** Slots of the province's main batch form. */
  slots: Int(),
  /** The enrollment-plan year the units come from (gk_mode.plan_year or the newest with plans). */
  plan_year: Int(),
  /**
   * 'plans': the units are that year's enrollment plans. Otherwise there are no real plans, and the
   * units are that year's real lines of one kind: 'major_lines' (one unit per major),
   * 'group_lines' (one per 院校专业组) or 'institution_lines' (one per institution).
   */
  units_from: UnitsFrom,
  /** The list shown: 本科 or 专科 units (the query's batch_level, else batch_default). */
  batch_level: InstitutionLevel,
  /** The highest level the candidate's score reaches by the province's batch lines (本科 without lines). */
  batch_default: InstitutionLevel,
  /** The levels that have units in the province and track. */
  batch_levels: Type.Array(InstitutionLevel),
  /** The 本科 line batch_default was judged by; null when the province has no batch lines. */
  batch_line: Nullable(BatchLineView),
  /** Set when no unit has a probability: why, so the page can say what to import. */
  empty_reason: Nullable(EmptyReason),
  /** Past years whose lines feed the model, newest first. */
  line_years: Type.Array(Int()),
  /** Units per band; zeros without is_index_stat. */
  counts: Obj({ difficult: Int(), rush: Int(), stable: Int(), safe: Int() }),
  /** Units with no usable past line (probability unknown), not in any band. */
  unknown: Int(),
  source: DataSource
})
export type IndexStat = Static<typeof IndexStat>

/* ---------- Recommendations ---------- */

/** One past year of a unit, on the target year's scale (server/domain/probability.ts PastRank). */
export const PastRankView = Obj({
  year: Int(),
  /** The track the year's line was ranked in: 理科/文科 for a 物理类/历史类 unit's years before the reform. */
  track: Track,
  min_rank: Int(),
  equivalent_rank: Int(),
  /**
   * Whose line: the unit's own, or its institution's (min_rank is the institution's): bridged across a
   * reform when Explanation.basis is 'own' (equivalent_rank then carries the unit's offset from its
   * institution), every year's when Explanation.basis is 'institution'.
   */
  basis: StringEnum(['own', 'institution'])
})
export type PastRankView = Static<typeof PastRankView>

/** Why a unit has its probability: every recommendation and AI choice carries this. */
export const Explanation = Obj({
  past: Type.Array(PastRankView),
  rank: Int(),
  expected_rank: Nullable(Int()),
  spread: Nullable(Type.Number()),
  probability: Nullable(Type.Number()),
  band: BandOrUnknown,
  /** The risk wording (风险极大 / 风险较大 / 有一定风险 / 较为稳妥), '' when unknown. */
  risk: Type.String(),
  /** Whose lines the estimate rests on: the unit's own (its major, group or institution; with bridged years, see PastRankView.basis), or its institution's when it has none usable. */
  basis: StringEnum(['own', 'institution'])
})
export type Explanation = Static<typeof Explanation>

/** A profession (major) of a unit that can be chosen: one enrollment-plan row of the plan year. */
export const UnitMajor = Obj({
  /** The plan row id: FormEntry.id. */
  id: Int(),
  major_code: Type.String(),
  major_name: Type.String(),
  group_code: Type.String(),
  plan_count: Int(),
  subject_requirement: Type.String(),
  /** Whether the user's subjects meet the requirement (always true for 文/理 tracks). */
  eligible: Type.Boolean(),
  tuition: Nullable(Int()),
  duration: Nullable(Int())
})
export type UnitMajor = Static<typeof UnitMajor>

/** One recommended unit: a school (normal), a 院校专业组 (group) or a 专业+院校 (category). */
export const RecommendedUnit = Obj({
  /** core/applicationForm.ts unitKey of the unit's entries. */
  key: Type.String(),
  institution_id: Int(),
  institution_name: Type.String(),
  institution_province: Type.String(),
  city: Type.String(),
  level: InstitutionLevel,
  tags: Type.Array(InstitutionTag),
  /** Set in group mode. */
  group_code: Type.String(),
  /** The batch as the data names it ('' when it does not). */
  batch: Type.String(),
  /** 本科 or 专科: by the batch's name, else by the institution's level. */
  batch_level: InstitutionLevel,
  /**
   * The data's institution name matched none of the ministry's list (未匹配院校库): the unit is kept
   * under the name (and provincial code) the data gives, and institution_id names a provisional record.
   */
  unmatched: Type.Boolean(),
  /** Set in category mode: the one major of the unit. */
  major_code: Type.String(),
  major_name: Type.String(),
  plan_count: Int(),
  majors: Type.Array(UnitMajor),
  explanation: Explanation
})
export type RecommendedUnit = Static<typeof RecommendedUnit>

/** GET recommend query: the info plus the band and paging. */
export const RecommendQuery = Obj({
  ...GaokaoInfoQuery.properties,
  band: AdmissionBand,
  page: PAGE_QUERY.page,
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: RECOMMEND_MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  /** Institution name filter. */
  q: Type.Optional(Type.String({ maxLength: 30 })),
  /** Comma-separated institution provinces. */
  regions: Type.Optional(Type.String({ maxLength: 200 })),
  /** Major name filter (专业优先): units with a major whose name contains it. */
  major: Type.Optional(Type.String({ maxLength: 30 })),
  /** Comma-separated institution tags (INSTITUTION_TAGS: 985,211 …): units whose institution carries every one. */
  tags: Type.Optional(Type.String({ maxLength: 60 }))
})
export type RecommendQuery = Static<typeof RecommendQuery>

export const RecommendResponse = Obj({
  stat: IndexStat,
  band: AdmissionBand,
  /** Units of this band the user may page through (a non-VIP: at most RECOMMEND_PREVIEW_LIMIT). */
  count: Int(),
  page: Int(),
  page_size: Int(),
  results: Type.Array(RecommendedUnit),
  /**
   * Units of this band hidden from a non-VIP user (permission v1 'recommendation': the first
   * RECOMMEND_PREVIEW_LIMIT of each band are open to everybody).
   */
  locked: Int(),
  /**
   * 学科门类 the user's latest MBTI and SDS results suggest (core/personalityMajors.ts
   * testCategories); the list marks units with a major in one of them as 符合测评. [] before any test.
   */
  test_categories: Type.Array(Type.String())
})
export type RecommendResponse = Static<typeof RecommendResponse>

/* ---------- AI-assisted filling (vip/index) ---------- */

const Percent = Type.Integer({ minimum: 0, maximum: 100 })

/** Shares of 冲 / 稳 / 保 in a generated form, each an integer percentage, summing to 100. */
export const FillRatio = Obj({ rush: Percent, stable: Percent, safe: Percent })
export type FillRatio = Static<typeof FillRatio>

/** A 学科门类 name (core/personalityMajors.ts CATEGORIES); typed as the text the app holds. */
const Category = Type.Unsafe<string>({ type: 'string', enum: [...CATEGORIES] })

export const AiFillBody = Obj({
  ...GaokaoInfoBody.properties,
  ratio: FillRatio,
  /** Institution provinces preferred; empty for anywhere. */
  regions: Type.Optional(Type.Array(Province, { maxItems: PROVINCES.length, uniqueItems: true })),
  /** 学科门类 names preferred (e.g. '工学'); empty for any. */
  categories: Type.Optional(Type.Array(Category, { maxItems: CATEGORIES.length, uniqueItems: true }))
})
export type AiFillBody = Static<typeof AiFillBody>

export const AiChoice = Obj({
  unit: RecommendedUnit,
  /** The majors picked inside the unit, best fit first. */
  major_ids: Type.Array(Int()),
  /** One sentence on why this choice, in Chinese. */
  reason: Type.String()
})
export type AiChoice = Static<typeof AiChoice>

export const AiFillResponse = Obj({
  stat: IndexStat,
  /** false for a non-VIP user: choices are a masked preview (names hidden) for the blur. */
  unlocked: Type.Boolean(),
  ratio: FillRatio,
  /** Slots filled per band. */
  filled: Obj({ rush: Int(), stable: Int(), safe: Int() }),
  choices: Type.Array(AiChoice),
  /** Preferences applied, in words (地区、门类、性格测试), for the page's summary. */
  preferences: Type.Array(Type.String())
})
export type AiFillResponse = Static<typeof AiFillResponse>

/* ---------- Saved application forms (getApplicationForm, save) ---------- */

/** An entry with what is needed to show it without the plans (names may change on re-import). */
export const SavedEntry = Obj({
  id: Id(),
  school_id: Id(),
  profession_group_code: Type.String({ maxLength: 20 }),
  institution_name: Type.String({ maxLength: 60 }),
  major_name: Type.String({ maxLength: 60 }),
  band: BandOrUnknown,
  probability: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  /** 选科要求 of the plan, so the form can still warn about subjects once saved. */
  subject_requirement: Type.Optional(Type.String({ maxLength: 60 }))
})
export type SavedEntry = Static<typeof SavedEntry>

/** A form's own fields; the name's length and characters are checked beyond the schema (FORM_NAME_MAX). */
const FORM_FIELDS = {
  name: Type.String({ maxLength: 100 }),
  province: Province,
  year: Year(),
  mode: ApplyMode,
  track: Track,
  entries: Type.Array(SavedEntry, { maxItems: MAX_FORM_ENTRIES }),
  /** Slot keys in the user's order. */
  order: Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_FORM_ENTRIES })
}

/** POST formSave: creates a form, or updates the caller's form `id`. */
export const ApplicationFormBody = Obj({
  /** Absent: a new form. */
  id: Type.Optional(Id()),
  ...FORM_FIELDS
})
export type ApplicationFormBody = Static<typeof ApplicationFormBody>

export const ApplicationForm = Obj({ id: Int(), ...FORM_FIELDS, created_at: Type.String(), updated_at: Type.String() })
export type ApplicationForm = Static<typeof ApplicationForm>

/** GET forms: all the user's forms (at most MAX_FORMS, so no paging), newest updated first. */
export const ApplicationFormList = Type.Array(ApplicationForm)
export type ApplicationFormList = Static<typeof ApplicationFormList>

/** POST formDelete body. */
export const FormDeleteBody = Obj({ id: Id() })
export type FormDeleteBody = Static<typeof FormDeleteBody>

/* ---------- Invitations (application/invite, inviteList) ---------- */

/** GET inviteList: who the caller invited, newest first. */
export const InvitedUsersQuery = Obj({ ...PAGE_QUERY })
export type InvitedUsersQuery = Static<typeof InvitedUsersQuery>

export const InvitedUser = Obj({ user_id: Int(), username: Type.String(), avatarUrl: Type.String(), invited_at: Type.String() })
export type InvitedUser = Static<typeof InvitedUser>

export const InvitedUserPage = Page(InvitedUser)
export type InvitedUserPage = Static<typeof InvitedUserPage>

/** POST inviteBind: a new user names who invited them, once. */
export const InviteBindBody = Obj({ code: Type.String({ maxLength: 32 }) })
export type InviteBindBody = Static<typeof InviteBindBody>
