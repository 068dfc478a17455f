import { checkGaokaoInfo, gaokaoInfoOf, gaokaoSummary, INCOMPLETE_MESSAGE, sortSubjects, subjectsProblem, trackOf, type GaokaoInfo } from '../../core/gaokaoInfo'

const full: GaokaoInfo = { province: '河南', apply_year: 2025, liberal_science: null, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 }

describe('checkGaokaoInfo', () => {
  test('complete with three subjects, or with 文科/理科', () => {
    expect(checkGaokaoInfo(full)).toEqual({ complete: true })
    expect(checkGaokaoInfo({ ...full, subjects: [], liberal_science: '文科' })).toEqual({ complete: true })
    expect(checkGaokaoInfo({ ...full, subjects: [], liberal_science: '理科' })).toEqual({ complete: true })
    // 文/理 is enough even when some subjects are also stored.
    expect(checkGaokaoInfo({ ...full, subjects: ['物理'], liberal_science: '理科' })).toEqual({ complete: true })
  })

  test('a score of 0 is present; rank 0, empty province and NaN are not', () => {
    expect(checkGaokaoInfo({ ...full, score: 0 })).toEqual({ complete: true })
    expect(checkGaokaoInfo({ ...full, rank: 0 })).toEqual({ complete: false, message: INCOMPLETE_MESSAGE, missing: ['rank'] })
    expect(checkGaokaoInfo({ ...full, province: '  ' })).toMatchObject({ missing: ['province'] })
    expect(checkGaokaoInfo({ ...full, score: NaN })).toMatchObject({ missing: ['score'] })
  })

  test('each missing field is named, in a fixed order, with the message', () => {
    const empty: GaokaoInfo = { province: null, apply_year: null, liberal_science: null, subjects: [], score: null, rank: null }
    expect(checkGaokaoInfo(empty)).toEqual({
      complete: false,
      message: '请先完善高考信息',
      missing: ['province', 'apply_year', 'rank', 'score', 'subjects']
    })
    expect(checkGaokaoInfo({ ...full, apply_year: null })).toMatchObject({ complete: false, missing: ['apply_year'] })
    expect(checkGaokaoInfo({ ...full, score: null })).toMatchObject({ complete: false, missing: ['score'] })
  })

  test('not exactly three subjects: two, four, repeats and unknown names do not count', () => {
    for (const subjects of [
      ['物理', '化学'],
      ['物理', '化学', '生物', '地理'],
      ['物理', '物理', '化学'],
      ['物理', '化学', '美术']
    ]) {
      expect(checkGaokaoInfo({ ...full, subjects })).toMatchObject({ complete: false, missing: ['subjects'] })
    }
  })

  test('技术 counts in 浙江 only; elsewhere the subjects are refused with the reason', () => {
    const zhejiang = { ...full, province: '浙江', subjects: ['物理', '化学', '技术'] }
    expect(checkGaokaoInfo(zhejiang)).toEqual({ complete: true })
    expect(checkGaokaoInfo({ ...zhejiang, province: '浙江省' })).toEqual({ complete: true })
    const reason = '北京选考科目不含技术（技术仅浙江可选），请在物理、化学、生物、历史、政治、地理中选择'
    expect(checkGaokaoInfo({ ...zhejiang, province: '北京' })).toEqual({
      complete: false,
      message: INCOMPLETE_MESSAGE,
      missing: ['subjects'],
      reasons: { subjects: reason }
    })
    // 3+1+2 and 文理 provinces too, whatever else is chosen; with other fields missing, in order.
    expect(checkGaokaoInfo({ ...zhejiang, province: '江苏', rank: null })).toMatchObject({
      missing: ['rank', 'subjects'],
      reasons: { subjects: expect.stringContaining('江苏') }
    })
    expect(checkGaokaoInfo({ ...zhejiang, province: '新疆', liberal_science: '理科' })).toMatchObject({ complete: false, missing: ['subjects'] })
    // Too few subjects in 浙江 is the usual missing track, without a reason.
    expect(checkGaokaoInfo({ ...zhejiang, subjects: ['技术'] })).toEqual({ complete: false, message: INCOMPLETE_MESSAGE, missing: ['subjects'] })
  })

  test('gaokaoInfoOf unwraps the user state rank', () => {
    const info = gaokaoInfoOf({ ...full, subjects: ['物理', '化学', '生物'], rank: { value: 321 } })
    expect(info.rank).toBe(321)
    expect(checkGaokaoInfo(gaokaoInfoOf({ ...full, subjects: [], rank: { value: null } }))).toMatchObject({ missing: ['rank', 'subjects'] })
  })
})

test('sortSubjects keeps physics, chemistry, biology, history, politics, geography, technology order, without repeats', () => {
  expect(sortSubjects(['地理', '物理', '政治'])).toEqual(['物理', '政治', '地理'])
  expect(sortSubjects(['技术', '地理', '物理'])).toEqual(['物理', '地理', '技术'])
  expect(sortSubjects(['历史', '生物', '化学', '历史'])).toEqual(['化学', '生物', '历史'])
  expect(sortSubjects(['美术'])).toEqual([])
})

test('subjectsProblem: only subjects the province does not offer; nothing to say without a known province', () => {
  expect(subjectsProblem('浙江', ['技术', '物理'])).toBeNull()
  expect(subjectsProblem('山东', ['物理', '化学', '生物'])).toBeNull()
  expect(subjectsProblem('山东', ['技术'])).toBe('山东选考科目不含技术（技术仅浙江可选），请在物理、化学、生物、历史、政治、地理中选择')
  expect(subjectsProblem('上海市', ['技术'])).toMatch(/^上海选考科目不含技术/)
  expect(subjectsProblem(null, ['技术'])).toBeNull()
  expect(subjectsProblem('火星', ['技术'])).toBeNull()
})

describe('trackOf', () => {
  const info = (province: string, apply_year: number, subjects: string[], liberal_science: '文科' | '理科' | null = null) => ({
    province,
    apply_year,
    subjects,
    liberal_science
  })

  test('3+1+2: 物理类 with physics, else 历史类 with history, else none', () => {
    expect(trackOf(info('河南', 2025, ['物理', '化学', '生物']))).toBe('物理类')
    expect(trackOf(info('河南', 2025, ['政治', '历史', '地理']))).toBe('历史类')
    expect(trackOf(info('河南', 2025, ['化学', '生物', '地理']))).toBeUndefined()
    expect(trackOf(info('广东省', 2024, ['历史', '政治', '地理']))).toBe('历史类')
  })

  test('3+3: 综合 with three subjects', () => {
    expect(trackOf(info('浙江', 2025, ['历史', '化学', '地理']))).toBe('综合')
    expect(trackOf(info('浙江', 2025, ['技术', '化学', '地理']))).toBe('综合')
    expect(trackOf(info('北京', 2024, ['物理']))).toBeUndefined()
  })

  test('old gaokao (before the reform or never reformed): the 文/理 choice', () => {
    expect(trackOf(info('新疆', 2025, [], '文科'))).toBe('文科')
    expect(trackOf(info('新疆', 2025, ['物理', '化学', '生物']))).toBeUndefined()
    // 河南 reformed in 2025: its 2024 lines are 文/理, its 2025 lines 物理类/历史类.
    const henan = info('河南', 2025, ['物理', '化学', '生物'], '理科')
    expect(trackOf(henan, 2024)).toBe('理科')
    expect(trackOf(henan)).toBe('物理类')
  })

  test('unknown province or year: none', () => {
    expect(trackOf(info('火星', 2025, ['物理', '化学', '生物']))).toBeUndefined()
    expect(trackOf({ province: '河南', apply_year: null, subjects: ['物理'], liberal_science: null })).toBeUndefined()
  })
})

test('summary line', () => {
  const info = { province: '河南', apply_year: 2027, liberal_science: null, subjects: ['物理', '化学', '生物'], score: 612, rank: 8356 }
  expect(gaokaoSummary(info)).toBe('河南 · 物理类 · 612 分 · 位次 8,356')
  expect(gaokaoSummary({ ...info, rank: null, subjects: [] })).toBe('河南 · 612 分')
  expect(gaokaoSummary({ province: null, apply_year: null, liberal_science: null, subjects: [], score: null, rank: null })).toBe('')
})
