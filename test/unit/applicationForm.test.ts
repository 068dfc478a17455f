/** lib/applicationForm.ts and stores/applicationForm.ts: the 填志愿 form (issue 6, SPEC §3/§4; the form follows the user, issue 27). */
import './support/globals'
import { storageData } from './support/taroMock'
import {
  EMPTY_FORM_TOAST,
  addRefusal,
  formWarnings,
  groupEntries,
  meetsRequirement,
  move,
  parseRequirement,
  showForm,
  slotsFullMessage,
  syncOrder,
  toggleEntry,
  type FormChoice,
  type FormEntry
} from '../../core/applicationForm'
import { ApplicationFormStore, applicationFormStore } from '../../src/stores/applicationForm'
import { registeredResets, runResets } from '../../src/stores/resetRegistry'
import { STORAGE_KEYS } from '../../src/platform/storage'
import { observable, runInAction } from 'mobx'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

beforeEach(() => storageData.clear())

const e = (id: number, school_id: number, profession_group_code = 'G1'): FormEntry => ({ id, school_id, profession_group_code })

describe('toggle and remove', () => {
  test('selecting toggles; the same profession never twice', () => {
    let list = toggleEntry([], e(1, 10))
    list = toggleEntry(list, e(2, 10))
    expect(list).toEqual([e(1, 10), e(2, 10)])
    expect(toggleEntry(list, e(1, 10))).toEqual([e(2, 10)])
    // same id at another school or in another group is another choice
    expect(toggleEntry(list, e(1, 11))).toHaveLength(3)
    expect(toggleEntry(list, e(1, 10, 'G2'))).toHaveLength(3)
  })

  test('removing the last profession of a slot removes the slot from the sorted form', () => {
    const order = ['s20', 's10']
    const entries = [e(1, 10), e(3, 20)]
    expect(syncOrder('normal', entries, order)).toEqual(['s20', 's10'])
    expect(syncOrder('normal', toggleEntry(entries, e(3, 20)), order)).toEqual(['s10'])
    // a new slot joins at the end; stale and repeated keys go
    expect(syncOrder('normal', [...entries, e(4, 30)], ['x', 's20', 's20'])).toEqual(['s20', 's10', 's30'])
  })
})

describe('grouping in the three modes', () => {
  const entries = [e(1, 10, 'A'), e(2, 10, 'A'), e(3, 10, 'B'), e(1, 20, 'A')]

  test('normal: by school', () => {
    const units = groupEntries('normal', entries)
    expect(units.map((u) => [u.key, u.school_id, u.entries.map((x) => x.id)])).toEqual([
      ['s10', 10, [1, 2, 3]],
      ['s20', 20, [1]]
    ])
    expect(units[0]).not.toHaveProperty('id')
    expect(units[0]).not.toHaveProperty('profession_group_code')
  })

  test('category: by school and id', () => {
    const units = groupEntries('category', entries)
    expect(units.map((u) => [u.key, u.school_id, u.id, u.entries.length])).toEqual([
      ['s10|p1', 10, 1, 1],
      ['s10|p2', 10, 2, 1],
      ['s10|p3', 10, 3, 1],
      ['s20|p1', 20, 1, 1]
    ])
    // the same profession listed under two group codes is still one 专业+院校 slot
    const twoGroups = groupEntries('category', [e(1, 10, 'A'), e(1, 10, 'B')])
    expect(twoGroups).toHaveLength(1)
    expect(twoGroups[0]).toMatchObject({ key: 's10|p1', school_id: 10, id: 1 })
    expect(twoGroups[0].entries).toHaveLength(2)
  })

  test('group: by profession group code and school', () => {
    const units = groupEntries('group', entries)
    expect(units.map((u) => [u.profession_group_code, u.school_id, u.entries.map((x) => x.id)])).toEqual([
      ['A', 10, [1, 2]],
      ['B', 10, [3]],
      ['A', 20, [1]]
    ])
  })

  test('slots follow the sorted order', () => {
    expect(groupEntries('group', entries, ['gA|s20', 'gB|s10']).map((u) => u.key)).toEqual(['gA|s20', 'gB|s10', 'gA|s10'])
  })

  test("showing an empty form gives '请先选择专业'", () => {
    expect(EMPTY_FORM_TOAST).toBe('请先选择专业')
    expect(showForm('normal', [], ['s10'])).toEqual({ ok: false, toast: '请先选择专业' })
    expect(showForm('normal', [e(1, 10)], [])).toEqual({ ok: true, units: [{ key: 's10', school_id: 10, entries: [e(1, 10)] }] })
  })
})

describe('slot limit', () => {
  const two = [e(1, 10), e(2, 20)]

  test('a new slot beyond the count is refused in Chinese; joining a used slot or deselecting is not', () => {
    expect(addRefusal('normal', two, e(3, 30), 2)).toBe(slotsFullMessage(2))
    expect(slotsFullMessage(2)).toBe('志愿表最多填报 2 个志愿，请先删除部分志愿')
    expect(addRefusal('normal', two, e(3, 10), 2)).toBeNull()
    expect(addRefusal('normal', two, e(1, 10), 2)).toBeNull()
    expect(addRefusal('normal', two, e(3, 30), 3)).toBeNull()
    expect(addRefusal('normal', two, e(3, 30), null)).toBeNull()
    // in category mode another profession of the same school is another slot
    expect(addRefusal('category', two, e(3, 10), 2)).toBe(slotsFullMessage(2))
  })
})

describe('reorder', () => {
  test('move keeps every item once', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(move(list, 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(move(list, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(move(list, 1, 1)).toEqual(list)
    for (const [from, to] of [
      [-1, 0],
      [0, 4],
      [1.5, 0],
      [NaN, 1]
    ])
      expect(move(list, from, to)).toEqual(list)
    expect(list).toEqual(['a', 'b', 'c', 'd'])
    for (let from = 0; from < 4; from++) for (let to = 0; to < 4; to++) expect([...move(list, from, to)].sort()).toEqual(list)
  })
})

describe('subject requirements', () => {
  test('parser', () => {
    expect(parseRequirement('不限')).toEqual({ kind: 'none' })
    expect(parseRequirement('')).toEqual({ kind: 'none' })
    expect(parseRequirement('不提科目要求')).toEqual({ kind: 'none' })
    expect(parseRequirement('物理')).toEqual({ kind: 'all', subjects: ['物理'] })
    expect(parseRequirement('物理+化学')).toEqual({ kind: 'all', subjects: ['物理', '化学'] })
    expect(parseRequirement(' 物理 + 化学（2科必选）')).toEqual({ kind: 'all', subjects: ['物理', '化学'] })
    expect(parseRequirement('物理和思想政治')).toEqual({ kind: 'all', subjects: ['物理', '政治'] })
    expect(parseRequirement('物理/历史')).toEqual({ kind: 'any', subjects: ['物理', '历史'] })
    expect(parseRequirement('化学或生物')).toEqual({ kind: 'any', subjects: ['化学', '生物'] })
    expect(parseRequirement('物/化')).toEqual({ kind: 'any', subjects: ['物理', '化学'] })
    // 浙江's 技术, also named by either of its two parts.
    expect(parseRequirement('技术')).toEqual({ kind: 'all', subjects: ['技术'] })
    expect(parseRequirement('物理/技术')).toEqual({ kind: 'any', subjects: ['物理', '技术'] })
    expect(parseRequirement('物理或通用技术')).toEqual({ kind: 'any', subjects: ['物理', '技术'] })
    expect(parseRequirement('化学+信息技术')).toEqual({ kind: 'all', subjects: ['化学', '技术'] })
    expect(parseRequirement('物/化/技')).toEqual({ kind: 'any', subjects: ['物理', '化学', '技术'] })
    // unreadable: no guess
    expect(parseRequirement('物理+化学/生物')).toBeNull()
    expect(parseRequirement('美术')).toBeNull()
  })

  test('meets', () => {
    const mine = ['物理', '化学', '地理'] as const
    expect(meetsRequirement(parseRequirement('不限')!, mine)).toBe(true)
    expect(meetsRequirement(parseRequirement('物理+化学')!, mine)).toBe(true)
    expect(meetsRequirement(parseRequirement('物理+生物')!, mine)).toBe(false)
    expect(meetsRequirement(parseRequirement('历史/地理')!, mine)).toBe(true)
    expect(meetsRequirement(parseRequirement('历史/政治')!, mine)).toBe(false)
    const withTechnology = ['化学', '地理', '技术'] as const
    expect(meetsRequirement(parseRequirement('技术')!, withTechnology)).toBe(true)
    expect(meetsRequirement(parseRequirement('物理/技术')!, withTechnology)).toBe(true)
    expect(meetsRequirement(parseRequirement('物理+技术')!, withTechnology)).toBe(false)
    expect(meetsRequirement(parseRequirement('物理/技术')!, mine)).toBe(true)
    expect(meetsRequirement(parseRequirement('技术')!, mine)).toBe(false)
  })
})

describe('warnings', () => {
  const c = (key: string, band: FormChoice['band'], subject_requirement = '不限'): FormChoice => ({ key, name: key, band, subject_requirement })

  test('a form without a safe choice', () => {
    expect(formWarnings([c('A', 'rush'), c('B', 'stable')], []).map((w) => w.kind)).toEqual(['no_safe'])
    expect(formWarnings([c('A', 'rush'), c('B', 'safe')], [])).toEqual([])
    expect(formWarnings([], [])).toEqual([])
  })

  test('duplicates', () => {
    const w = formWarnings([c('A', 'safe'), c('B', 'safe'), c('A', 'safe')], [])
    expect(w).toEqual([{ kind: 'duplicate', message: '「A」重复填报了 2 次', keys: ['A'] }])
  })

  test("choices above the user's subjects; skipped without subjects or for unreadable text", () => {
    const choices = [c('A', 'safe', '物理+化学'), c('B', 'safe', '历史'), c('C', 'safe', '物理+化学/生物'), c('D', 'safe', '物理/历史')]
    const w = formWarnings(choices, ['物理', '化学', '生物'])
    expect(w).toEqual([{ kind: 'subjects', message: '你的选科不符合以下志愿的选科要求：「B」（历史）', keys: ['B'] }])
    expect(formWarnings(choices, [])).toEqual([])
  })
})

describe('store', () => {
  test('toggle, remove, per-mode lists, slot limit from the province', () => {
    const store = new ApplicationFormStore()
    store.configure('新疆', 'normal') // 9 slots
    expect(store.slots).toBe(9)
    for (let s = 1; s <= 9; s++) expect(store.toggle(e(1, s))).toEqual({ ok: true, selected: true })
    expect(store.toggle(e(1, 10))).toEqual({ ok: false, message: slotsFullMessage(9) })
    expect(store.toggle(e(2, 1))).toEqual({ ok: true, selected: true })
    expect(store.toggle(e(2, 1))).toEqual({ ok: true, selected: false })
    expect(store.order).toHaveLength(9)
    store.remove(e(1, 9))
    expect(store.order).not.toContain('s9')
    expect(store.isSelected(e(1, 9))).toBe(false)
    // another mode keeps its own list
    store.configure('北京', 'group')
    expect(store.entries).toEqual([])
    store.toggle(e(5, 1, 'G1'))
    store.configure('新疆', 'normal')
    expect(store.entries).toHaveLength(8)
    store.configure('火星', 'normal')
    expect(store.slots).toBeNull()
  })

  test('show, move and removeUnit', () => {
    const store = new ApplicationFormStore()
    store.configure('北京', 'group')
    expect(store.show()).toEqual({ ok: false, toast: '请先选择专业' })
    store.toggle(e(1, 10, 'A'))
    store.toggle(e(2, 10, 'A'))
    store.toggle(e(3, 20, 'B'))
    store.toggle(e(4, 30, 'C'))
    store.move(2, 0)
    expect(store.units.map((u) => u.key)).toEqual(['gC|s30', 'gA|s10', 'gB|s20'])
    const shown = store.show()
    expect(shown.ok && shown.units[1].entries.map((x) => x.id)).toEqual([1, 2])
    store.removeUnit('gA|s10')
    expect(store.entries).toEqual([e(3, 20, 'B'), e(4, 30, 'C')])
    expect(store.order).toEqual(['gC|s30', 'gB|s20'])
  })

  test('the draft survives a restart; reset (run on logout) forgets it', () => {
    const store = new ApplicationFormStore()
    store.configure('北京', 'group')
    store.toggle(e(1, 10, 'A'))
    store.toggle(e(2, 20, 'B'))
    store.move(1, 0)
    const again = new ApplicationFormStore()
    again.configure('北京', 'group')
    expect(again.entries).toEqual([e(1, 10, 'A'), e(2, 20, 'B')])
    expect(again.order).toEqual(['gB|s20', 'gA|s10'])
    again.reset()
    expect(again.entries).toEqual([])
    expect(storageData.has(STORAGE_KEYS.applicationForms)).toBe(false)
    expect(new ApplicationFormStore().entries).toEqual([])
  })

  test('a damaged draft is read as far as it goes', () => {
    storageData.set(STORAGE_KEYS.applicationForms, { lists: { normal: [e(1, 10), { id: 'x' }, null], group: 'bad' }, orders: { normal: ['s99', 's10'] } })
    const store = new ApplicationFormStore()
    expect(store.entries).toEqual([e(1, 10)])
    expect(store.order).toEqual(['s10'])
    storageData.set(STORAGE_KEYS.applicationForms, 'garbage')
    expect(new ApplicationFormStore().entries).toEqual([])
  })

  test('meta follows its entry; the save body and a loaded form round-trip', () => {
    const store = new ApplicationFormStore()
    store.configure('北京', 'group')
    const meta = (name: string) => ({ institution_name: name, major_name: `${name}专业`, band: 'safe' as const, probability: 0.9 })
    store.toggle(e(1, 10, 'A'), meta('甲大学'))
    store.toggle(e(2, 20, 'B'), meta('乙大学'))
    store.move(1, 0)
    expect(store.metaOf(e(1, 10, 'A'))?.institution_name).toBe('甲大学')
    const body = store.saveBody({ province: '北京', year: 2027, track: '综合' }, '我的志愿表')
    expect(body).toEqual({
      name: '我的志愿表',
      province: '北京',
      year: 2027,
      track: '综合',
      mode: 'group',
      order: ['gB|s20', 'gA|s10'],
      entries: [
        { ...e(1, 10, 'A'), ...meta('甲大学') },
        { ...e(2, 20, 'B'), ...meta('乙大学') }
      ]
    })
    store.remove(e(1, 10, 'A'))
    expect(store.metaOf(e(1, 10, 'A'))).toBeUndefined()

    store.loadForm({ ...body, id: 7, created_at: '', updated_at: '' })
    expect(store.saved).toEqual({ id: 7, name: '我的志愿表' })
    expect(store.order).toEqual(['gB|s20', 'gA|s10'])
    expect(store.metaOf(e(1, 10, 'A'))?.institution_name).toBe('甲大学')
    expect(store.saveBody({ province: '北京', year: 2027, track: '综合' }, 'x').id).toBe(7)
    // survives a restart with its saved id and meta
    const again = new ApplicationFormStore()
    again.configure('北京', 'group')
    expect(again.saved).toEqual({ id: 7, name: '我的志愿表' })
    expect(again.metaOf(e(2, 20, 'B'))?.major_name).toBe('乙大学专业')
    again.forgetSaved(7)
    expect(again.saved).toBeNull()
    again.startNew()
    expect(again.entries).toEqual([])
  })

  test('the form follows the user: a fresh draft takes the newest saved form, an edited one stays', () => {
    const store = new ApplicationFormStore(undefined, () => 7)
    store.configure('北京', 'group')
    const saved = (id: number, updated_at: string, entries: FormEntry[]) => ({
      id,
      name: `方案${id}`,
      province: '北京',
      year: 2027,
      mode: 'group' as const,
      track: '综合' as const,
      entries: entries.map((x) => ({ ...x, institution_name: `院校${x.school_id}`, major_name: '专业', band: 'safe' as const, probability: 0.9 })),
      order: [],
      created_at: updated_at,
      updated_at
    })
    const older = saved(1, '2026-06-20T08:00:00.000Z', [e(1, 10, 'A')])
    const newer = saved(2, '2026-06-25T08:00:00.000Z', [e(2, 20, 'B'), e(3, 30, 'C')])
    expect(store.follow([older, newer])).toBe(newer)
    expect(store.saved).toEqual({ id: 2, name: '方案2' })
    expect(store.entries).toEqual([e(2, 20, 'B'), e(3, 30, 'C')])
    // Caught up: the same list again changes nothing, nor after a restart.
    expect(store.follow([older, newer])).toBeNull()
    const again = new ApplicationFormStore(undefined, () => 7)
    again.configure('北京', 'group')
    expect(again.follow([older, newer])).toBeNull()
    // An unsaved edit wins over a form saved later elsewhere; so does 新建 (an empty draft on purpose).
    again.removeUnit('gC|s30')
    const newest = saved(3, '2026-06-30T08:00:00.000Z', [e(4, 40, 'D')])
    expect(again.follow([older, newer, newest])).toBeNull()
    expect(again.entries).toEqual([e(2, 20, 'B')])
    again.loadForm(newer, newest.updated_at)
    again.startNew()
    expect(again.follow([older, newer, newest])).toBeNull()
    expect(again.entries).toEqual([])
    // Deleting the saved form the draft holds leaves its entries on this device only: they stay.
    again.loadForm(newer)
    again.forgetSaved(2)
    expect(again.follow([older, newest])).toBeNull()
    expect(again.entries).toEqual([e(2, 20, 'B'), e(3, 30, 'C')])
  })

  test('a draft from before edits were tracked keeps its entries; an empty one follows', () => {
    storageData.set(STORAGE_KEYS.applicationForms, { lists: { group: [e(1, 10, 'A')] }, saved: { group: { id: 1, name: '旧' } } })
    const store = new ApplicationFormStore(undefined, () => 7)
    store.configure('北京', 'group')
    const form = { ...store.saveBody({ province: '北京', year: 2027, track: '综合' }, '新'), id: 2, entries: [], created_at: '', updated_at: '2026-06-25T08:00:00.000Z' }
    expect(store.follow([form])).toBeNull()
    expect(store.entries).toEqual([e(1, 10, 'A')])
    store.configure('北京', 'normal')
    expect(store.follow([{ ...form, mode: 'normal' }])?.id).toBe(2)
  })

  test('another user never sees the draft: dropped when that user becomes known, and on follow', () => {
    const user = observable.box(7)
    const store = new ApplicationFormStore(undefined, () => user.get())
    store.configure('北京', 'group')
    store.toggle(e(1, 10, 'A'))
    // Logged out (0, not known): kept; a login of the same user: kept.
    runInAction(() => user.set(0))
    runInAction(() => user.set(7))
    expect(store.entries).toEqual([e(1, 10, 'A')])
    // Another user logs in without a logout in between: the draft goes, on the device too.
    runInAction(() => user.set(8))
    expect(store.entries).toEqual([])
    expect(new ApplicationFormStore(undefined, () => 7).entries).toEqual([])

    // A draft stored for user 7, read while user 8 is logged in: gone at once.
    new ApplicationFormStore(undefined, () => 7).toggle(e(2, 20, 'B'))
    expect(new ApplicationFormStore(undefined, () => 8).entries).toEqual([])
  })

  test('the singleton registers its reset for logout', () => {
    expect(registeredResets()).toContain('applicationForm')
    applicationFormStore.toggle(e(1, 10))
    expect(storageData.has(STORAGE_KEYS.applicationForms)).toBe(true)
    runResets()
    expect(applicationFormStore.entries).toEqual([])
    expect(storageData.has(STORAGE_KEYS.applicationForms)).toBe(false)
  })
})
