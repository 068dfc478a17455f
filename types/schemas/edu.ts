/**
 * Gaokao content contract schemas (issue 5, second slice): every request and answer of the lines,
 * majors, rankings, news, unaccredited institutions, subject assessment, civil positions,
 * one-to-one services, places, comparison and score-record routes. Constants and paths: types/edu.ts.
 */
import {
  APPLY_MODES,
  ASSESSMENT_GRADES,
  AROUND_RADIUS,
  GAOKAO_MODES,
  LINE_KINDS,
  MAJOR_CODE_PATTERN,
  MAJOR_LEVELS,
  NEWS_CATEGORIES,
  POSITION_EXAMS,
  RANKING_KINDS,
  SCORE_RECORD_LIMITS,
  SUBJECT_NAME_MAX
} from '../edu'
import { DataSource, INSTITUTION_SUMMARY_PROPERTIES, InstitutionLevel, InstitutionSummary, Province, Track } from './gaokao'
import { Id, Int, Nullable, NumberEnum, Obj, Page, PAGE_QUERY, StringEnum, Type, Year, type Static, type TSchema } from '../schema'

/** 0 = old gaokao (文科/理科), 1 = 3+3 (综合), 2 = 3+1+2 (物理类/历史类): spec §9. */
export const GaokaoMode = NumberEnum(GAOKAO_MODES)
export type GaokaoMode = Static<typeof GaokaoMode>

/**
 * How the main undergraduate batch is filled (spec §3 gk_mode.apply):
 * 'normal' = 院校 + 专业 (old gaokao: choose an institution, then up to six majors),
 * 'group' = 院校专业组 (3+1+2 provinces), 'category' = 专业 + 院校 (one major at one institution).
 */
export const ApplyMode = StringEnum(APPLY_MODES)
export type ApplyMode = Static<typeof ApplyMode>

/** A record's id in a path: /news/<id>/. */
export const IdParams = Obj({ id: Id() })
export type IdParams = Static<typeof IdParams>

const Strings = Type.Array(Type.String())
const Years = Type.Array(Int())
const Tracks = Type.Array(Track)

/** A page of `item` plus the DataSource of its rows (null when the page is empty). */
const SourcedPage = <T extends TSchema>(item: T) => Obj({ ...Page(item).properties, source: Nullable(DataSource) })

/* ---------- Province facts (core/provinceFacts.ts holds the table) ---------- */

export const ProvinceFacts = Obj({
  province: Type.String(),
  /** Gaokao dates 'MM-DD' (spec §9: June 7-10, default 06-09 as the last day). */
  exam_start: Type.String(),
  exam_end: Type.String(),
  /** First gaokao year under the new mode; null for old-gaokao provinces. */
  reform_year: Nullable(Int()),
  mode: GaokaoMode,
  apply: ApplyMode,
  /** Enrollment-plan year the form uses (spec §9: 2024 or 2025). */
  plan_year: Int(),
  /** Slots in the main undergraduate batch's form. */
  slots: Int(),
  full_marks: Int(),
  /** Where these facts come from (shown in docs and the app's 数据说明). */
  source: Type.String()
})
export type ProvinceFacts = Static<typeof ProvinceFacts>

/* ---------- Batch control lines (scoreLine/scoreLine) ---------- */

export const BatchLine = Obj({
  province: Type.String(),
  year: Int(),
  track: Track,
  /** '本科批' / '特殊类型招生控制线' / '专科批' / '本科一批' / '本科二批' ... as the province names it. */
  batch: Type.String(),
  score: Int(),
  /** The rank at that score in the year's 一分一段 table, when known. */
  rank: Nullable(Int())
})
export type BatchLine = Static<typeof BatchLine>

/** The filters of the line and plan routes: the province is required, the year and track narrow. */
const LINE_FILTERS = { province: Province, year: Type.Optional(Year()), track: Type.Optional(Track) }
const MajorCodeFilter = Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{1,12}$' }))

/** GET /api/edu/scoreline/?province&year&track (year and track optional). */
export const BatchLineQuery = Obj(LINE_FILTERS)
export type BatchLineQuery = Static<typeof BatchLineQuery>
export const BatchLineResponse = Obj({
  province: Type.String(),
  /** Years and tracks that have lines, for the filter tabs (newest year first). */
  years: Years,
  tracks: Tracks,
  lines: Type.Array(BatchLine),
  /** Of all the lines: one source, or the weakest kind naming them all when they are mixed. */
  source: DataSource,
  /** Per year and track of the lines (sample, official, imported may differ by year): the table shown names its own. */
  sources: Type.Array(Obj({ year: Int(), track: Track, source: DataSource }))
})
export type BatchLineResponse = Static<typeof BatchLineResponse>

/* ---------- Admission lines and enrollment plans (university/detail, prof_detail) ---------- */

export const LineKind = StringEnum(LINE_KINDS)
export type LineKind = Static<typeof LineKind>

/** Admission lines and plans: an institution (matched by name) in a province's batch, a group or major of it. */
const PLACEMENT_PROPERTIES = {
  institution_id: Nullable(Int()),
  institution_name: Type.String(),
  province: Type.String(),
  year: Int(),
  track: Track,
  batch: Type.String()
}
const MAJOR_PROPERTIES = {
  /** 专业组代码 ('' when none). */
  group_code: Type.String(),
  /** '' for institution and group lines. */
  major_code: Type.String(),
  major_name: Type.String()
}

export const AdmissionLine = Obj({
  ...PLACEMENT_PROPERTIES,
  kind: LineKind,
  ...MAJOR_PROPERTIES,
  min_score: Int(),
  min_rank: Nullable(Int()),
  avg_score: Nullable(Type.Number()),
  plan_count: Nullable(Int())
})
export type AdmissionLine = Static<typeof AdmissionLine>

/** GET /api/edu/university/<id>/admission/?province&track&year&kind&major_code */
export const AdmissionQuery = Obj({ ...LINE_FILTERS, kind: Type.Optional(LineKind), major_code: MajorCodeFilter })
export type AdmissionQuery = Static<typeof AdmissionQuery>
export const AdmissionResponse = Obj({
  institution_id: Int(),
  province: Type.String(),
  years: Years,
  tracks: Tracks,
  batches: Strings,
  lines: Type.Array(AdmissionLine),
  source: DataSource
})
export type AdmissionResponse = Static<typeof AdmissionResponse>

export const EnrollmentPlan = Obj({
  ...PLACEMENT_PROPERTIES,
  ...MAJOR_PROPERTIES,
  /** 选科要求, e.g. '物理+化学', '不限'. */
  subject_requirement: Type.String(),
  plan_count: Int(),
  /** 学制 in years. */
  duration: Nullable(Int()),
  /** 学费 in yuan per year. */
  tuition: Nullable(Int())
})
export type EnrollmentPlan = Static<typeof EnrollmentPlan>

/** GET /api/edu/university/<id>/plans/?province&year&track&major_code */
export const PlanQuery = Obj({ ...LINE_FILTERS, major_code: MajorCodeFilter })
export type PlanQuery = Static<typeof PlanQuery>
export const PlanResponse = Obj({
  institution_id: Int(),
  province: Type.String(),
  years: Years,
  tracks: Tracks,
  plans: Type.Array(EnrollmentPlan),
  source: DataSource
})
export type PlanResponse = Static<typeof PlanResponse>

/* ---------- Majors (search/index, composition, result, detail, position) ---------- */

export const MajorLevel = StringEnum(MAJOR_LEVELS)
export type MajorLevel = Static<typeof MajorLevel>

const MAJOR_SUMMARY_PROPERTIES = {
  /** 专业代码, six digits for 本科 ('080901'), six for 专科 ('510201'). */
  code: Type.String(),
  name: Type.String(),
  level: MajorLevel,
  /** 学科门类 ('工学'), 专科: 专业大类. */
  category: Type.String(),
  /** 专业类 ('计算机类'). */
  subcategory: Type.String(),
  /** 学制 in years. */
  duration: Nullable(Int()),
  /** 授予学位 ('工学学士'), '' for 专科. */
  degree: Type.String()
}
export const MajorSummary = Obj(MAJOR_SUMMARY_PROPERTIES)
export type MajorSummary = Static<typeof MajorSummary>

export const MajorEmployment = Obj({
  /** 0..1 */
  employment_rate: Nullable(Type.Number()),
  /** Average monthly salary in yuan, some years after graduation. */
  average_salary: Nullable(Type.Number()),
  /** 就业方向 */
  directions: Strings,
  /** Typical positions (search/position). */
  positions: Strings
})
export type MajorEmployment = Static<typeof MajorEmployment>

export const MajorDetail = Obj({
  ...MAJOR_SUMMARY_PROPERTIES,
  description: Type.String(),
  /** 主干课程 */
  courses: Strings,
  employment: Nullable(MajorEmployment),
  /** Institutions whose plans list this major (any province, the latest year). */
  institution_count: Int(),
  source: DataSource
})
export type MajorDetail = Static<typeof MajorDetail>

/** GET /api/edu/profession/<code>/ */
export const MajorParams = Obj({ code: Type.String({ pattern: MAJOR_CODE_PATTERN }) })
export type MajorParams = Static<typeof MajorParams>

/** GET /api/edu/profession/?q&level&category&subcategory&page&page_size */
export const MajorSearchQuery = Obj({
  /** Name, code or pinyin initials (jsj). */
  q: Type.Optional(Type.String({ maxLength: 30 })),
  level: Type.Optional(MajorLevel),
  category: Type.Optional(Type.String({ maxLength: 20 })),
  subcategory: Type.Optional(Type.String({ maxLength: 30 })),
  ...PAGE_QUERY
})
export type MajorSearchQuery = Static<typeof MajorSearchQuery>
export const MajorSearchResponse = SourcedPage(MajorSummary)
export type MajorSearchResponse = Static<typeof MajorSearchResponse>

/** GET /api/edu/profession/categories/?level: 门类 → 专业类 with counts (search/composition). */
export const MajorCategoryQuery = Obj({ level: Type.Optional(StringEnum(MAJOR_LEVELS, { default: '本科' })) })
export type MajorCategoryQuery = Static<typeof MajorCategoryQuery>
const NameCount = Obj({ name: Type.String(), count: Int() })
export const MajorCategoryTree = Obj({
  level: MajorLevel,
  categories: Type.Array(Obj({ ...NameCount.properties, subcategories: Type.Array(NameCount) })),
  /** null when the level has no majors. */
  source: Nullable(DataSource)
})
export type MajorCategoryTree = Static<typeof MajorCategoryTree>

/* ---------- Rankings (rank/*) ---------- */

export const RankingKind = StringEnum(RANKING_KINDS)
export type RankingKind = Static<typeof RankingKind>

export const RankingList = Obj({
  id: Int(),
  name: Type.String(),
  publisher: Type.String(),
  year: Int(),
  kind: RankingKind,
  /** For profession rankings: the major ('080901 计算机科学与技术'); '' otherwise. */
  subject: Type.String(),
  description: Type.String(),
  source: DataSource
})
export type RankingList = Static<typeof RankingList>

export const RankingEntry = Obj({
  position: Int(),
  institution_id: Nullable(Int()),
  name: Type.String(),
  province: Type.String(),
  score: Nullable(Type.Number())
})
export type RankingEntry = Static<typeof RankingEntry>

/** GET /api/edu/rank/lists/?kind → { results: RankingList[] } */
export const RankingListsQuery = Obj({ kind: Type.Optional(RankingKind) })
export type RankingListsQuery = Static<typeof RankingListsQuery>
export const RankingLists = Obj({ results: Type.Array(RankingList) })
export type RankingLists = Static<typeof RankingLists>

/** GET /api/edu/rank/<id>/?province&page: a page of the list's entries, with the list. */
export const RankingQuery = Obj({ province: Type.Optional(Province), ...PAGE_QUERY })
export type RankingQuery = Static<typeof RankingQuery>
export const RankingPage = Obj({ ...Page(RankingEntry).properties, list: RankingList })
export type RankingPage = Static<typeof RankingPage>

/* ---------- News (news/newsList, newsDetail) ---------- */

const NEWS_ITEM_PROPERTIES = {
  id: Int(),
  title: Type.String(),
  summary: Type.String(),
  category: Type.String(),
  /** null = nationwide. */
  province: Nullable(Type.String()),
  cover_url: Nullable(Type.String()),
  /** ISO 8601 */
  published_at: Type.String(),
  source: DataSource
}
export const NewsItem = Obj(NEWS_ITEM_PROPERTIES)
export type NewsItem = Static<typeof NewsItem>
export const NewsDetail = Obj({
  ...NEWS_ITEM_PROPERTIES,
  /** Plain-text paragraphs. */
  paragraphs: Strings
})
export type NewsDetail = Static<typeof NewsDetail>

/** GET /api/edu/news/?province&category&page: a province's list also carries the nationwide news. */
export const NewsQuery = Obj({ province: Type.Optional(Province), category: Type.Optional(StringEnum(NEWS_CATEGORIES)), ...PAGE_QUERY })
export type NewsQuery = Static<typeof NewsQuery>
export const NewsPage = SourcedPage(NewsItem)
export type NewsPage = Static<typeof NewsPage>

/* ---------- Unaccredited institutions (university/fakeUniversity, fakeDetail) ---------- */

const FAKE_INSTITUTION_PROPERTIES = {
  id: Int(),
  name: Type.String(),
  province: Type.String(),
  city: Type.String(),
  /** What it claims / how it was reported. */
  note: Type.String(),
  source: DataSource
}
export const FakeInstitution = Obj(FAKE_INSTITUTION_PROPERTIES)
export type FakeInstitution = Static<typeof FakeInstitution>
export const FakeInstitutionDetail = Obj({
  ...FAKE_INSTITUTION_PROPERTIES,
  /** How to recognise an unaccredited institution (the same guide for every entry). */
  tips: Strings
})
export type FakeInstitutionDetail = Static<typeof FakeInstitutionDetail>

/** GET /api/edu/fake-university/?q&province&page */
export const FakeInstitutionQuery = Obj({ q: Type.Optional(Type.String({ maxLength: 30 })), province: Type.Optional(Province), ...PAGE_QUERY })
export type FakeInstitutionQuery = Static<typeof FakeInstitutionQuery>
export const FakeInstitutionPage = SourcedPage(FakeInstitution)
export type FakeInstitutionPage = Static<typeof FakeInstitutionPage>

/* ---------- Subject assessment (university/subjectassessment) ---------- */

export const AssessmentGrade = StringEnum(ASSESSMENT_GRADES)
export type AssessmentGrade = Static<typeof AssessmentGrade>

export const SubjectAssessment = Obj({
  discipline_code: Type.String(),
  discipline_name: Type.String(),
  /** 学科门类 */
  category: Type.String(),
  grade: AssessmentGrade,
  institution_id: Nullable(Int()),
  institution_name: Type.String()
})
export type SubjectAssessment = Static<typeof SubjectAssessment>

/** GET /api/edu/subject-assessment/?institution_id | ?discipline_code (exactly one of them) */
export const SubjectAssessmentQuery = Obj({ institution_id: Type.Optional(Id()), discipline_code: Type.Optional(Type.String({ pattern: '^\\d{4}$' })) })
export type SubjectAssessmentQuery = Static<typeof SubjectAssessmentQuery>
export const SubjectAssessments = Obj({ results: Type.Array(SubjectAssessment), source: Nullable(DataSource) })
export type SubjectAssessments = Static<typeof SubjectAssessments>

/* ---------- Civil-service positions (university/functionary*) ---------- */

export const PositionExam = StringEnum(POSITION_EXAMS)
export type PositionExam = Static<typeof PositionExam>

const CIVIL_POSITION_PROPERTIES = {
  id: Int(),
  title: Type.String(),
  department: Type.String(),
  province: Type.String(),
  city: Type.String(),
  exam: PositionExam,
  year: Int(),
  /** Required education, e.g. '本科及以上'. */
  education: Type.String(),
  /** Majors accepted (names); empty = 不限专业. */
  majors: Strings,
  count: Int(),
  source: DataSource
}
export const CivilPosition = Obj(CIVIL_POSITION_PROPERTIES)
export type CivilPosition = Static<typeof CivilPosition>
export const CivilPositionDetail = Obj({ ...CIVIL_POSITION_PROPERTIES, requirements: Strings })
export type CivilPositionDetail = Static<typeof CivilPositionDetail>

/** GET /api/edu/civil-position/?major&province&exam&page; GET /api/edu/civil-position/<id>/ */
export const CivilPositionQuery = Obj({
  /** Matches the positions that name the major and those open to every major. */
  major: Type.Optional(Type.String({ maxLength: 40 })),
  province: Type.Optional(Province),
  exam: Type.Optional(PositionExam),
  ...PAGE_QUERY
})
export type CivilPositionQuery = Static<typeof CivilPositionQuery>
export const CivilPositionPage = SourcedPage(CivilPosition)
export type CivilPositionPage = Static<typeof CivilPositionPage>

/* ---------- One-to-one services (gaokao/oneone) ---------- */

const CONSULT_SERVICE_PROPERTIES = {
  id: Int(),
  title: Type.String(),
  expert_name: Type.String(),
  expert_title: Type.String(),
  /** Price in yuan. */
  price: Type.Number(),
  duration_minutes: Int(),
  tags: Strings,
  summary: Type.String()
}
export const ConsultService = Obj(CONSULT_SERVICE_PROPERTIES)
export type ConsultService = Static<typeof ConsultService>
export const ConsultServiceDetail = Obj({ ...CONSULT_SERVICE_PROPERTIES, paragraphs: Strings })
export type ConsultServiceDetail = Static<typeof ConsultServiceDetail>

/** GET /api/edu/oneone/?page: all sample data (the table has no source column). */
export const ConsultServiceQuery = Obj(PAGE_QUERY)
export type ConsultServiceQuery = Static<typeof ConsultServiceQuery>
export const ConsultServicePage = Obj({ ...Page(ConsultService).properties, source: DataSource })
export type ConsultServicePage = Static<typeof ConsultServicePage>

/* ---------- Institutions near a place (university/around, inAround, choose-location) ---------- */

const GEO_POINT_PROPERTIES = { lat: Type.Number(), lng: Type.Number() }
export const GeoPoint = Obj(GEO_POINT_PROPERTIES)
export type GeoPoint = Static<typeof GeoPoint>

export const NearbyInstitution = Obj({
  ...INSTITUTION_SUMMARY_PROPERTIES,
  /** Distance from the chosen point to the institution's city centre, km, one decimal. */
  distance_km: Type.Number()
})
export type NearbyInstitution = Static<typeof NearbyInstitution>

/** GET /api/edu/university/around/?lat&lng&radius_km&level&page → paginated NearbyInstitution. */
export const NearbyQuery = Obj({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  radius_km: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: AROUND_RADIUS.max, default: AROUND_RADIUS.default })),
  level: Type.Optional(InstitutionLevel),
  ...PAGE_QUERY
})
export type NearbyQuery = Static<typeof NearbyQuery>
export const NearbyPage = Obj({ ...Page(NearbyInstitution).properties, source: DataSource })
export type NearbyPage = Static<typeof NearbyPage>

export const CityPoint = Obj({ province: Type.String(), city: Type.String(), ...GEO_POINT_PROPERTIES })
export type CityPoint = Static<typeof CityPoint>
/** GET /api/edu/geo/cities/ → the cities with coordinates (choose-location without a map). */
export const CityPoints = Obj({ results: Type.Array(CityPoint), source: DataSource })
export type CityPoints = Static<typeof CityPoints>

/* ---------- Mock-exam score records (university/scoreRecord, addRecord) ---------- */

const { examNameMax, totalMax, subjectsMax } = SCORE_RECORD_LIMITS
const Score = Type.Number({ minimum: 0, maximum: totalMax })

export const ScoreRecordSubject = Obj({ subject: Type.String({ minLength: 1, maxLength: SUBJECT_NAME_MAX }), score: Score })
export type ScoreRecordSubject = Static<typeof ScoreRecordSubject>

const SCORE_RECORD_INPUT_PROPERTIES = {
  exam_name: Type.String({ minLength: 1, maxLength: examNameMax }),
  /** 'YYYY-MM-DD' */
  exam_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  total: Score,
  subjects: Type.Array(ScoreRecordSubject, { maxItems: subjectsMax }),
  rank: Type.Optional(Nullable(Int({ minimum: 1, maximum: 10_000_000 })))
}
/** POST /api/user/score-record/, PUT /api/user/score-record/<id>/ (a full replacement). */
export const ScoreRecordInput = Obj(SCORE_RECORD_INPUT_PROPERTIES)
export type ScoreRecordInput = Static<typeof ScoreRecordInput>

export const ScoreRecord = Obj({
  id: Int(),
  ...SCORE_RECORD_INPUT_PROPERTIES,
  rank: Nullable(Int()),
  created_at: Type.String()
})
export type ScoreRecord = Static<typeof ScoreRecord>

/** GET /api/user/score-record/?page: own records, oldest exam first. */
export const ScoreRecordQuery = Obj(PAGE_QUERY)
export type ScoreRecordQuery = Static<typeof ScoreRecordQuery>
export const ScoreRecordPage = Page(ScoreRecord)
export type ScoreRecordPage = Static<typeof ScoreRecordPage>

/* ---------- Comparing institutions (university/contrast → university/compare) ---------- */

/**
 * GET /api/edu/university/compare/: track and year are the asked ones when stored for these
 * institutions in the province, else the newest year and its first track (TRACKS order).
 */
export const CompareQuery = Obj({
  /** The institutions' ids in the order to show, comma-separated. */
  ids: Type.String({ maxLength: 100 }),
  province: Province,
  track: Type.Optional(Track),
  year: Type.Optional(Year())
})
export type CompareQuery = Static<typeof CompareQuery>

/**
 * An institution's entry line in one province, year and track: its 'institution' line, or, where
 * the province lists only 院校专业组 lines, its groups together (the lowest min score, the largest
 * min rank, the seats summed). In the most selective batch it has a line in.
 */
export const CompareLine = Obj({
  batch: Type.String(),
  kind: StringEnum(['institution', 'group']),
  /** Group lines taken together (0 for an institution line). */
  groups: Int(),
  min_score: Int(),
  min_rank: Nullable(Int()),
  plan_count: Nullable(Int())
})
export type CompareLine = Static<typeof CompareLine>

/** The institution's plans in the province, year and track. */
export const ComparePlans = Obj({
  /** Seats, every batch and group. */
  plan_count: Int(),
  /** Distinct majors (by code, else by name). */
  major_count: Int()
})
export type ComparePlans = Static<typeof ComparePlans>

export const CompareEntry = Obj({
  institution: InstitutionSummary,
  line: Nullable(CompareLine),
  plans: Nullable(ComparePlans),
  /** How many disciplines have each grade, best grade first, grades present only. */
  assessment: Type.Array(Obj({ grade: AssessmentGrade, count: Int() }))
})
export type CompareEntry = Static<typeof CompareEntry>

export const CompareResponse = Obj({
  province: Type.String(),
  /** null when nothing is stored for these institutions in the province. */
  year: Nullable(Int()),
  track: Nullable(Track),
  /** Years with lines or plans of any of them, newest first; the tracks of `year`. */
  years: Years,
  tracks: Tracks,
  /** In the order of `ids`. */
  entries: Type.Array(CompareEntry),
  sources: Obj({
    institutions: DataSource,
    /** Of the rows the answer shows; null when it shows none. */
    lines: Nullable(DataSource),
    plans: Nullable(DataSource),
    assessment: Nullable(DataSource)
  })
})
export type CompareResponse = Static<typeof CompareResponse>
