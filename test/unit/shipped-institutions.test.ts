/**
 * The institution list shipped with the app (server/seed/data/institutions-2025.json) is exactly the
 * conversion of the ministry's original in ../shared (server/seed/shipInstitutions.ts): same rows,
 * same order, through the importer's validation. Skipped, saying so, only when ../shared is absent.
 */
import fs from 'fs'
import {
  SHIPPED_COLUMNS,
  SHIPPED_INSTITUTIONS_FILE,
  readShippedInstitutions,
  shippedInstitutionsText,
  type ShippedInstitutions
} from '../../server/seed/shipInstitutions'
import { INSTITUTION_SOURCE } from '../../types/gaokao'
import { MOE_LIST_FILE, testWithShared } from '../support/shared'

testWithShared(MOE_LIST_FILE, 'the shipped file is byte for byte the conversion of ../shared/…/regular-institutions-2025.json', () => {
  const original = JSON.parse(fs.readFileSync(MOE_LIST_FILE, 'utf8')) as { code: number; name: string }[]
  expect(fs.readFileSync(SHIPPED_INSTITUTIONS_FILE, 'utf8')).toBe(shippedInstitutionsText(original))
  const rows = readShippedInstitutions()
  expect(rows).toHaveLength(original.length)
  // The importer trims values (the original has '渤海船舶职业学院 ').
  expect(rows.map((r) => [r.code, r.name])).toEqual(original.map((r) => [String(r.code), r.name.trim()]))
})

test('the shipped file names its source and date, holds the raw fields only, and is small', () => {
  const shipped = JSON.parse(fs.readFileSync(SHIPPED_INSTITUTIONS_FILE, 'utf8')) as ShippedInstitutions
  expect(shipped).toMatchObject({ source: INSTITUTION_SOURCE.label, year: 2025, asOf: '2025-06-20', columns: [...SHIPPED_COLUMNS] })
  expect(shipped.rows).toHaveLength(2919)
  expect(shipped.rows.every((r) => r.length === SHIPPED_COLUMNS.length && /^\d{10}$/.test(r[0]))).toBe(true)
  expect(shipped.rows.map((r) => r[1])).toEqual(expect.arrayContaining(['北京大学', '新疆大学']))
  expect(fs.statSync(SHIPPED_INSTITUTIONS_FILE).size).toBeLessThan(300_000)
})

test('the conversion refuses a row the importer would reject', () => {
  expect(() => shippedInstitutionsText([{ index: 1, name: '某学院', code: 123, department: '', location: '', level: '本科', remark: '' }])).toThrow(/第 1 条/)
  expect(() => shippedInstitutionsText({})).toThrow(/JSON 数组/)
})
