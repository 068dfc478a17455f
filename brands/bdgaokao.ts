import { silhouetteAvatar } from './avatar'
import { GAOKAO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'bdgaokao',
  appId: 'wxbd6a0c0000000001',
  appName: '必得高考',
  supportPhone: '400-800-1001',
  defaultAvatar: silhouetteAvatar('#9aa5b8'),
  theme: 'blue',
  vipPlans: GAOKAO_PLANS,
  openInApp: { deepLink: 'bdgaokao://open', officialSite: 'https://gaokao.example.com' },
  bilibiliHosted: false
}

export default brand
