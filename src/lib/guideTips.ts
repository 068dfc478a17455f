/**
 * Guide tips (SPEC §3: chat view, download tooltip, index, circle, filter popup; docs/runtime.md).
 * Each set has its elements (a page element and the tip beside it), is skippable or not, has an
 * order (among the sets one page holds) and a version: a set is shown once per version, so raising
 * a version shows the set again to everybody. Pure rules; the overlay (components/GuideOverlay.tsx)
 * reads and writes the seen versions through storage.
 */

export const GUIDE_SET_IDS = ['index', 'circle', 'filterPopup', 'downloadTooltip', 'chatView'] as const
export type GuideSetId = (typeof GUIDE_SET_IDS)[number]

export interface GuideElement {
  /** A class selector of the page element the tip points at; a tip whose element is not on the page is left out. */
  target: string
  text: string
  /** Shown in this order (ascending), whatever the list's order. */
  order: number
}

export interface GuideSet {
  id: GuideSetId
  version: number
  /** 跳过 ends the set at once (and counts it as seen). */
  skippable: boolean
  /** Among the sets of one page, lower first. */
  order: number
  elements: readonly GuideElement[]
}

/** The storage key of the seen versions: the device's, kept on logout. */
export const GUIDE_SEEN_KEY = 'guide_tips_seen'

/** Which version of each set this device has seen (stored as-is). */
export type SeenGuides = Partial<Record<GuideSetId, number>>

export const GUIDE_SETS: Readonly<Record<GuideSetId, GuideSet>> = {
  index: {
    id: 'index',
    version: 1,
    skippable: true,
    order: 1,
    elements: [
      { target: '.fm-header__search', text: '在这里搜索问题、话题和圈子', order: 1 },
      { target: '.fm-header__level', text: '切换高中 / 大学，首页内容跟着变', order: 2 },
      { target: '.fm-tabs', text: '左右滑动，按栏目看帖子', order: 3 },
      { target: '.fm-fab', text: '有问题？点这里发布', order: 4 }
    ]
  },
  circle: {
    id: 'circle',
    version: 1,
    skippable: true,
    order: 2,
    elements: [
      { target: '.tg-head', text: '加入圈子，圈子里的新帖会出现在你的首页', order: 1 },
      { target: '.tg-compose__button', text: '在圈子里发帖，只有同圈的人先看到', order: 2 }
    ]
  },
  filterPopup: {
    id: 'filterPopup',
    version: 1,
    skippable: true,
    order: 3,
    elements: [
      { target: '.qf-bar', text: '选择栏目和标签，只看你关心的问题', order: 1 },
      { target: '.qf-states', text: '按是否已解决筛选', order: 2 },
      { target: '.qf-sorts', text: '切换最新或最热', order: 3 }
    ]
  },
  downloadTooltip: {
    id: 'downloadTooltip',
    version: 1,
    // One short tip: no 跳过 beside a single 知道了.
    skippable: false,
    order: 4,
    elements: [{ target: '.sp-file__download', text: '点「下载」把文件存到本机，进度在传输列表里查看', order: 1 }]
  },
  chatView: {
    id: 'chatView',
    version: 1,
    skippable: true,
    order: 5,
    elements: [
      { target: '.lv-chat__list', text: '直播间的聊天在这里，新消息自动滚到底部', order: 1 },
      { target: '.lv-chat__input', text: '输入文字和大家聊天，请文明发言', order: 2 }
    ]
  }
}

/** Reads the stored seen versions, dropping anything that is not a known set with a whole version. */
export function readSeenGuides(raw: unknown): SeenGuides {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const seen: SeenGuides = {}
  for (const id of GUIDE_SET_IDS) {
    const v = (raw as Record<string, unknown>)[id]
    if (typeof v === 'number' && Number.isInteger(v)) seen[id] = v
  }
  return seen
}

/** A set is due until its current version has been seen (finished or skipped) on this device. */
export function isGuideDue(set: GuideSet, seen: SeenGuides): boolean {
  return set.elements.length > 0 && (seen[set.id] ?? 0) < set.version
}

/** The sets of a page still due, lowest order first. */
export function dueGuides(ids: readonly GuideSetId[], seen: SeenGuides, sets: Readonly<Record<GuideSetId, GuideSet>> = GUIDE_SETS): GuideSet[] {
  return ids
    .map((id) => sets[id])
    .filter((set) => isGuideDue(set, seen))
    .sort((a, b) => a.order - b.order)
}

/** A set's elements in their order. */
export function guideSteps(set: GuideSet): GuideElement[] {
  return [...set.elements].sort((a, b) => a.order - b.order)
}

export function markGuideSeen(seen: SeenGuides, set: GuideSet): SeenGuides {
  return { ...seen, [set.id]: set.version }
}

/** Where a tour stands: the set and the step shown. */
export interface GuideProgress {
  set: GuideSet
  step: number
}

export type GuideMove = 'next' | 'skip'

/**
 * After 下一步 or 跳过: the next step, or null when the set is over (the last step's 知道了, or a
 * skip). A set that is not skippable ignores 跳过.
 */
export function moveGuide(progress: GuideProgress, move: GuideMove): GuideProgress | null {
  if (move === 'skip') return progress.set.skippable ? null : progress
  const next = progress.step + 1
  return next < progress.set.elements.length ? { ...progress, step: next } : null
}
