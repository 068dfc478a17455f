import { deriveAppConfig } from '../../src/appConfig'
import { PRIMARY_BLUE, TAB_UNSELECTED_GREY } from '../../src/lib/constants'
import { tabIconFile } from '../../src/lib/tabIcons'
import { ENTRY_ROUTE, ROUTES, TABS, pageConfigOf, pagePathOf, routeByPage, routeBySpec, urlOf } from '../../src/routes'
import { specSection } from './support/spec'

/** Strips parenthesised remarks, innermost first. */
function withoutRemarks(text: string): string {
  let out = text
  while (/\([^()]*\)/.test(out)) out = out.replace(/\s*\([^()]*\)/g, '')
  return out
}

/**
 * Reads the spec paths out of SPEC §2 with the expansion rules written at the top of
 * src/routes.ts, so the table is checked against the spec text, not against itself.
 */
function specPathsFromSection2(): string[] {
  const text = specSection(2)
  const paths = [...text.matchAll(/\| \d \| (pages\/tabbar\/\w+) \|/g)].map((m) => m[1])
  const also = text.match(/Also (pages\/tabbar\/\w+) and (pages\/tabbar\/\w+) exist/)!
  paths.push(also[1], also[2])

  const areas = ['Web views', 'Study', 'Forum', 'Mall', 'Live', 'Cloud', 'Personal', 'Gaokao', 'System pages']
  for (const line of text.split('\n')) {
    const bullet = line.match(/^- ([A-Za-z ]+): (.*)$/)
    if (!bullet || !areas.includes(bullet[1])) continue
    const lists = withoutRemarks(bullet[2])
      .replace(/\.\s*$/, '')
      .split(';')
    for (const list of lists) {
      const items = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (items[0].startsWith('tests for ')) {
        paths.push('test/index')
        const names = [items[0].replace('tests for ', ''), ...items.slice(1)]
        for (const name of names) for (const page of ['intro', 'quiz', 'result']) paths.push(`test/${name.toLowerCase()}/${page}`)
        continue
      }
      const head = items[0]
      const headDir = head.includes('/') ? head.slice(0, head.lastIndexOf('/')) : ''
      const area = head.split('/')[0]
      paths.push(head)
      for (const item of items.slice(1)) {
        if (!item.includes('/')) paths.push(headDir ? `${headDir}/${item}` : item)
        else paths.push(item.startsWith(`${area}/`) ? item : `${area}/${item}`)
      }
    }
  }
  return paths
}

describe('routes table', () => {
  const expected = specPathsFromSection2()

  it('lists every route of SPEC §2 exactly once', () => {
    const actual = ROUTES.map((r) => r.specPath)
    expect(new Set(actual).size).toBe(actual.length)
    expect([...actual].sort()).toEqual([...expected].sort())
    expect(actual.length).toBe(178)
  })

  it('expands abbreviated sibling lists as documented', () => {
    for (const p of [
      'gaokao/oneone/oneoneDetail',
      'personal/loginWithPhone',
      'personal/quicklogin/quicklogin',
      'personal/taskcenter/index',
      'university/list/index',
      'study/studyL2/studyL2',
      'xkw/payment',
      'print/expressInfo',
      'bookMall/goodsOrder',
      'test/mbti/quiz',
      'choose-location',
      'market/connect/redirectToyishu',
      'gaokao/application/vipGroupBuying'
    ]) {
      expect(expected).toContain(p)
      expect(routeBySpec(p).specPath).toBe(p)
    }
  })

  it('has unique page paths and names, each under its package root', () => {
    expect(new Set(ROUTES.map((r) => r.page)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length)
    for (const r of ROUTES) expect(r.page.startsWith(`${r.root}/`)).toBe(true)
  })

  it('puts each spec area in the package of DESIGN.md', () => {
    const rootOf = (p: string) => routeBySpec(p).root
    expect(rootOf('pages/webview/pc')).toBe('pages')
    expect(rootOf('pages/vip/index')).toBe('pages')
    expect(rootOf('choose-location')).toBe('pages')
    expect(rootOf('print/addressList')).toBe('cloud')
    expect(rootOf('share/createShareSpace')).toBe('cloud')
    expect(rootOf('share/shareSpace')).toBe('gaokao')
    expect(rootOf('university/detail')).toBe('gaokao')
    expect(rootOf('test/sds/result')).toBe('gaokao')
    expect(rootOf('bookMall/productDetails')).toBe('market')
    expect(rootOf('market/connect/redirectToyishu')).toBe('market')
    expect(rootOf('personal/message')).toBe('personal')
    expect(rootOf('forum/tag/tag')).toBe('forum')
    expect(rootOf('xkw/filePreview')).toBe('study')
    expect(rootOf('live/liveItem')).toBe('live')
  })

  it('derives page paths from spec paths', () => {
    expect(pagePathOf('university/detail', 'gaokao')).toBe('gaokao/university/detail')
    expect(pagePathOf('cloud/priceTable', 'cloud')).toBe('cloud/priceTable')
    expect(pagePathOf('choose-location', 'pages')).toBe('pages/choose-location/index')
  })

  it('uses the titles the spec gives', () => {
    const titles: Record<string, string> = {
      'university/list/index': '搜索大学',
      'search/onescoreoneline': '一分一段表',
      'application/setting': '设置高考信息',
      'application/index': '填志愿',
      'pages/vip/index': 'AI志愿填报',
      'xkw/payment': '购买下载权限',
      'bookMall/goodsOrder': '待付款',
      'print/cloudPrintOrder': '待付款',
      'print/createAddress': '收货地址',
      'print/cloudPrintList': '打印中心',
      'print/expressInfo': '物流信息',
      'application/applicationService': '2025志愿填报',
      'application/applicationSchool': '2025国际本科',
      'gaokao/application/vipGroupBuying': '会员拼团'
    }
    for (const [p, title] of Object.entries(titles)) expect(routeBySpec(p).title).toBe(title)
    for (const r of ROUTES) expect(r.title).toMatch(/\S/)
  })

  it('enables pull-to-refresh on exactly the spec list', () => {
    expect(specSection(2)).toContain('Pull-to-refresh on: application, print, studyL2, processes details, medal index, certificate index, newsList, invite.')
    expect(
      ROUTES.filter((r) => r.pullToRefresh)
        .map((r) => r.specPath)
        .sort()
    ).toEqual(
      [
        'pages/tabbar/application',
        'pages/tabbar/print',
        'study/studyL2/studyL2',
        'forum/questionRanks/processesDetail',
        'personal/medal/index',
        'personal/certificate/index',
        'news/newsList',
        'application/invite',
        // issue 6 asks for it on the invite list as well
        'application/inviteList',
        // issue 19 asks for it on the forum's home tab (its feed)
        'pages/tabbar/forum',
        // and the forum's brief on 问答排行 (its lists change with every answer and like)
        'forum/questionRanks/index',
        // and on 我的收藏 (a kept list changes from elsewhere: a post's page, another device)
        'personal/favorites'
      ].sort()
    )
  })

  it('preloads as the spec says', () => {
    const preload = Object.fromEntries(ROUTES.filter((r) => r.preload.length).map((r) => [r.specPath, r.preload]))
    expect(preload).toEqual({
      'pages/tabbar/databank': ['cloud'],
      'pages/tabbar/print': ['cloud'],
      'pages/tabbar/application': ['gaokao', 'market'],
      'pages/tabbar/personal': ['personal']
    })
  })

  it('marks the five tab pages, the accounts pages (issue 4), the gaokao data pages (issue 5), the application pages (issue 6), the tests (issue 7), the payment pages (issue 8), the forum (19), the cloud (20), printing (21), the personal centre (22), the mall (23), study and live (24) and the web views and link pages (25) built: every route', () => {
    const accounts = [
      'personal/about',
      'personal/phone',
      'personal/loginWithPhone',
      'personal/changePhone',
      'personal/settings/policy',
      'personal/settings/infoProtect',
      'personal/edite',
      'personal/peopleInfo',
      'personal/quicklogin/quicklogin',
      'personal/switchIdentity'
    ]
    const gaokao = ['university/detail', 'university/contrast', 'university/list/index', 'search/onescoreoneline']
    const content = [
      'search/index',
      'search/composition',
      'search/result',
      'search/detail',
      'search/position',
      'rank/wonderful',
      'rank/university',
      'rank/profession',
      'rank/rankSelect',
      'rank/rankList',
      'news/newsList',
      'news/newsDetail',
      'university/fakeUniversity',
      'university/fakeDetail',
      'university/functionary',
      'university/functionaryDetails',
      'university/functionaryAllList',
      'gaokao/oneone/index',
      'gaokao/oneone/oneoneDetail'
    ]
    const data = [
      'university/prof_detail',
      'university/around',
      'university/inAround',
      'university/subjectassessment',
      'university/scoreRecord/scoreRecord',
      'university/addRecord',
      'scoreLine/scoreLine',
      'choose-location',
      'university/compare',
      'open-location'
    ]
    const application = [
      'application/index',
      'application/setting',
      'application/professionSelector',
      'application/applicationTable',
      'application/applicationHelper',
      'application/strongBasePlan',
      'application/vipAgreement',
      'application/invite',
      'application/inviteList',
      'application/applicationService',
      'application/applicationSchool',
      'components/sortForms/sortForms',
      'components/sortForms/sortDrag',
      'components/schoolFirst/schoolDetails',
      'components/professionFirst/professionDetails',
      'pages/vip/index'
    ]
    const payments = ['pages/return/index', 'gaokao/application/vipGroupBuying', 'personal/activateVIP']
    // issue 19, the forum: the home tab (a tab above), the question and vote pages, the composers, people and messages,
    // welcome, search, circles and hashtags, question progress, rank lists and the question filter, favourites
    const forum = ['forum/questionRanks/questionDetail', 'personal/postTopic', 'personal/message', 'personal/follow/follow', 'personal/blackList']
    forum.push('forum/questionRanks/voteDetail', 'personal/postVote', 'forum/questionRanks/welcome', 'forum/searchTopic/searchTopic', 'forum/tag/tag')
    forum.push('forum/processes/questionFeedback', 'forum/questionRanks/processesDetail', 'forum/questionRanks/index', 'forum/questionFilterPage/questionFilterDetail')
    forum.push('personal/favorites')
    // issue 20, the cloud library and shared spaces
    const cloud = ['cloud/priceTable']
    cloud.push(
      'cloud/localUpload',
      'cloud/cloudLibrary',
      'cloud/cloudTransferList',
      'cloud/cloudTranshList',
      'cloud/previewByImage',
      'cloud/resourcePreview',
      'cloud/adream-file-progress'
    )
    cloud.push('share/createShareSpace', 'share/shareSpaceDetail', 'share/shareSpaceList', 'share/shareSearchDetail', 'share/shareFileList', 'share/shareSpace')
    // issue 21, printing by mail: the print tab and every print/* page
    const print = ['pages/tabbar/print', 'print/addressList', 'print/createAddress', 'print/cloudPrintSetting', 'print/cloudPrintList', 'print/cloudPrintMerge']
    print.push('print/cloudPrintPreview', 'print/cloudPrintOrder', 'print/printOrderList', 'print/cancelOrder', 'print/cloudPrintPicture', 'print/webViewFileUpload')
    print.push('print/webViewImageUpload', 'print/cloudPrintGroup', 'print/expressInfo', 'print/lockPrintOrder')
    // issue 22, the personal centre: every personal/* page
    const personal = ['personal/taskcenter/index', 'personal/coinRecord', 'personal/wear', 'personal/pendantDetail', 'personal/accessoryDetail']
    personal.push('personal/medal/index', 'personal/medalDetail', 'personal/badgeReceiveList', 'personal/certificate/index', 'personal/addEducation')
    personal.push('personal/certificateList', 'personal/eduCertificate', 'personal/studyNativeCertificate', 'personal/service/serviceProvider')
    personal.push('personal/service/selfService', 'personal/feedback', 'personal/topicRecord', 'personal/walletRecord', 'personal/order/orderList')
    // issue 23, the mall: every bookMall/* page
    const mall = ['bookMall/productDetails', 'bookMall/shoppingCart', 'bookMall/commentList', 'bookMall/addComment', 'bookMall/goodsPreview']
    mall.push('bookMall/goodsOrder', 'bookMall/goodsOrderList', 'bookMall/goodsCancelOrder', 'bookMall/goodsExpress', 'bookMall/couponList')
    // issue 24, study and live: the library tab, study/*, xkw/* and live/*
    const study = ['study/flowList/flowList', 'study/studyL2/studyL2', 'study/studyL3/studyL3', 'study/video/index', 'study/video/videoDetail']
    study.push('study/write/index', 'study/checkin/checkin', 'pages/tabbar/xkuPage', 'xkw/filePreview', 'xkw/bookDetail', 'xkw/subTopicPapers')
    study.push('xkw/xkwSearchDetail', 'xkw/payment', 'xkw/paymentCheck', 'xkw/securityCode', 'live/liveList', 'live/liveDetail', 'live/liveItem', 'live/liveUniv')
    // issue 25, the shell: the web views and the two link pages
    const shell = ['pages/webview/pc', 'pages/webview/index', 'pages/webview/index_without_nav', 'pages/other/wxMediaPlatform', 'market/connect/redirectToyishu']
    const tests = ['test/index', ...['kolb', 'pstr', 'mbti', 'sds'].flatMap((t) => ['intro', 'quiz', 'result'].map((p) => `test/${t}/${p}`))]
    expect(
      ROUTES.filter((r) => r.built)
        .map((r) => r.specPath)
        .sort()
    ).toEqual(
      [
        ...TABS.map((t) => t.route.specPath),
        ...accounts,
        ...gaokao,
        ...content,
        ...data,
        ...application,
        ...tests,
        ...payments,
        ...forum,
        ...cloud,
        ...print,
        ...personal,
        ...mall,
        ...study,
        ...shell
      ].sort()
    )
  })

  it('has the tabs in spec order with Chinese labels', () => {
    expect(TABS.map((t) => [t.route.page, t.label])).toEqual([
      ['pages/tabbar/forum', '首页'],
      ['pages/tabbar/databank', '共享空间'],
      ['pages/tabbar/application', '填志愿'],
      ['pages/tabbar/newStudy', '学习'],
      ['pages/tabbar/personal', '我的']
    ])
    expect(ENTRY_ROUTE.page).toBe('pages/tabbar/forum')
  })

  it('builds URLs and page configs from the table', () => {
    expect(urlOf('application/setting')).toBe('/gaokao/application/setting')
    expect(urlOf('live/liveItem', { liveId: 7 })).toBe('/live/liveItem?liveId=7')
    expect(routeByPage('/gaokao/application/setting?x=1')?.specPath).toBe('application/setting')
    expect(pageConfigOf('pages/tabbar/application')).toEqual({ navigationBarTitleText: '填志愿', enablePullDownRefresh: true })
    // Pages that load their next page at reach-bottom state the spec's distance (SPEC §9: 80) themselves.
    expect(pageConfigOf('pages/tabbar/forum')).toEqual({ navigationBarTitleText: '首页', enablePullDownRefresh: true, onReachBottomDistance: 80 })
    // A page that answers the mini-program's share sheet and 朋友圈 says so (Taro wires onShareAppMessage and onShareTimeline only then).
    expect(pageConfigOf('forum/questionRanks/questionDetail')).toEqual({
      navigationBarTitleText: '问题详情',
      enablePullDownRefresh: false,
      onReachBottomDistance: 80,
      enableShareAppMessage: true,
      enableShareTimeline: true
    })
    expect(() => routeBySpec('nope/nope')).toThrow()
  })
})

describe('app config derived from routes.ts', () => {
  const weapp = deriveAppConfig('weapp')
  const h5 = deriveAppConfig('h5')

  it('lists every route once: main pages first with the entry route, the rest in subpackages', () => {
    expect(weapp.pages[0]).toBe('pages/tabbar/forum')
    const all = [...weapp.pages, ...weapp.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    expect(all.sort()).toEqual(ROUTES.map((r) => r.page).sort())
    expect(weapp.subPackages.map((s) => s.root)).toEqual(['cloud', 'gaokao', 'market', 'personal', 'forum', 'study', 'live'])
    for (const tab of weapp.tabBar.list) expect(weapp.pages).toContain(tab.pagePath)
  })

  it('derives the tab bar: order, labels, icons (grey, and blue when selected), blue selected, grey unselected', () => {
    expect(weapp.tabBar.list).toEqual(
      TABS.map((t) => ({ pagePath: t.route.page, text: t.label, iconPath: tabIconFile(t.id, 'normal'), selectedIconPath: tabIconFile(t.id, 'blue') }))
    )
    expect(tabIconFile('forum', 'blue')).toBe('assets/tabbar/png/forum-blue.png')
    expect(weapp.tabBar.selectedColor).toBe(PRIMARY_BLUE)
    expect(PRIMARY_BLUE).toBe('#005aff')
    expect(weapp.tabBar.color).toBe(TAB_UNSELECTED_GREY)
    expect(weapp.tabBar.custom).toBe(false)
    expect(h5.tabBar.custom).toBe(true)
  })

  it('derives preload rules and mini-program settings', () => {
    expect(weapp.preloadRule).toEqual({
      'pages/tabbar/databank': { network: 'all', packages: ['cloud'] },
      'pages/tabbar/application': { network: 'all', packages: ['gaokao', 'market'] },
      'pages/tabbar/personal': { network: 'all', packages: ['personal'] },
      'pages/tabbar/print': { network: 'all', packages: ['cloud'] }
    })
    expect(weapp.lazyCodeLoading).toBe('requiredComponents')
    expect(weapp.window.onReachBottomDistance).toBe(80)
  })
})
