/** lib/formFollow.ts: which form 我的志愿表 opens, this device's draft or the user's most recently saved one. */
import type { ApplicationForm } from '../../types/application'
import type { ApplyMode } from '../../types/edu'
import { followChoice, isOtherUsers, newestForm, type DraftSync } from '../../src/lib/formFollow'

const USER = 7

const form = (id: number, updated_at: string, mode: ApplyMode = 'group'): ApplicationForm => ({
  id,
  name: `方案${id}`,
  province: '河南',
  year: 2026,
  mode,
  track: '物理类',
  entries: [],
  order: [],
  created_at: '2026-06-01T00:00:00.000Z',
  updated_at
})

const A = form(1, '2026-06-20T08:00:00.000Z')
const B = form(2, '2026-06-25T08:00:00.000Z')
const fresh: DraftSync = { owner: 0, edited: false, synced: null }

const choose = (draft: DraftSync, forms: ApplicationForm[], mode: ApplyMode = 'group') => followChoice({ userId: USER, draft, forms, mode })

test('no saved forms: the draft stays, whatever it holds', () => {
  expect(choose(fresh, [])).toEqual({ drop: false, open: null })
  expect(choose({ owner: USER, edited: true, synced: null }, [])).toEqual({ drop: false, open: null })
})

test('a fresh device opens the most recently saved form, by updated_at and not by list order', () => {
  expect(choose(fresh, [A, B])).toEqual({ drop: false, open: B })
  expect(choose({ owner: USER, edited: false, synced: null }, [B, A])).toEqual({ drop: false, open: B })
})

test('saved newer than the draft: a form saved after the draft caught up opens', () => {
  expect(choose({ owner: USER, edited: false, synced: A.updated_at }, [A, B])).toEqual({ drop: false, open: B })
  // The form the draft holds, saved again elsewhere, opens with its new content.
  const again = { ...A, updated_at: '2026-06-21T08:00:00.000Z' }
  expect(choose({ owner: USER, edited: false, synced: A.updated_at }, [again])).toEqual({ drop: false, open: again })
})

test('the draft newer than every saved form stays: edited here, or caught up already', () => {
  // Unsaved edits exist only on this device: they win over any saved form, even a newer one.
  expect(choose({ owner: USER, edited: true, synced: null }, [A, B]).open).toBeNull()
  expect(choose({ owner: USER, edited: true, synced: A.updated_at }, [A, B]).open).toBeNull()
  // Caught up with B (saved here, or an older form opened by hand while B was listed): nothing newer.
  expect(choose({ owner: USER, edited: false, synced: B.updated_at }, [A, B]).open).toBeNull()
})

test('the draft of another user is dropped, edited or not, then the user’s newest form opens', () => {
  expect(choose({ owner: 9, edited: true, synced: B.updated_at }, [A, B])).toEqual({ drop: true, open: B })
  expect(choose({ owner: 9, edited: true, synced: null }, [])).toEqual({ drop: true, open: null })
  expect(isOtherUsers(9, USER)).toBe(true)
  // An owner not known (an older draft) or a user not known yet drops nothing.
  expect(isOtherUsers(0, USER)).toBe(false)
  expect(isOtherUsers(9, 0)).toBe(false)
  expect(isOtherUsers(USER, USER)).toBe(false)
})

test('only forms of the draft’s apply mode can follow (others cannot be opened in it)', () => {
  const normal = form(3, '2026-06-30T08:00:00.000Z', 'normal')
  expect(newestForm([A, normal, B], 'group')).toBe(B)
  expect(newestForm([A, B], 'normal')).toBeNull()
  expect(choose(fresh, [A, normal, B])).toEqual({ drop: false, open: B })
  expect(choose(fresh, [A, B], 'normal')).toEqual({ drop: false, open: null })
})
