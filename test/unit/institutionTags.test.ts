/**
 * The 985, 211 and 双一流 lists shipped in server/domain/institutionTags.ts: their counts, every name
 * spelled as the ministry's 2025 list spells it (the military schools excepted, as documented), no
 * school twice, the nesting 985 ⊂ 211 ⊂ 双一流, and the tags an institution gets from them.
 */
import {
  INSTITUTION_TAG_LISTS,
  LIST_211,
  LIST_985,
  LIST_DOUBLE_FIRST_CLASS,
  MILITARY_SCHOOLS,
  listTagsOf,
  namesOf,
  parseTagList
} from '../../server/domain/institutionTags'
import { institutionTagsOf, parseInstitution } from '../../server/seed/importInstitutions'
import { INSTITUTION_TAGS } from '../../types/gaokao'
import { readOfficialList } from '../support/officialList'

const official = new Set(readOfficialList().map((row) => row.name))
const military: readonly string[] = MILITARY_SCHOOLS

test('each list has the count its source gives: 985 39, 211 112 (2008), 双一流 147 (2022)', () => {
  expect(LIST_985.schools).toHaveLength(39)
  expect(LIST_211.schools).toHaveLength(112)
  expect(LIST_DOUBLE_FIRST_CLASS.schools).toHaveLength(147)
  for (const list of INSTITUTION_TAG_LISTS) {
    expect(list.schools).toHaveLength(list.count)
    expect(list.source).toMatch(/教育部/)
    expect(list.published).toMatch(/^20\d\d/)
  }
  expect(INSTITUTION_TAG_LISTS.map((l) => l.tag)).toEqual(INSTITUTION_TAGS.slice(0, 3))
})

test('no name twice in a list; 211 names three schools by both campuses (115 names)', () => {
  for (const list of INSTITUTION_TAG_LISTS) expect(new Set(namesOf(list)).size).toBe(namesOf(list).length)
  expect(namesOf(LIST_211)).toHaveLength(115)
  expect(LIST_211.schools.filter((s) => typeof s !== 'string')).toEqual([
    ['中国矿业大学', '中国矿业大学（北京）'],
    ['中国石油大学（华东）', '中国石油大学（北京）'],
    ['中国地质大学（武汉）', '中国地质大学（北京）']
  ])
})

test('every name is spelled as the ministry’s 2025 list spells it, except the three military schools', () => {
  expect(official.size).toBe(2919)
  for (const list of INSTITUTION_TAG_LISTS) {
    const missing = namesOf(list).filter((name) => !official.has(name))
    expect(missing.every((name) => military.includes(name))).toBe(true)
    expect(missing).toEqual(expect.arrayContaining(list.tag === '985' ? ['国防科技大学'] : [...MILITARY_SCHOOLS]))
  }
  for (const name of MILITARY_SCHOOLS) expect(official.has(name)).toBe(false)
  // What the official list then tags: 985 38, 211 112, 双一流 144.
  expect(INSTITUTION_TAG_LISTS.map((list) => namesOf(list).filter((name) => official.has(name)).length)).toEqual([38, 112, 144])
})

test('985 ⊂ 211 ⊂ 双一流, name by name', () => {
  const [n985, n211, nDouble] = INSTITUTION_TAG_LISTS.map((list) => new Set(namesOf(list)))
  expect([...n985].filter((name) => !n211.has(name))).toEqual([])
  expect([...n211].filter((name) => !nDouble.has(name))).toEqual([])
  // 双一流 beyond 211: the first round's 25 and the second round's 7 new schools.
  expect(nDouble.size - n211.size).toBe(32)
  for (const added of ['山西大学', '湘潭大学', '南京医科大学', '广州医科大学', '南方科技大学', '上海科技大学', '华南农业大学']) expect(nDouble.has(added)).toBe(true)
})

test('an institution’s tags: the lists’ by name, then the remark’s, in INSTITUTION_TAGS order', () => {
  expect(listTagsOf('北京大学')).toEqual(['985', '211', '双一流'])
  expect(listTagsOf('中国矿业大学（北京）')).toEqual(['211', '双一流'])
  expect(listTagsOf('华北电力大学')).toEqual(['211', '双一流'])
  expect(listTagsOf('首都师范大学')).toEqual(['双一流'])
  expect(listTagsOf('北京大学医学部')).toEqual([])
  expect(institutionTagsOf('西交利物浦大学', '中外合作办学及内地与港澳合作办学')).toEqual(['中外合作'])
  expect(institutionTagsOf('某某学院', '民办')).toEqual(['民办'])
  const row = parseInstitution({ index: 1, name: '南京大学', code: 4132010284, department: '教育部', location: '南京市', level: '本科', remark: '' })
  expect(typeof row !== 'string' && row.tags).toEqual(['985', '211', '双一流'])
})

test('the recommend query’s tags: comma-separated, known tags only', () => {
  expect(parseTagList(undefined)).toEqual({ tags: [] })
  expect(parseTagList('985, 211，985')).toEqual({ tags: ['985', '211'] })
  expect(parseTagList('双一流,,')).toEqual({ tags: ['双一流'] })
  expect(parseTagList('985,公办')).toEqual({ unknown: '公办' })
})
