/**
 * Gaokao content contract (issue 5, second slice): province facts, batch control lines,
 * admission lines, enrollment plans, majors, rankings, news, unaccredited institutions, subject
 * assessment, civil-service positions (functionary), one-to-one services, institutions near a
 * place, comparing institutions and the user's mock-exam score records. Shared by the app and the
 * server; lists are `{count, next, previous, results}` and every answer names its DataSource
 * (示例数据 / 导入数据).
 * This file holds the constants and paths (the app may import them); the schemas and their types
 * are in types/schemas/edu.ts and re-exported here as types only.
 */
import type { DataSource } from './gaokao'

export type * from './schemas/edu'

export const GAOKAO_MODES = [0, 1, 2] as const
export const APPLY_MODES = ['normal', 'group', 'category'] as const

/** 'institution' = the institution's line in a batch; 'group' = one 院校专业组; 'major' = one major. */
export const LINE_KINDS = ['institution', 'group', 'major'] as const

export const MAJOR_LEVELS = ['本科', '专科'] as const
/** Six digits, then T (特设) and/or K (国家控制布点) as the catalogues mark them: 080910T, 100202TK. */
export const MAJOR_CODE_PATTERN = '^\\d{6}(T|K|TK)?$'

export const RANKING_KINDS = ['university', 'profession'] as const

/** The categories news is filed under (the list's tabs), in tab order. */
export const NEWS_CATEGORIES = ['政策解读', '招生动态', '志愿填报', '分数线', '院校资讯', '备考指导'] as const

/** Best grade first. */
export const ASSESSMENT_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'] as const

export const POSITION_EXAMS = ['国考', '省考', '选调生'] as const

/** Default and maximum radius of university/around, km. */
export const AROUND_RADIUS = { default: 50, max: 500 } as const
/** The cities' coordinates are approximate public geographic facts (server/domain/cityCoordinates.ts). */
export const CITY_SOURCE: DataSource = { kind: 'imported', label: '城市中心坐标：公开地理资料（约数）', year: null }

/** Limits checked on both sides. */
export const SCORE_RECORD_LIMITS = { examNameMax: 30, totalMax: 900, subjectsMax: 9, recordsMax: 200 } as const
/** Subject names are short ('语文', '思想政治'); the bound keeps a record small. */
export const SUBJECT_NAME_MAX = 10

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

/** How many institutions one comparison takes (spec §2 contrast/compare; the basket holds as many). */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const

/**
 * GET COMPARE_PATH?ids=1,2,3&province&track&year (CompareQuery): `ids` in the order to show,
 * comma-separated.
 */
export const COMPARE_PATH = '/api/edu/university/compare/'
