/**
 * Forum calls of the API tests, bound to one accounts app: signed sends with a member's token, the
 * 2xx body, and asking/answering with the clock moved past the rate-limit windows first, so a test
 * about something else never meets a 429.
 */
import type { LightMyRequestResponse } from 'fastify'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type NewQuestion, type NewTopic, type PostDetail } from '../../../types/forum'
import { signedInject } from '../helpers'
import type { AccountsApp, Member } from './accounts'

const MINUTE = 60_000

/** The body when the status is `status` (200 unless told), else throws with what came. */
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json() as T
}

export const postUrl = (id: number, rest = '') => `${FORUM_PATHS.posts}${id}/${rest}`

/** A question a test asks, with `overrides`. */
export const newQuestion = (overrides: Partial<NewQuestion> = {}): NewQuestion => ({
  level: 'middle_school',
  tab: 'apply',
  title: '江苏考生位次一万五能报哪些学校？',
  body: '物化生，估分 612，想学计算机。',
  images: [],
  qa_tag: 'apply',
  ...overrides
})

/** The calls bound to the test's app, read when called (`app` is assigned in a beforeAll). */
/** A topic a test posts, with `overrides`. */
export const newTopic = (overrides: Partial<NewTopic> = {}): NewTopic => ({
  level: 'middle_school',
  tab: 'study',
  body: '今天整理了错题本。',
  images: [],
  hashtags: [],
  ...overrides
})

export function forumClient(app: () => AccountsApp) {
  const auth = (access?: string): Record<string, string> => (access ? { authorization: `Bearer ${access}` } : {})
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
    signedInject(app().app, { method, url, payload, headers: auth(access) })
  return {
    send,
    /** Asks as `who`, first moving the clock past the posting window. */
    async ask(who: Member, overrides: Partial<NewQuestion> = {}): Promise<PostDetail> {
      app().clock.now += FORUM_RATE_LIMITS.post.windowMs
      return ok<PostDetail>(await send('POST', FORUM_PATHS.questions, who.access, newQuestion(overrides)), 201)
    },
    /** Posts a topic as `who`, first moving the clock past the posting window. */
    async say(who: Member, overrides: Partial<NewTopic> = {}): Promise<PostDetail> {
      app().clock.now += FORUM_RATE_LIMITS.post.windowMs
      return ok<PostDetail>(await send('POST', FORUM_PATHS.topics, who.access, newTopic(overrides)), 201)
    },
    /** Answers (or, with `parentId`, replies to an answer) as `who`, a minute later; the raw answer. */
    answer(who: Member, postId: number, body: string, parentId?: number): Promise<LightMyRequestResponse> {
      app().clock.now += MINUTE
      return send('POST', postUrl(postId, 'answers/'), who.access, parentId === undefined ? { body } : { body, parent_id: parentId })
    }
  }
}
