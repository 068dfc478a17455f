import { silhouetteAvatar } from './avatar'
import { JIASHU_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'jiashu',
  appId: 'wx1a5b000000000005',
  appName: '佳数志愿',
  supportPhone: '400-800-1005',
  defaultAvatar: silhouetteAvatar('#b8a0ad'),
  theme: 'pink',
  vipPlans: JIASHU_PLANS,
  openInApp: { deepLink: 'jiashu://open', officialSite: 'https://jiashu.example.com' },
  bilibiliHosted: false
}

export default brand
