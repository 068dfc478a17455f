import { silhouetteAvatar } from './avatar'
import { NO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'suyinbao',
  appId: 'wx5b1b000000000006',
  appName: '速印宝',
  supportPhone: '400-800-1006',
  defaultAvatar: silhouetteAvatar('#9aa5b8'),
  theme: 'blue',
  vipPlans: NO_PLANS,
  openInApp: { deepLink: 'suyinbao://open', officialSite: 'https://suyinbao.example.com' },
  bilibiliHosted: false
}

export default brand
