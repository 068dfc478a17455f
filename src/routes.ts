/**
 * Every screen of SPEC §2, listed once. app.config.ts (pages, subPackages, preloadRule, tabBar),
 * the page config files, navigation helpers and `npm run routes:status` all read this table.
 * Pure data and functions: no Taro import (it is also evaluated in node at build time).
 *
 * Spec paths ("specPath") are the spec's own words, expanded where the spec abbreviates:
 *  1. The spec writes lists of paths; a list is one comma-separated run between semicolons
 *     (or a whole bullet). The first item of a list (its head) is always written in full; its
 *     first segment is the list's area ('personal', 'gaokao', 'university', 'forum', ...).
 *  2. An item without '/' is a sibling of the list head: it takes the head's directory.
 *     'gaokao/oneone/index, oneoneDetail' → 'gaokao/oneone/oneoneDetail';
 *     'personal/message, …, loginWithPhone' → 'personal/loginWithPhone'.
 *  3. An item with '/' is relative to the area unless it already starts with it.
 *     'personal/message, …, taskcenter/index' → 'personal/taskcenter/index';
 *     'study/flowList/flowList, studyL2/studyL2' → 'study/studyL2/studyL2'.
 *  4. The spec names the personality tests without paths; they are written
 *     'test/<kolb|pstr|mbti|sds>/<intro|quiz|result>' next to the spec's 'test/index'.
 *  5. The system pages 'choose-location' and 'open-location' keep their bare names.
 *
 * Page paths ("page", the mini-program / H5 route): the spec path under its package root
 * (DESIGN.md "Routes and subpackages"), unless it already starts with the root; a spec path
 * without '/' becomes '<root>/<name>/index'.
 */

import { REACH_BOTTOM_DISTANCE } from './lib/constants'

export type PackageRoot = 'pages' | 'cloud' | 'gaokao' | 'market' | 'personal' | 'forum' | 'study' | 'live'

/** The main package; every other root is a subpackage. */
export const MAIN_ROOT: PackageRoot = 'pages'

export type TabId = 'forum' | 'databank' | 'application' | 'newStudy' | 'personal'

export interface RouteDef {
  /** Unique identifier: the page path in camelCase ('gaokaoUniversityDetail'). */
  name: string
  /** The path as SPEC §2 writes it (expanded by the rules above). */
  specPath: string
  root: PackageRoot
  /** Page path without leading slash ('gaokao/university/detail'); URL is '/' + page. */
  page: string
  /** Chinese navigation-bar title. */
  title: string
  needsLogin: boolean
  needsVip: boolean
  pullToRefresh: boolean
  /** Subpackages to download ahead when this page opens. */
  preload: PackageRoot[]
  /** false: the page shows the shared 功能建设中 view. */
  built: boolean
  /**
   * Loads its next page at reach-bottom: its page config states the spec's distance (SPEC §9: 80)
   * itself, rather than leaning on the app window's default.
   */
  pagedAtBottom: boolean
  /**
   * Answers the mini-program's share sheet (useShareAppMessage): its page config says
   * enableShareAppMessage, without which Taro gives the page no onShareAppMessage (src/platform/share.ts).
   */
  shareable: boolean
}

interface Flags {
  login?: boolean
  vip?: boolean
  ptr?: boolean
  preload?: PackageRoot[]
  built?: boolean
  /** RouteDef.pagedAtBottom */
  paged?: boolean
  /** RouteDef.shareable */
  share?: boolean
}

type Entry = [specPath: string, title: string, flags?: Flags]

const LOGIN: Flags = { login: true }

const MAIN: Entry[] = [
  ['pages/tabbar/forum', '首页', { built: true, ptr: true, paged: true }],
  ['pages/tabbar/databank', '共享空间', { built: true, preload: ['cloud'] }],
  ['pages/tabbar/application', '填志愿', { built: true, ptr: true, preload: ['gaokao', 'market'] }],
  ['pages/tabbar/newStudy', '学习', { built: true }],
  ['pages/tabbar/personal', '我的', { built: true, preload: ['personal'] }],
  ['pages/tabbar/print', '打印', { ptr: true, preload: ['cloud'], built: true }],
  ['pages/tabbar/xkuPage', '资源库', { built: true }],
  ['pages/webview/pc', '网页', { built: true }],
  ['pages/webview/index', '网页', { built: true }],
  ['pages/webview/index_without_nav', '网页', { built: true }],
  ['pages/return/index', '支付结果', { built: true, login: true }],
  ['pages/vip/index', 'AI志愿填报', { built: true, login: true }],
  ['pages/other/wxMediaPlatform', '公众号', { built: true }],
  ['choose-location', '选择位置', { built: true }],
  ['open-location', '查看位置', { built: true }]
]

const STUDY: Entry[] = [
  ['study/flowList/flowList', '学习资料', { built: true }],
  ['study/studyL2/studyL2', '课程列表', { ptr: true, built: true, paged: true }],
  ['study/studyL3/studyL3', '课程内容', { built: true }],
  ['study/checkin/checkin', '每日打卡', { ...LOGIN, built: true }],
  ['study/video/index', '视频课程', { built: true, paged: true }],
  ['study/video/videoDetail', '视频详情', { built: true }],
  ['study/write/index', '写作', { built: true, paged: true }],
  ['xkw/filePreview', '资料预览', { built: true }],
  ['xkw/bookDetail', '资料详情', { built: true }],
  ['xkw/subTopicPapers', '专题试卷', { built: true, paged: true }],
  ['xkw/xkwSearchDetail', '资料搜索', { built: true, paged: true }],
  ['xkw/payment', '购买下载权限', { login: true, built: true }],
  ['xkw/paymentCheck', '支付确认', { login: true, built: true }],
  ['xkw/securityCode', '安全验证', { login: true, built: true }]
]

const FORUM: Entry[] = [
  ['forum/questionRanks/index', '问答排行', { built: true, ptr: true }],
  ['forum/questionFilterPage/questionFilterDetail', '问题筛选', { built: true, paged: true }],
  ['forum/questionRanks/welcome', '欢迎', { built: true }],
  ['forum/searchTopic/searchTopic', '搜索话题', { built: true, paged: true }],
  ['forum/tag/tag', '话题', { built: true }],
  ['forum/processes/questionFeedback', '问题反馈', { login: true, built: true }],
  ['forum/questionRanks/processesDetail', '问题进展', { ptr: true, built: true }],
  ['forum/questionRanks/voteDetail', '投票详情', { built: true, share: true }],
  ['forum/questionRanks/questionDetail', '问题详情', { built: true, paged: true, share: true }]
]

const MARKET: Entry[] = [
  ['bookMall/productDetails', '商品详情', { built: true, share: true }],
  ['bookMall/shoppingCart', '购物车', { login: true, built: true }],
  ['bookMall/commentList', '全部评价', { built: true, paged: true }],
  ['bookMall/addComment', '发表评价', { login: true, built: true }],
  ['bookMall/goodsPreview', '图书商城', { built: true, paged: true, share: true }],
  ['bookMall/goodsOrder', '待付款', { login: true, built: true }],
  ['bookMall/goodsOrderList', '商城订单', { login: true, built: true, paged: true }],
  ['bookMall/goodsCancelOrder', '取消订单', { login: true, built: true }],
  ['bookMall/goodsExpress', '物流信息', { login: true, built: true }],
  ['bookMall/couponList', '优惠券', { login: true, built: true }],
  ['market/connect/redirectToyishu', '正在跳转', { built: true }]
]

const LIVE: Entry[] = [
  ['live/liveList', '直播', { built: true, paged: true }],
  ['live/liveDetail', '直播详情', { built: true }],
  ['live/liveItem', '直播间', { login: true, built: true }],
  ['live/liveUniv', '高校直播', { built: true, paged: true }]
]

const CLOUD: Entry[] = [
  ['cloud/priceTable', '空间价格', { built: true }],
  ['cloud/localUpload', '本地上传', { login: true, built: true }],
  ['cloud/cloudLibrary', '我的文库', { login: true, built: true, paged: true }],
  ['cloud/cloudTransferList', '传输列表', { login: true, built: true }],
  ['cloud/cloudTranshList', '回收站', { login: true, built: true, paged: true }],
  ['cloud/previewByImage', '图片预览', { built: true }],
  ['cloud/resourcePreview', '文件预览', { built: true }],
  ['cloud/adream-file-progress', '文件处理进度', { login: true, built: true }],
  ['print/addressList', '地址管理', { login: true, built: true }],
  ['print/createAddress', '收货地址', { login: true, built: true }],
  ['print/cloudPrintSetting', '打印设置', { login: true, built: true }],
  ['print/cloudPrintList', '打印中心', { login: true, built: true }],
  ['print/cloudPrintMerge', '合并打印', { login: true, built: true }],
  ['print/cloudPrintPreview', '打印预览', { login: true, built: true }],
  ['print/cloudPrintOrder', '待付款', { login: true, built: true }],
  ['print/printOrderList', '打印订单', { login: true, built: true, paged: true }],
  ['print/cancelOrder', '取消订单', { login: true, built: true }],
  ['print/cloudPrintPicture', '照片打印', { login: true, built: true }],
  ['print/webViewFileUpload', '上传文件', { login: true, built: true }],
  ['print/webViewImageUpload', '上传图片', { login: true, built: true }],
  ['print/cloudPrintGroup', '打印分组', { login: true, built: true }],
  ['print/expressInfo', '物流信息', { login: true, built: true }],
  ['print/lockPrintOrder', '订单处理中', { login: true, built: true }],
  ['share/createShareSpace', '创建共享空间', { login: true, built: true, paged: true }],
  ['share/shareSpaceDetail', '共享空间详情', { built: true, paged: true, share: true }],
  ['share/shareSpaceList', '共享空间列表', { login: true, built: true, paged: true }],
  ['share/shareSearchDetail', '共享搜索', { login: true, built: true, paged: true }],
  ['share/shareFileList', '共享文件', { login: true, built: true, paged: true }]
]

const PERSONAL: Entry[] = [
  ['personal/message', '消息', { login: true, built: true }],
  ['personal/postTopic', '发布话题', { login: true, built: true }],
  ['personal/postVote', '发起投票', { login: true, built: true }],
  ['personal/taskcenter/index', '任务中心', { login: true, built: true }],
  ['personal/coinRecord', '金币记录', { login: true, built: true, paged: true }],
  ['personal/wear', '我的装扮', { login: true, built: true }],
  ['personal/pendantDetail', '挂件详情', { built: true }],
  ['personal/medal/index', '我的勋章', { built: true, login: true, ptr: true }],
  ['personal/medalDetail', '勋章详情', { built: true }],
  ['personal/accessoryDetail', '饰品详情', { built: true }],
  ['personal/badgeReceiveList', '领取记录', { login: true, built: true, paged: true }],
  ['personal/blackList', '黑名单', { login: true, built: true }],
  ['personal/follow/follow', '关注与粉丝', { login: true, built: true }],
  ['personal/about', '关于我们', { built: true }],
  ['personal/phone', '绑定手机', { login: true, built: true }],
  ['personal/loginWithPhone', '手机号登录', { built: true }],
  ['personal/changePhone', '更换手机号', { login: true, built: true }],
  ['personal/certificate/index', '我的证书', { built: true, login: true, ptr: true }],
  ['personal/addEducation', '添加教育经历', { login: true, built: true }],
  ['personal/certificateList', '证书列表', { login: true, built: true, paged: true }],
  ['personal/eduCertificate', '学历认证', { login: true, built: true }],
  ['personal/studyNativeCertificate', '学籍认证', { login: true, built: true }],
  ['personal/favorites', '我的收藏', { login: true, built: true, ptr: true, paged: true }],
  ['personal/settings/policy', '隐私政策', { built: true }],
  ['personal/settings/infoProtect', '个人信息保护', { built: true }],
  ['personal/service/serviceProvider', '服务提供方', { built: true }],
  ['personal/service/selfService', '自助服务', { login: true, built: true }],
  ['personal/feedback', '意见反馈', { login: true, built: true }],
  ['personal/activateVIP', '激活会员', { login: true, built: true }],
  ['personal/edite', '编辑资料', { login: true, built: true }],
  ['personal/peopleInfo', '个人主页', { login: true, built: true }],
  ['personal/quicklogin/quicklogin', '一键登录', { built: true }],
  ['personal/topicRecord', '我的话题', { login: true, built: true, paged: true }],
  ['personal/switchIdentity', '切换身份', { login: true, built: true }],
  ['personal/walletRecord', '钱包记录', { login: true, built: true, paged: true }],
  ['personal/order/orderList', '我的订单', { login: true, built: true, paged: true }]
]

const TESTS: Entry[] = [
  ['test/index', '性格与职业测评', { built: true }],
  ...(
    [
      ['kolb', 'Kolb学习风格测评'],
      ['pstr', 'PSTR职业倾向测评'],
      ['mbti', 'MBTI性格测评'],
      ['sds', 'SDS职业兴趣测评']
    ] as const
  ).flatMap(([id, name]): Entry[] => [
    [`test/${id}/intro`, name, { built: true }],
    [`test/${id}/quiz`, `${name}答题`, { built: true }],
    [`test/${id}/result`, `${name}结果`, { built: true }]
  ])
]

const GAOKAO: Entry[] = [
  ['gaokao/oneone/index', '一对一服务', { built: true }],
  ['gaokao/oneone/oneoneDetail', '服务详情', { built: true }],
  ['university/detail', '大学详情', { built: true, share: true }],
  ['university/prof_detail', '专业详情', { built: true }],
  ['university/around', '周边大学', { built: true }],
  ['university/inAround', '附近的大学', { built: true }],
  ['university/fakeUniversity', '虚假大学查询', { built: true }],
  ['university/fakeDetail', '虚假大学详情', { built: true }],
  ['university/contrast', '大学对比', { built: true }],
  ['university/compare', '对比结果', { built: true }],
  ['university/subjectassessment', '学科评估', { built: true }],
  ['university/scoreRecord/scoreRecord', '成绩记录', { login: true, built: true }],
  ['university/addRecord', '添加成绩', { login: true, built: true }],
  ['university/list/index', '搜索大学', { built: true }],
  ['university/functionary', '考公岗位', { built: true }],
  ['university/functionaryDetails', '岗位详情', { built: true }],
  ['university/functionaryAllList', '全部考公岗位', { built: true }],
  ['search/index', '查专业', { built: true }],
  ['search/composition', '专业目录', { built: true }],
  ['search/result', '专业列表', { built: true }],
  ['search/detail', '专业详情', { built: true, share: true }],
  ['search/position', '就业岗位', { built: true }],
  ['search/onescoreoneline', '一分一段表', { built: true }],
  ...TESTS,
  ['rank/wonderful', '精选榜单', { built: true }],
  ['rank/university', '大学排名', { built: true }],
  ['rank/profession', '专业排名', { built: true }],
  ['rank/rankSelect', '榜单筛选', { built: true }],
  ['rank/rankList', '排行榜', { built: true }],
  ['application/index', '填志愿', { built: true, login: true }],
  ['application/applicationHelper', '志愿助手', { built: true, login: true, vip: true }],
  ['application/applicationTable', '我的志愿表', { built: true, login: true, share: true }],
  ['application/professionSelector', '选择专业', { built: true, login: true }],
  ['application/setting', '设置高考信息', { built: true, login: true }],
  ['application/strongBasePlan', '强基计划', { built: true }],
  ['application/vipAgreement', '会员服务协议', { built: true }],
  ['application/invite', '邀请有礼', { built: true, login: true, ptr: true, share: true }],
  ['application/inviteList', '邀请记录', { built: true, login: true, ptr: true }],
  ['application/applicationService', '2025志愿填报', { built: true, login: true, vip: true }],
  ['application/applicationSchool', '2025国际本科', { built: true }],
  ['components/sortForms/sortForms', '志愿排序', { built: true, login: true }],
  ['components/sortForms/sortDrag', '拖动排序', { built: true, login: true }],
  ['components/schoolFirst/schoolDetails', '院校优先', { built: true, login: true }],
  ['components/professionFirst/professionDetails', '专业优先', { built: true, login: true }],
  ['news/newsDetail', '资讯详情', { built: true }],
  ['news/newsList', '高考资讯', { ptr: true, built: true }],
  ['scoreLine/scoreLine', '批次分数线', { built: true }],
  ['share/shareSpace', '分享空间', { built: true, share: true }],
  ['gaokao/application/vipGroupBuying', '会员拼团', { built: true, share: true }]
]

const PACKAGES: [PackageRoot, Entry[]][] = [
  ['pages', MAIN],
  ['cloud', CLOUD],
  ['gaokao', GAOKAO],
  ['market', MARKET],
  ['personal', PERSONAL],
  ['forum', FORUM],
  ['study', STUDY],
  ['live', LIVE]
]

/** Page path of a spec path inside its package root (rules in the header). */
export function pagePathOf(specPath: string, root: PackageRoot): string {
  if (!specPath.includes('/')) return `${root}/${specPath}/index`
  return specPath.startsWith(`${root}/`) ? specPath : `${root}/${specPath}`
}

function camelName(page: string): string {
  return page
    .split(/[/_-]/)
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1)))
    .join('')
}

export const ROUTES: readonly RouteDef[] = PACKAGES.flatMap(([root, entries]) =>
  entries.map(([specPath, title, flags = {}]): RouteDef => {
    const page = pagePathOf(specPath, root)
    return {
      name: camelName(page),
      specPath,
      root,
      page,
      title,
      needsLogin: flags.login ?? false,
      needsVip: flags.vip ?? false,
      pullToRefresh: flags.ptr ?? false,
      preload: flags.preload ?? [],
      built: flags.built ?? false,
      pagedAtBottom: flags.paged ?? false,
      shareable: flags.share ?? false
    }
  })
)

export interface TabDef {
  id: TabId
  label: string
  route: RouteDef
}

const TAB_ORDER: [TabId, string][] = [
  ['forum', '首页'],
  ['databank', '共享空间'],
  ['application', '填志愿'],
  ['newStudy', '学习'],
  ['personal', '我的']
]

export const TABS: readonly TabDef[] = TAB_ORDER.map(([id, label]) => ({
  id,
  label,
  route: routeBySpec(`pages/tabbar/${id}`)
}))

/** Entry route: '/' opens the forum tab. */
export const ENTRY_ROUTE: RouteDef = TABS[0].route

export function routeBySpec(specPath: string): RouteDef {
  const route = ROUTES.find((r) => r.specPath === specPath)
  if (!route) throw new Error(`unknown route ${specPath}`)
  return route
}

export function routeByPage(page: string): RouteDef | undefined {
  const clean = page.replace(/^\//, '').split('?')[0]
  return ROUTES.find((r) => r.page === clean)
}

/** '/<page>?a=1' for Taro.navigateTo and friends. */
export function urlOf(specPath: string, query?: Record<string, string | number>): string {
  const qs = query
    ? Object.entries(query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&')
    : ''
  return `/${routeBySpec(specPath).page}${qs ? `?${qs}` : ''}`
}

export const SUBPACKAGE_ROOTS: readonly PackageRoot[] = PACKAGES.map(([root]) => root).filter((r) => r !== MAIN_ROOT)

/** What each page's index.config.ts passes to definePageConfig. */
export function pageConfigOf(page: string): {
  navigationBarTitleText: string
  enablePullDownRefresh: boolean
  onReachBottomDistance?: number
  enableShareAppMessage?: true
  enableShareTimeline?: true
} {
  const route = routeByPage(page)
  if (!route) throw new Error(`no route for page ${page}`)
  return {
    navigationBarTitleText: route.title,
    enablePullDownRefresh: route.pullToRefresh,
    ...(route.pagedAtBottom ? { onReachBottomDistance: REACH_BOTTOM_DISTANCE } : {}),
    // A shared page is offered to 朋友圈 too (useShareTimeline; docs/links.md).
    ...(route.shareable ? { enableShareAppMessage: true as const, enableShareTimeline: true as const } : {})
  }
}
