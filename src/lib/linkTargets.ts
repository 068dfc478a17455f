/**
 * This app's side of core/webTargets.ts and core/shareLink.ts: which pages count as in-app targets,
 * and which page a pasted link text opens. Pure (routes table only).
 */
import { webAllowList, type TargetRules } from '@core/webTargets'
import type { LinkTarget } from '@core/shareLink'
import { urlOf } from '../routes'
import { ONE_PRESS_LOGIN_SPEC, PHONE_LOGIN_SPEC, routeOfUrl } from './loginGuard'

/** Never a target: the login pages (a forged link must not start a login) and the web view pages themselves (no loops). */
const NOT_TARGETS = new Set([PHONE_LOGIN_SPEC, ONE_PRESS_LOGIN_SPEC, 'pages/webview/pc', 'pages/webview/index', 'pages/webview/index_without_nav', 'pages/return/index'])

export function isAppTarget(path: string): boolean {
  const route = routeOfUrl(path)
  return route !== undefined && !NOT_TARGETS.has(route.specPath)
}

export function appTargetRules(officialSite: string): TargetRules {
  return { allow: webAllowList(officialSite), isAppPage: isAppTarget }
}

/** The page a link text opens: a space's landing (which checks the code), or the item's page. */
export function linkTargetPath(link: LinkTarget): string {
  switch (link.kind) {
    case 'space':
      return urlOf('share/shareSpace', { id: link.id, code: link.code })
    case 'institution':
      return urlOf('university/detail', { id: link.id })
    case 'major':
      return urlOf('search/detail', { code: link.id })
    case 'post':
      return urlOf('forum/questionRanks/questionDetail', { id: link.id })
  }
}

/** What the prompt on a detected link says. */
export function linkPromptText(link: LinkTarget): string {
  return {
    space: '检测到共享空间链接，是否打开？',
    institution: '检测到分享的院校，是否打开？',
    major: '检测到分享的专业，是否打开？',
    post: '检测到分享的帖子，是否打开？'
  }[link.kind]
}
