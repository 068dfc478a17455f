/**
 * Gaokao content contract (issue 5, second slice): province facts, batch control lines,
 * admission lines, enrollment plans, majors, rankings, news, unaccredited institutions, subject
 * assessment, civil-service positions (functionary), one-to-one services, institutions near a
 * place, and the user's mock-exam score records. Shared by the app and the server; lists are
 * `{count, next, previous, results}` and every answer names its DataSource (示例数据 / 导入数据).
 */
import type { DataSource, InstitutionSummary, Track } from './gaokao'
import type { ApplyMode, GaokaoMode } from './schemas/edu'

export type * from './schemas/edu'

export const GAOKAO_MODES = [0, 1, 2] as const
export const APPLY_MODES = ['normal', 'group', 'category'] as const

/* ---------- Province facts (core/provinceFacts.ts holds the table) ---------- */


export interface ProvinceFacts {
  province: string
  /** Gaokao dates 'MM-DD' (spec §9: June 7-10, default 06-09 as the last day). */
  exam_start: string
  exam_end: string
  /** First gaokao year under the new mode; null for old-gaokao provinces. */
  reform_year: number | null
  mode: GaokaoMode
  apply: ApplyMode
  /** Enrollment-plan year the form uses (spec §9: 2024 or 2025). */
  plan_year: number
  /** Slots in the main undergraduate batch's form. */
  slots: number
  full_marks: number
  /** Where these facts come from (shown in docs and the app's 数据说明). */
  source: string
}

/* ---------- Batch control lines (scoreLine/scoreLine) ---------- */

export interface BatchLine {
  province: string
  year: number
  track: Track
  /** '本科批' / '特殊类型招生控制线' / '专科批' / '本科一批' / '本科二批' ... as the province names it. */
  batch: string
  score: number
  /** The rank at that score in the year's 一分一段 table, when known. */
  rank: number | null
}

/** GET /api/edu/scoreline/?province&year&track (year and track optional). */
export interface BatchLineQuery {
  province: string
  year?: number
  track?: Track
}
export interface BatchLineResponse {
  province: string
  /** Years and tracks that have lines, for the filter tabs (newest year first). */
  years: number[]
  tracks: Track[]
  lines: BatchLine[]
  source: DataSource
}

/* ---------- Admission lines and enrollment plans (university/detail, prof_detail) ---------- */

/** 'institution' = the institution's line in a batch; 'group' = one 院校专业组; 'major' = one major. */
export type LineKind = 'institution' | 'group' | 'major'

export interface AdmissionLine {
  institution_id: number | null
  institution_name: string
  province: string
  year: number
  track: Track
  batch: string
  kind: LineKind
  /** 专业组代码 ('' when none). */
  group_code: string
  /** '' for institution and group lines. */
  major_code: string
  major_name: string
  min_score: number
  min_rank: number | null
  avg_score: number | null
  plan_count: number | null
}

/** GET /api/edu/university/<id>/admission/?province&track&year&kind&major_code */
export interface AdmissionQuery {
  province: string
  track?: Track
  year?: number
  kind?: LineKind
  major_code?: string
}
export interface AdmissionResponse {
  institution_id: number
  province: string
  years: number[]
  tracks: Track[]
  batches: string[]
  lines: AdmissionLine[]
  source: DataSource
}

export interface EnrollmentPlan {
  institution_id: number | null
  institution_name: string
  province: string
  year: number
  track: Track
  batch: string
  group_code: string
  major_code: string
  major_name: string
  /** 选科要求, e.g. '物理+化学', '不限'. */
  subject_requirement: string
  plan_count: number
  /** 学制 in years. */
  duration: number | null
  /** 学费 in yuan per year. */
  tuition: number | null
}

/** GET /api/edu/university/<id>/plans/?province&year&track&major_code */
export interface PlanQuery {
  province: string
  year?: number
  track?: Track
  major_code?: string
}
export interface PlanResponse {
  institution_id: number
  province: string
  years: number[]
  tracks: Track[]
  plans: EnrollmentPlan[]
  source: DataSource
}

/* ---------- Majors (search/index, composition, result, detail, position) ---------- */

export type MajorLevel = '本科' | '专科'

export interface MajorSummary {
  /** 专业代码, six digits for 本科 ('080901'), six for 专科 ('510201'). */
  code: string
  name: string
  level: MajorLevel
  /** 学科门类 ('工学'), 专科: 专业大类. */
  category: string
  /** 专业类 ('计算机类'). */
  subcategory: string
  /** 学制 in years. */
  duration: number | null
  /** 授予学位 ('工学学士'), '' for 专科. */
  degree: string
}

export interface MajorEmployment {
  /** 0..1 */
  employment_rate: number | null
  /** Average monthly salary in yuan, some years after graduation. */
  average_salary: number | null
  /** 就业方向 */
  directions: string[]
  /** Typical positions (search/position). */
  positions: string[]
}

export interface MajorDetail extends MajorSummary {
  description: string
  /** 主干课程 */
  courses: string[]
  employment: MajorEmployment | null
  /** Institutions whose plans list this major (any province, the latest year). */
  institution_count: number
  source: DataSource
}

/** GET /api/edu/profession/?q&level&category&subcategory&page&page_size */
export interface MajorSearchQuery {
  q?: string
  level?: MajorLevel
  category?: string
  subcategory?: string
  page?: number
  page_size?: number
}

/** GET /api/edu/profession/categories/?level: 门类 → 专业类 with counts (search/composition). */
export interface MajorCategoryTree {
  level: MajorLevel
  categories: { name: string; count: number; subcategories: { name: string; count: number }[] }[]
  source: DataSource
}

/* ---------- Rankings (rank/*) ---------- */

export type RankingKind = 'university' | 'profession'

export interface RankingList {
  id: number
  name: string
  publisher: string
  year: number
  kind: RankingKind
  /** For profession rankings: the major ('080901 计算机科学与技术'); '' otherwise. */
  subject: string
  description: string
  source: DataSource
}

export interface RankingEntry {
  position: number
  institution_id: number | null
  name: string
  province: string
  score: number | null
}

/** GET /api/edu/rank/lists/?kind → { results: RankingList[] }; GET /api/edu/rank/<id>/?province&page */

/* ---------- News (news/newsList, newsDetail) ---------- */

/** The categories news is filed under (the list's tabs), in tab order. */
export const NEWS_CATEGORIES = ['政策解读', '招生动态', '志愿填报', '分数线', '院校资讯', '备考指导'] as const

export interface NewsItem {
  id: number
  title: string
  summary: string
  category: string
  /** null = nationwide. */
  province: string | null
  cover_url: string | null
  /** ISO 8601 */
  published_at: string
  source: DataSource
}
export interface NewsDetail extends NewsItem {
  /** Plain-text paragraphs. */
  paragraphs: string[]
}

/* ---------- Unaccredited institutions (university/fakeUniversity, fakeDetail) ---------- */

export interface FakeInstitution {
  id: number
  name: string
  province: string
  city: string
  /** What it claims / how it was reported. */
  note: string
  source: DataSource
}
export interface FakeInstitutionDetail extends FakeInstitution {
  /** How to recognise an unaccredited institution (the same guide for every entry). */
  tips: string[]
}

/* ---------- Subject assessment (university/subjectassessment) ---------- */

export type AssessmentGrade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-'
export const ASSESSMENT_GRADES: readonly AssessmentGrade[] = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-']

export interface SubjectAssessment {
  discipline_code: string
  discipline_name: string
  /** 学科门类 */
  category: string
  grade: AssessmentGrade
  institution_id: number | null
  institution_name: string
}
/** GET /api/edu/subject-assessment/?institution_id | ?discipline_code → { results, source } */

/* ---------- Civil-service positions (university/functionary*) ---------- */

export type PositionExam = '国考' | '省考' | '选调生'

export interface CivilPosition {
  id: number
  title: string
  department: string
  province: string
  city: string
  exam: PositionExam
  year: number
  /** Required education, e.g. '本科及以上'. */
  education: string
  /** Majors accepted (names); empty = 不限专业. */
  majors: string[]
  count: number
  source: DataSource
}
export interface CivilPositionDetail extends CivilPosition {
  requirements: string[]
}
/** GET /api/edu/civil-position/?major&province&exam&page; GET /api/edu/civil-position/<id>/ */

/* ---------- One-to-one services (gaokao/oneone) ---------- */

export interface ConsultService {
  id: number
  title: string
  expert_name: string
  expert_title: string
  /** Price in yuan. */
  price: number
  duration_minutes: number
  tags: string[]
  summary: string
}
export interface ConsultServiceDetail extends ConsultService {
  paragraphs: string[]
}

/* ---------- Institutions near a place (university/around, inAround, choose-location) ---------- */

export interface GeoPoint {
  lat: number
  lng: number
}
/** GET /api/edu/university/around/?lat&lng&radius_km&level&page → paginated NearbyInstitution. */
export interface NearbyInstitution extends InstitutionSummary {
  /** Distance from the chosen point to the institution's city centre, km, one decimal. */
  distance_km: number
}
/** GET /api/edu/geo/cities/ → the cities with coordinates (choose-location without a map). */
export interface CityPoint extends GeoPoint {
  province: string
  city: string
}

/* ---------- Mock-exam score records (university/scoreRecord, addRecord) ---------- */

export interface ScoreRecordSubject {
  subject: string
  score: number
}
export interface ScoreRecord {
  id: number
  exam_name: string
  /** 'YYYY-MM-DD' */
  exam_date: string
  total: number
  subjects: ScoreRecordSubject[]
  rank: number | null
  created_at: string
}
export interface ScoreRecordInput {
  exam_name: string
  exam_date: string
  total: number
  subjects: ScoreRecordSubject[]
  rank?: number | null
}
/** Limits checked on both sides. */
export const SCORE_RECORD_LIMITS = { examNameMax: 30, totalMax: 900, subjectsMax: 9, recordsMax: 200 } as const

export const EDU_PATHS = {
  scoreLine: '/api/edu/scoreline/',
  /** + '<id>/admission/' and '<id>/plans/' */
  university: '/api/edu/university/',
  around: '/api/edu/university/around/',
  cities: '/api/edu/geo/cities/',
  majors: '/api/edu/profession/',
  majorCategories: '/api/edu/profession/categories/',
  rankLists: '/api/edu/rank/lists/',
  /** + '<id>/' */
  rank: '/api/edu/rank/',
  news: '/api/edu/news/',
  fakeUniversities: '/api/edu/fake-university/',
  subjectAssessment: '/api/edu/subject-assessment/',
  civilPositions: '/api/edu/civil-position/',
  oneone: '/api/edu/oneone/',
  scoreRecords: '/api/user/score-record/'
} as const

/* ---------- Comparing institutions (university/contrast → university/compare) ---------- */

/** How many institutions one comparison takes (spec §2 contrast/compare; the basket holds as many). */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const

/**
 * GET COMPARE_PATH?ids=1,2,3&province&track&year: `ids` in the order to show, comma-separated.
 * track and year: the asked ones when stored for these institutions in the province, else the
 * newest year and its first track (TRACKS order).
 */
export const COMPARE_PATH = '/api/edu/university/compare/'
export interface CompareQuery {
  ids: string
  province: string
  track?: Track
  year?: number
}

/**
 * An institution's entry line in one province, year and track: its 'institution' line, or, where
 * the province lists only 院校专业组 lines, its groups together (the lowest min score, the largest
 * min rank, the seats summed). In the most selective batch it has a line in.
 */
export interface CompareLine {
  batch: string
  kind: 'institution' | 'group'
  /** Group lines taken together (0 for an institution line). */
  groups: number
  min_score: number
  min_rank: number | null
  plan_count: number | null
}

/** The institution's plans in the province, year and track. */
export interface ComparePlans {
  /** Seats, every batch and group. */
  plan_count: number
  /** Distinct majors (by code, else by name). */
  major_count: number
}

export interface CompareEntry {
  institution: InstitutionSummary
  line: CompareLine | null
  plans: ComparePlans | null
  /** How many disciplines have each grade, best grade first, grades present only. */
  assessment: { grade: AssessmentGrade; count: number }[]
}

export interface CompareResponse {
  province: string
  /** null when nothing is stored for these institutions in the province. */
  year: number | null
  track: Track | null
  /** Years with lines or plans of any of them, newest first; the tracks of `year`. */
  years: number[]
  tracks: Track[]
  /** In the order of `ids`. */
  entries: CompareEntry[]
  sources: {
    institutions: DataSource
    /** Of the rows the answer shows; null when it shows none. */
    lines: DataSource | null
    plans: DataSource | null
    assessment: DataSource | null
  }
}
