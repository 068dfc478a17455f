/** lib/strongBase.ts: the 强基计划 facts carry sources, the pilot list, and linking pilots to institutions. */
import { PROVINCES } from '../../core/provinceFacts'
import { footnotes } from '../../src/lib/sources'
import { PILOT_SOURCES, PILOT_UNIVERSITIES, pilotIds, pilotProvinces, STRONG_BASE_ABOUT, STRONG_BASE_ELIGIBILITY, STRONG_BASE_STEPS } from '../../src/lib/strongBase'

test('39 pilot universities: 36 from 2020 and 3 added in 2021, no repeats, known provinces', () => {
  expect(PILOT_UNIVERSITIES).toHaveLength(39)
  expect(new Set(PILOT_UNIVERSITIES.map((p) => p.name)).size).toBe(39)
  expect(PILOT_UNIVERSITIES.filter((p) => p.since === 2020)).toHaveLength(36)
  expect(
    PILOT_UNIVERSITIES.filter((p) => p.since === 2021)
      .map((p) => p.name)
      .sort()
  ).toEqual(['东北大学', '湖南大学', '西北农林科技大学'].sort())
  for (const p of PILOT_UNIVERSITIES) expect(PROVINCES).toContain(p.province)
})

test('every fact has a source, the policy first; some are marked unchecked (待核)', () => {
  const facts = [...STRONG_BASE_ABOUT, ...STRONG_BASE_ELIGIBILITY, ...STRONG_BASE_STEPS]
  const { sources, refs } = footnotes(facts)
  for (const r of refs) expect(r.length).toBeGreaterThan(0)
  expect(sources[0]).toBe('教育部《关于在部分高校开展基础学科招生改革试点工作的意见》（教学〔2020〕1号）')
  expect(sources).toContain('各试点高校当年强基计划招生简章')
  expect(facts.some((f) => f.unverified)).toBe(true)
  expect(PILOT_SOURCES.join()).toContain('东北大学、湖南大学、西北农林科技大学')
})

test('the timeline: 报名 in April, 校测 after the gaokao, 录取 before the 提前批', () => {
  const when = (title: string) => STRONG_BASE_STEPS.find((s) => s.title.startsWith(title))!.when
  expect(when('网上报名')).toContain('4 月')
  expect(when('高校考核')).toContain('高考后')
  expect(when('录取')).toContain('提前批')
  expect(STRONG_BASE_STEPS.map((s) => s.title)).toEqual(['发布简章', '网上报名', '参加高考', '确定入围', '高校考核（校测）', '录取'])
})

test('one search per province, in list order', () => {
  const provinces = pilotProvinces()
  expect(provinces[0]).toBe('北京')
  expect(new Set(provinces).size).toBe(provinces.length)
  expect(provinces.sort()).toEqual([...new Set(PILOT_UNIVERSITIES.map((p) => p.province))].sort())
})

test('pilots link to the institution of the same name in the same province only', () => {
  const listed = [
    { id: 1, name: '东北大学', province: '辽宁' },
    { id: 2, name: '东北大学秦皇岛分校', province: '河北' },
    { id: 3, name: '大连理工大学', province: '辽宁' },
    { id: 4, name: '湖南大学', province: '北京' }
  ]
  const ids = pilotIds(PILOT_UNIVERSITIES, listed)
  expect(ids.get('东北大学')).toBe(1)
  expect(ids.get('大连理工大学')).toBe(3)
  expect(ids.has('湖南大学')).toBe(false)
  expect(ids.has('国防科技大学')).toBe(false)
  expect(ids.size).toBe(2)
})
