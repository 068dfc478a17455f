/**
 * 强基计划 (application/strongBasePlan): what it is, who may apply, the steps and the year's
 * timeline, and the pilot universities. Pure data and rules (no Taro import).
 *
 * Every fact carries its source (lib/sources.ts). Written from general knowledge of the policy (not copied from a
 * document); facts marked `unverified` could not be checked against the text here and show 待核.
 * Each year's details (dates, 入围倍数, 校测形式) are set by the universities' 招生简章.
 */
import type { InstitutionSummary } from '@types-contract/gaokao'
import { SOURCE_SEPARATOR, type SourcedFact } from './sources'

export interface StrongBaseStep extends SourcedFact {
  title: string
  /** When in the year, in words. */
  when: string
}

export interface PilotUniversity {
  name: string
  /** Short province name (provinceFacts PROVINCES), used to look the institution up. */
  province: string
  /** First enrolment year under 强基计划. */
  since: 2020 | 2021
}

const POLICY = '教育部《关于在部分高校开展基础学科招生改革试点工作的意见》（教学〔2020〕1号）'
const BROCHURES = '各试点高校当年强基计划招生简章'
const MOE_YEARLY = '教育部当年普通高校招生工作通知'

export const STRONG_BASE_POLICY = POLICY

/** What 强基计划 is, in our own words. */
export const STRONG_BASE_ABOUT: readonly SourcedFact[] = [
  {
    text: '强基计划是教育部自 2020 年起在部分“双一流”建设高校开展的基础学科招生改革试点，取代原来的高校自主招生。',
    source: POLICY
  },
  {
    text: '它面向有志于服务国家重大战略需求、综合素质优秀或基础学科拔尖的学生，主要招收数学、物理、化学、生物、历史、哲学、古文字学等基础学科专业，以及国家急需的相关专业。',
    source: POLICY
  },
  {
    text: '录取不再只看高考分数：高考成绩原则上占综合成绩的 85% 以上，其余由高校考核（校测）和综合素质评价构成。',
    source: POLICY
  },
  {
    text: '录取后由高校单独制定培养方案，常见做法有小班教学、导师制和本硕博衔接培养；学生在校期间原则上不得转到相关学科以外的专业。',
    source: POLICY
  }
]

/** Who may apply. */
export const STRONG_BASE_ELIGIBILITY: readonly SourcedFact[] = [
  { text: '符合当年普通高考报名条件的考生均可报名。', source: POLICY },
  { text: '综合素质优秀或基础学科拔尖；各校对选考科目、外语语种等另有要求。', source: BROCHURES },
  { text: '每名考生只能报名一所试点高校。', source: POLICY, unverified: true },
  {
    text: '在相关学科领域有突出才能和表现的极少数考生（如学科竞赛获奖），可由高校破格入围考核，高考成绩一般不得低于所在省份本科一批（或特殊类型招生）控制线。',
    source: [POLICY, BROCHURES].join(SOURCE_SEPARATOR),
    unverified: true
  }
]

/** The selection steps in the order of the year. */
export const STRONG_BASE_STEPS: readonly StrongBaseStep[] = [
  {
    title: '发布简章',
    when: '3 月至 4 月',
    text: '教育部发布当年招生工作通知后，各试点高校陆续发布强基计划招生简章，公布专业、招生省份和考核方式。',
    source: [MOE_YEARLY, BROCHURES].join(SOURCE_SEPARATOR)
  },
  {
    title: '网上报名',
    when: '4 月（一般在月中至月底）',
    text: '考生登录“阳光高考”平台强基计划报名系统填报，截止时间以当年通知为准。',
    source: MOE_YEARLY,
    unverified: true
  },
  {
    title: '参加高考',
    when: '6 月 7 日起',
    text: '与其他考生一样参加全国统一高考，强基计划不单独组织文化课考试。',
    source: POLICY
  },
  {
    title: '确定入围',
    when: '高考成绩公布后',
    text: '高校依据考生高考成绩，按招生计划的一定倍数（原则上 4 至 5 倍）确定入围考核名单并公布。',
    source: POLICY,
    unverified: true
  },
  {
    title: '高校考核（校测）',
    when: '高考后，一般 6 月下旬至 7 月初',
    text: '入围考生参加高校组织的笔试、面试，部分高校含体育测试；具体日期以高校通知为准。',
    source: [POLICY, BROCHURES].join(SOURCE_SEPARATOR),
    unverified: true
  },
  {
    title: '录取',
    when: '各省提前批录取之前',
    text: '高校将高考成绩、校测成绩和综合素质评价合成综合成绩，择优录取并公示；被录取的考生不再参加后续批次录取。',
    source: POLICY
  }
]

/** 36 universities from 2020, three more from 2021 (39 in all). */
export const PILOT_UNIVERSITIES: readonly PilotUniversity[] = [
  { name: '北京大学', province: '北京', since: 2020 },
  { name: '中国人民大学', province: '北京', since: 2020 },
  { name: '清华大学', province: '北京', since: 2020 },
  { name: '北京航空航天大学', province: '北京', since: 2020 },
  { name: '北京理工大学', province: '北京', since: 2020 },
  { name: '中国农业大学', province: '北京', since: 2020 },
  { name: '北京师范大学', province: '北京', since: 2020 },
  { name: '中央民族大学', province: '北京', since: 2020 },
  { name: '南开大学', province: '天津', since: 2020 },
  { name: '天津大学', province: '天津', since: 2020 },
  { name: '大连理工大学', province: '辽宁', since: 2020 },
  { name: '吉林大学', province: '吉林', since: 2020 },
  { name: '哈尔滨工业大学', province: '黑龙江', since: 2020 },
  { name: '复旦大学', province: '上海', since: 2020 },
  { name: '同济大学', province: '上海', since: 2020 },
  { name: '上海交通大学', province: '上海', since: 2020 },
  { name: '华东师范大学', province: '上海', since: 2020 },
  { name: '南京大学', province: '江苏', since: 2020 },
  { name: '东南大学', province: '江苏', since: 2020 },
  { name: '浙江大学', province: '浙江', since: 2020 },
  { name: '中国科学技术大学', province: '安徽', since: 2020 },
  { name: '厦门大学', province: '福建', since: 2020 },
  { name: '山东大学', province: '山东', since: 2020 },
  { name: '中国海洋大学', province: '山东', since: 2020 },
  { name: '武汉大学', province: '湖北', since: 2020 },
  { name: '华中科技大学', province: '湖北', since: 2020 },
  { name: '中南大学', province: '湖南', since: 2020 },
  { name: '国防科技大学', province: '湖南', since: 2020 },
  { name: '中山大学', province: '广东', since: 2020 },
  { name: '华南理工大学', province: '广东', since: 2020 },
  { name: '四川大学', province: '四川', since: 2020 },
  { name: '重庆大学', province: '重庆', since: 2020 },
  { name: '电子科技大学', province: '四川', since: 2020 },
  { name: '西安交通大学', province: '陕西', since: 2020 },
  { name: '西北工业大学', province: '陕西', since: 2020 },
  { name: '兰州大学', province: '甘肃', since: 2020 },
  { name: '东北大学', province: '辽宁', since: 2021 },
  { name: '湖南大学', province: '湖南', since: 2021 },
  { name: '西北农林科技大学', province: '陕西', since: 2021 }
]

export const PILOT_SOURCES: readonly string[] = [`${POLICY}：2020 年首批 36 所`, '教育部 2021 年强基计划招生工作通知：新增东北大学、湖南大学、西北农林科技大学']

/** The provinces to list (one university search each), in the order of the pilot list. */
export function pilotProvinces(pilots: readonly PilotUniversity[] = PILOT_UNIVERSITIES): string[] {
  return [...new Set(pilots.map((p) => p.province))]
}

/**
 * The detail page id of each pilot found among the listed institutions: the same name in the
 * same province (an exact name, so 东北大学 never links to 东北大学秦皇岛分校). A pilot that is
 * missing (国防科技大学 is not on the ministry's list of regular institutions) has no id.
 */
export function pilotIds(pilots: readonly PilotUniversity[], listed: readonly Pick<InstitutionSummary, 'id' | 'name' | 'province'>[]): Map<string, number> {
  const byName = new Map(listed.map((i) => [`${i.province}|${i.name}`, i.id]))
  const ids = new Map<string, number>()
  for (const p of pilots) {
    const id = byName.get(`${p.province}|${p.name}`)
    if (id !== undefined) ids.set(p.name, id)
  }
  return ids
}
