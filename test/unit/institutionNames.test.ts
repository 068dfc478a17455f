/**
 * Institution names as provincial data writes them, matched to the ministry's list
 * (server/domain/institutionNames.ts), against the shipped list; and the shipped aliases all point
 * into it, each with a source.
 */
import { INSTITUTION_ALIASES, SHIPPED_ALIASES } from '../../server/domain/institutionAliases'
import { buildNameIndex, matchInstitutionName, normaliseName, type ListedInstitution } from '../../server/domain/institutionNames'
import { parseInstitution, type InstitutionRow } from '../../server/seed/importInstitutions'
import { readOfficialList } from '../support/officialList'

const listed: ListedInstitution[] = readOfficialList().map((row, i) => ({ id: i + 1, name: row.name, province: (parseInstitution(row) as InstitutionRow).province }))
const idOf = new Map(listed.map((l) => [l.name, l.id]))
const index = buildNameIndex(listed)
const nameOf = (raw: string, province = '') => {
  const hit = matchInstitutionName(index, raw, province)
  return hit && { name: listed[hit.id - 1].name, how: hit.how }
}

test('every shipped alias names an institution of the list and says where it comes from', () => {
  for (const a of SHIPPED_ALIASES) {
    expect([a.alias, idOf.has(a.name)]).toEqual([a.alias, true])
    expect(a.source.length).toBeGreaterThan(4)
  }
  expect(INSTITUTION_ALIASES['北大']).toEqual(['北京大学'])
  expect(new Set(SHIPPED_ALIASES.map((a) => a.kind))).toEqual(new Set(['简称', '曾用名', '合作办学']))
})

test('exact names, half-width brackets and spaces', () => {
  expect(nameOf('北京大学')).toEqual({ name: '北京大学', how: 'exact' })
  expect(nameOf('中国矿业大学(北京)')).toEqual({ name: '中国矿业大学（北京）', how: 'exact' })
  expect(nameOf(' 湖南 大学 ')).toEqual({ name: '湖南大学', how: 'exact' })
  expect(normaliseName('宁波诺丁汉大学(中外合作办学)')).toBe('宁波诺丁汉大学')
})

test('short and former names through the shipped aliases', () => {
  expect(nameOf('北航')).toEqual({ name: '北京航空航天大学', how: 'alias' })
  expect(nameOf('华中理工大学')).toEqual({ name: '华中科技大学', how: 'alias' })
  expect(nameOf('北师香港浸会大学')).toEqual({ name: '北京师范大学-香港浸会大学联合国际学院', how: 'alias' })
})

test('a bracketed note, a campus, a branch or a medical school is its university', () => {
  expect(nameOf('北京师范大学（珠海校区）')).toEqual({ name: '北京师范大学', how: 'note' })
  expect(nameOf('东北大学秦皇岛分校')).toEqual({ name: '东北大学', how: 'campus' })
  expect(nameOf('北京大学医学部')).toEqual({ name: '北京大学', how: 'campus' })
  expect(nameOf('中国石油大学（北京）克拉玛依校区')).toEqual({ name: '中国石油大学（北京）', how: 'campus' })
  expect(nameOf('山东大学威海校区')).toEqual({ name: '山东大学', how: 'campus' })
})

test('short endings spelled out, and inferred names settled by the province when tied', () => {
  expect(nameOf('湖南师大')).toEqual({ name: '湖南师范大学', how: 'expanded' })
  expect(nameOf('首都经贸')).toEqual({ name: '首都经济贸易大学', how: 'expanded' })
  expect(nameOf('北京交大')).toEqual({ name: '北京交通大学', how: 'expanded' })
  expect(nameOf('湖南工大')).toEqual({ name: '湖南工业大学', how: 'expanded' })
  expect(nameOf('上海理工')).toEqual({ name: '上海理工大学', how: 'expanded' })
  expect(nameOf('华农')).toBeNull()
  expect(nameOf('华农', '广东')).toEqual({ name: '华南农业大学', how: 'inferred' })
  expect(nameOf('华农', '湖北')).toEqual({ name: '华中农业大学', how: 'inferred' })
  expect(nameOf('北二外')?.name).toBe('北京第二外国语学院')
})

test('institutions outside the list stay unmatched', () => {
  for (const name of ['陆军工程大学', '海军军医大学', '中国人民解放军陆军军医大学', '武警警官学院', '香港珠海学院', '']) expect(nameOf(name)).toBeNull()
})

test('a user alias for a province wins there, and only there', () => {
  const withUser = buildNameIndex(listed, [{ alias: '师大', province: '湖南', institution_id: idOf.get('湖南师范大学')! }])
  expect(matchInstitutionName(withUser, '师大', '湖南')).toEqual({ id: idOf.get('湖南师范大学'), how: 'alias' })
  expect(matchInstitutionName(withUser, '师大', '江西')?.id).not.toBe(idOf.get('湖南师范大学'))
})
