/**
 * The application form being filled (填志愿, issue 6): chosen professions kept in one list per
 * apply mode (a province switching mode does not mix its forms), each list's slot order, and the
 * mode and slot count of the user's province. Everything is saved as a local draft on every change
 * so nothing typed is lost offline; logout clears it through the reset registry. The rules live
 * in lib/applicationForm.ts.
 */
import { makeAutoObservable, toJS } from 'mobx'
import type { ApplyMode } from '../../types/edu'
import {
  addRefusal,
  groupEntries,
  hasEntry,
  move,
  showForm,
  syncOrder,
  toggleEntry,
  unitKey,
  type FormEntry,
  type FormUnit,
  type ShowFormResult
} from '../lib/applicationForm'
import { factsOf } from '../lib/provinceFacts'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { registerReset } from './resetRegistry'

const MODES: readonly ApplyMode[] = ['normal', 'category', 'group']

export interface ApplicationFormDraft {
  lists: Record<ApplyMode, FormEntry[]>
  orders: Record<ApplyMode, string[]>
}

export type ToggleResult = { ok: true; selected: boolean } | { ok: false; message: string }

const emptyDraft = (): ApplicationFormDraft => ({
  lists: { normal: [], category: [], group: [] },
  orders: { normal: [], category: [], group: [] }
})

const isEntry = (e: unknown): e is FormEntry => {
  const x = e as FormEntry
  return !!x && typeof x.id === 'number' && typeof x.school_id === 'number' && typeof x.profession_group_code === 'string'
}

/** A stored draft as far as it is readable; an older or damaged one never breaks the page. */
function readDraft(saved: unknown): ApplicationFormDraft {
  const draft = emptyDraft()
  const s = saved as Partial<ApplicationFormDraft> | undefined
  for (const mode of MODES) {
    const list = s?.lists?.[mode]
    const order = s?.orders?.[mode]
    draft.lists[mode] = Array.isArray(list) ? list.filter(isEntry) : []
    draft.orders[mode] = syncOrder(mode, draft.lists[mode], Array.isArray(order) ? order.filter((k) => typeof k === 'string') : [])
  }
  return draft
}

export class ApplicationFormStore {
  mode: ApplyMode = 'normal'
  /** The province's slot count; null until a known province is set (no limit enforced). */
  slots: number | null = null
  draft: ApplicationFormDraft

  constructor(private readonly store = storage) {
    this.draft = readDraft(store.get(STORAGE_KEYS.applicationForms))
    makeAutoObservable(this)
  }

  /** The user's province and its gk_mode.apply (server config; 'normal' by default, SPEC §3). */
  configure(province: string, mode: ApplyMode = 'normal'): void {
    this.mode = mode
    this.slots = factsOf(province)?.slots ?? null
  }

  get entries(): FormEntry[] {
    return this.draft.lists[this.mode]
  }

  get order(): string[] {
    return this.draft.orders[this.mode]
  }

  get units(): FormUnit[] {
    return groupEntries(this.mode, this.entries, this.order)
  }

  isSelected(e: FormEntry): boolean {
    return hasEntry(this.entries, e)
  }

  /** Selecting toggles; a new slot beyond the province's count is refused with the message to show. */
  toggle(e: FormEntry): ToggleResult {
    const refusal = addRefusal(this.mode, this.entries, e, this.slots)
    if (refusal) return { ok: false, message: refusal }
    const selected = !this.isSelected(e)
    this.setEntries(toggleEntry(this.entries, e))
    return { ok: true, selected }
  }

  /** Removes a profession; its slot leaves the sorted form once empty. */
  remove(e: FormEntry): void {
    if (this.isSelected(e)) this.setEntries(toggleEntry(this.entries, e))
  }

  /** Removes a whole slot of the sorted form with its professions. */
  removeUnit(key: string): void {
    const kept = this.entries.filter((e) => unitKey(this.mode, e) !== key)
    if (kept.length !== this.entries.length) this.setEntries(kept)
  }

  /** Drag sorting: the slot at `from` goes to `to`. */
  move(from: number, to: number): void {
    this.draft.orders[this.mode] = move(this.order, from, to)
    this.persist()
  }

  /** The action behind 查看志愿表: the slots, or the '请先选择专业' toast. */
  show(): ShowFormResult {
    return showForm(this.mode, this.entries, this.order)
  }

  /** Forgets every draft (logout). */
  reset(): void {
    this.draft = emptyDraft()
    this.store.remove(STORAGE_KEYS.applicationForms)
  }

  private setEntries(entries: FormEntry[]): void {
    this.draft.lists[this.mode] = entries
    this.draft.orders[this.mode] = syncOrder(this.mode, entries, this.order)
    this.persist()
  }

  /** A plain copy: storage must not hold (or serialize) MobX proxies. */
  private persist(): void {
    this.store.set(STORAGE_KEYS.applicationForms, toJS(this.draft))
  }
}

export const applicationFormStore = new ApplicationFormStore()
registerReset('applicationForm', () => applicationFormStore.reset())
