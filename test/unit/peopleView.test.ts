/** The people and messages pages' rules (src/lib/peopleView.ts) and the unread badge value (src/lib/unreadBadge.ts). */
import { followLabel, followSideOf, messageAction, messageTarget, messageTypeOf, nameOf } from '../../src/lib/peopleView'
import { badgeText, onUnreadTotal, setUnreadTotal, unreadTotal } from '../../src/lib/unreadBadge'

test('the follow button says where the two stand', () => {
  expect(followLabel({ followed: false, follows_me: false })).toBe('关注')
  expect(followLabel({ followed: false, follows_me: true })).toBe('回关')
  expect(followLabel({ followed: true, follows_me: false })).toBe('已关注')
  expect(followLabel({ followed: true, follows_me: true })).toBe('互相关注')
  expect(nameOf({ user_id: 7, username: '' })).toBe('用户7')
  expect(nameOf({ user_id: 7, username: '小明' })).toBe('小明')
})

test('a message says what happened and opens the post, else the person, else nothing', () => {
  const actor = { user_id: 3 }
  const post = { id: 9, title: '标题' }
  expect(messageAction({ type: 'replies', actor, post, text: '好' })).toBe('回复了你')
  expect(messageAction({ type: 'likes', actor, post, text: '' })).toBe('赞了你的帖子')
  expect(messageAction({ type: 'follows', actor, post: null, text: '' })).toBe('关注了你')
  expect(messageAction({ type: 'system', actor: null, post: null, text: '欢迎' })).toBe('系统通知')
  expect(messageTarget({ type: 'replies', actor, post, text: '' })).toEqual({ post: 9 })
  expect(messageTarget({ type: 'likes', actor, post: null, text: '' })).toEqual({ person: 3 })
  expect(messageTarget({ type: 'follows', actor, post, text: '' })).toEqual({ person: 3 })
  expect(messageTarget({ type: 'system', actor: null, post: null, text: '' })).toBeNull()
  expect(messageTarget({ type: 'system', actor: null, post, text: '' })).toEqual({ post: 9 })
})

test('the query parameters fall back to the first tab', () => {
  expect(messageTypeOf('likes')).toBe('likes')
  expect(messageTypeOf(undefined)).toBe('replies')
  expect(messageTypeOf('chat')).toBe('replies')
  expect(followSideOf('followers')).toBe('followers')
  expect(followSideOf('x')).toBe('following')
})

test('the unread total: listeners hear changes only; the badge reads 99+ above 99 and nothing at 0', () => {
  const heard: number[] = []
  const stop = onUnreadTotal((n) => heard.push(n))
  setUnreadTotal(3)
  setUnreadTotal(3)
  setUnreadTotal(-2)
  setUnreadTotal(120)
  stop()
  setUnreadTotal(5)
  expect(heard).toEqual([3, 0, 120])
  expect(unreadTotal()).toBe(5)
  expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100)]).toEqual(['', '1', '99', '99+'])
})
