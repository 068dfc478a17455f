/**
 * Forum composer schemas (issue 19): the popular hashtags the composer offers beside the hashtag
 * config. Constants and paths: types/compose.ts.
 */
import { ForumLevel } from './forum'
import { Obj, Type, type Static } from '../schema'

/** GET COMPOSE_PATHS.hashtags */
export const PopularHashtagsQuery = Obj({ level: ForumLevel })
export type PopularHashtagsQuery = Static<typeof PopularHashtagsQuery>

/** A hashtag (the word, without '#') and how many of the recent posts carry it. */
export const PopularHashtag = Obj({ tag: Type.String(), count: Type.Integer() })
export type PopularHashtag = Static<typeof PopularHashtag>

/** Most used first; on a tie, by code point. */
export const PopularHashtagsResponse = Obj({ results: Type.Array(PopularHashtag) })
export type PopularHashtagsResponse = Static<typeof PopularHashtagsResponse>
