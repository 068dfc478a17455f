/**
 * core/personalityTests: the four tests' scoring (every type, the tie rules, incomplete or
 * invalid answers refused), the SDS 门类 table and AI filling's use of the SDS code, and the
 * result view's tie notes. Rules: docs/tests.md.
 */
import { aiFill } from '../../server/domain/aiFill'
import { CATEGORIES, INTEREST_CATEGORIES_MAX, interestCategories, mergeCategories, RIASEC_CATEGORIES, RIASEC_ORDER, type Riasec } from '../../core/personalityMajors'
import { answeredCount, checkAnswers, firstUnanswered, rankKeys, type PairedQuestion } from '../../core/personalityTests/common'
import { scoreTest, testInfo } from '../../core/personalityTests'
import { KOLB_CATEGORIES, KOLB_STYLES, kolbStyleOf, scoreKolb } from '../../core/personalityTests/kolb'
import { KOLB_QUESTIONS, type KolbMode } from '../../core/personalityTests/kolbQuestions'
import { MBTI_PAIRS, mbtiTypeOf, scoreMbti } from '../../core/personalityTests/mbti'
import { MBTI_QUESTIONS, type MbtiPole } from '../../core/personalityTests/mbtiQuestions'
import { PSTR_CATEGORIES, PSTR_ORDER, pstrCodeOf, scorePstr } from '../../core/personalityTests/pstr'
import { PSTR_QUESTIONS, type PstrDimension } from '../../core/personalityTests/pstrQuestions'
import { scoreSds, sdsCodeOf } from '../../core/personalityTests/sds'
import { SDS_QUESTIONS } from '../../core/personalityTests/sdsQuestions'
import { MBTI_TEXT, KOLB_TEXT } from '../../core/personalityTests/descriptions'
import { resultView } from '../../core/personalityTests/view'
import { TEST_IDS, type TestId, type TestResultRecord } from '../../types/personalityTests'

/** Answers choosing, on each paired question, the option whose pole is in `want` (else option 0). */
function pick<P extends string>(bank: readonly PairedQuestion<P>[], want: (pole: P, index: number) => boolean): number[] {
  return bank.map((q, i) => {
    const hit = q.options.findIndex((o) => want(o.pole, i))
    return hit < 0 ? 0 : hit
  })
}

const ALL_MBTI = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => `${a}${b}${c}${d}`))))

describe('answer sheets', () => {
  test('every bank is well formed: MBTI 6 per dichotomy, Kolb 8 per axis, SDS 6 per type, PSTR 5 per orientation', () => {
    for (const [a, b] of MBTI_PAIRS) {
      const items = MBTI_QUESTIONS.filter((q) => q.options.some((o) => o.pole === a))
      expect(items).toHaveLength(6)
      for (const q of items) expect(q.options.map((o) => o.pole).sort()).toEqual([a, b].sort())
      // Option A alternates between the poles.
      expect(items.filter((q) => q.options[0].pole === a)).toHaveLength(3)
    }
    for (const [a, b] of [
      ['CE', 'AC'],
      ['AE', 'RO']
    ] as const) {
      const items = KOLB_QUESTIONS.filter((q) => q.options.some((o) => o.pole === a))
      expect(items).toHaveLength(8)
      for (const q of items) expect(q.options.map((o) => o.pole).sort()).toEqual([a, b].sort())
      expect(items.filter((q) => q.options[0].pole === a)).toHaveLength(4)
    }
    for (const t of RIASEC_ORDER) expect(SDS_QUESTIONS.filter((q) => q.type === t)).toHaveLength(6)
    for (const d of PSTR_ORDER) expect(PSTR_QUESTIONS.filter((q) => q.dimension === d)).toHaveLength(5)
    expect(TEST_IDS.map((id) => testInfo(id).questions.length)).toEqual([16, 20, 24, 36])
    for (const id of TEST_IDS) for (const q of testInfo(id).questions) expect(new Set(q.options).size).toBe(q.options.length)
  })

  test('incomplete, too long or invalid answers are refused, naming the question', () => {
    const qs = testInfo('mbti').questions
    const full = qs.map(() => 0)
    expect(checkAnswers(full, qs)).toEqual({ ok: true, answers: full })
    expect(checkAnswers([...full.slice(0, 23)], qs)).toEqual({ ok: false, index: 23, message: '第 24 题还没有作答' })
    expect(checkAnswers([0, null, ...full.slice(2)], qs)).toEqual({ ok: false, index: 1, message: '第 2 题还没有作答' })
    expect(checkAnswers([...full, 0], qs)).toMatchObject({ ok: false, message: '答案数量不正确：本测评共 24 题' })
    expect(checkAnswers([0, 2, ...full.slice(2)], qs)).toMatchObject({ ok: false, index: 1, message: '第 2 题的答案无效' })
    expect(checkAnswers([0.5, ...full.slice(1)], qs)).toMatchObject({ ok: false, index: 0 })
    expect(checkAnswers([-1, ...full.slice(1)], qs)).toMatchObject({ ok: false, index: 0 })
    expect(checkAnswers(['0', ...full.slice(1)], qs)).toMatchObject({ ok: false, index: 0 })
    expect(checkAnswers('0,1', qs)).toMatchObject({ ok: false, message: '答案格式不正确' })
    // PSTR has five options: 4 is valid there, 5 is not.
    const pstr = testInfo('pstr').questions
    expect(
      checkAnswers(
        pstr.map(() => 4),
        pstr
      ).ok
    ).toBe(true)
    expect(
      checkAnswers(
        pstr.map(() => 5),
        pstr
      )
    ).toMatchObject({ ok: false, index: 0 })
    for (const id of TEST_IDS) expect(scoreTest(id, []).ok).toBe(false)
  })

  test('progress helpers', () => {
    expect(firstUnanswered([0, 1, null, 1], 4)).toBe(2)
    expect(firstUnanswered([0, 1], 4)).toBe(2)
    expect(firstUnanswered([0, 1, 0, 1], 4)).toBe(4)
    expect(answeredCount([0, null, 1], 5)).toBe(2)
  })

  test('rankKeys: highest first, equal scores in the given order', () => {
    expect(rankKeys({ a: 1, b: 3, c: 3, d: 0 }, ['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'a', 'd'])
    expect(rankKeys({ a: 1, b: 3, c: 3, d: 0 }, ['d', 'c', 'b', 'a'])).toEqual(['c', 'b', 'a', 'd'])
  })
})

describe('MBTI: letters from the paired scores of the 8 entries', () => {
  test.each(ALL_MBTI)('%s', (type) => {
    const result = scoreMbti(pick(MBTI_QUESTIONS, (pole) => type.includes(pole)))
    expect(result.type).toBe(type)
    for (const letter of type) expect(result.scores[letter]).toBe(6)
    expect(Object.keys(result.scores)).toEqual(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'])
    expect(result.categories.length).toBeGreaterThan(0)
    expect(MBTI_TEXT[type].name).toBeTruthy()
  })

  test('a 4 : 2 majority decides; a 3 : 3 tie goes to I, N, F, P', () => {
    const counts = new Map<MbtiPole, number>()
    // The first three items of each dichotomy to E/S/T/J, the rest to the other pole: all ties.
    const ties = pick(MBTI_QUESTIONS, (pole) => {
      const first = (['E', 'S', 'T', 'J'] as string[]).includes(pole)
      const pair = MBTI_PAIRS.find((p) => p.includes(pole))![0]
      const n = counts.get(pair) ?? 0
      if (first && n < 3) {
        counts.set(pair, n + 1)
        return true
      }
      return !first && n >= 3
    })
    const tied = scoreMbti(ties)
    expect(tied.scores).toEqual({ E: 3, I: 3, S: 3, N: 3, T: 3, F: 3, J: 3, P: 3 })
    expect(tied.type).toBe('INFP')
    expect(mbtiTypeOf({ E: 4, I: 2, S: 2, N: 4, T: 3, F: 3, J: 3, P: 3 })).toBe('ENFP')
    expect(mbtiTypeOf({ E: 2, I: 4, S: 4, N: 2, T: 4, F: 2, J: 4, P: 2 })).toBe('ISTJ')
    expect(resultView({ test: 'mbti', ...tied, taken_at: '' }).notes).toEqual([
      'E 与 I 得分相同，按惯例取 I。',
      'S 与 N 得分相同，按惯例取 N。',
      'T 与 F 得分相同，按惯例取 F。',
      'J 与 P 得分相同，按惯例取 P。'
    ])
  })
})

describe('Kolb: two axes, four styles', () => {
  const answersFor = (modes: KolbMode[]) => pick(KOLB_QUESTIONS, (pole) => modes.includes(pole))
  test.each([
    [['CE', 'RO'], 'diverging', '发散型'],
    [['AC', 'RO'], 'assimilating', '同化型'],
    [['AC', 'AE'], 'converging', '聚合型'],
    [['CE', 'AE'], 'accommodating', '顺应型']
  ] as const)('%j → %s', (modes, style, name) => {
    const result = scoreKolb(answersFor([...modes]))
    expect(result.type).toBe(style)
    expect(result.scores[modes[0]]).toBe(8)
    expect(result.categories).toEqual(KOLB_CATEGORIES[style])
    expect(KOLB_TEXT[style].name).toBe(name)
  })

  test('an axis at 0 counts to 具体体验 (CE) and 反思观察 (RO)', () => {
    expect(kolbStyleOf({ perceiving: 0, processing: 0 })).toBe('diverging')
    expect(kolbStyleOf({ perceiving: 0, processing: 2 })).toBe('accommodating')
    expect(kolbStyleOf({ perceiving: 2, processing: 0 })).toBe('assimilating')
    expect(kolbStyleOf({ perceiving: 1, processing: 1 })).toBe('converging')
    expect(kolbStyleOf({ perceiving: -1, processing: -8 })).toBe('diverging')
    // Always option A: A alternates between the poles, so 4 : 4 on both axes.
    const even = KOLB_QUESTIONS.map(() => 0)
    const result = scoreKolb(even)
    expect(result.scores).toEqual({ CE: 4, RO: 4, AC: 4, AE: 4 })
    expect(result.type).toBe('diverging')
    expect(resultView({ test: 'kolb', ...result, taken_at: '' }).notes).toHaveLength(2)
    expect(KOLB_STYLES).toHaveLength(4)
  })
})

describe('SDS: six RIASEC scores and the three-letter code', () => {
  const yesTo = (types: Riasec[]) => SDS_QUESTIONS.map((q) => (types.includes(q.type) ? 0 : 1))

  test.each(RIASEC_ORDER.map((t) => [t]))('%s first', (t) => {
    const others = RIASEC_ORDER.filter((x) => x !== t)
    // t: all six; the next two of the others: the activities only (3 each); the rest nothing.
    const answers = SDS_QUESTIONS.map((q, i) => (q.type === t || (q.type === others[1] && i < 18) || (q.type === others[3] && i < 18) ? 0 : 1))
    const result = scoreSds(answers)
    expect(result.scores[t]).toBe(6)
    expect(result.type).toBe(`${t}${others[1]}${others[3]}`)
    expect(result.categories).toEqual(interestCategories(result.type))
  })

  test('ties keep R, I, A, S, E, C order', () => {
    expect(scoreSds(yesTo([])).type).toBe('RIA')
    expect(scoreSds(yesTo([...RIASEC_ORDER])).type).toBe('RIA')
    expect(scoreSds(yesTo(['C', 'E', 'S'])).type).toBe('SEC')
    expect(sdsCodeOf({ R: 1, I: 5, A: 3, S: 3, E: 3, C: 6 })).toBe('CIA')
    const view = resultView({ test: 'sds', type: 'CIA', scores: { R: 1, I: 5, A: 3, S: 3, E: 3, C: 6 }, categories: [], taken_at: '' })
    expect(view.notes).toEqual(['A、S、E 同为 3 分，按 R、I、A、S、E、C 的顺序排列。'])
    expect(resultView({ test: 'sds', type: 'CIA', scores: { R: 1, I: 5, A: 3, S: 2, E: 2, C: 6 }, categories: [], taken_at: '' }).notes).toEqual([])
  })
})

describe('PSTR: four orientations, the two highest', () => {
  test.each(PSTR_ORDER.map((d) => [d]))('%s dominant', (d) => {
    const second = PSTR_ORDER[(PSTR_ORDER.indexOf(d) + 2) % 4]
    // d: 非常符合 (4) everywhere; second: 比较符合 (3); the rest 很不符合 (0).
    const answers = PSTR_QUESTIONS.map((q) => (q.dimension === d ? 0 : q.dimension === second ? 1 : 4))
    const result = scorePstr(answers)
    expect(result.scores[d]).toBe(20)
    expect(result.scores[second]).toBe(15)
    expect(result.type).toBe(`${d}${second}`)
    expect(result.categories).toEqual(mergeCategories([PSTR_CATEGORIES[d], PSTR_CATEGORIES[second]]))
  })

  test('ties keep P, S, T, R order', () => {
    expect(scorePstr(PSTR_QUESTIONS.map(() => 2)).type).toBe('PS')
    expect(pstrCodeOf({ P: 3, S: 10, T: 10, R: 10 } as Record<PstrDimension, number>)).toBe('ST')
    expect(pstrCodeOf({ P: 3, S: 9, T: 10, R: 10 } as Record<PstrDimension, number>)).toBe('TR')
    expect(resultView({ test: 'pstr', type: 'ST', scores: { P: 3, S: 10, T: 10, R: 10 }, categories: [], taken_at: '' }).notes).toEqual([
      'S、T、R 同为 10 分，按 P、S、T、R 的顺序排列。'
    ])
  })
})

describe('scoreTest and the result view', () => {
  test("scoreTest checks, then scores with the test's own rules", () => {
    const mbti = scoreTest(
      'mbti',
      pick(MBTI_QUESTIONS, (p) => 'ENTJ'.includes(p))
    )
    expect(mbti).toMatchObject({ ok: true, outcome: { type: 'ENTJ' } })
    expect(
      scoreTest(
        'sds',
        SDS_QUESTIONS.map(() => 0)
      )
    ).toMatchObject({ ok: true, outcome: { type: 'RIA' } })
    expect(
      scoreTest(
        'kolb',
        KOLB_QUESTIONS.map(() => 0)
      )
    ).toMatchObject({ ok: true })
    expect(
      scoreTest(
        'pstr',
        PSTR_QUESTIONS.map(() => null)
      )
    ).toMatchObject({ ok: false, index: 0 })
  })

  test.each(TEST_IDS.map((t) => [t]))('%s: a view with a code, bars, paragraphs and known 门类', (test: TestId) => {
    const { outcome } = scoreTest(
      test,
      testInfo(test).questions.map(() => 0)
    ) as { outcome: Omit<TestResultRecord, 'test' | 'taken_at'> }
    const view = resultView({ test, ...outcome, taken_at: '2026-11-23T02:00:00.000Z' })
    expect(view.code).toBeTruthy()
    expect(view.paragraphs.length).toBeGreaterThan(0)
    expect(view.bars.length).toBeGreaterThanOrEqual(4)
    for (const bar of view.bars) expect(bar.ratio).toBeGreaterThanOrEqual(0)
    for (const c of view.categories) expect(CATEGORIES).toContain(c)
  })
})

describe('SDS 门类 and AI filling', () => {
  test("interestCategories: the letters' 门类 in order, each once, at most four; unknown letters ignored", () => {
    expect(interestCategories('RIA')).toEqual(['工学', '农学', '理学', '医学'])
    expect(interestCategories('sec')).toEqual(['教育学', '医学', '法学', '管理学'])
    expect(interestCategories('C')).toEqual([...RIASEC_CATEGORIES.C])
    expect(interestCategories('XYZ')).toEqual([])
    expect(interestCategories(null)).toEqual([])
    for (const t of RIASEC_ORDER) for (const c of RIASEC_CATEGORIES[t]) expect(CATEGORIES).toContain(c)
    expect(interestCategories('RIASEC')).toHaveLength(INTEREST_CATEGORIES_MAX)
  })

  test("the SDS code's 门类 break ties like the MBTI table, and are named in the preferences", () => {
    const unitWith = (key: string, code: string) => ({
      key,
      institution_id: key.length,
      institution_name: key,
      institution_province: '江苏',
      city: '',
      level: '本科',
      tags: [],
      group_code: '',
      major_code: '',
      major_name: '',
      majors: [
        {
          id: key.charCodeAt(0),
          major_code: code,
          major_name: code,
          group_code: '01',
          plan_count: 5,
          subject_requirement: '不限',
          eligible: true,
          tuition: 5000,
          duration: 4
        }
      ],
      explanation: { band: 'stable', probability: 0.65, risk: '', expected_rank: 1000, rank: 1000, past: [] }
    })
    // 120201K 工商管理 (管理学) vs 040101 教育学 (教育学), equally near the band's middle.
    const units = [unitWith('a', '120201K'), unitWith('b', '040101')] as unknown as Parameters<typeof aiFill>[0]
    const ratio = { rush: 0, stable: 100, safe: 0 }
    expect(aiFill(units, { slots: 1, ratio }).choices[0].unit.key).toBe('a')
    const plan = aiFill(units, { slots: 1, ratio, interest: 'SAI' })
    expect(plan.choices[0].unit.key).toBe('b')
    expect(plan.preferences).toEqual(['职业兴趣 SAI：教育学、医学、法学、艺术学'])
    const both = aiFill(units, { slots: 1, ratio, interest: 'sai', mbti: 'ENTJ' })
    expect(both.preferences).toEqual(['性格测试 ENTJ：管理学、经济学、法学', '职业兴趣 SAI：教育学、医学、法学、艺术学'])
  })
})
