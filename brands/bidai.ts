import { silhouetteAvatar } from './avatar'
import { GAOKAO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'bidai',
  appId: 'wxb1da100000000002',
  appName: '必达高考',
  supportPhone: '400-800-1002',
  defaultAvatar: silhouetteAvatar('#9aa5b8'),
  theme: 'blue',
  vipPlans: GAOKAO_PLANS,
  openInApp: { deepLink: 'bidai://open', officialSite: 'https://bidai.example.com' },
  bilibiliHosted: false
}

export default brand
