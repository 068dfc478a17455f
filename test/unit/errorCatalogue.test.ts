import { errorActions, type ErrorContext } from '../../src/api/errorCatalogue'
import { specSection } from './support/spec'

const ctx: ErrorContext = { bilibiliHosted: false, onPhoneLoginPage: false }

describe('error catalogue (SPEC §8)', () => {
  it('is the spec table', () => {
    const s = specSection(8)
    for (const text of ['没有权限 / 请稍后再试', '暂无数据', '请求过于频繁 / 歇一会吧', '请求失败 / 服务器内部错误，请联系我们', '未知错误，请联系我们', '请先登录...']) {
      expect(s).toContain(text)
    }
  })

  it('400: hides loading and toasts the detail when present', () => {
    expect(errorActions({ status: 400, body: { detail: '手机号格式不对', code: 'bad_request' } }, ctx)).toEqual([
      { kind: 'hideLoading' },
      { kind: 'toast', text: '手机号格式不对' }
    ])
    expect(errorActions({ status: 400, body: { code: 'bad_request' } }, ctx)).toEqual([{ kind: 'hideLoading' }])
    // incomplete gaokao info: the message, then the setting page
    expect(errorActions({ status: 400, body: { detail: '请先完善高考信息', code: 'BAD_PARAMS' } }, ctx)).toEqual([
      { kind: 'hideLoading' },
      { kind: 'toast', text: '请先完善高考信息' },
      { kind: 'completeGaokaoInfo' }
    ])
    expect(errorActions({ status: 400, body: 'oops' }, ctx)).toEqual([{ kind: 'hideLoading' }])
  })

  it('401: hides loading, stops pull-down, logs out, toasts 请先登录... and starts one-press login', () => {
    expect(errorActions({ status: 401, body: { detail: 'x', code: 'not_authenticated' } }, ctx)).toEqual([
      { kind: 'hideLoading' },
      { kind: 'stopPullDown' },
      { kind: 'logout' },
      { kind: 'toast', text: '请先登录...' },
      { kind: 'oneKeyLogin' }
    ])
  })

  it('401: quiet for token_not_valid', () => {
    expect(errorActions({ status: 401, body: { detail: 'x', code: 'token_not_valid' } }, ctx)).toEqual([
      { kind: 'hideLoading' },
      { kind: 'stopPullDown' },
      { kind: 'logout' }
    ])
  })

  it('401: quiet on the phone login page', () => {
    expect(errorActions({ status: 401, body: { code: 'not_authenticated' } }, { ...ctx, onPhoneLoginPage: true })).toEqual([
      { kind: 'hideLoading' },
      { kind: 'stopPullDown' },
      { kind: 'logout' }
    ])
  })

  it('401: no logout when bilibili-hosted', () => {
    expect(errorActions({ status: 401, body: { code: 'not_authenticated' } }, { ...ctx, bilibiliHosted: true })).toEqual([
      { kind: 'hideLoading' },
      { kind: 'stopPullDown' },
      { kind: 'toast', text: '请先登录...' },
      { kind: 'oneKeyLogin' }
    ])
  })

  it('403: dialog 没有权限 / 请稍后再试', () => {
    expect(errorActions({ status: 403, body: { code: 'bad_signature' } }, ctx)).toEqual([{ kind: 'dialog', title: '没有权限', content: '请稍后再试' }])
  })

  it('404: toast 暂无数据', () => {
    expect(errorActions({ status: 404 }, ctx)).toEqual([{ kind: 'toast', text: '暂无数据' }])
  })

  it('422: hides loading only', () => {
    expect(errorActions({ status: 422, body: { detail: '规则', code: 'business_rule' } }, ctx)).toEqual([{ kind: 'hideLoading' }])
  })

  it('429: dialog 请求过于频繁 / 歇一会吧', () => {
    expect(errorActions({ status: 429 }, ctx)).toEqual([{ kind: 'dialog', title: '请求过于频繁', content: '歇一会吧' }])
  })

  it('500: dialog 请求失败 / 服务器内部错误，请联系我们', () => {
    expect(errorActions({ status: 500 }, ctx)).toEqual([{ kind: 'dialog', title: '请求失败', content: '服务器内部错误，请联系我们' }])
  })

  it('other statuses: dialog 未知错误，请联系我们', () => {
    for (const status of [302, 405, 409, 502, 503]) {
      expect(errorActions({ status }, ctx)).toEqual([{ kind: 'dialog', title: '未知错误，请联系我们' }])
    }
  })

  it('network failures: nothing', () => {
    expect(errorActions({}, ctx)).toEqual([])
    expect(errorActions({ status: 0 }, ctx)).toEqual([])
  })
})
