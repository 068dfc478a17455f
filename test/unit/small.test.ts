import { createFingerprint } from '../../src/lib/fingerprint'
import { buildQuery } from '../../src/lib/query'
import { newSession, validToken } from '../../src/lib/session'
import { themeVars } from '../../src/theme/themes'

describe('query strings', () => {
  it('encodes in insertion order, skips empty values, repeats arrays', () => {
    expect(buildQuery({ a: 1, b: undefined, c: null, d: 'x y&z', e: [1, 2], f: false })).toBe('a=1&d=x%20y%26z&e=1&e=2&f=false')
    expect(buildQuery(undefined)).toBe('')
  })
})

describe('session', () => {
  it('lasts 7 days', () => {
    const s = newSession('t', 1000)
    expect(s.expiresAt - 1000).toBe(7 * 24 * 3600 * 1000)
    expect(validToken(s, s.expiresAt - 1)).toBe('t')
    expect(validToken(s, s.expiresAt)).toBeUndefined()
    expect(validToken('garbage', 0)).toBeUndefined()
    expect(validToken({ token: '', expiresAt: 9e15 }, 0)).toBeUndefined()
  })
})

describe('fingerprint', () => {
  it('is random per install', () => {
    const a = createFingerprint()
    const b = createFingerprint()
    expect(a).not.toBe(b)
    expect(
      createFingerprint(
        () => 0.5,
        () => 0
      )
    ).toBe('0-80000000800000008000000080000000')
  })
})

describe('themes', () => {
  it("sets NutUI primary colours: blue #005aff, pink #cc2b64 (the spec's #ff6699 darkened for AA contrast)", () => {
    expect(themeVars('blue')['--nutui-color-primary']).toBe('#005aff')
    expect(themeVars('pink')['--nutui-color-primary']).toBe('#cc2b64')
    expect(themeVars('pink')['--app-primary']).toBe('#cc2b64')
  })
})
