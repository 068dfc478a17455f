/**
 * The Ministry of Education's lists families filter by (issue 27): 985, 211 and 双一流, shipped as
 * data with their source and date. Names are written as the ministry's 2025 institution list
 * (server/seed/data/institutions-2025.json) spells them today; a school renamed since its list was
 * published carries its current name (the note says which). test/unit/institutionTags.test.ts holds
 * the counts, the spelling and the nesting (985 ⊂ 211 ⊂ 双一流).
 *
 * Campuses: where a school of a list is two institutions in the 2025 list (中国矿业大学 and
 * 中国矿业大学（北京）, 中国石油大学（华东）and（北京）, 中国地质大学（武汉）and（北京）), the entry is
 * both names and both carry the tag; the school still counts once, as the list counts it.
 * 华北电力大学 is one institution in the 2025 list (its 保定 campus is part of it), so one name.
 *
 * Military schools (国防科技大学, 海军军医大学, 空军军医大学) are not in the ministry's list of
 * regular institutions: they stay in the data, as the lists name them, and match nothing.
 */
import { INSTITUTION_TAGS, type InstitutionTag } from '../../types/gaokao'

/** One school of a list: its name, or the names of its campuses that the 2025 list records apart. */
export type ListedSchool = string | readonly string[]

export interface InstitutionTagList {
  tag: Extract<InstitutionTag, '985' | '211' | '双一流'>
  /** Who published it and under what title. */
  source: string
  /** When the list, as shipped, was published. */
  published: string
  /** How many schools the list itself counts. */
  count: number
  schools: readonly ListedSchool[]
}

/** Schools of the lists that the ministry's list of regular institutions does not hold. */
export const MILITARY_SCHOOLS = ['国防科技大学', '海军军医大学', '空军军医大学'] as const

const CUMT = ['中国矿业大学', '中国矿业大学（北京）'] as const
const UPC = ['中国石油大学（华东）', '中国石油大学（北京）'] as const
const CUG = ['中国地质大学（武汉）', '中国地质大学（北京）'] as const

/** 985 工程: the 39 schools of the last published list. */
export const LIST_985: InstitutionTagList = {
  tag: '985',
  source: '教育部「985工程学校名单」',
  published: '2013-12（最后公布的名单）',
  count: 39,
  schools: [
    // 北京
    '北京大学',
    '中国人民大学',
    '清华大学',
    '北京航空航天大学',
    '北京理工大学',
    '中国农业大学',
    '北京师范大学',
    '中央民族大学',
    // 天津
    '南开大学',
    '天津大学',
    // 辽宁、吉林、黑龙江
    '大连理工大学',
    '东北大学',
    '吉林大学',
    '哈尔滨工业大学',
    // 上海
    '复旦大学',
    '同济大学',
    '上海交通大学',
    '华东师范大学',
    // 江苏、浙江、安徽、福建、山东
    '南京大学',
    '东南大学',
    '浙江大学',
    '中国科学技术大学',
    '厦门大学',
    '山东大学',
    '中国海洋大学',
    // 湖北、湖南
    '武汉大学',
    '华中科技大学',
    '湖南大学',
    '中南大学',
    '国防科技大学', // 列入时名为 国防科学技术大学（2017 年调整组建）
    // 广东、重庆、四川
    '中山大学',
    '华南理工大学',
    '重庆大学',
    '四川大学',
    '电子科技大学',
    // 陕西、甘肃
    '西安交通大学',
    '西北工业大学',
    '西北农林科技大学',
    '兰州大学'
  ]
}

/** 211 工程: the 112 schools of the ministry's list as updated in 2008. */
export const LIST_211: InstitutionTagList = {
  tag: '211',
  source: '教育部「211工程学校名单」',
  published: '2008（112 所）',
  count: 112,
  schools: [
    // 北京
    '清华大学',
    '北京大学',
    '中国人民大学',
    '北京工业大学',
    '北京理工大学',
    '北京航空航天大学',
    '北京化工大学',
    '北京邮电大学',
    '对外经济贸易大学',
    '中国传媒大学',
    '中央民族大学',
    '中央财经大学',
    '中国政法大学',
    '中央音乐学院',
    '北京体育大学',
    '北京外国语大学',
    '北京交通大学',
    '北京科技大学',
    '北京林业大学',
    '中国农业大学',
    '北京中医药大学',
    '华北电力大学',
    '北京师范大学',
    // 天津、河北、山西、内蒙古
    '南开大学',
    '天津大学',
    '天津医科大学',
    '河北工业大学',
    '太原理工大学',
    '内蒙古大学',
    // 辽宁、吉林、黑龙江
    '辽宁大学',
    '大连理工大学',
    '东北大学',
    '大连海事大学',
    '吉林大学',
    '延边大学',
    '东北师范大学',
    '哈尔滨工业大学',
    '哈尔滨工程大学',
    '东北农业大学',
    '东北林业大学',
    // 上海
    '复旦大学',
    '同济大学',
    '上海交通大学',
    '华东理工大学',
    '东华大学',
    '华东师范大学',
    '上海外国语大学',
    '上海财经大学',
    '上海大学',
    '海军军医大学', // 列入时名为 第二军医大学（2017 年更名）
    // 江苏
    '南京大学',
    '东南大学',
    '苏州大学',
    '南京航空航天大学',
    '南京理工大学',
    CUMT,
    '河海大学',
    '江南大学',
    '南京农业大学',
    '中国药科大学',
    '南京师范大学',
    // 浙江、安徽、福建、江西
    '浙江大学',
    '中国科学技术大学',
    '安徽大学',
    '合肥工业大学',
    '厦门大学',
    '福州大学',
    '南昌大学',
    // 山东、河南
    '山东大学',
    '中国海洋大学',
    UPC,
    '郑州大学',
    // 湖北
    '武汉大学',
    '华中科技大学',
    CUG,
    '武汉理工大学',
    '华中师范大学',
    '华中农业大学',
    '中南财经政法大学',
    // 湖南
    '湖南大学',
    '中南大学',
    '湖南师范大学',
    '国防科技大学', // 列入时名为 国防科学技术大学
    // 广东、广西、海南
    '中山大学',
    '暨南大学',
    '华南理工大学',
    '华南师范大学',
    '广西大学',
    '海南大学',
    // 重庆、四川
    '重庆大学',
    '西南大学',
    '四川大学',
    '西南交通大学',
    '电子科技大学',
    '四川农业大学',
    '西南财经大学',
    // 贵州、云南、西藏
    '贵州大学',
    '云南大学',
    '西藏大学',
    // 陕西
    '西安交通大学',
    '西北工业大学',
    '西北大学',
    '西安电子科技大学',
    '长安大学',
    '西北农林科技大学',
    '陕西师范大学',
    '空军军医大学', // 列入时名为 第四军医大学（2017 年更名）
    // 甘肃、青海、宁夏、新疆
    '兰州大学',
    '青海大学',
    '宁夏大学',
    '新疆大学',
    '石河子大学'
  ]
}

/**
 * 双一流: the second round's 147 schools. This list names each campus of 矿大, 石大 and 地大 as a
 * school of its own, so every entry is one name.
 */
export const LIST_DOUBLE_FIRST_CLASS: InstitutionTagList = {
  tag: '双一流',
  source: '教育部 财政部 国家发展改革委「第二轮“双一流”建设高校及建设学科名单」',
  published: '2022-02',
  count: 147,
  schools: [
    // 北京（34）
    '北京大学',
    '中国人民大学',
    '清华大学',
    '北京交通大学',
    '北京工业大学',
    '北京航空航天大学',
    '北京理工大学',
    '北京科技大学',
    '北京化工大学',
    '北京邮电大学',
    '中国农业大学',
    '北京林业大学',
    '北京协和医学院',
    '北京中医药大学',
    '北京师范大学',
    '首都师范大学',
    '北京外国语大学',
    '中国传媒大学',
    '中央财经大学',
    '对外经济贸易大学',
    '外交学院',
    '中国人民公安大学',
    '北京体育大学',
    '中央音乐学院',
    '中国音乐学院',
    '中央美术学院',
    '中央戏剧学院',
    '中央民族大学',
    '中国政法大学',
    '华北电力大学',
    '中国矿业大学（北京）',
    '中国石油大学（北京）',
    '中国地质大学（北京）',
    '中国科学院大学',
    // 天津（5）
    '南开大学',
    '天津大学',
    '天津工业大学',
    '天津医科大学',
    '天津中医药大学',
    // 河北、山西、内蒙古（4）
    '河北工业大学',
    '山西大学',
    '太原理工大学',
    '内蒙古大学',
    // 辽宁、吉林、黑龙江（11）
    '辽宁大学',
    '大连理工大学',
    '东北大学',
    '大连海事大学',
    '吉林大学',
    '延边大学',
    '东北师范大学',
    '哈尔滨工业大学',
    '哈尔滨工程大学',
    '东北农业大学',
    '东北林业大学',
    // 上海（15）
    '复旦大学',
    '同济大学',
    '上海交通大学',
    '华东理工大学',
    '东华大学',
    '上海海洋大学',
    '上海中医药大学',
    '华东师范大学',
    '上海外国语大学',
    '上海财经大学',
    '上海体育大学', // 列入时名为 上海体育学院（2023 年更名）
    '上海音乐学院',
    '上海大学',
    '上海科技大学',
    '海军军医大学',
    // 江苏（16）
    '南京大学',
    '苏州大学',
    '东南大学',
    '南京航空航天大学',
    '南京理工大学',
    '中国矿业大学',
    '南京邮电大学',
    '河海大学',
    '江南大学',
    '南京林业大学',
    '南京信息工程大学',
    '南京农业大学',
    '南京医科大学',
    '南京中医药大学',
    '中国药科大学',
    '南京师范大学',
    // 浙江、安徽、福建、江西（9）
    '浙江大学',
    '中国美术学院',
    '宁波大学',
    '中国科学技术大学',
    '合肥工业大学',
    '安徽大学',
    '厦门大学',
    '福州大学',
    '南昌大学',
    // 山东、河南（5）
    '山东大学',
    '中国海洋大学',
    '中国石油大学（华东）',
    '郑州大学',
    '河南大学',
    // 湖北、湖南（12）
    '武汉大学',
    '华中科技大学',
    '中国地质大学（武汉）',
    '武汉理工大学',
    '华中农业大学',
    '华中师范大学',
    '中南财经政法大学',
    '湘潭大学',
    '湖南大学',
    '中南大学',
    '湖南师范大学',
    '国防科技大学',
    // 广东、广西、海南（10）
    '中山大学',
    '暨南大学',
    '华南理工大学',
    '华南农业大学',
    '广州医科大学',
    '广州中医药大学',
    '华南师范大学',
    '南方科技大学',
    '广西大学',
    '海南大学',
    // 重庆、四川（10）
    '重庆大学',
    '西南大学',
    '四川大学',
    '西南交通大学',
    '电子科技大学',
    '西南石油大学',
    '成都理工大学',
    '四川农业大学',
    '成都中医药大学',
    '西南财经大学',
    // 贵州、云南、西藏（3）
    '贵州大学',
    '云南大学',
    '西藏大学',
    // 陕西（8）
    '西北大学',
    '西安交通大学',
    '西北工业大学',
    '西安电子科技大学',
    '长安大学',
    '西北农林科技大学',
    '陕西师范大学',
    '空军军医大学',
    // 甘肃、青海、宁夏、新疆（5）
    '兰州大学',
    '青海大学',
    '宁夏大学',
    '新疆大学',
    '石河子大学'
  ]
}

/** The lists in the order of INSTITUTION_TAGS. */
export const INSTITUTION_TAG_LISTS: readonly InstitutionTagList[] = [LIST_985, LIST_211, LIST_DOUBLE_FIRST_CLASS]

/** Every institution name a list tags (a school's campuses each). */
export function namesOf(list: InstitutionTagList): string[] {
  return list.schools.flatMap((school) => (typeof school === 'string' ? [school] : [...school]))
}

const TAGS_BY_NAME = new Map<string, InstitutionTag[]>()
for (const list of INSTITUTION_TAG_LISTS) {
  for (const name of namesOf(list)) TAGS_BY_NAME.set(name, [...(TAGS_BY_NAME.get(name) ?? []), list.tag])
}

/** The list tags of an institution by its name in the ministry's list, in INSTITUTION_TAGS order. */
export function listTagsOf(name: string): InstitutionTag[] {
  return TAGS_BY_NAME.get(name) ?? []
}

/**
 * The recommend query's `tags` ('985,211'; '，' too): the tags, or the first unknown word. Blank
 * words are dropped, so '' is no filter.
 */
export function parseTagList(text: string | undefined): { tags: InstitutionTag[] } | { unknown: string } {
  const words = (text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = words.find((w) => !(INSTITUTION_TAGS as readonly string[]).includes(w))
  return unknown === undefined ? { tags: [...new Set(words)] as InstitutionTag[] } : { unknown }
}
