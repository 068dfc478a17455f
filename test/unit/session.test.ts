import './support/globals'
import { storageData } from './support/taroMock'
import { cookieSession, SESSION_COOKIE, storageSession } from '../../src/platform/session'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

const DAY = 24 * 3600 * 1000

/** A cookie jar that behaves like document.cookie: assignments set one cookie, max-age=0 deletes it. */
function fakeJar() {
  const cookies = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair, ...attrs] = line.split(';').map((s) => s.trim())
      const [k, v] = pair.split('=')
      if (attrs.includes('max-age=0')) cookies.delete(k)
      else cookies.set(k, v)
    }
  }
}

beforeEach(() => storageData.clear())

describe('session adapter: H5 cookie', () => {
  it('writes a 7-day SameSite=Lax cookie and reads the token back until it expires', () => {
    const jar = fakeJar()
    const s = cookieSession(jar)
    s.save('tok', 1000)
    expect(jar.writes[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=.+; max-age=604800; path=/; SameSite=Lax$`))
    expect(s.load(1000 + 7 * DAY - 1)).toBe('tok')
    expect(s.load(1000 + 7 * DAY)).toBeUndefined()
    expect(jar.cookie).toBe('')
  })
  it('clear() deletes the cookie; garbage reads as no session', () => {
    const jar = fakeJar()
    const s = cookieSession(jar)
    s.save('tok', 0)
    s.clear()
    expect(s.load(0)).toBeUndefined()
    jar.cookie = `${SESSION_COOKIE}=%7Bnot-json; path=/`
    expect(s.load(0)).toBeUndefined()
  })
})

describe('session adapter: weapp storage', () => {
  it('keeps the token with its expiry and drops it after 7 days', () => {
    const s = storageSession()
    s.save('tok', 0)
    expect(storageData.get('session')).toEqual({ token: 'tok', expiresAt: 7 * DAY })
    expect(s.load(7 * DAY - 1)).toBe('tok')
    expect(s.load(7 * DAY)).toBeUndefined()
    expect(storageData.has('session')).toBe(false)
  })
})
