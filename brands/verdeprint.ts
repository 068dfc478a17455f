import { silhouetteAvatar } from './avatar'
import { NO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: 'verdeprint',
  appId: 'wxbe7d000000000007',
  appName: '绿印打印',
  supportPhone: '400-800-1007',
  defaultAvatar: silhouetteAvatar('#8fb39a'),
  theme: 'blue',
  vipPlans: NO_PLANS,
  openInApp: { deepLink: 'verdeprint://open', officialSite: 'https://verdeprint.example.com' },
  bilibiliHosted: false
}

export default brand
