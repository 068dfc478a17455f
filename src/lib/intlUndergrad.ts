/**
 * 2025国际本科 (application/applicationSchool): what 国际本科 and 中外合作办学 mean, what to check
 * before applying, and the list's query. Pure (no Taro import). Written from general knowledge of
 * the rules, each point with where to verify it.
 */
import type { InstitutionSearchQuery } from '@types-contract/gaokao'
import { buildUniversityQuery } from '@core/gaokao'
import { SOURCE_SEPARATOR, type SourcedFact } from './sources'

export interface IntlPoint extends SourcedFact {
  title: string
}

const REGULATION = '《中华人民共和国中外合作办学条例》（2003 年施行）'
const CRS = '教育部中外合作办学监管工作信息平台（crs.jsj.edu.cn）'

export const INTL_ABOUT: readonly IntlPoint[] = [
  {
    title: '中外合作办学',
    text: '中国高校与境外高校经教育部批准合作举办的机构或项目，按国内普通高校招生计划、通过高考统一录取。下表为具有独立法人资格的合作办学高校（含内地与港澳合作办学）；各大学内设的合作办学学院和项目，请在院校详情的招生计划中查看。',
    source: [REGULATION, '教育部 2025 年全国普通高等学校名单（备注“中外合作办学”）'].join(SOURCE_SEPARATOR)
  },
  {
    title: '国际本科',
    text: '常用来泛指中外合作办学和各类出国留学衔接课程，并不是正式的学历类别。以“国际本科”“国际预科”名义在招生计划外招收的项目不属于普通高校统招，不能取得国内普通高校学籍，报名前务必甄别。',
    source: [CRS, '各省教育考试院考生提示'].join(SOURCE_SEPARATOR)
  }
]

export const INTL_CHECKS: readonly IntlPoint[] = [
  {
    title: '学历认证',
    text: '在监管平台查询该机构或项目是否经批准、批准的招生期限和颁发的证书；毕业时拿到哪些中外证书，境外学位能否办理教育部留学服务中心的学历学位认证。',
    source: [CRS, '教育部留学服务中心'].join(SOURCE_SEPARATOR)
  },
  {
    title: '学费',
    text: '合作办学的学费通常明显高于普通专业，每年数万元不等，收费标准应在招生章程中公布；出国阶段还要按境外学校的标准缴纳学费和生活费。以当年招生章程和收费公示为准。',
    source: '各校当年招生章程与收费公示'
  },
  {
    title: '出国要求',
    text: '“2+2”“3+1”等出国阶段常对绩点、外语成绩（如雅思、托福）和签证有要求，达不到时能否留在国内完成学业、拿什么证书，报考前要在章程中看清。',
    source: '各校当年招生章程'
  }
]

export const INTL_TAG = '中外合作'

/** One page of the institutions tagged 中外合作 (the importer tags them from the ministry list's remark). */
export function intlQuery(page: number): InstitutionSearchQuery {
  return buildUniversityQuery({ q: '', tag: INTL_TAG }, page)
}
