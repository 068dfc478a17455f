/**
 * Favourite institutions and majors (issue 22). Constants and paths: types/personalCollections.ts.
 * A card shows what the search lists show: an institution's InstitutionSummary, a major's MajorSummary.
 */
import { InstitutionSummary } from './gaokao'
import { MajorSummary } from './edu'
import { Int, Obj, PAGE_QUERY, Page, Type, type Static } from '../schema'

/** The user state's `collections` after a change: institution ids and major codes, in the order added. */
export const Collections = Obj({ univ: Type.Array(Int()), prof: Type.Array(Type.String()) })
export type Collections = Static<typeof Collections>

export const CollectionListQuery = Obj({ ...PAGE_QUERY })
export type CollectionListQuery = Static<typeof CollectionListQuery>

export const FavoriteInstitutionPage = Page(InstitutionSummary)
export type FavoriteInstitutionPage = Static<typeof FavoriteInstitutionPage>

export const FavoriteMajorPage = Page(MajorSummary)
export type FavoriteMajorPage = Static<typeof FavoriteMajorPage>
