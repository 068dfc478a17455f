import { chinaDate, chinaFormat, parseChinaTime } from '../../core/chinaTime'
import { escapeHtml } from '../../core/html'
import { takenOn } from '../../core/personalityTests/view'
import { MOBILE_PATTERN, isMobile, maskPhone } from '../../core/phone'

describe('China time', () => {
  it('gives China’s calendar day, which is a day ahead of UTC after 16:00 UTC', () => {
    expect(chinaDate('2029-11-25T16:30:00Z')).toBe('2029-11-26')
    expect(chinaDate('2029-11-25T15:59:59Z')).toBe('2029-11-25')
    expect(chinaFormat(Date.UTC(2025, 0, 1, 0, 0, 0))).toBe('2025-01-01 08:00:00')
  })
  it('formats any template of YYYY, MM, DD, HH, mm and ss from a Date, a number or ISO text', () => {
    expect(chinaFormat(new Date('2024-12-31T16:05:09Z'), 'YYYY年MM月DD日 HH:mm:ss')).toBe('2025年01月01日 00:05:09')
    expect(chinaFormat('2024-02-29T03:04:05+08:00', 'MM-DD HH:mm')).toBe('02-29 03:04')
    expect(chinaFormat(0, 'YYYY-MM-DD HH:mm')).toBe('1970-01-01 08:00')
  })
  it('dates a test result on China’s calendar, in Chinese', () => {
    expect(takenOn('2026-11-23T16:30:00Z')).toBe('2026年11月24日')
    expect(takenOn('bad')).toBe('')
  })
  it('answers empty text for empty or invalid input', () => {
    expect(chinaDate(null)).toBe('')
    expect(chinaDate('')).toBe('')
    expect(chinaDate('not a date')).toBe('')
  })
  it('parses China wall-clock times and refuses dates that do not exist', () => {
    expect(parseChinaTime('2025-06-07 09:00')?.toISOString()).toBe('2025-06-07T01:00:00.000Z')
    expect(parseChinaTime('2025-06-07')?.toISOString()).toBe('2025-06-06T16:00:00.000Z')
    expect(parseChinaTime('2025-02-30')).toBeNull()
    expect(parseChinaTime('2025-06-07 24:00')).toBeNull()
    expect(parseChinaTime('2025/06/07')).toBeNull()
  })
})

describe('mobile numbers', () => {
  it('accepts 11 digits starting 13-19 only', () => {
    expect(isMobile('13800138000')).toBe(true)
    expect(isMobile(' 19912345678 ')).toBe(true)
    expect(isMobile('12800138000')).toBe(false)
    expect(isMobile('1380013800')).toBe(false)
    expect(new RegExp(MOBILE_PATTERN).test('138001380001')).toBe(false)
  })
  it('masks the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('138****8000')).toBe('138****8000')
    expect(maskPhone('')).toBe('')
    expect(maskPhone(null)).toBe('')
  })
})

describe('escapeHtml', () => {
  it('escapes the characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;')
  })
})
