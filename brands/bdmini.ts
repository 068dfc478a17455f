import { silhouetteAvatar } from './avatar'
import { GAOKAO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'bdmini',
  appId: 'wxbd11110000000003',
  appName: '必得高考Mini',
  supportPhone: '400-800-1003',
  defaultAvatar: silhouetteAvatar('#9aa5b8'),
  theme: 'blue',
  vipPlans: GAOKAO_PLANS,
  openInApp: { deepLink: 'bdmini://open', officialSite: 'https://mini.example.com' },
  bilibiliHosted: false
}

export default brand
