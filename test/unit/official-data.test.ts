/**
 * The exam authorities' files shipped in server/seed/data/official (server/seed/officialData.ts):
 * every table and batch line passes the importers' parsers and names a (province, year, track) the
 * province facts know (陕西 2024 理科/文科, 甘肃 2024 物理类 …), every province has its authority,
 * and the files are the ../shared/data/gaokao-official copies (skipped, saying so, without ../shared).
 */
import fs from 'node:fs'
import path from 'node:path'
import { tracksFor } from '../../core/provinceFacts'
import {
  EXAM_AUTHORITIES,
  OFFICIAL_DIR,
  officialBatchLineGroups,
  officialBatchLines,
  officialSource,
  officialTable,
  officialTables
} from '../../server/seed/officialData'
import { SHARED_DIR, testWithShared } from '../support/shared'

const OFFICIAL_SHARED = path.join(SHARED_DIR, 'data', 'gaokao-official')

test('22 tables of 7 provinces, each a (province, year, track) of the province facts', () => {
  const tables = officialTables()
  expect(tables).toHaveLength(22)
  expect(new Set(tables.map((t) => t.province))).toEqual(new Set(['广东', '湖南', '江西', '陕西', '甘肃', '重庆', '安徽']))
  for (const t of tables) expect(tracksFor(t.province, t.year)).toContain(t.track)
  expect(tables.filter((t) => t.province === '陕西' && t.year === 2024).map((t) => t.track)).toEqual(['文科', '理科'])
  expect(tables.filter((t) => t.province === '甘肃').map((t) => `${t.year} ${t.track}`)).toEqual(['2024 物理类', '2024 历史类'])
  // No table twice.
  expect(new Set(tables.map((t) => `${t.province}|${t.year}|${t.track}`)).size).toBe(tables.length)
  expect(officialTable('广东', 2025, '物理类')?.rows[0]).toEqual({ score: 697, count: 19, cumulative: 19 })
  expect(officialTable('广东', 2023, '物理类')).toBeUndefined()
})

test('171 batch lines in 25 province-years, each on a track of its year', () => {
  expect(officialBatchLines()).toHaveLength(171)
  expect(officialBatchLineGroups()).toHaveLength(25)
  for (const line of officialBatchLines()) expect(tracksFor(line.province, line.year)).toContain(line.track)
  const guangdong = officialBatchLines().filter((l) => l.province === '广东' && l.year === 2025 && l.batch === '本科')
  expect(guangdong.map((l) => [l.track, l.score]).sort()).toEqual([
    ['历史类', 464],
    ['物理类', 436]
  ])
})

test('every province shipped has its exam authority; labels name it, the year and 仅供参考', () => {
  for (const { province } of [...officialTables(), ...officialBatchLines()]) expect(EXAM_AUTHORITIES[province]).toBeDefined()
  expect(officialSource('广东', 2025, 'one_score')).toEqual({ kind: 'official', label: '广东省教育考试院 2025 年一分一段表（仅供参考）', year: 2025 })
  expect(officialSource('安徽', 2024, 'batch_lines')).toEqual({ kind: 'official', label: '安徽省教育招生考试院 2024 年批次控制线（仅供参考）', year: 2024 })
  expect(() => officialSource('北京', 2025, 'one_score')).toThrow(/北京/)
})

test('the MIT notice ships with the files', () => {
  const source = fs.readFileSync(path.join(OFFICIAL_DIR, 'SOURCE.md'), 'utf8')
  expect(source).toContain('MIT License')
  expect(source).toContain('Copyright (c) 2026 高考志愿狙击手')
  expect(source).toContain('The above copyright notice and this permission notice shall be')
})

testWithShared(OFFICIAL_SHARED, 'the shipped files are byte for byte those of ../shared/data/gaokao-official', () => {
  const names = fs.readdirSync(OFFICIAL_SHARED).sort()
  expect(fs.readdirSync(OFFICIAL_DIR).sort()).toEqual(names)
  for (const name of names) expect(fs.readFileSync(path.join(OFFICIAL_DIR, name), 'utf8')).toBe(fs.readFileSync(path.join(OFFICIAL_SHARED, name), 'utf8'))
})
