/**
 * lib/aiFill.ts: the AI-built form (slots by ratio, picks per band, order, majors, reasons), the
 * 学科门类 of major codes, the MBTI table and the masked preview.
 */
import { aiFill, fitQuotas, maskChoices, MASK, reasonOf, splitSlots } from '../../server/domain/aiFill'
import { categoryOfMajor } from '../../core/personalityMajors'
import { bandOf, RISK_LABEL, riskOf } from '../../core/admissionBands'
import { CATEGORIES, MBTI_CATEGORIES, mbtiType, personalityCategories } from '../../core/personalityMajors'
import type { AiChoice, RecommendedUnit, UnitMajor } from '../../types/application'

let nextId = 1
function major(code: string, extra: Partial<UnitMajor> = {}): UnitMajor {
  const id = nextId++
  return {
    id,
    major_code: code,
    major_name: `专业${id}`,
    group_code: '01',
    plan_count: 5,
    subject_requirement: '不限',
    eligible: true,
    tuition: 5000,
    duration: 4,
    ...extra
  }
}

/** A unit at probability p with an expected cut-off rank; band and risk as the server gives them. */
function unit(p: number | null, expected: number, extra: Partial<RecommendedUnit> = {}, majors: UnitMajor[] = [major('120201K')]): RecommendedUnit {
  const id = nextId++
  const risk = riskOf(p)
  return {
    key: `s${id}`,
    institution_id: id,
    institution_name: `大学${id}`,
    institution_province: '江苏',
    city: '南京市',
    level: '本科',
    tags: [],
    batch: '',
    batch_level: '本科',
    unmatched: false,
    group_code: '',
    major_code: '',
    major_name: '',
    plan_count: majors.reduce((n, m) => n + m.plan_count, 0),
    majors,
    explanation: {
      basis: 'own',
      past: [
        { year: 2025, track: '物理类', min_rank: expected, equivalent_rank: expected, basis: 'own' },
        { year: 2024, track: '物理类', min_rank: expected + 100, equivalent_rank: expected + 90, basis: 'own' }
      ],
      rank: 10_000,
      expected_rank: p === null ? null : expected,
      spread: p === null ? null : 0.1,
      probability: p,
      band: bandOf(p),
      risk: risk ? RISK_LABEL[risk] : ''
    },
    ...extra
  }
}

const ratio = { rush: 20, stable: 40, safe: 40 }
const bandOfChoice = (c: AiChoice) => c.unit.explanation.band

describe('categoryOfMajor', () => {
  test('本科 codes by their first two digits, letters allowed', () => {
    expect(categoryOfMajor('010101')).toBe('哲学')
    expect(categoryOfMajor('020301K')).toBe('经济学')
    expect(categoryOfMajor('030101K')).toBe('法学')
    expect(categoryOfMajor('040107')).toBe('教育学')
    expect(categoryOfMajor('050101')).toBe('文学')
    expect(categoryOfMajor('060101')).toBe('历史学')
    expect(categoryOfMajor('070101')).toBe('理学')
    expect(categoryOfMajor('080910T')).toBe('工学')
    expect(categoryOfMajor('090401')).toBe('农学')
    expect(categoryOfMajor('100201K')).toBe('医学')
    expect(categoryOfMajor('120203K')).toBe('管理学')
    expect(categoryOfMajor('130201')).toBe('艺术学')
    expect(categoryOfMajor('140101')).toBe('交叉学科')
  })

  test('专科 codes by their 专业大类 (41-59), 金融/财税 to 经济学; others uncategorised', () => {
    expect(categoryOfMajor('410101')).toBe('农学')
    expect(categoryOfMajor('510201')).toBe('工学')
    expect(categoryOfMajor('460306')).toBe('工学')
    expect(categoryOfMajor('520201')).toBe('医学')
    expect(categoryOfMajor('530302')).toBe('管理学')
    expect(categoryOfMajor('530201')).toBe('经济学')
    expect(categoryOfMajor('530101')).toBe('经济学')
    expect(categoryOfMajor('550101')).toBe('艺术学')
    expect(categoryOfMajor('560101')).toBe('文学')
    expect(categoryOfMajor('570102K')).toBe('教育学')
    expect(categoryOfMajor('580101')).toBe('法学')
    expect(categoryOfMajor('590101')).toBe('管理学')
    for (const code of ['110101', '600101', '0809', '', 'abcdef', '08090112']) expect(categoryOfMajor(code)).toBeNull()
  })
})

describe('personality table', () => {
  test('all 16 types, each 2-4 known 门类; stored results are read leniently', () => {
    const types = ['E', 'I'].flatMap((a) => ['N', 'S'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))))
    expect(Object.keys(MBTI_CATEGORIES).sort()).toEqual(types.sort())
    for (const cats of Object.values(MBTI_CATEGORIES)) {
      expect(cats.length).toBeGreaterThanOrEqual(2)
      expect(cats.length).toBeLessThanOrEqual(4)
      for (const c of cats) expect(CATEGORIES).toContain(c)
      expect(new Set(cats).size).toBe(cats.length)
    }
    expect(mbtiType('intj')).toBe('INTJ')
    expect(mbtiType('ENFP-T')).toBe('ENFP')
    expect(mbtiType(' ISTJ（物流师）')).toBe('ISTJ')
    for (const bad of [null, undefined, '', 'XXXX', 'INT']) expect(mbtiType(bad)).toBeNull()
    expect(personalityCategories('xyz')).toEqual([])
    expect(personalityCategories('intp')).toEqual(MBTI_CATEGORIES.INTP)
  })
})

describe('splitSlots and fitQuotas', () => {
  test('largest remainder, ties to the safer band; the total is kept', () => {
    expect(splitSlots(45, ratio)).toEqual({ rush: 9, stable: 18, safe: 18 })
    expect(splitSlots(10, { rush: 33, stable: 33, safe: 34 })).toEqual({ rush: 3, stable: 3, safe: 4 })
    // 3.5 / 1.75 / 1.75: floors 3+1+1, the two slots left to the .75s (safe first, then stable).
    expect(splitSlots(7, { rush: 50, stable: 25, safe: 25 })).toEqual({ rush: 3, stable: 2, safe: 2 })
    // 1 slot at 34/33/33: .34 beats .33.
    expect(splitSlots(1, { rush: 34, stable: 33, safe: 33 })).toEqual({ rush: 1, stable: 0, safe: 0 })
    // Equal fractions: the safer band first.
    expect(splitSlots(1, { rush: 33, stable: 33, safe: 34 })).toEqual({ rush: 0, stable: 0, safe: 1 })
    expect(splitSlots(2, { rush: 50, stable: 0, safe: 50 })).toEqual({ rush: 1, stable: 0, safe: 1 })
    expect(splitSlots(0, ratio)).toEqual({ rush: 0, stable: 0, safe: 0 })
    expect(splitSlots(96, { rush: 100, stable: 0, safe: 0 })).toEqual({ rush: 96, stable: 0, safe: 0 })
    for (let total = 0; total < 120; total++) {
      const s = splitSlots(total, { rush: 17, stable: 41, safe: 42 })
      expect(s.rush + s.stable + s.safe).toBe(total)
    }
  })

  test('a band short of units passes its share on, the nearest safer band first', () => {
    expect(fitQuotas({ rush: 9, stable: 18, safe: 18 }, { rush: 4, stable: 100, safe: 100 })).toEqual({ rush: 4, stable: 23, safe: 18 })
    expect(fitQuotas({ rush: 9, stable: 18, safe: 18 }, { rush: 4, stable: 20, safe: 100 })).toEqual({ rush: 4, stable: 20, safe: 21 })
    expect(fitQuotas({ rush: 9, stable: 18, safe: 18 }, { rush: 100, stable: 100, safe: 3 })).toEqual({ rush: 9, stable: 33, safe: 3 })
    expect(fitQuotas({ rush: 9, stable: 18, safe: 18 }, { rush: 100, stable: 5, safe: 100 })).toEqual({ rush: 9, stable: 5, safe: 31 })
    expect(fitQuotas({ rush: 2, stable: 2, safe: 2 }, { rush: 0, stable: 0, safe: 6 })).toEqual({ rush: 0, stable: 0, safe: 6 })
  })
})

describe('aiFill', () => {
  // 6 rush, 6 stable, 6 safe, plus units never to be filled.
  const rush = [0.21, 0.3, 0.35, 0.42, 0.47, 0.5].map((p, i) => unit(p, 5000 + i * 100))
  const stable = [0.51, 0.6, 0.64, 0.66, 0.7, 0.79].map((p, i) => unit(p, 8000 + i * 100))
  const safe = [0.8, 0.85, 0.9, 0.95, 0.99, 0.999].map((p, i) => unit(p, 12000 + i * 100))
  const never = [unit(0.1, 3000), unit(null, 0), unit(0.7, 8050, {}, [major('080901', { eligible: false })])]
  const all = [...never, ...safe, ...stable, ...rush]

  test('total = min(slots, available); difficult, unknown and ineligible units never filled', () => {
    const small = aiFill(all, { slots: 10, ratio })
    expect(small.choices).toHaveLength(10)
    expect(small.filled).toEqual({ rush: 2, stable: 4, safe: 4 })
    const big = aiFill(all, { slots: 45, ratio })
    expect(big.choices).toHaveLength(18)
    expect(big.filled).toEqual({ rush: 6, stable: 6, safe: 6 })
    for (const c of big.choices) expect(never).not.toContain(c.unit)
    expect(aiFill(never, { slots: 45, ratio }).choices).toEqual([])
  })

  test('picks: rush highest probability, stable nearest 0.65, safe lowest probability; form order rush → stable → safe by expected rank', () => {
    const { choices } = aiFill(all, { slots: 10, ratio })
    const ps = (band: string) =>
      choices
        .filter((c) => bandOfChoice(c) === band)
        .map((c) => c.unit.explanation.probability)
        .sort()
    expect(ps('rush')).toEqual([0.47, 0.5])
    expect(ps('stable')).toEqual([0.6, 0.64, 0.66, 0.7])
    expect(ps('safe')).toEqual([0.8, 0.85, 0.9, 0.95])
    expect(choices.map(bandOfChoice)).toEqual(['rush', 'rush', 'stable', 'stable', 'stable', 'stable', 'safe', 'safe', 'safe', 'safe'])
    const expected = choices.map((c) => c.unit.explanation.expected_rank!)
    expect(expected).toEqual([...expected].sort((a, b) => a - b))
  })

  test('preferences first: a region and a 门类 match beats a better probability; explicit choices outweigh MBTI', () => {
    const local = unit(0.22, 5050, { institution_province: '宁夏' })
    const medicine = unit(0.23, 5060, {}, [major('100201K')])
    const science = unit(0.24, 5070, {}, [major('070101')])
    const units = [...rush, local, medicine, science]
    const pick = (options: Parameters<typeof aiFill>[1]) => aiFill(units, options).choices.map((c) => c.unit)
    expect(pick({ slots: 1, ratio: { rush: 100, stable: 0, safe: 0 } })).toEqual([rush[5]])
    expect(pick({ slots: 1, ratio: { rush: 100, stable: 0, safe: 0 }, regions: ['宁夏'] })).toEqual([local])
    expect(pick({ slots: 1, ratio: { rush: 100, stable: 0, safe: 0 }, categories: ['医学'] })).toEqual([medicine])
    expect(pick({ slots: 1, ratio: { rush: 100, stable: 0, safe: 0 }, mbti: 'INTP' })).toEqual([science])
    expect(pick({ slots: 1, ratio: { rush: 100, stable: 0, safe: 0 }, mbti: 'INTP', categories: ['医学'] })).toEqual([medicine])
    // Picked by preference, still ordered by expected rank in the form.
    const two = aiFill(units, { slots: 2, ratio: { rush: 100, stable: 0, safe: 0 }, regions: ['宁夏'], categories: ['医学'] }).choices.map((c) => c.unit)
    expect(two).toEqual([local, medicine])
  })

  test('majors: 1-3 eligible ones, preferred 门类 first, then personality, then the larger plan', () => {
    const majors = [
      major('050101', { plan_count: 30 }),
      major('080901', { plan_count: 2 }),
      major('070101', { plan_count: 3 }),
      major('100201K', { plan_count: 50, eligible: false }),
      major('120203K', { plan_count: 10 })
    ]
    const u = unit(0.9, 12_000, {}, majors)
    const [choice] = aiFill([u], { slots: 1, ratio, categories: ['工学'], mbti: 'INTP' }).choices
    expect(choice.major_ids).toEqual([majors[1].id, majors[2].id, majors[0].id])
    const [plain] = aiFill([u], { slots: 1, ratio }).choices
    expect(plain.major_ids).toEqual([majors[0].id, majors[4].id, majors[2].id])
    const [one] = aiFill([unit(0.9, 12_000, {}, [major('080901'), major('070101', { eligible: false })])], { slots: 1, ratio }).choices
    expect(one.major_ids).toHaveLength(1)
  })

  test('reasons cite the band, probability, risk, expected and past min ranks, the rank and the preferences met', () => {
    const u = unit(0.347, 5000, { institution_province: '宁夏' })
    expect(reasonOf(u)).toBe('「冲」录取概率约 35%（有一定风险），预计最低位次约 5000；往年最低位次 2025 年 5000、2024 年 5100，你的位次 10000。')
    const [choice] = aiFill([u], { slots: 1, ratio, regions: ['宁夏'], categories: ['管理学'] }).choices
    expect(choice.reason).toContain('符合你的地区、门类偏好')
    expect(reasonOf(unit(0.9999, 9000))).toContain('约 99%')
    expect(reasonOf(unit(0.8, 9000))).toContain('「保」录取概率约 80%（较为稳妥）')
  })

  test('preferences in words', () => {
    expect(aiFill(all, { slots: 5, ratio }).preferences).toEqual([])
    expect(aiFill(all, { slots: 5, ratio, regions: ['江苏', '上海'], categories: ['工学'], mbti: 'enfj' }).preferences).toEqual([
      '地区：江苏、上海',
      '门类：工学',
      '性格测试 ENFJ：教育学、文学、管理学'
    ])
    expect(aiFill(all, { slots: 5, ratio, mbti: 'unknown' }).preferences).toEqual([])
  })
})

describe('maskChoices', () => {
  test('same shape and structure, nothing that names or identifies a unit', () => {
    const { choices } = aiFill([unit(0.3, 5000, { tags: ['211'], city: '南京市' }, [major('080901'), major('070101')]), unit(0.9, 9000)], {
      slots: 2,
      ratio: { rush: 50, stable: 0, safe: 50 }
    })
    const masked = maskChoices(choices)
    expect(masked).toHaveLength(2)
    masked.forEach((m, i) => {
      const original = choices[i]
      expect(Object.keys(m.unit).sort()).toEqual(Object.keys(original.unit).sort())
      expect(m.unit).toMatchObject({
        institution_name: MASK,
        institution_id: 0,
        city: MASK,
        tags: [],
        level: original.unit.level,
        institution_province: original.unit.institution_province
      })
      expect(m.unit.key).not.toBe(original.unit.key)
      expect(m.unit.explanation).toMatchObject({
        band: original.unit.explanation.band,
        probability: original.unit.explanation.probability,
        risk: original.unit.explanation.risk,
        past: [],
        expected_rank: null
      })
      expect(m.major_ids).toHaveLength(original.major_ids.length)
      expect(m.unit.majors.every((x) => x.major_name === MASK && x.major_code === MASK && x.id === 0)).toBe(true)
      const text = JSON.stringify(m)
      expect(text).not.toContain(original.unit.institution_name)
      expect(text).not.toContain('南京市')
      for (const x of original.unit.majors) expect(text).not.toContain(x.major_name)
      expect(m.reason).toContain(`「${m.unit.explanation.band === 'rush' ? '冲' : '保'}」`)
      expect(m.reason).not.toMatch(/位次 \d/)
    })
    // The originals are untouched (the server shares them between requests).
    expect(choices[0].unit.institution_name).toMatch(/^大学/)
  })
})
