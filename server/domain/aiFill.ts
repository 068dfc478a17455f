/**
 * AI-assisted filling (智能填报, vip/index; issue 6): a complete form built from the scored units of
 * a recommendation. Pure; the server runs it (server/routes/application.ts) and masks it for a
 * non-VIP (maskChoices), the unit tests pin it (test/unit/aiFill.test.ts). Decisions, in the order
 * they apply (docs/recommendation.md, "Recommendation API"):
 *
 * 1. Candidates: units in 冲/稳/保 (rush/stable/safe) with at least one eligible major; 难录 and
 *    units without a probability are never filled.
 * 2. Size: total = min(slots, candidates).
 * 3. Split by the ratio (largest remainder): each band gets floor(total × share / 100); the slots
 *    left go one each to the bands with the largest fractional parts, ties to the safer band first
 *    (保, then 稳, then 冲). A band with fewer candidates than its share passes the rest on: 冲 → 稳
 *    → 保, 稳 → 保 → 冲, 保 → 稳 → 冲 (to the nearest safer band first), so the form is as full as
 *    the data allow and the bands may end up off the ratio (`filled` says how many each got).
 * 4. Picking within a band: preference fit first (score 2 × region match + 2 × 门类 match + 1 ×
 *    personality match — a 门类 of the MBTI table or of the SDS interest code: the user's explicit
 *    choices outweigh the tests), then the band's own
 *    order: 冲 highest probability first (a rush that may well work, not a lottery ticket); 稳 closest
 *    to the middle of the band (p = 0.65) first; 保 lowest probability first (the strongest units that
 *    are still safe: a 保 with p = 0.99 is a wasted slot).
 * 5. The form's order: 冲, then 稳, then 保; within a band by expected cut-off rank, best first (the
 *    parallel-volunteer rule: the first listed unit that reaches you takes you, so the most selective
 *    goes first).
 * 6. Majors per choice: 1-3 of the unit's eligible majors, 门类 matches first, then personality
 *    matches, then the larger plan (easier to get), then plan order.
 * 7. The reason: one Chinese sentence with the band, the probability, the risk wording, the expected
 *    cut-off, the past min ranks and the candidate's rank, plus the preferences it meets.
 */
import type { AdmissionBand, AiChoice, FillRatio, RecommendedUnit, UnitMajor } from '../../types/application'
import { BAND_LABEL } from '../../core/admissionBands'
import { categoryOfMajor, interestCategories, mbtiType, personalityCategories, testCategories } from '../../core/personalityMajors'

export type FillBand = Exclude<AdmissionBand, 'difficult'>
export const FILL_BANDS: readonly FillBand[] = ['rush', 'stable', 'safe']

/** The most majors one choice lists. */
export const MAJORS_PER_CHOICE = 3

/* ---------- slots per band ---------- */

const SAFER_FIRST: readonly FillBand[] = ['safe', 'stable', 'rush']
/** Where a band's unfillable share goes, nearest safer band first. */
const PASS_ON: Record<FillBand, readonly FillBand[]> = { rush: ['stable', 'safe'], stable: ['safe', 'rush'], safe: ['stable', 'rush'] }

/** `total` split by the ratio's percentages (largest remainder, ties to the safer band). */
export function splitSlots(total: number, ratio: FillRatio): Record<FillBand, number> {
  const sum = ratio.rush + ratio.stable + ratio.safe
  const shares = sum > 0 ? ratio : { rush: 1, stable: 1, safe: 1 }
  const whole = sum > 0 ? sum : 3
  const result = { rush: 0, stable: 0, safe: 0 }
  const fractions: { band: FillBand; fraction: number }[] = []
  let given = 0
  for (const band of FILL_BANDS) {
    const exact = (total * shares[band]) / whole
    result[band] = Math.floor(exact)
    given += result[band]
    fractions.push({ band, fraction: exact - result[band] })
  }
  fractions.sort((a, b) => b.fraction - a.fraction || SAFER_FIRST.indexOf(a.band) - SAFER_FIRST.indexOf(b.band))
  for (let i = 0; given < total; i++, given++) result[fractions[i % fractions.length].band]++
  return result
}

/** Quotas capped by what each band has, the excess passed on (PASS_ON); total ≤ Σ available is kept whole. */
export function fitQuotas(quotas: Record<FillBand, number>, available: Record<FillBand, number>): Record<FillBand, number> {
  const result = { rush: 0, stable: 0, safe: 0 }
  const excess: [FillBand, number][] = []
  for (const band of FILL_BANDS) {
    result[band] = Math.min(quotas[band], available[band])
    if (quotas[band] > result[band]) excess.push([band, quotas[band] - result[band]])
  }
  for (const [from, amount] of excess) {
    let left = amount
    for (const to of PASS_ON[from]) {
      const room = available[to] - result[to]
      const moved = Math.min(room, left)
      result[to] += moved
      left -= moved
      if (left === 0) break
    }
  }
  return result
}

/* ---------- the form ---------- */

export interface AiFillOptions {
  /** Slots of the province's form. */
  slots: number
  ratio: FillRatio
  /** Institution provinces preferred. */
  regions?: readonly string[]
  /** 学科门类 names preferred. */
  categories?: readonly string[]
  /** The user's stored MBTI result (any of the 16 types; anything else is ignored). */
  mbti?: string | null
  /** The Holland code of the user's latest SDS 职业兴趣 result ('RIA'); its 门类 count as personality matches too. */
  interest?: string | null
}

export interface AiFillPlan {
  filled: Record<FillBand, number>
  choices: AiChoice[]
  /** The preferences applied, in words. */
  preferences: string[]
}

const probabilityOf = (u: RecommendedUnit) => u.explanation.probability ?? 0
const expectedOf = (u: RecommendedUnit) => u.explanation.expected_rank ?? Number.MAX_SAFE_INTEGER
const isFillBand = (band: string): band is FillBand => (FILL_BANDS as readonly string[]).includes(band)
const STABLE_CENTRE = 0.65

/** The band's own pick order (step 4). */
const BAND_ORDER: Record<FillBand, (a: RecommendedUnit, b: RecommendedUnit) => number> = {
  rush: (a, b) => probabilityOf(b) - probabilityOf(a),
  stable: (a, b) => Math.abs(probabilityOf(a) - STABLE_CENTRE) - Math.abs(probabilityOf(b) - STABLE_CENTRE),
  safe: (a, b) => probabilityOf(a) - probabilityOf(b)
}

const pct = (p: number) => Math.min(99, Math.max(1, Math.round(p * 100)))

interface Fit {
  region: boolean
  category: boolean
  personality: boolean
  score: number
}

export function aiFill(units: readonly RecommendedUnit[], options: AiFillOptions): AiFillPlan {
  const regions = new Set(options.regions ?? [])
  const categories = new Set<string>(options.categories ?? [])
  const personality = new Set<string>(testCategories(options.mbti, options.interest))
  const categoryHit = (m: UnitMajor) => categories.has(categoryOfMajor(m.major_code) ?? '')
  const personalityHit = (m: UnitMajor) => personality.has(categoryOfMajor(m.major_code) ?? '')

  const fits = new Map<RecommendedUnit, Fit>()
  const pools: Record<FillBand, RecommendedUnit[]> = { rush: [], stable: [], safe: [] }
  for (const unit of units) {
    const band = unit.explanation.band
    const eligible = unit.majors.filter((m) => m.eligible)
    if (!isFillBand(band) || unit.explanation.probability === null || eligible.length === 0) continue
    const region = regions.has(unit.institution_province)
    const category = eligible.some(categoryHit)
    const personal = eligible.some(personalityHit)
    fits.set(unit, { region, category, personality: personal, score: 2 * Number(region) + 2 * Number(category) + Number(personal) })
    pools[band].push(unit)
  }

  const available = { rush: pools.rush.length, stable: pools.stable.length, safe: pools.safe.length }
  const total = Math.max(0, Math.min(options.slots, available.rush + available.stable + available.safe))
  const filled = fitQuotas(splitSlots(total, options.ratio), available)

  const choices: AiChoice[] = []
  for (const band of FILL_BANDS) {
    const picked = [...pools[band]]
      .sort((a, b) => fits.get(b)!.score - fits.get(a)!.score || BAND_ORDER[band](a, b) || expectedOf(a) - expectedOf(b) || a.key.localeCompare(b.key))
      .slice(0, filled[band])
      .sort((a, b) => expectedOf(a) - expectedOf(b) || probabilityOf(b) - probabilityOf(a) || a.key.localeCompare(b.key))
    for (const unit of picked) {
      const majors = unit.majors
        .filter((m) => m.eligible)
        .sort(
          (a, b) => Number(categoryHit(b)) - Number(categoryHit(a)) || Number(personalityHit(b)) - Number(personalityHit(a)) || b.plan_count - a.plan_count || a.id - b.id
        )
        .slice(0, MAJORS_PER_CHOICE)
      choices.push({ unit, major_ids: majors.map((m) => m.id), reason: reasonOf(unit, fits.get(unit)!) })
    }
  }

  const preferences: string[] = []
  if (regions.size) preferences.push(`地区：${[...regions].join('、')}`)
  if (categories.size) preferences.push(`门类：${[...categories].join('、')}`)
  const type = mbtiType(options.mbti)
  const mbtiCategories = personalityCategories(options.mbti)
  if (type && mbtiCategories.length) preferences.push(`性格测试 ${type}：${mbtiCategories.join('、')}`)
  const interest = interestCategories(options.interest)
  if (interest.length) preferences.push(`职业兴趣 ${options.interest!.toUpperCase()}：${interest.join('、')}`)
  return { filled, choices, preferences }
}

/** Step 7: '「冲」录取概率约 35%（风险较大），预计最低位次约 12800；往年最低位次 2024 年 12345、2023 年 13001，你的位次 11000；符合你的地区偏好。' */
export function reasonOf(unit: RecommendedUnit, fit?: Pick<Fit, 'region' | 'category' | 'personality'>): string {
  const e = unit.explanation
  const band = BAND_LABEL[e.band]
  const parts = [`「${band}」录取概率约 ${pct(e.probability ?? 0)}%${e.risk ? `（${e.risk}）` : ''}`]
  if (e.expected_rank !== null) parts[0] += `，预计最低位次约 ${e.expected_rank}`
  // A year across the reform, or a unit judged by its institution, names whose line it was.
  const year = (p: (typeof e.past)[number]) => `${p.year} 年${p.basis === 'institution' ? `（${p.track}院校线）` : ''} ${p.min_rank}`
  parts.push(`${e.past.length ? `往年最低位次 ${e.past.map(year).join('、')}` : '暂无往年位次'}，你的位次 ${e.rank}`)
  const met = fit ? [fit.region && '地区', fit.category && '门类', fit.personality && '性格测试'].filter(Boolean) : []
  if (met.length) parts.push(`符合你的${met.join('、')}偏好`)
  return `${parts.join('；')}。`
}

/* ---------- the non-VIP preview ---------- */

export const MASK = '***'

/**
 * The same choices for the non-VIP blur: band, probability, risk, the candidate's rank, level,
 * institution province, plan sizes and eligibility kept (the structure of the form shows), and
 * everything that names or identifies a unit replaced: institution and major names and codes, ids
 * and keys (an id would name the institution through the detail page), city, tags, tuition, the
 * past and expected ranks (they could be matched against the admission lines). The reason keeps
 * the band and the probability only.
 */
export function maskChoices(choices: readonly AiChoice[]): AiChoice[] {
  return choices.map((choice, i) => {
    const u = choice.unit
    const e = u.explanation
    const majors: UnitMajor[] = u.majors.map((m) => ({ ...m, id: 0, major_code: MASK, major_name: MASK, tuition: null, duration: null }))
    const unit: RecommendedUnit = {
      ...u,
      key: `${MASK}${i + 1}`,
      institution_id: 0,
      institution_name: MASK,
      city: MASK,
      tags: [],
      major_code: u.major_code ? MASK : '',
      major_name: u.major_name ? MASK : '',
      majors,
      explanation: { ...e, past: [], expected_rank: null, spread: null }
    }
    const reason = `「${BAND_LABEL[e.band]}」录取概率约 ${pct(e.probability ?? 0)}%${e.risk ? `（${e.risk}）` : ''}。开通会员查看院校、专业与往年位次。`
    return { unit, major_ids: choice.major_ids.map(() => 0), reason }
  })
}
