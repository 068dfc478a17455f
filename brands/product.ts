import { silhouetteAvatar } from './avatar'
import { GAOKAO_PLANS } from './plans'
import type { Brand } from './types'

const brand: Brand = {
  id: '{product}',
  appId: 'wx0000000000000000',
  appName: '{product}',
  supportPhone: '400-000-0000',
  defaultAvatar: silhouetteAvatar('#9aa5b8'),
  theme: 'blue',
  vipPlans: GAOKAO_PLANS,
  openInApp: { deepLink: 'product://open', officialSite: 'https://product.example.com' },
  bilibiliHosted: false
}

export default brand
