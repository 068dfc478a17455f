/** core/institutionFacts.ts: 公办 derived from an empty remark, the chips' order, the 备注 line. */
import { institutionChips, institutionRemark, isListTag, ownershipOf } from '../../core/institutionFacts'
import type { InstitutionTag } from '../../types/gaokao'

const inst = (tags: InstitutionTag[], remark = '', level: '本科' | '专科' = '本科', department = '教育部') => ({ tags, remark, level, department })

test('公办 when the remark is empty, 民办 when the list says so, neither when the remark says something else', () => {
  expect(ownershipOf(inst([]))).toBe('公办')
  expect(ownershipOf(inst(['民办'], '民办'))).toBe('民办')
  expect(ownershipOf(inst(['中外合作'], '中外合作办学及内地与港澳合作办学'))).toBeNull()
  expect(ownershipOf(inst([], '境外高等教育机构在海南自由贸易港设立的实施理工农医类学科专业教育的学校'))).toBeNull()
})

test('chips: the lists’ tags, then 公办 or 民办, then 中外合作', () => {
  expect(institutionChips(inst(['985', '211', '双一流']))).toEqual(['985', '211', '双一流', '公办'])
  expect(institutionChips(inst(['民办'], '民办'))).toEqual(['民办'])
  expect(institutionChips(inst(['中外合作'], '中外合作办学及内地与港澳合作办学'))).toEqual(['中外合作'])
  expect(institutionChips(inst([], '境外高等教育机构…'))).toEqual([])
  expect(['985', '211', '双一流', '公办', '民办'].map(isListTag)).toEqual([true, true, true, false, false])
})

test('备注: the remark, else what the list says (公办 · 本科 · 教育部), never empty', () => {
  expect(institutionRemark(inst(['985', '211', '双一流']))).toBe('公办 · 本科 · 教育部')
  expect(institutionRemark(inst([], '', '专科', '河南省'))).toBe('公办 · 专科 · 河南省')
  expect(institutionRemark(inst(['民办'], '民办'))).toBe('民办')
  expect(institutionRemark(inst([], '', '本科', ''))).toBe('公办 · 本科')
})
