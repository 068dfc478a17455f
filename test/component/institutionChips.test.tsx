/**
 * Institution tags on screen (issue 27): the chips (components/InstitutionChips.tsx) with the lists'
 * tags marked, a recommendation card's tags (components/UnitCard.tsx), and the 院校标签 filter of
 * 填志愿 (application/parts/TagFilter.tsx).
 */
import { act } from 'react'
import type { RecommendedUnit } from '../../types/application'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)
// The filter controls' module also loads the university filters: not these tests' business.
jest.mock('../../src/api/gaokao', () => ({ getUniversityFilters: jest.fn() }))

import { InstitutionChips } from '../../src/components/InstitutionChips'
import { UnitCard } from '../../src/components/UnitCard'
import { TagFilter } from '../../src/gaokao/application/parts/TagFilter'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()
const all = (testId: string) => [...dom.container().querySelectorAll(`[data-testid="${testId}"]`)] as HTMLElement[]

test('chips in order, the ministry’s lists marked; nothing at all without chips', () => {
  act(() => dom.render(<InstitutionChips chips={['985', '211', '双一流', '公办']} testId='chips' />))
  const chips = all('institution-chip')
  expect(chips.map((c) => c.textContent)).toEqual(['985', '211', '双一流', '公办'])
  expect(chips.map((c) => c.className.includes('inst-chip--list'))).toEqual([true, true, true, false])
  act(() => dom.render(<InstitutionChips chips={[]} testId='chips' />))
  expect(dom.byTestId('chips')).toBeNull()
})

const unit: RecommendedUnit = {
  key: 'i|1',
  institution_id: 1,
  institution_name: '宁夏大学',
  institution_province: '宁夏',
  city: '银川市',
  level: '本科',
  tags: ['211', '双一流'],
  group_code: '',
  batch: '本科批',
  batch_level: '本科',
  unmatched: false,
  major_code: '',
  major_name: '',
  plan_count: 30,
  majors: [],
  explanation: { basis: 'own', past: [], rank: 20000, expected_rank: null, spread: null, probability: null, band: 'unknown', risk: '' }
}

test('a recommendation card shows its institution’s tags; none when it has none', () => {
  act(() => dom.render(<UnitCard unit={unit} mode='normal' />))
  expect(all('institution-chip').map((c) => c.textContent)).toEqual(['211', '双一流'])
  act(() => dom.render(<UnitCard unit={{ ...unit, tags: [] }} mode='normal' />))
  expect(dom.byTestId('unit-tags')).toBeNull()
})

test('院校标签: the chip opens the tags, a pick filters, 全部 clears', () => {
  const onPick = jest.fn()
  act(() => dom.render(<TagFilter value={undefined} onPick={onPick} />))
  expect(dom.byTestId('recommend-filter-tag')!.textContent).toContain('院校标签')
  act(() => dom.byTestId('recommend-filter-tag')!.click())
  const options = all('sheet-option')
  expect(options.map((o) => o.textContent)).toEqual(['全部', '985', '211', '双一流', '民办', '中外合作'])
  act(() => options[2].click())
  expect(onPick).toHaveBeenLastCalledWith('211')
  expect(dom.byTestId('recommend-filter-tag-sheet')).toBeNull()
  act(() => dom.render(<TagFilter value='211' onPick={onPick} />))
  expect(dom.byTestId('recommend-filter-tag')!.textContent).toContain('211')
  act(() => dom.byTestId('recommend-filter-tag')!.click())
  act(() => all('sheet-option')[0].click())
  expect(onPick).toHaveBeenLastCalledWith(undefined)
})
