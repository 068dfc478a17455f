import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES } from '../../types/user'
import { gradesOf, identityOf } from '../../core/identity'
import { isMobile } from '../../core/phone'
import { idCardCheckChar, isCode, isEmail, isIdCard, isUrl, validateCode, validateEmail, validateIdCard, validateMobile, validateUrl } from '../../src/lib/validators'

describe('mobile', () => {
  it.each(['13800138000', '19912345678', '15000000000', ' 13800138000 '])('accepts %s', (v) => expect(isMobile(v)).toBe(true))
  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ''])('rejects %s', (v) => expect(isMobile(v)).toBe(false))
  it('says what is wrong in Chinese', () => {
    expect(validateMobile('')).toBe('请输入手机号')
    expect(validateMobile('123')).toBe('请输入正确的手机号')
    expect(validateMobile('13800138000')).toBeNull()
  })
})

describe('six-digit code', () => {
  it('accepts exactly six digits', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('12345a')).toBe(false)
    expect(validateCode('')).toBe('请输入验证码')
    expect(validateCode('12')).toBe('请输入6位数字验证码')
    expect(validateCode('000000')).toBeNull()
  })
})

describe('ID card (GB 11643 check digit)', () => {
  // 11010519491231002X is the standard's own example; 440524188001010014 a textbook one.
  it('computes the check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X')
    expect(idCardCheckChar('44052418800101001')).toBe('4')
  })
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014'])('accepts %s', (v) => expect(isIdCard(v)).toBe(true))
  it.each([
    ['wrong check digit', '110105194912310021'],
    ['wrong check digit 2', '440524188001010015'],
    ['17 characters', '11010519491231002'],
    ['bad date', '110105194902301003'],
    ['letters', '11010519491231A02X'],
    ['leading zero region', '01010519491231002X']
  ])('rejects %s', (_why, v) => expect(isIdCard(v)).toBe(false))
  it('says what is wrong in Chinese', () => {
    expect(validateIdCard('')).toBe('请输入身份证号')
    expect(validateIdCard('110105194912310021')).toBe('请输入正确的身份证号')
    expect(validateIdCard('11010519491231002X')).toBeNull()
  })
})

describe('email and url', () => {
  it('email', () => {
    expect(isEmail('a.b+c@example.com.cn')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@example.com')).toBe(false)
    expect(validateEmail('x')).toBe('请输入正确的邮箱地址')
    expect(validateEmail('x@y.cn')).toBeNull()
  })
  it('url', () => {
    expect(isUrl('https://example.com/a?b=1')).toBe(true)
    expect(isUrl('http://localhost:8080')).toBe(true)
    expect(isUrl('ftp://example.com')).toBe(false)
    expect(isUrl('example.com')).toBe(false)
    expect(validateUrl('')).toBe('请输入网址')
    expect(validateUrl('nope')).toBe('请输入正确的网址')
  })
})

describe('identity follows the grade', () => {
  it('college for university and postgraduate grades, else high school', () => {
    for (const g of COLLEGE_GRADES) expect(identityOf(g)).toBe('college')
    for (const g of HIGH_SCHOOL_GRADES) expect(identityOf(g)).toBe('high_school')
    expect(identityOf(null)).toBe('high_school')
    expect(identityOf(undefined)).toBe('high_school')
    expect(gradesOf('college')).toBe(COLLEGE_GRADES)
  })
})
