/**
 * Gaokao data contract (issue 5, first slice): institutions and their search, and the
 * one-score-one-line table (一分一段) with its look-ups. Shared by the app and the server.
 * This file holds the constants and paths (the app may import them); the schemas and their
 * types are in types/schemas/gaokao.ts and re-exported here as types only.
 */
import type { DataSource } from './schemas/gaokao'

export type * from './schemas/gaokao'

export const SOURCE_KINDS = ['official', 'sample', 'imported'] as const
export const INSTITUTION_LEVELS = ['本科', '专科'] as const
export const INSTITUTION_TAGS = ['985', '211', '双一流', '民办', '中外合作'] as const
export const INSTITUTION_TYPES = ['综合', '理工', '师范', '医药', '财经', '政法', '语言', '艺术', '体育', '农林', '民族', '军事', '其他'] as const
export const INSTITUTION_SORTS = ['default', 'name', 'code'] as const
/** Tracks: old gaokao 文科/理科, 3+1+2 物理类/历史类, 3+3 综合. */
export const TRACKS = ['物理类', '历史类', '综合', '理科', '文科'] as const

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

/** The source every institution answer carries (the ministry's 2025 list). */
export const INSTITUTION_SOURCE: DataSource = { kind: 'official', label: '教育部 2025 年全国普通高等学校名单', year: 2025 }
/** Tables imported from CSV files (never labelled official). */
export const IMPORTED_SOURCE: DataSource = { kind: 'imported', label: '导入数据（仅供参考）', year: null }
/** The demo seed's generated tables. */
export const SAMPLE_SOURCE: DataSource = { kind: 'sample', label: '示例数据', year: null }
