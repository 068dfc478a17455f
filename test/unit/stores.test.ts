import './support/globals'
import { storageData } from './support/taroMock'
import { ThemeStore } from '../../src/stores/theme'
import { UserStore } from '../../src/stores/user'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

beforeEach(() => storageData.clear())

describe('theme store', () => {
  it('starts from the brand theme, switches at run time and persists', () => {
    const store = new ThemeStore('blue')
    expect(store.name).toBe('blue')
    store.setTheme('pink')
    expect(store.vars['--nutui-color-primary']).toBe('#cc2b64')
    expect(new ThemeStore('blue').name).toBe('pink')
  })
})

describe('user store', () => {
  it('persists the token for 7 days and forgets it on logout', () => {
    let now = 1_000_000
    const store = new UserStore(() => now)
    store.setToken('abc')
    expect(new UserStore(() => now).token).toBe('abc')
    now += 7 * 24 * 3600 * 1000
    expect(new UserStore(() => now).isLoggedIn).toBe(false)
    const again = new UserStore(() => 0)
    again.setToken('def')
    again.logout()
    expect(again.token).toBe('')
    expect(new UserStore(() => 0).isLoggedIn).toBe(false)
  })
})
