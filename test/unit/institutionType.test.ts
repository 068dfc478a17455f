/** 院校类型 from the name (server/domain/institutionType.ts), on real names of the ministry's 2025 list. */
import { INSTITUTION_TYPES, type InstitutionType } from '../../types/gaokao'
import { institutionTypeOf, TYPE_RULES } from '../../server/domain/institutionType'
import { readOfficialList } from '../support/officialList'

const EXPECTED: Record<InstitutionType, string[]> = {
  综合: ['北京大学', '清华大学', '复旦大学', '黄山学院', '深圳职业技术大学', '潍坊职业学院', '香港中文大学（深圳）'],
  理工: [
    '北京理工大学',
    '华中科技大学',
    '中国科学技术大学',
    '中国石油大学（华东）',
    '北京邮电大学',
    '西南交通大学',
    '长春工程学院',
    '中国计量大学',
    '湖南国防工业职业技术学院'
  ],
  师范: ['北京师范大学', '江西科技师范大学', '黔南民族师范学院', '长沙幼儿师范高等专科学校', '南京特殊教育师范学院'],
  医药: ['首都医科大学', '北京中医药大学', '中国药科大学', '右江民族医学院', '江苏护理职业学院', '资阳口腔职业学院'],
  财经: ['中央财经大学', '对外经济贸易大学', '浙江工商大学', '中南财经政法大学', '上海立信会计金融学院', '湖北财税职业学院'],
  政法: ['中国政法大学', '中国人民公安大学', '北京警察学院', '中央司法警官学院', '外交学院'],
  语言: ['北京外国语大学', '北京语言大学', '广东外语外贸大学', '西安翻译学院', '满洲里俄语职业学院'],
  艺术: ['中央美术学院', '中央音乐学院', '北京电影学院', '中国传媒大学', '中央戏剧学院', '吉林动画学院'],
  体育: ['北京体育大学', '上海体育大学', '嵩山少林武术职业学院', '武汉体育学院体育科技学院'],
  农林: ['中国农业大学', '北京林业大学', '中南林业科技大学', '江苏农牧科技职业学院', '山东畜牧兽医职业学院'],
  民族: ['中央民族大学', '西南民族大学', '北方民族大学'],
  军事: ['（导入名单）国防军事学院'],
  其他: ['示例培训中心']
}

test.each(Object.entries(EXPECTED))('%s', (type, names) => {
  for (const name of names) expect([name, institutionTypeOf(name)]).toEqual([name, type])
})

test('place names that contain a keyword character do not decide the type', () => {
  // 商丘 / 商洛 (商), 桂林 / 榆林 / 杏林 (林), 吉林 — none of them is a keyword on its own.
  expect(institutionTypeOf('商丘学院')).toBe('综合')
  expect(institutionTypeOf('商洛学院')).toBe('综合')
  expect(institutionTypeOf('桂林学院')).toBe('综合')
  expect(institutionTypeOf('榆林学院')).toBe('综合')
  expect(institutionTypeOf('辽宁中医药大学杏林学院')).toBe('医药')
  expect(institutionTypeOf('吉林大学')).toBe('综合')
})

test('every rule names a known type, and every institution of the list gets one', () => {
  for (const rule of TYPE_RULES) expect(INSTITUTION_TYPES).toContain(rule.type)
  const list = readOfficialList()
  const counts = new Map<InstitutionType, number>()
  for (const { name } of list) {
    const type = institutionTypeOf(name)
    counts.set(type, (counts.get(type) ?? 0) + 1)
  }
  // Every name of the official list is a 大学/学院/学校: none falls through to 其他, and the
  // specialised types all occur (军事 academies are not in this list).
  expect(counts.get('其他')).toBeUndefined()
  for (const type of INSTITUTION_TYPES.filter((t) => t !== '其他' && t !== '军事')) expect(counts.get(type)).toBeGreaterThan(10)
  expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(list.length)
})
