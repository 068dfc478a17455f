/**
 * A 我的志愿表 draft put into the app's local storage (the form's own pages fill it through the UI
 * elsewhere), and the slots the page shows: shared by the form's e2e files.
 */
import type { E2eContext } from './browser'
import { pageHelpers } from './page'

/** The slots of the seeded draft, in their first order (one school holds two majors). */
export const SCHOOLS = [
  { name: '北京大学', major: '数学与应用数学', band: 'difficult', p: 0.12, req: '物理' },
  { name: '中国人民解放军战略支援部队信息工程大学', major: '网络空间安全', band: 'rush', p: 0.31, req: '物理+化学' },
  { name: '郑州大学', major: '计算机科学与技术', band: 'stable', p: 0.64, req: '物理' },
  { name: '河南大学', major: '汉语言文学', band: 'stable', p: 0.72, req: '历史' },
  { name: '河南师范大学', major: '英语', band: 'rush', p: 0.45, req: '不限' }
] as const
export const NAMES = SCHOOLS.map((s) => s.name)

/**
 * The draft as stores/applicationForm.ts keeps it (key 'application_forms'; Taro H5 storage wraps
 * values as {data}): SCHOOLS, then `more` further slots.
 */
export function draft(more = 0) {
  const entries = SCHOOLS.map((_, i) => ({ id: 1000 + i, school_id: 500 + i, profession_group_code: `${i + 1}01` }))
  entries.push({ id: 1005, school_id: 500, profession_group_code: '101' })
  const meta: Record<string, object> = {}
  SCHOOLS.forEach((s, i) => (meta[1000 + i] = { institution_name: s.name, major_name: s.major, band: s.band, probability: s.p, subject_requirement: s.req }))
  meta[1005] = { institution_name: '北京大学', major_name: '物理学', band: 'rush', probability: 0.22, subject_requirement: '物理' }
  for (let i = 0; i < more; i++) {
    entries.push({ id: 2000 + i, school_id: 600 + i, profession_group_code: '101' })
    meta[2000 + i] = { institution_name: `示例大学${i + 1}`, major_name: '临床医学', band: 'safe', probability: 0.9 }
  }
  return {
    lists: { normal: entries, category: entries, group: entries },
    orders: { normal: [], category: [], group: [] },
    meta,
    saved: { normal: null, category: null, group: null }
  }
}

/** Puts `value` in the page's storage as the draft and reloads until its slots show. */
export async function seedDraft(ctx: E2eContext, value: ReturnType<typeof draft>): Promise<void> {
  await ctx.page.evaluate((v) => localStorage.setItem('application_forms', JSON.stringify({ data: v })), value)
  await ctx.page.reload()
  await pageHelpers(ctx).byTestId('slot').waitFor()
}

/** The institution names of the slots on the screen (`id`: the table's or the drag page's rows). */
export const slotNames = (ctx: E2eContext, id = 'slot') => ctx.page.locator(`[data-testid="${id}"]:visible [data-testid="slot-name"]`).allInnerTexts()
