/**
 * Live sessions by the clock (core/live.ts), the chat's rules (core/liveChat.ts) and how sessions
 * read on the pages (src/lib/liveView.ts).
 */
import { liveStateAt, liveTabBounds, mayEnterRoom, REPLAY_MS } from '../../core/live'
import { checkChatText, parseClientFrame, rateCheck } from '../../core/liveChat'
import { detailAction, liveIdOf, priceText, timeLine } from '../../src/lib/liveView'

const start = Date.UTC(2026, 10, 26, 11, 0)
const end = start + 90 * 60_000

describe('liveStateAt', () => {
  test('预告 before the start, 直播中 from the start until the end, 回放 for 30 days, then 已结束', () => {
    expect(liveStateAt(start, end, start - 1)).toBe('upcoming')
    expect(liveStateAt(start, end, start)).toBe('live')
    expect(liveStateAt(start, end, end - 1)).toBe('live')
    expect(liveStateAt(start, end, end)).toBe('replay')
    expect(liveStateAt(start, end, end + REPLAY_MS - 1)).toBe('replay')
    expect(liveStateAt(start, end, end + REPLAY_MS)).toBe('ended')
  })

  test('the tabs’ bounds agree with the states', () => {
    const now = start + 10 * 60_000
    const inTab = (tab: 'live' | 'upcoming' | 'replay', s: number, e: number) => {
      const b = liveTabBounds(tab, now)
      return (
        (b.startsAfter === undefined || s > b.startsAfter) &&
        (b.startsAtOrBefore === undefined || s <= b.startsAtOrBefore) &&
        (b.endsAfter === undefined || e > b.endsAfter) &&
        (b.endsAtOrBefore === undefined || e <= b.endsAtOrBefore)
      )
    }
    const cases: [number, number][] = [
      [start, end],
      [now, now + 1],
      [now + 1, now + 2],
      [now - 2, now - 1],
      [now - REPLAY_MS - 2, now - REPLAY_MS],
      [now - 5, now]
    ]
    for (const [s, e] of cases) {
      const state = liveStateAt(s, e, now)
      for (const tab of ['live', 'upcoming', 'replay'] as const) expect([tab, s, e, inTab(tab, s, e)]).toEqual([tab, s, e, state === tab])
    }
  })

  test('a room is open when free or with a ticket', () => {
    expect(mayEnterRoom(0, false)).toBe(true)
    expect(mayEnterRoom(990, false)).toBe(false)
    expect(mayEnterRoom(990, true)).toBe(true)
  })
})

describe('chat rules', () => {
  test('text: trimmed, control characters removed, never empty, at most 200 characters (astral ones count once)', () => {
    expect(checkChatText('  你好\u0000 ')).toEqual({ ok: true, text: '你好' })
    expect(checkChatText('第一行\n第二行')).toEqual({ ok: true, text: '第一行\n第二行' })
    expect(checkChatText('<b>x</b>')).toEqual({ ok: true, text: '<b>x</b>' })
    expect(checkChatText(' \t\n')).toEqual({ ok: false, code: 'empty', detail: '消息不能为空' })
    expect(checkChatText('😀'.repeat(200))).toMatchObject({ ok: true })
    expect(checkChatText('😀'.repeat(201))).toEqual({ ok: false, code: 'too_long', detail: '消息最多 200 个字' })
  })

  test('frames: auth and send only, with their fields checked', () => {
    expect(parseClientFrame('{"type":"auth","token":"t"}')).toEqual({ type: 'auth', token: 't' })
    expect(parseClientFrame('{"type":"auth","token":"t","after":12}')).toEqual({ type: 'auth', token: 't', after: 12 })
    expect(parseClientFrame('{"type":"auth","token":"t","after":-1}')).toBeNull()
    expect(parseClientFrame('{"type":"send","client_id":"a-1_b","text":"hi"}')).toEqual({ type: 'send', client_id: 'a-1_b', text: 'hi' })
    expect(parseClientFrame('{"type":"send","client_id":"a b","text":"hi"}')).toBeNull()
    expect(parseClientFrame(`{"type":"send","client_id":"${'x'.repeat(65)}","text":"hi"}`)).toBeNull()
    expect(parseClientFrame('{"type":"send","client_id":"a","text":5}')).toBeNull()
    expect(parseClientFrame('{"type":"ping"}')).toBeNull()
    expect(parseClientFrame('not json')).toBeNull()
    expect(parseClientFrame('[1]')).toBeNull()
  })

  test('rate: five within ten seconds, the sixth refused; older sends drop out of the window', () => {
    const now = 100_000
    const five = [91_000, 93_000, 95_000, 97_000, 99_000]
    expect(rateCheck(five.slice(0, 4), now).allowed).toBe(true)
    expect(rateCheck(five, now)).toEqual({ allowed: false, kept: five })
    expect(rateCheck(five, 101_000)).toEqual({ allowed: true, kept: five.slice(1) })
  })
})

describe('liveView', () => {
  test('time line in China time; the end’s date only when it differs, the years when they do', () => {
    expect(timeLine({ starts_at: '2026-11-26T11:00:00Z', ends_at: '2026-11-26T12:30:00Z' })).toBe('11月26日 19:00 - 20:30')
    expect(timeLine({ starts_at: '2026-11-26T15:00:00Z', ends_at: '2026-11-26T17:00:00Z' })).toBe('11月26日 23:00 - 11月27日 01:00')
    expect(timeLine({ starts_at: '2026-11-26T21:20:00Z', ends_at: '2027-11-26T21:20:00Z' })).toBe('2026年11月27日 05:20 - 2027年11月27日 05:20')
  })

  test('price and the detail page’s button', () => {
    expect(priceText(0)).toBe('免费')
    expect(priceText(990)).toBe('¥9.90')
    expect(detailAction({ state: 'live', price_fen: 0, has_ticket: false })).toEqual({ kind: 'enter', label: '进入直播间' })
    expect(detailAction({ state: 'live', price_fen: 990, has_ticket: false })).toEqual({ kind: 'buy', label: '购买 ¥9.90' })
    expect(detailAction({ state: 'upcoming', price_fen: 990, has_ticket: true }).kind).toBe('enter')
    expect(detailAction({ state: 'replay', price_fen: 0, has_ticket: false })).toEqual({ kind: 'enter', label: '观看回放' })
    expect(detailAction({ state: 'ended', price_fen: 0, has_ticket: true }).kind).toBe('none')
  })

  test('liveId of the query: a positive integer or null', () => {
    expect(liveIdOf('12')).toBe(12)
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9'.repeat(20)]) expect(liveIdOf(bad)).toBeNull()
  })
})
