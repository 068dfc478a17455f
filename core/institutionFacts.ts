/**
 * The facts families filter by, as the app shows them on an institution (issue 27): the ministry's
 * list tags (985, 211, 双一流, server/domain/institutionTags.ts), 公办 or 民办, 中外合作.
 *
 * 公办 is derived, not stored: the ministry's list writes 民办 in the remark of a private
 * institution and names the cooperation schools there too, so an empty remark means a public one.
 * An institution whose remark says something else (中外合作办学…, the 海南 foreign-run schools)
 * gets neither 公办 nor 民办: the list does not say.
 */
import type { InstitutionSummary, InstitutionTag } from '../types/gaokao'

export type Ownership = '公办' | '民办'

/** The chips an institution shows, in this order. */
export type InstitutionChip = Exclude<InstitutionTag, '民办'> | Ownership

/** The tags of the ministry's lists, as against those of the remark. */
export const LIST_TAGS = ['985', '211', '双一流'] as const

export const isListTag = (chip: string): boolean => (LIST_TAGS as readonly string[]).includes(chip)

/** 公办 / 民办 by the ministry's list, null when it does not say. */
export function ownershipOf(institution: Pick<InstitutionSummary, 'tags' | 'remark'>): Ownership | null {
  if (institution.tags.includes('民办')) return '民办'
  return institution.remark === '' ? '公办' : null
}

/** 985 · 211 · 双一流 (those it carries), then 公办 or 民办, then 中外合作. */
export function institutionChips(institution: Pick<InstitutionSummary, 'tags' | 'remark'>): InstitutionChip[] {
  const ownership = ownershipOf(institution)
  return [
    ...LIST_TAGS.filter((tag) => institution.tags.includes(tag)),
    ...(ownership ? [ownership] : []),
    ...(institution.tags.includes('中外合作') ? ['中外合作' as const] : [])
  ]
}

/** The remark, or what the list says without one: '公办 · 本科 · 教育部'. Never empty for a listed institution. */
export function institutionRemark(institution: Pick<InstitutionSummary, 'tags' | 'remark' | 'level' | 'department'>): string {
  if (institution.remark) return institution.remark
  return [ownershipOf(institution), institution.level, institution.department].filter(Boolean).join(' · ')
}
