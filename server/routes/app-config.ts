/**
 * App configuration: GET /api/config/ (serverConfig defaults and the service phone) and
 * GET /api/config/tab/ (tabs per level, hashtags, QA tags). Signed, no login needed.
 */
import type { FastifyPluginAsync } from 'fastify'
import { USER_PATHS, type AppConfigResponse, type TabConfigResponse } from '../../types/user'
import { serverConfigFor } from '../services/server-config'
import { userExtraProperties } from './user-schemas'
import { obj, rel } from '../lib/schemas'

const item = obj({ key: { type: 'string' }, label: { type: 'string' } })
const items = { type: 'array', items: item } as const

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

export const appConfigRoutes: FastifyPluginAsync = async (api) => {
  api.get(
    rel(USER_PATHS.config),
    { schema: { querystring: obj({}), response: { 200: obj({ serverConfig: userExtraProperties.serverConfig, service_phone: { type: 'string' } }) } } },
    async (): Promise<AppConfigResponse> => ({ serverConfig: serverConfigFor(null, api.accounts.clock()), service_phone: api.config.servicePhone })
  )

  api.get(
    rel(USER_PATHS.tabConfig),
    {
      schema: {
        querystring: obj({}),
        response: {
          200: obj({
            TabConfig: obj({ middle_school: items, university: items }),
            HashTagConfig: items,
            QaTagConfig: items
          })
        }
      }
    },
    async (): Promise<TabConfigResponse> => TAB_CONFIG
  )
}
