/**
 * The study-material library's view rules (docs/xkw.md "App"): prices, a card's facts, the
 * search's filters from and to the address, the membership line, what a material's buttons do
 * given the caller's rights, the payment page's choice, the preview note. Pure, unit-tested.
 */
import type { XkwVipInfo } from '@types-contract/user'
import {
  XKW_GRADES,
  XKW_GRADES_OF,
  XKW_SORTS,
  XKW_STAGES,
  XKW_SUBJECTS,
  XKW_TYPES,
  type XkwMaterialCard,
  type XkwMaterialDetail,
  type XkwPreview,
  type XkwSearchQuery,
  type XkwSort
} from '@types-contract/xkw'
import { chinaDate } from '@core/chinaTime'
import { sizeText } from '@core/cloudFiles'
import { findXkwPlan, xkwVipActive, XKW_PLANS, type XkwPlan } from '@core/xkwPlans'

/** ¥6.00; 免费 for 0. */
export const xkwPriceText = (fen: number) => (fen === 0 ? '免费' : `¥${(fen / 100).toFixed(2)}`)

/** '高三 · 数学 · 试卷 · 6 页 · 2025' */
export const materialMeta = (m: Pick<XkwMaterialCard, 'grade' | 'subject' | 'type' | 'pages' | 'year'>) =>
  [m.grade, m.subject, m.type, `${m.pages} 页`, m.year ? String(m.year) : null].filter(Boolean).join(' · ')

/** '368 次下载 · PDF 56.8 KB' */
export const materialStats = (m: Pick<XkwMaterialCard, 'downloads' | 'format' | 'size'>) => `${m.downloads} 次下载 · ${m.format.toUpperCase()} ${sizeText(m.size)}`

export type FilterKey = 'stage' | 'subject' | 'grade' | 'type'
export type XkwFilterState = Pick<XkwSearchQuery, FilterKey | 'q' | 'sort' | 'topic_id'>

export const FILTER_LABELS: Record<FilterKey, string> = { stage: '学段', subject: '学科', grade: '年级', type: '类型' }

/** The chips of each filter row; grades follow the chosen stage. */
export function filterOptions(state: XkwFilterState): { key: FilterKey; label: string; options: readonly string[] }[] {
  return [
    { key: 'stage', label: FILTER_LABELS.stage, options: XKW_STAGES },
    { key: 'subject', label: FILTER_LABELS.subject, options: XKW_SUBJECTS },
    { key: 'grade', label: FILTER_LABELS.grade, options: state.stage ? XKW_GRADES_OF[state.stage] : XKW_GRADES },
    { key: 'type', label: FILTER_LABELS.type, options: XKW_TYPES }
  ]
}

/** Tapping a chip: picks it, or clears it when it was picked; a stage drops a grade of another stage. */
export function toggleFilter(state: XkwFilterState, key: FilterKey, value: string): XkwFilterState {
  const next = { ...state, [key]: state[key] === value ? undefined : value } as XkwFilterState
  if (key === 'stage' && next.stage && next.grade && !XKW_GRADES_OF[next.stage].includes(next.grade)) next.grade = undefined
  return next
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined

/** The search's state from the page's address (?q=&stage=&subject=&grade=&type=&topic_id=&sort=); unknown values dropped. */
export function searchStateOf(params: Record<string, string | undefined>): XkwFilterState {
  const decode = (v: string | undefined) => (v === undefined ? undefined : decodeURIComponent(v))
  const topic = Number(params.topic_id)
  return {
    q: (decode(params.q) ?? '').trim().slice(0, 30),
    stage: oneOf(XKW_STAGES, decode(params.stage)),
    subject: oneOf(XKW_SUBJECTS, decode(params.subject)),
    grade: oneOf(XKW_GRADES, decode(params.grade)),
    type: oneOf(XKW_TYPES, decode(params.type)),
    topic_id: Number.isSafeInteger(topic) && topic > 0 ? topic : undefined,
    sort: oneOf(XKW_SORTS, params.sort) ?? 'default'
  }
}

/** The address query of a search state (for urlOf), without empty values. */
export function searchParamsOf(state: Partial<XkwFilterState>): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(state)) if (v !== undefined && v !== '' && !(k === 'sort' && v === 'default')) out[k] = v as string | number
  return out
}

export const SORT_TABS: { sort: XkwSort; label: string }[] = [
  { sort: 'default', label: '综合' },
  { sort: 'newest', label: '最新' },
  { sort: 'popular', label: '最热' }
]

export interface VipView {
  active: boolean
  title: string
  line: string
  action: string
}

/** The membership card: 资源库会员 · 年卡 / 有效期至 … · 剩余 n 次下载; or an offer; or expired. */
export function xkwVipView(info: XkwVipInfo | null | undefined, now: number): VipView {
  if (xkwVipActive(info, now)) {
    const plan = findXkwPlan(info!.level)
    return {
      active: true,
      title: `资源库会员 · ${plan?.name ?? '会员'}`,
      line: `有效期至 ${chinaDate(info!.expire_at)} · 剩余 ${info!.downloads_left} 次下载`,
      action: '续费'
    }
  }
  if (info?.expire_at) return { active: false, title: '资源库会员已过期', line: `已于 ${chinaDate(info.expire_at)} 到期，续费后继续畅享下载`, action: '续费' }
  return {
    active: false,
    title: '开通资源库会员',
    line: `月卡 ${XKW_PLANS[0].downloads} 次、年卡 ${XKW_PLANS[1].downloads} 次下载，下载过的资料再次下载不扣次数`,
    action: '开通'
  }
}

export type MaterialAction = 'login' | 'download' | 'buy' | 'vip'

export interface MaterialButtons {
  primary: { label: string; action: MaterialAction }
  secondary: { label: string; action: MaterialAction } | null
  /** A line above the buttons: what downloading spends, or why there is no right. */
  note: string
}

/** The buttons of a material's page (bookDetail) by the caller's rights (null: a visitor). */
export function materialButtons(detail: Pick<XkwMaterialDetail, 'price_fen' | 'rights'>, vip: XkwVipInfo | null | undefined): MaterialButtons {
  const rights = detail.rights
  if (!rights)
    return { primary: { label: '登录后下载', action: 'login' }, secondary: null, note: detail.price_fen === 0 ? '免费资料，登录即可下载' : '登录后可购买或使用会员下载' }
  if (rights.via !== null) {
    const note =
      rights.via === 'free'
        ? '免费资料，下载后保存到云文库'
        : rights.via === 'purchase'
          ? '已购买，可随时下载到云文库'
          : rights.via === 'again'
            ? '已下载过，再次下载不扣次数'
            : `将使用 1 次会员下载（剩余 ${vip?.downloads_left ?? 0} 次）`
    return { primary: { label: '下载到云文库', action: 'download' }, secondary: null, note }
  }
  return { primary: { label: `购买 ${xkwPriceText(detail.price_fen)}`, action: 'buy' }, secondary: { label: '开通会员', action: 'vip' }, note: rights.reason ?? '' }
}

/** Whether a refused download asks for the SMS code (400 naming `code`): then securityCode. */
export function needsSecurityCode(body: unknown): boolean {
  const fields = (body as { fields?: Record<string, unknown> } | null)?.fields
  return !!fields && typeof fields.code === 'string'
}

/** What the payment page sells: one material (?material_id=) or a plan (?plan=). */
export type PayChoice = { kind: 'material'; materialId: number } | { kind: 'plan'; plan: XkwPlan }

/** The choice the page opens with: the material when one is named, else the named plan, else the first plan. */
export function initialPayChoice(params: Record<string, string | undefined>): PayChoice {
  const id = Number(params.material_id)
  if (Number.isSafeInteger(id) && id > 0) return { kind: 'material', materialId: id }
  return { kind: 'plan', plan: findXkwPlan(params.plan) ?? XKW_PLANS[0] }
}

/** The order-type fields and the total the page shows for a choice. */
export function payRequestOf(choice: PayChoice, materialPriceFen: number | null): { totalFee: number; option: Record<string, string | number> } | null {
  if (choice.kind === 'plan') return { totalFee: choice.plan.priceFen, option: { plan: choice.plan.code } }
  if (materialPriceFen === null || materialPriceFen === 0) return null
  return { totalFee: materialPriceFen, option: { material_id: choice.materialId } }
}

/** '¥19.90 / 31 天 · 30 次下载 · 约 ¥0.66/次' */
export function planLine(plan: XkwPlan): string {
  return `${plan.days} 天 · ${plan.downloads} 次下载 · 约 ¥${(plan.priceFen / plan.downloads / 100).toFixed(2)}/次`
}

/** Under the preview: only the first pages are shown. */
export const previewNote = (preview: Pick<XkwPreview, 'images' | 'pages'>) =>
  preview.images.length === 0 ? '该资料暂无预览' : `仅预览前 ${preview.images.length} 页，共 ${preview.pages} 页；下载后可在云文库查看完整资料`
