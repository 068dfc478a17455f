/**
 * Rules of 我的志愿表 (gaokao/application/applicationTable), pure: when 保存 has to wait (the gaokao
 * info first, at most MAX_FORMS saved forms), when opening a saved form replaces the draft, and
 * the saved forms' heading.
 */
import { MAX_FORMS } from '@types-contract/application'

/** Why 保存 cannot go ahead: the gaokao info is incomplete (→ 设置高考信息), or the saved forms are full. */
export type SaveBlocker = 'info' | 'full'

export const FORMS_FULL_MESSAGE = `最多保存 ${MAX_FORMS} 份志愿表，请先删除不用的`

/** A saved form is overwritten in place, so only a new one counts against MAX_FORMS. */
export function saveBlocker(args: { infoComplete: boolean; overwriting: boolean; savedCount: number }): SaveBlocker | null {
  if (!args.infoComplete) return 'info'
  if (!args.overwriting && args.savedCount >= MAX_FORMS) return 'full'
  return null
}

/** Opening another form over a draft with entries loses the draft: the page asks first. */
export function opensOverDraft(draftEntries: number, currentId: number | undefined, formId: number): boolean {
  return draftEntries > 0 && currentId !== formId
}

/** 已保存的志愿表（2/5）; without the count while the forms are not loaded. */
export function savedFormsTitle(count: number | undefined): string {
  return `已保存的志愿表${count === undefined ? '' : `（${count}/${MAX_FORMS}）`}`
}
