/**
 * The pure rules of favourites, feedback and the 我的 tab (issue 22): how a favourite list changes,
 * the text rules the feedback form and the server share, the form's mode, readiness and request, and
 * that every entry of 我的 opens a page of the route table.
 */
import { newestFirst, withCollected } from '../../core/collections'
import { charCount, feedbackTextProblems, replyProblem } from '../../core/feedback'
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS, REPORT_CATEGORIES } from '../../types/personalFeedback'
import { categoriesOf, categoryLabel, checkFeedback, emptyFeedbackForm, feedbackModeOf, toFeedbackRequest } from '../../src/lib/feedbackForm'
import { HELP_ROWS, MESSAGES_SPEC, PERSONAL_ENTRIES, SETTINGS_ROWS } from '../../src/lib/personalMenu'
import { routeBySpec } from '../../src/routes'

describe('withCollected', () => {
  test('adds at the end once; removes; the same list when nothing changes', () => {
    const list = [3, 1] as const
    expect(withCollected(list, 2, true)).toEqual([3, 1, 2])
    expect(withCollected(list, 1, true)).toBe(list)
    expect(withCollected(list, 3, false)).toEqual([1])
    expect(withCollected(list, 9, false)).toBe(list)
    expect(withCollected(['080901'], '080901', false)).toEqual([])
  })

  test('newest first without touching the stored order', () => {
    const list = [1, 2, 3]
    expect(newestFirst(list)).toEqual([3, 2, 1])
    expect(list).toEqual([1, 2, 3])
  })
})

describe('feedback text rules', () => {
  test('the body: required, 5-500 characters as a person counts them, trimmed', () => {
    expect(feedbackTextProblems({ body: '  ' })).toEqual({ body: '请描述你遇到的问题或建议' })
    expect(feedbackTextProblems({ body: ' 太慢了啊 ' })).toEqual({ body: '请至少写 5 个字' })
    expect(feedbackTextProblems({ body: '打不开页面' })).toEqual({})
    expect(feedbackTextProblems({ body: '😀😀😀😀😀' })).toEqual({})
    expect(feedbackTextProblems({ body: '字'.repeat(FEEDBACK_LIMITS.bodyMax) })).toEqual({})
    expect(feedbackTextProblems({ body: '字'.repeat(FEEDBACK_LIMITS.bodyMax + 1) })).toEqual({ body: '最多 500 个字' })
    expect(charCount('👍🏻a')).toBe(3)
  })

  test('the contact: optional, at most 50 characters, one line', () => {
    expect(feedbackTextProblems({ body: '打不开页面', contact: '' })).toEqual({})
    expect(feedbackTextProblems({ body: '打不开页面', contact: '1'.repeat(51) })).toEqual({ contact: '联系方式最多 50 个字' })
    expect(feedbackTextProblems({ body: '打不开页面', contact: 'a\nb' })).toEqual({ contact: '联系方式不能包含换行等特殊字符' })
  })

  test('a staff reply: not empty, at most 500', () => {
    expect(replyProblem(' ')).toBe('请输入回复内容')
    expect(replyProblem('好的')).toBeNull()
    expect(replyProblem('字'.repeat(501))).toBe('回复最多 500 个字')
  })

  test('every category has a label', () => {
    for (const key of [...FEEDBACK_CATEGORIES, ...REPORT_CATEGORIES]) expect(FEEDBACK_CATEGORY_LABELS[key]).toBeTruthy()
    expect(categoryLabel('bug')).toBe('问题反馈')
    expect(categoryLabel('unknown')).toBe('unknown')
  })
})

describe('the feedback form', () => {
  test('the mode from the query: feedback, a report of a user, or nothing to report', () => {
    expect(feedbackModeOf({})).toEqual({ kind: 'feedback' })
    expect(feedbackModeOf({ type: 'report', user_id: '42' })).toEqual({ kind: 'report', userId: 42 })
    expect(feedbackModeOf({ type: 'report', user_id: 'x' })).toBeNull()
    expect(feedbackModeOf({ type: 'report' })).toBeNull()
    expect(categoriesOf({ kind: 'report', userId: 1 })).toBe(REPORT_CATEGORIES)
    expect(categoriesOf({ kind: 'feedback' })).toBe(FEEDBACK_CATEGORIES)
  })

  test('what holds 提交, in the page’s order', () => {
    const mode = { kind: 'feedback' } as const
    expect(checkFeedback(emptyFeedbackForm(), mode, 'ready').first).toBe('请选择问题类型')
    expect(checkFeedback(emptyFeedbackForm(), { kind: 'report', userId: 1 }, 'ready').first).toBe('请选择举报原因')
    const form = { category: 'bug', body: '导出失败了啊', contact: '' }
    expect(checkFeedback(form, mode, 'ready')).toEqual({ errors: {}, first: undefined })
    expect(checkFeedback(form, mode, 'uploading').first).toBe('图片上传中，请稍候')
    expect(checkFeedback(form, mode, 'failed').first).toBe('有图片上传失败，请重试或删除')
    // A report category is not a feedback one.
    expect(checkFeedback({ ...form, category: 'spam' }, mode, 'ready').errors.category).toBe('请选择问题类型')
    expect(checkFeedback({ ...form, body: '短' }, mode, 'ready').first).toBe('请至少写 5 个字')
  })

  test('the request: trimmed texts, the contact only when given, the report’s user', () => {
    const form = { category: 'bug', body: ' 导出失败了啊 ', contact: '  ' }
    expect(toFeedbackRequest(form, { kind: 'feedback' }, ['k1'])).toEqual({ category: 'bug', body: '导出失败了啊', images: ['k1'] })
    expect(toFeedbackRequest({ ...form, category: 'spam', contact: ' wx1 ' }, { kind: 'report', userId: 7 }, [])).toEqual({
      user_id: 7,
      category: 'spam',
      body: '导出失败了啊',
      images: [],
      contact: 'wx1'
    })
  })
})

describe('the 我的 tab’s entries', () => {
  const all = [...PERSONAL_ENTRIES, ...HELP_ROWS, ...SETTINGS_ROWS]

  test('each opens a built page of the route table; test ids are unique', () => {
    for (const entry of all) expect(routeBySpec(entry.spec).built).toBe(true)
    expect(new Set(all.map((e) => e.testId)).size).toBe(all.length)
    expect(new Set(all.map((e) => e.spec)).size).toBe(all.length)
  })

  test('every area of the personal centre is there, the tests and the messages with their badge', () => {
    const specs = PERSONAL_ENTRIES.map((e) => e.spec)
    for (const spec of [
      'personal/taskcenter/index',
      'personal/wear',
      'personal/medal/index',
      'personal/certificate/index',
      'personal/favorites',
      'personal/walletRecord',
      'personal/order/orderList',
      'personal/topicRecord',
      'test/index'
    ]) {
      expect(specs).toContain(spec)
    }
    expect(specs).toContain(MESSAGES_SPEC)
    expect(PERSONAL_ENTRIES.every((e) => e.icon)).toBe(true)
  })
})
