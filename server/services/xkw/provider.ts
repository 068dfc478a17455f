/**
 * The content provider of the study-material library (docs/xkw.md "Provider"): one interface for
 * the catalogue, whoever serves it. The default is the local provider (local.ts) over our own
 * sample materials (xkw_materials / xkw_topics, is_demo, labelled 示例数据) and the FileStore.
 *
 * A third-party provider (学科网 or another) implements the same interface over its API: search,
 * detail and topics call the provider and upsert what they answer into xkw_materials / xkw_topics
 * by (provider, provider_ref), so every material has a local id that purchases, downloads and
 * orders refer to (the rights and payments never ask the provider); previews are the provider's
 * page images (copied into the FileStore, or their URLs); file() fetches the bytes from the
 * provider's download API at the moment a user with the right downloads. It is chosen where the
 * routes make the provider (server/routes/xkw/index.ts) — by config, as the file store is.
 */
import type { XkwMaterialCard, XkwMaterialDetail, XkwPreview, XkwSearchQuery, XkwTopic, XkwTopicQuery } from '../../../types/xkw'
import type { FileBytes } from '../cloud/saveCopy'

/** The facts of a material the rights and the download need (never sent to the app). */
export interface XkwMaterialFacts {
  id: number
  title: string
  format: string
  priceFen: number
}

export interface XkwProvider {
  readonly name: string
  /** Filtered, searched and sorted, one page; `count` is the filtered total. */
  search(query: XkwSearchQuery): Promise<{ count: number; results: XkwMaterialCard[] }>
  /** A material's page without the caller's rights (the service adds them); null: unknown. */
  detail(id: number): Promise<Omit<XkwMaterialDetail, 'rights'> | null>
  /** What the rights and the download need; null: unknown. */
  facts(id: number): Promise<XkwMaterialFacts | null>
  topics(query: XkwTopicQuery): Promise<{ count: number; results: XkwTopic[] }>
  topic(id: number): Promise<XkwTopic | null>
  /** The first pages as images; null: unknown. */
  preview(id: number): Promise<XkwPreview | null>
  /** The file's bytes (only after the right was checked). */
  file(id: number): Promise<FileBytes>
  /** Counts a first download of the material by a user (the catalogue's download count). */
  countDownload(id: number): Promise<void>
}
