/** lib/applicationTable.ts: when 我的志愿表 lets 保存 and 打开 go ahead, and its saved-forms heading. */
import { MAX_FORMS } from '../../types/application'
import { FORMS_FULL_MESSAGE, opensOverDraft, saveBlocker, savedFormsTitle } from '../../src/lib/applicationTable'

test('保存 waits for the gaokao info, then for room unless the form is overwritten', () => {
  expect(saveBlocker({ infoComplete: false, overwriting: true, savedCount: 0 })).toBe('info')
  expect(saveBlocker({ infoComplete: true, overwriting: false, savedCount: MAX_FORMS })).toBe('full')
  expect(saveBlocker({ infoComplete: true, overwriting: true, savedCount: MAX_FORMS })).toBeNull()
  expect(saveBlocker({ infoComplete: true, overwriting: false, savedCount: MAX_FORMS - 1 })).toBeNull()
  expect(FORMS_FULL_MESSAGE).toBe(`最多保存 ${MAX_FORMS} 份志愿表，请先删除不用的`)
})

test('opening another form over a draft with entries asks first', () => {
  expect(opensOverDraft(3, undefined, 7)).toBe(true)
  expect(opensOverDraft(3, 5, 7)).toBe(true)
  expect(opensOverDraft(3, 7, 7)).toBe(false)
  expect(opensOverDraft(0, 5, 7)).toBe(false)
})

test('the saved forms’ heading counts them once loaded', () => {
  expect(savedFormsTitle(undefined)).toBe('已保存的志愿表')
  expect(savedFormsTitle(2)).toBe(`已保存的志愿表（2/${MAX_FORMS}）`)
})
