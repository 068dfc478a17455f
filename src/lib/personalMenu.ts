/**
 * What the 我的 tab offers (pages/tabbar/personal): the grid of the user's areas and the rows of help
 * and settings, each a spec path of src/routes.ts (a page needing login sends a visitor to the
 * phone login page first, through components/nav.ts). Test ids are stable: e2e tests click them.
 */

import type { ToolIconName } from './toolIcons'

export interface MenuEntry {
  label: string
  spec: string
  testId: string
  /** The grid tile's drawn icon (lib/toolIcons.ts). */
  icon?: ToolIconName
}

/** 我的服务: every area of the personal centre, and the cloud, the mall and the tests it leads to. */
export const PERSONAL_ENTRIES: readonly MenuEntry[] = [
  { label: '任务中心', spec: 'personal/taskcenter/index', testId: 'menu-tasks', icon: 'tasks' },
  { label: '我的装扮', spec: 'personal/wear', testId: 'menu-wear', icon: 'wear' },
  { label: '我的勋章', spec: 'personal/medal/index', testId: 'menu-medals', icon: 'medal' },
  { label: '我的证书', spec: 'personal/certificate/index', testId: 'menu-certificates', icon: 'certificate' },
  { label: '我的收藏', spec: 'personal/favorites', testId: 'menu-favorites', icon: 'favorite' },
  { label: '钱包', spec: 'personal/walletRecord', testId: 'menu-wallet', icon: 'wallet' },
  { label: '我的订单', spec: 'personal/order/orderList', testId: 'menu-orders', icon: 'orders' },
  { label: '我的话题', spec: 'personal/topicRecord', testId: 'menu-topics', icon: 'topics' },
  { label: '消息', spec: 'personal/message', testId: 'menu-messages', icon: 'message' },
  { label: '云盘', spec: 'cloud/cloudLibrary', testId: 'menu-cloud', icon: 'cloud' },
  { label: '打印订单', spec: 'print/printOrderList', testId: 'menu-print-orders', icon: 'print' },
  { label: '图书商城', spec: 'bookMall/goodsPreview', testId: 'menu-mall', icon: 'bookshop' },
  { label: '商城订单', spec: 'bookMall/goodsOrderList', testId: 'menu-mall-orders', icon: 'bag' },
  { label: '性格测试', spec: 'test/index', testId: 'menu-tests', icon: 'quiz' }
]

/** The entry that carries the unread-message badge. */
export const MESSAGES_SPEC = 'personal/message'

export const HELP_ROWS: readonly MenuEntry[] = [
  { label: '自助服务', spec: 'personal/service/selfService', testId: 'menu-self-service' },
  { label: '意见反馈', spec: 'personal/feedback', testId: 'menu-feedback' },
  { label: '服务提供方', spec: 'personal/service/serviceProvider', testId: 'menu-provider' }
]

export const SETTINGS_ROWS: readonly MenuEntry[] = [
  { label: '编辑资料', spec: 'personal/edite', testId: 'menu-edite' },
  { label: '绑定手机', spec: 'personal/phone', testId: 'menu-phone' },
  { label: '切换身份', spec: 'personal/switchIdentity', testId: 'menu-identity' },
  { label: '黑名单', spec: 'personal/blackList', testId: 'menu-blacklist' },
  { label: '用户协议与隐私政策', spec: 'personal/settings/policy', testId: 'menu-policy' },
  { label: '个人信息保护', spec: 'personal/settings/infoProtect', testId: 'menu-info-protect' },
  { label: '关于我们', spec: 'personal/about', testId: 'menu-about' }
]
