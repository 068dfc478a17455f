/**
 * MBTI type → 学科门类 the AI filling leans towards (issue 6, vip/index). Pure; a small table, not a
 * psychometric claim: each type gets 2-4 门类 whose usual work fits the type's common description
 * (general knowledge of MBTI career guides: NT analysts → theory and systems, NF diplomats →
 * language, people and meaning, SJ sentinels → organisations, care and rules, SP explorers →
 * hands-on, practical and creative work). It only breaks ties between units of equal fit: the
 * user's own region and 门类 choices weigh more (lib/aiFill.ts).
 */

/** The 学科门类 names of the 本科 catalogue, code order (11 军事学 is not recruited through the gaokao). */
export const CATEGORIES = ['哲学', '经济学', '法学', '教育学', '文学', '历史学', '理学', '工学', '农学', '医学', '管理学', '艺术学', '交叉学科'] as const
export type Category = (typeof CATEGORIES)[number]

export const MBTI_CATEGORIES: Readonly<Record<string, readonly Category[]>> = {
  INTJ: ['理学', '工学', '哲学'],
  INTP: ['理学', '工学', '哲学'],
  ENTJ: ['管理学', '经济学', '法学'],
  ENTP: ['法学', '经济学', '工学'],
  INFJ: ['文学', '历史学', '教育学', '哲学'],
  INFP: ['文学', '艺术学', '哲学'],
  ENFJ: ['教育学', '文学', '管理学'],
  ENFP: ['文学', '艺术学', '教育学'],
  ISTJ: ['管理学', '工学', '经济学'],
  ISFJ: ['医学', '教育学', '管理学'],
  ESTJ: ['管理学', '法学', '经济学'],
  ESFJ: ['教育学', '医学', '管理学'],
  ISTP: ['工学', '理学', '农学'],
  ISFP: ['艺术学', '医学', '农学'],
  ESTP: ['经济学', '管理学', '工学'],
  ESFP: ['艺术学', '教育学', '管理学']
}

/**
 * The four letters of a stored MBTI result ('intj', 'INTJ-A', 'INTJ（建筑师）' → 'INTJ'), or null when
 * it is not one of the 16 types.
 */
export function mbtiType(result: string | null | undefined): string | null {
  const match = /^\s*([EI][NS][TF][JP])/i.exec(result ?? '')
  return match ? match[1].toUpperCase() : null
}

/** The 门类 of a stored MBTI result; [] when unknown. */
export function personalityCategories(result: string | null | undefined): readonly Category[] {
  const type = mbtiType(result)
  return type ? MBTI_CATEGORIES[type] : []
}
