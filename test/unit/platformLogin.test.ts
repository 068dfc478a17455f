import './support/globals'
import { taroMock } from './support/taroMock'
import { ALLOW_LOGIN_PROMPT as ALLOW_PROMPT, loginRefusedMessage as refusalMessage } from '../../src/lib/wxErrors'
import { PlatformLoginError, h5Login, weappLogin } from '../../src/platform/login'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

const mock = taroMock as typeof taroMock & { login?: jest.Mock }

describe('platform login', () => {
  it("a refused authorization says '请点击允许', except WeChat's -12006", () => {
    expect(refusalMessage({ errMsg: 'login:fail auth deny' })).toBe(ALLOW_PROMPT)
    expect(refusalMessage({ errCode: -12006, errMsg: 'x' })).toBeNull()
    expect(refusalMessage({ errno: -12006 })).toBeNull()
    expect(refusalMessage({ errCode: '-12006' })).toBeNull()
    expect(refusalMessage({ errCode: -1 })).toBe(ALLOW_PROMPT)
    expect(refusalMessage(undefined)).toBe(ALLOW_PROMPT)
  })

  it('weapp: Taro.login code goes to the exchange (the server wx login)', async () => {
    mock.login = jest.fn().mockResolvedValue({ code: 'js-code', errMsg: 'login:ok' })
    const exchange = jest.fn().mockResolvedValue({ access: 't', user_core: {} })
    await expect(weappLogin.login(exchange)).resolves.toEqual({ access: 't', user_core: {} })
    expect(exchange).toHaveBeenCalledWith('js-code')
  })

  it('weapp: a refusal becomes a PlatformLoginError with the message to show (or none)', async () => {
    const exchange = jest.fn()
    mock.login = jest.fn().mockRejectedValue({ errMsg: 'login:fail' })
    await expect(weappLogin.login(exchange)).rejects.toMatchObject({ userMessage: ALLOW_PROMPT })
    mock.login = jest.fn().mockRejectedValue({ errCode: -12006, errMsg: 'login:fail' })
    const err = await weappLogin.login(exchange).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PlatformLoginError)
    expect((err as PlatformLoginError).userMessage).toBeNull()
    expect(exchange).not.toHaveBeenCalled()
  })

  it('h5: carrier one-press is not available in a browser', async () => {
    expect(h5Login.available).toBe(false)
    expect(h5Login.unavailableReason).toContain('手机号验证码登录')
    await expect(h5Login.login(jest.fn())).rejects.toBeInstanceOf(PlatformLoginError)
  })
})
