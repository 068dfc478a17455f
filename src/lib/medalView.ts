/**
 * How medals read in the personal centre (personal/medal/index, medalDetail, badgeReceiveList;
 * types/personalMedals.ts): held and not yet held, the badge (two characters of the name on the
 * medal's own colour, grey until held), the progress line and bar, when it was received, and the
 * page that earns a certificate medal. Pure.
 */
import type { MedalInfo, MedalKind, MedalProgress } from '@types-contract/personalMedals'
import { chinaDate } from '@core/chinaTime'

/** Where a medal came from, as the received list tags it. */
export const MEDAL_KIND_LABELS: Record<MedalKind, string> = { forum: '论坛', certificate: '认证' }

/** Held medals and the others, each in the server's order (most notable first). */
export function splitMedals<T extends Pick<MedalInfo, 'held'>>(items: readonly T[]): { held: T[]; locked: T[] } {
  return { held: items.filter((m) => m.held), locked: items.filter((m) => !m.held) }
}

/** 已获得 2/7 */
export const heldSummary = (items: readonly Pick<MedalInfo, 'held'>[]) => `已获得 ${items.filter((m) => m.held).length}/${items.length}`

/** The badge's colour per medal (a CSS modifier: md-badge--<tone>); 'locked' until held, 'plain' for a medal the app does not know yet. */
const TONES: Record<string, string> = {
  edu_verified: 'blue',
  student_verified: 'cyan',
  popular_star: 'red',
  helpful: 'green',
  streak_7: 'orange',
  well_liked: 'pink',
  first_answer: 'purple'
}

export function badgeTone(key: string, held: boolean): string {
  if (!held) return 'locked'
  return TONES[key] ?? 'plain'
}

/** The badge's text: the name's first two characters (学历, 人气). */
export const badgeText = (name: string) => [...name].slice(0, 2).join('')

/** 回答 3/50 */
export const progressText = (p: MedalProgress) => `${p.label} ${p.current}/${p.target}`

/** The bar's width, 0-100. */
export function progressPercent(p: MedalProgress): number {
  if (p.target <= 0) return 100
  return Math.round((Math.min(Math.max(p.current, 0), p.target) / p.target) * 100)
}

/** 2025-06-01 获得 */
export const receivedText = (awardedAt: string) => `${chinaDate(awardedAt)} 获得`

/** The line under a medal: when it was received, the progress, or how a certificate medal is earned. */
export function medalStatus(m: Pick<MedalInfo, 'held' | 'awarded_at' | 'progress' | 'kind'>): string {
  if (m.held && m.awarded_at) return receivedText(m.awarded_at)
  if (m.progress) return progressText(m.progress)
  return m.kind === 'certificate' ? '认证通过后获得' : '未获得'
}

/** The page that earns a certificate medal not yet held (去认证), or null. */
export function medalAction(m: Pick<MedalInfo, 'key' | 'held'>): { label: string; page: string } | null {
  if (m.held) return null
  if (m.key === 'edu_verified') return { label: '去认证', page: 'personal/eduCertificate' }
  if (m.key === 'student_verified') return { label: '去认证', page: 'personal/studyNativeCertificate' }
  return null
}
