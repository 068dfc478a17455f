/** lib/invite.ts: typed codes, invitation links and the reward progress. */
import { checkInviteCode, codeFromQuery, INVITE_RULES, invitePath, inviteProgress, normalizeInviteCode } from '../../src/lib/invite'
import { hashLink } from '../../src/lib/pageLink'

test('codes are trimmed and upper-cased; letters and digits, 4-16 of them', () => {
  expect(normalizeInviteCode(' ab cd 12 ')).toBe('ABCD12')
  expect(checkInviteCode(' demo0000 ')).toEqual({ ok: true, code: 'DEMO0000' })
  expect(checkInviteCode('  ')).toEqual({ ok: false, message: '请输入邀请码' })
  expect(checkInviteCode('ab')).toEqual({ ok: false, message: '邀请码由 4-16 位字母或数字组成' })
  expect(checkInviteCode('ABCD-1234')).toEqual({ ok: false, message: '邀请码由 4-16 位字母或数字组成' })
  expect(checkInviteCode('A'.repeat(17)).ok).toBe(false)
})

test('links open the invite page with the code', () => {
  expect(invitePath('K7Q2MX9P')).toBe('/gaokao/application/invite?code=K7Q2MX9P')
  expect(hashLink('https://app.example.com/h5/', invitePath('K7Q2MX9P'))).toBe('https://app.example.com/h5/#/gaokao/application/invite?code=K7Q2MX9P')
  expect(hashLink('https://app.example.com/h5/#/pages/tabbar/forum', invitePath('AB12'))).toBe('https://app.example.com/h5/#/gaokao/application/invite?code=AB12')
})

test('the code of ?code=, checked', () => {
  expect(codeFromQuery('k7q2mx9p')).toBe('K7Q2MX9P')
  expect(codeFromQuery('%20AB12%20')).toBe('AB12')
  expect(codeFromQuery('%E0%A4%A')).toBe('')
  expect(codeFromQuery('<script>')).toBe('')
  expect(codeFromQuery(undefined)).toBe('')
})

test('reward progress: one reward per three invitees', () => {
  expect(inviteProgress(0)).toEqual({ rewards: 0, toNext: 3 })
  expect(inviteProgress(2)).toEqual({ rewards: 0, toNext: 1 })
  expect(inviteProgress(3)).toEqual({ rewards: 1, toNext: 3 })
  expect(inviteProgress(7)).toEqual({ rewards: 2, toNext: 2 })
  expect(INVITE_RULES.join()).toContain('活动规则以本页面展示为准')
  expect(INVITE_RULES.join()).toContain('运营人员')
})
