/**
 * The app configuration answers: GET /api/config/ (the serverConfig defaults and the service
 * phone) and GET /api/config/tab/ (tabs per level, hashtags, QA tags: product content, fixed).
 */
import type { AppConfigResponse, TabConfigResponse } from '../../types/user'
import type { Config } from '../config'
import { serverConfigFor } from './server-config'

export function appConfig(config: Pick<Config, 'servicePhone'>, now: number): AppConfigResponse {
  return { serverConfig: serverConfigFor(null, now), service_phone: config.servicePhone }
}

export const TAB_CONFIG: TabConfigResponse = {
  TabConfig: {
    middle_school: [
      { key: 'recommend', label: '推荐' },
      { key: 'gaokao', label: '高考' },
      { key: 'apply', label: '志愿填报' },
      { key: 'qiangji', label: '强基计划' },
      { key: 'study', label: '学习方法' },
      { key: 'campus', label: '校园生活' }
    ],
    university: [
      { key: 'recommend', label: '推荐' },
      { key: 'kaoyan', label: '考研' },
      { key: 'career', label: '求职' },
      { key: 'kaogong', label: '考公' },
      { key: 'campus', label: '校园生活' },
      { key: 'major', label: '专业交流' }
    ]
  },
  HashTagConfig: [
    { key: 'gaokao-apply', label: '#高考志愿' },
    { key: 'qiangji', label: '#强基计划' },
    { key: 'new-gaokao', label: '#新高考选科' },
    { key: 'score-line', label: '#分数线' },
    { key: 'major-choice', label: '#专业选择' },
    { key: 'college-life', label: '#大学生活' }
  ],
  QaTagConfig: [
    { key: 'apply', label: '志愿填报' },
    { key: 'subjects', label: '选科' },
    { key: 'major', label: '专业' },
    { key: 'university', label: '院校' },
    { key: 'study', label: '学习' },
    { key: 'other', label: '其他' }
  ]
}
