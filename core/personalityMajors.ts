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

/* ---------- SDS 职业兴趣 (Holland RIASEC; issue 7) ---------- */

/** Holland's six interest types in hexagon order (also the SDS tie order, docs/tests.md). */
export const RIASEC_ORDER = ['R', 'I', 'A', 'S', 'E', 'C'] as const
export type Riasec = (typeof RIASEC_ORDER)[number]

/**
 * 门类 each interest type leans towards (the usual Holland reading: R hands-on and outdoor, I
 * science and inquiry, A creative, S helping and teaching, E leading and persuading, C orderly work
 * with data and rules).
 */
export const RIASEC_CATEGORIES: Readonly<Record<Riasec, readonly Category[]>> = {
  R: ['工学', '农学'],
  I: ['理学', '医学', '工学'],
  A: ['艺术学', '文学'],
  S: ['教育学', '医学', '法学'],
  E: ['管理学', '经济学', '法学'],
  C: ['管理学', '经济学']
}

/** The most 门类 an interest code suggests. */
export const INTEREST_CATEGORIES_MAX = 4

/** The 门类 of several lists in order, each once, at most `max` (a test's suggestion). */
export function mergeCategories(lists: readonly (readonly Category[])[], max = INTEREST_CATEGORIES_MAX): Category[] {
  const out: Category[] = []
  for (const list of lists) for (const c of list) if (!out.includes(c) && out.length < max) out.push(c)
  return out
}

/**
 * The 门类 of a Holland code ('RIA', 'sec'): each letter's 门类 in the code's order, each once, at
 * most INTEREST_CATEGORIES_MAX; [] when the code holds no RIASEC letter.
 */
export function interestCategories(code: string | null | undefined): Category[] {
  const letters = [...(code ?? '').toUpperCase()].filter((l): l is Riasec => (RIASEC_ORDER as readonly string[]).includes(l))
  return mergeCategories(letters.map((l) => RIASEC_CATEGORIES[l]))
}

/**
 * The 门类 the user's tests point to (MBTI's table, then the SDS code's), each once: what AI
 * filling weighs as a personality match and what the recommendation list marks as 符合测评.
 */
export function testCategories(mbti: string | null | undefined, interest: string | null | undefined): Category[] {
  return mergeCategories([personalityCategories(mbti), interestCategories(interest)], Infinity)
}

/* ---------- 学科门类 of a major code ---------- */

/** 本科 专业代码: the first two digits are the 门类 (2024 普通高等学校本科专业目录); the majors importer checks against it too. */
export const UNDERGRADUATE_CATEGORIES: Readonly<Record<string, Category>> = {
  '01': '哲学',
  '02': '经济学',
  '03': '法学',
  '04': '教育学',
  '05': '文学',
  '06': '历史学',
  '07': '理学',
  '08': '工学',
  '09': '农学',
  '10': '医学',
  '12': '管理学',
  '13': '艺术学',
  '14': '交叉学科'
}

/**
 * 高职专科 专业代码 (2021 目录, six digits, 41-59 the 专业大类) mapped to the 本科 门类 whose majors
 * they lead to: 农林牧渔 → 农学; 资源环境、能源材料、土木、水利、装备制造、生物化工、轻工纺织、
 * 食品药品、交通运输、电子信息 → 工学; 医药卫生 → 医学; 财经商贸 → 管理学 (its 财政税务 5301 and
 * 金融 5302 classes → 经济学); 旅游 → 管理学; 文化艺术 → 艺术学; 新闻传播 → 文学; 教育与体育 →
 * 教育学; 公安与司法 → 法学; 公共管理与服务 → 管理学.
 */
const VOCATIONAL: Record<string, Category> = {
  '41': '农学',
  '42': '工学',
  '43': '工学',
  '44': '工学',
  '45': '工学',
  '46': '工学',
  '47': '工学',
  '48': '工学',
  '49': '工学',
  '50': '工学',
  '51': '工学',
  '52': '医学',
  '53': '管理学',
  '54': '管理学',
  '55': '艺术学',
  '56': '文学',
  '57': '教育学',
  '58': '法学',
  '59': '管理学'
}

/** The 学科门类 of a major code ('080901' → 工学, '510201' → 工学), or null when uncategorised. */
export function categoryOfMajor(code: string): Category | null {
  const match = /^(\d{2})(\d{2})\d{2}[A-Z]{0,2}$/i.exec(code.trim())
  if (!match) return null
  const [, head, sub] = match
  if (head === '53' && (sub === '01' || sub === '02')) return '经济学'
  return UNDERGRADUATE_CATEGORIES[head] ?? VOCATIONAL[head] ?? null
}
