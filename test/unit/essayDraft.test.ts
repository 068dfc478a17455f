/** The editor's device drafts and their sync rules (src/lib/essayDraft.ts, docs/writing.md "Drafts"). */
import type { EssayDraft, EssayDraftSummary } from '../../types/writing'
import {
  adoptGuestEssays,
  afterConflict,
  afterSave,
  createdBefore,
  createMark,
  draftRows,
  editEssay,
  essayFromServer,
  essayStorageKey,
  LOCAL_ESSAYS_MAX,
  newEssay,
  newEssayKey,
  putLocalEssay,
  readLocalEssays,
  removeLocalEssay,
  saveCall,
  type LocalEssay
} from '../../src/lib/essayDraft'

const T = Date.UTC(2025, 5, 10, 4, 0, 0)
const prompt = { id: 3, title: '灯', target_words: 800 }

function server(over: Partial<EssayDraft> = {}): EssayDraft {
  return {
    id: 7,
    prompt_id: 3,
    prompt_title: '灯',
    target_words: 800,
    title: '楼道里的灯',
    body: '服务器上的文字',
    word_count: 7,
    revision: 2,
    created_at: new Date(T).toISOString(),
    updated_at: new Date(T).toISOString(),
    ...over
  }
}

const summary = (over: Partial<EssayDraftSummary> = {}): EssayDraftSummary => {
  const { body: _body, created_at: _created, ...rest } = server(over as Partial<EssayDraft>)
  return { ...rest, excerpt: '服务器上的文字', ...over }
}

describe('the device list', () => {
  test('keys per owner; a new essay; damaged entries dropped; last edited first', () => {
    expect([essayStorageKey(12), essayStorageKey(null)]).toEqual(['essay_drafts:12', 'essay_drafts:guest'])
    expect(newEssayKey(T, 0.5)).toMatch(/^e[0-9a-z]+$/)
    const a = newEssay('a', prompt, T)
    expect(a).toEqual({
      key: 'a',
      id: null,
      prompt_id: 3,
      prompt_title: '灯',
      target_words: 800,
      title: '',
      body: '',
      revision: 0,
      dirty: false,
      edited_at: T,
      creating: null
    })
    expect(newEssay('f', null, T)).toEqual(expect.objectContaining({ prompt_id: null, prompt_title: null, target_words: 800 }))
    const b = { ...newEssay('b', null, T + 5), body: '新' }
    const stored = [a, 'junk', { ...a, key: '' }, { ...a, revision: 'x' }, b, { ...a, body: '重复' }]
    expect(readLocalEssays(stored).map((e) => e.key)).toEqual(['b', 'a'])
    expect(readLocalEssays(null)).toEqual([])
    expect(readLocalEssays([{ ...a, creating: { since: 'x' } }])[0].creating).toBeNull()
    expect(removeLocalEssay([a, b], 'a')).toEqual([b])
  })

  test('at most LOCAL_ESSAYS_MAX: the oldest saved ones go, unsaved ones stay', () => {
    let list: LocalEssay[] = []
    for (let i = 0; i < LOCAL_ESSAYS_MAX; i++) list = putLocalEssay(list, { ...newEssay(`k${i}`, null, T + i), id: i + 1, dirty: i === 0 })
    list = putLocalEssay(list, newEssay('new', null, T + 1000))
    expect(list.length).toBe(LOCAL_ESSAYS_MAX)
    expect(list.map((e) => e.key)).toContain('k0')
    expect(list.map((e) => e.key)).not.toContain('k1')
    expect(list[0].key).toBe('new')
  })

  test("a guest's drafts taken into the account are saved as new ones; empty ones are left", () => {
    const guest = [{ ...newEssay('g', null, T), body: '游客写的', id: 4, revision: 2 }, newEssay('empty', null, T)]
    expect(adoptGuestEssays(guest)).toEqual([expect.objectContaining({ key: 'g', id: null, revision: 0, dirty: true, creating: null })])
  })
})

describe('typing and saving', () => {
  test('typing marks unsaved and cuts to the limits; the same text changes nothing', () => {
    const a = newEssay('a', prompt, T)
    const typed = editEssay(a, { body: '第一句。' }, T + 1)
    expect([typed.dirty, typed.edited_at, typed.body]).toEqual([true, T + 1, '第一句。'])
    expect(editEssay(typed, { body: '第一句。' }, T + 2)).toBe(typed)
    expect(editEssay(a, { title: '题'.repeat(60) }, T).title.length).toBe(50)
    expect(editEssay(a, { body: '字'.repeat(20_010) }, T).body.length).toBe(20_000)
  })

  test('create first, then update on the revision; nothing to send when saved', () => {
    const a = editEssay(newEssay('a', prompt, T), { title: '灯', body: '正文' }, T)
    expect(saveCall(newEssay('a', prompt, T))).toBeNull()
    expect(saveCall(a)).toEqual({ kind: 'create', input: { prompt_id: 3, title: '灯', body: '正文' } })
    const saved = afterSave(a, { title: '灯', body: '正文' }, server({ id: 9, revision: 1 }))
    expect([saved.id, saved.revision, saved.dirty]).toEqual([9, 1, false])
    // Typed on while the save ran: still unsaved, the next call updates on revision 1.
    const moved = afterSave(editEssay(a, { body: '正文又多了' }, T + 1), { title: '灯', body: '正文' }, server({ id: 9, revision: 1 }))
    expect(saveCall(moved)).toEqual({ kind: 'update', id: 9, input: { title: '灯', body: '正文又多了', revision: 1 } })
  })

  test('a 409 keeps the newer text: the server’s when saved after the last edit here, else this device’s on the server’s revision', () => {
    const here = { ...editEssay(newEssay('a', prompt, T), { body: '本机的文字' }, T + 1000), id: 7, revision: 1 }
    const newer = afterConflict(here, server({ updated_at: new Date(T + 5000).toISOString(), revision: 3 }))
    expect([newer.kept, newer.essay.body, newer.essay.revision, newer.essay.dirty]).toEqual(['server', '服务器上的文字', 3, false])
    const older = afterConflict(here, server({ updated_at: new Date(T).toISOString(), revision: 3 }))
    expect([older.kept, older.essay.body, older.essay.revision, older.essay.dirty]).toEqual(['local', '本机的文字', 3, true])
    expect(saveCall(older.essay)).toEqual({ kind: 'update', id: 7, input: { title: '', body: '本机的文字', revision: 3 } })
  })

  test('a create left unanswered is found among my drafts by what it sent, not made twice', () => {
    const mark = createMark({ prompt_id: 3, title: '楼道里的灯', body: '服务器上的文字' }, T)
    expect(mark).toEqual({ since: T, prompt_id: 3, title: '楼道里的灯', words: 7, excerpt: '服务器上的文字' })
    const made = summary({ id: 11, revision: 1 })
    expect(createdBefore(mark, [summary({ id: 10, revision: 2 }), made])?.id).toBe(11)
    expect(createdBefore(mark, [summary({ revision: 1, title: '别的' })])).toBeUndefined()
    expect(createdBefore(mark, [summary({ revision: 1, prompt_id: null })])).toBeUndefined()
    expect(createdBefore(mark, [summary({ revision: 1, updated_at: new Date(T - 3_600_000).toISOString() })])).toBeUndefined()
  })

  test('a server draft opened here', () => {
    expect(essayFromServer(server(), 's7', T - 1)).toEqual(expect.objectContaining({ key: 's7', id: 7, revision: 2, dirty: false, body: '服务器上的文字', edited_at: T }))
  })
})

test('我的草稿: device-only drafts first, then the server’s with the newer text here', () => {
  const onlyHere = { ...editEssay(newEssay('x', null, T), { body: '只在本机' }, T), edited_at: T }
  const emptyHere = newEssay('y', null, T)
  const edited = { ...editEssay(newEssay('z', prompt, T), { title: '改过的', body: '本机改了' }, T), id: 7, revision: 2 }
  const rows = draftRows([summary(), summary({ id: 8, title: '', prompt_id: null, prompt_title: null })], [onlyHere, emptyHere, edited])
  expect(rows.map((r) => [r.key, r.title, r.prompt, r.excerpt, r.words, r.badge])).toEqual([
    ['x', '无标题作文', '自由写作', '只在本机', 4, '仅保存在本机'],
    ['z', '改过的', '题目：灯', '本机改了', 4, '有未保存到云端的修改'],
    ['s8', '无标题作文', '自由写作', '服务器上的文字', 7, '']
  ])
  expect(rows[2].time).toBe('06-10 12:00')
})
