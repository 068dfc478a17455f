/**
 * The tag page's rules (forum/tag/tag): which of its three pages a URL asks for, and how a circle
 * reads (member count, the join button). Pure, unit-tested (test/unit/circleView.test.ts).
 */
import { FORUM_LEVELS, type ForumLevel } from '@types-contract/forum'
import type { Circle, CircleJoinResponse } from '@types-contract/forumCircles'
import { countText } from './countText'

/**
 * tag/tag with no query: 话题广场 (the level's circles and popular hashtags); ?circle=<slug>: a
 * circle; ?name=<word>: a hashtag. `level` (optional) says whose level to read.
 */
export type TagMode = { kind: 'square'; level?: ForumLevel } | { kind: 'circle'; circle: string } | { kind: 'hashtag'; name: string; level?: ForumLevel }

/** A URL parameter that Taro may hand over still percent-encoded; '' and a missing one are undefined. */
export function paramText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  let text = value
  try {
    text = decodeURIComponent(value)
  } catch {
    // Not percent-encoded after all (a lone '%'): as it came.
  }
  text = text.trim()
  return text === '' ? undefined : text
}

export function levelParam(value: string | undefined): ForumLevel | undefined {
  const text = paramText(value)
  return (FORUM_LEVELS as readonly string[]).includes(text ?? '') ? (text as ForumLevel) : undefined
}

/** A circle wins over a hashtag when both are given. */
export function tagModeOf(params: Partial<Record<string, string>>): TagMode {
  const level = levelParam(params.level)
  const circle = paramText(params.circle)
  if (circle) return { kind: 'circle', circle }
  const name = paramText(params.name)?.replace(/^#+/, '')
  if (name) return { kind: 'hashtag', name, level }
  return { kind: 'square', level }
}

/** 'N 成员', written k/w. */
export const memberText = (count: number) => `${countText(count)} 成员`

/** 'N 篇帖子', written k/w. */
export const postCountText = (count: number) => `${countText(count)} 篇帖子`

/** The circle after a join or leave answered. */
export function withMembership<T extends Pick<Circle, 'joined' | 'member_count'>>(circle: T, answer: CircleJoinResponse): T {
  return { ...circle, joined: answer.joined, member_count: answer.member_count }
}

/** The row of `id` in a list, changed by a join or leave; the others as they were. */
export function withCircleMembership(circles: readonly Circle[], id: number, answer: CircleJoinResponse): Circle[] {
  return circles.map((c) => (c.id === id ? withMembership(c, answer) : c))
}
