/**
 * 填志愿's parts for real provinces (issue 26): the 本科/专科 switch (application/parts/RecommendIndex.tsx),
 * the notice in place of empty bands, and how a unit from group lines and a 未匹配院校库 unit read on
 * the card (components/UnitCard.tsx) and in the major picker (gaokao/components/recommend/MajorPicker.tsx).
 */
import { act } from 'react'
import type { RecommendedUnit } from '../../types/application'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)
const showToast = jest.fn()
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { showToast: (...args: unknown[]) => showToast(...args) } }))
const toggle = jest.fn(() => ({ ok: true, selected: true }))
jest.mock('../../src/stores/applicationForm', () => ({ applicationFormStore: { isSelected: () => false, toggle: (...args: unknown[]) => toggle(...(args as [])) } }))

import { UnitCard } from '../../src/components/UnitCard'
import { BatchSwitch, EmptyNoticeView } from '../../src/gaokao/application/parts/RecommendIndex'
import { MajorPicker } from '../../src/gaokao/components/recommend/MajorPicker'
import { emptyNotice } from '../../src/lib/recommendView'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()
const q = dom.byTestId
const all = (testId: string) => [...dom.container().querySelectorAll(`[data-testid="${testId}"]`)] as HTMLElement[]

beforeEach(() => {
  toggle.mockClear()
  showToast.mockClear()
})

const stat = {
  year: 2025,
  batch_level: '本科' as const,
  batch_default: '本科' as const,
  batch_levels: ['本科' as const, '专科' as const],
  batch_line: { batch: '本科批', year: 2024, score: 448, rank: 110000 }
}

test('BatchSwitch: both levels, the shown one on and the default marked, the note on the default; a tap on the other picks it', () => {
  const onPick = jest.fn()
  act(() => dom.render(<BatchSwitch stat={stat} onPick={onPick} />))
  const options = all('batch-option')
  expect(options.map((o) => o.textContent)).toEqual(['本科（默认）', '专科'])
  expect(options.map((o) => o.dataset.on)).toEqual(['true', 'false'])
  expect(q('batch-note')!.textContent).toBe('按 2024 年本科批 448 分线（按位次折算到 2025 年），你的成绩可报本科')
  act(() => options[0].click())
  expect(onPick).not.toHaveBeenCalled()
  act(() => options[1].click())
  expect(onPick).toHaveBeenCalledWith('专科')
})

test('BatchSwitch: nothing when one level has units and it is the default', () => {
  act(() => dom.render(<BatchSwitch stat={{ ...stat, batch_levels: ['本科'] }} onPick={jest.fn()} />))
  expect(q('batch-switch')).toBeNull()
})

test('EmptyNoticeView: why and what to import; the other list offered when only it has units', () => {
  const counts = { difficult: 0, rush: 0, stable: 0, safe: 0 }
  const base = { province: '湖南', track: '物理类' as const, counts, unknown: 0, batch_level: '本科' as const }
  const onPick = jest.fn()
  act(() => dom.render(<EmptyNoticeView notice={emptyNotice({ ...base, empty_reason: 'no_data', batch_levels: [] })!} onPick={onPick} />))
  expect(q('recommend-empty-reason')!.textContent).toContain('湖南暂无招生计划和录取分数线数据')
  expect(q('recommend-empty-reason')!.textContent).toContain('npm run import -- <文件或文件夹>')
  expect(q('recommend-empty-switch')).toBeNull()
  act(() => dom.render(<EmptyNoticeView notice={emptyNotice({ ...base, empty_reason: null, batch_levels: ['专科'] })!} onPick={onPick} />))
  expect(q('recommend-empty-switch')!.textContent).toBe('查看专科志愿')
  act(() => q('recommend-empty-switch')!.click())
  expect(onPick).toHaveBeenCalledWith('专科')
})

const groupUnit: RecommendedUnit = {
  key: 'g|9101|02',
  institution_id: 9001,
  institution_name: '陆军工程大学',
  institution_province: '',
  city: '',
  level: '本科',
  tags: [],
  group_code: '02',
  batch: '本科批',
  batch_level: '本科',
  unmatched: true,
  major_code: '',
  major_name: '',
  plan_count: 0,
  majors: [{ id: 77, major_code: '', major_name: '', group_code: '02', plan_count: 0, subject_requirement: '', eligible: true, tuition: null, duration: null }],
  explanation: {
    basis: 'own',
    past: [
      { year: 2024, track: '物理类', min_rank: 20000, equivalent_rank: 20000, basis: 'own' },
      { year: 2023, track: '物理类', min_rank: 19000, equivalent_rank: 19400, basis: 'own' }
    ],
    rank: 21000,
    expected_rank: 19800,
    spread: 0.12,
    probability: 0.31,
    band: 'rush',
    risk: '风险较大'
  }
}

test("UnitCard: a whole group from its lines is named by its code, judged by the group's past lines, tagged 未匹配院校库 when unlisted", () => {
  act(() => dom.render(<UnitCard unit={groupUnit} mode='group' />))
  expect(q('unit-name')!.textContent).toBe('陆军工程大学 · 专业组 02')
  expect(q('unit-unmatched')!.textContent).toBe('未匹配院校库')
  const why = [...q('unit-why')!.children].map((c) => c.textContent)
  expect(why[0]).toBe('按专业组 02 往年录取线判断（2023、2024 年），整组填报')
  expect(why[1]).toBe('2024 年最低位次 20,000；2023 年最低位次 19,000（折合今年 19,400）')
  expect(dom.container().textContent).not.toContain('个专业')
  expect(dom.container().querySelector('.app-unit__meta')!.textContent).toBe('本科批')
})

test('UnitCard: a listed unit has no 未匹配院校库 tag', () => {
  act(() => dom.render(<UnitCard unit={{ ...groupUnit, unmatched: false }} mode='group' />))
  expect(q('unit-unmatched')).toBeNull()
})

test('MajorPicker: a whole group is one entry named by its code, without an empty major name or a 选科 it does not know; a tap adds it', () => {
  act(() => dom.render(<MajorPicker unit={groupUnit} />))
  const picker = q('major-picker')!
  expect(picker.textContent).toContain('加入志愿表')
  expect(picker.textContent).toContain('数据不含专业名单')
  const options = all('major-option')
  expect(options).toHaveLength(1)
  expect(options[0].textContent).toBe('专业组 02（整组）')
  act(() => options[0].click())
  expect(toggle).toHaveBeenCalledWith(
    { id: 77, school_id: 9001, profession_group_code: '02' },
    expect.objectContaining({ institution_name: '陆军工程大学', major_name: '专业组 02（整组）', band: 'rush' })
  )
})
