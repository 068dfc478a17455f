/** A material row as lists show it (every provider's materials have their local row: provider.ts). */
import type { XkwFormat, XkwGrade, XkwMaterialCard, XkwStage, XkwSubject, XkwType } from '../../../types/xkw'
import type { xkwMaterials } from '../../db/schema'
import { ApiError } from '../../errors'
import { imageOf } from '../forum/images'

export type MaterialRow = typeof xkwMaterials.$inferSelect

export const materialMissing = () => new ApiError(404, 'not_found', '资料不存在')

export const materialCard = (row: MaterialRow, apiPrefix: string): XkwMaterialCard => ({
  id: row.id,
  title: row.title,
  stage: row.stage as XkwStage,
  subject: row.subject as XkwSubject,
  grade: row.grade as XkwGrade,
  type: row.type as XkwType,
  year: row.year,
  region: row.region,
  pages: row.pages,
  format: row.format as XkwFormat,
  size: Number(row.sizeBytes),
  price_fen: row.priceFen,
  downloads: row.downloads,
  cover_url: row.previewKeys.length > 0 ? imageOf(row.previewKeys[0], apiPrefix).thumb_url : null,
  topic_id: row.topicId,
  is_demo: row.isDemo
})
