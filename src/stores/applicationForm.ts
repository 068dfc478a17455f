/**
 * The application form being filled (填志愿, issue 6): chosen professions kept in one list per
 * apply mode (a province switching mode does not mix its forms), each list's slot order, and the
 * mode and slot count of the user's province. Everything is saved as a local draft on every change
 * so nothing typed is lost offline; logout clears it through the reset registry, and a draft of
 * another user is dropped as soon as that user is known. The draft also keeps whose it is, whether
 * it was edited since last loaded or saved, and how far it caught up with the server: 我的志愿表 opens
 * the user's most recently saved form from them (lib/formFollow.ts). The rules live in
 * core/applicationForm.ts.
 */
import { makeAutoObservable, reaction, toJS } from 'mobx'
import type { ApplicationForm, ApplicationFormBody, SavedEntry } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import type { Track } from '@types-contract/gaokao'
import {
  addRefusal,
  groupEntries,
  hasEntry,
  move,
  showForm,
  syncOrder,
  toggleEntry,
  unitKey,
  type EntryMeta,
  type FormEntry,
  type FormUnit,
  type ShowFormResult
} from '@core/applicationForm'
import { factsOf } from '@core/provinceFacts'
import { followChoice, isOtherUsers } from '../lib/formFollow'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { userStore } from './index'
import { registerReset } from './resetRegistry'

const MODES: readonly ApplyMode[] = ['normal', 'category', 'group']

export type { EntryMeta }

export interface ApplicationFormDraft {
  lists: Record<ApplyMode, FormEntry[]>
  orders: Record<ApplyMode, string[]>
  /** Per entry id (a plan row id, unique across schools). */
  meta: Record<string, EntryMeta>
  /** The server form this draft was loaded from or last saved as, per mode; null for a new one. */
  saved: Record<ApplyMode, { id: number; name: string } | null>
  /** The user whose draft it is; 0 while not known. */
  owner: number
  /** Per mode: changed on this device since last loaded or saved (lib/formFollow.ts DraftSync). */
  edited: Record<ApplyMode, boolean>
  /** Per mode: the newest server updated_at the draft has caught up with; null: never. */
  synced: Record<ApplyMode, string | null>
}

/** Where a saved form belongs: the user's province, year and track. */
export interface FormContext {
  province: string
  year: number
  track: Track
}

export type ToggleResult = { ok: true; selected: boolean } | { ok: false; message: string }

const emptyDraft = (): ApplicationFormDraft => ({
  lists: { normal: [], category: [], group: [] },
  orders: { normal: [], category: [], group: [] },
  meta: {},
  saved: { normal: null, category: null, group: null },
  owner: 0,
  edited: { normal: false, category: false, group: false },
  synced: { normal: null, category: null, group: null }
})

const isMeta = (m: unknown): m is EntryMeta => {
  const x = m as EntryMeta
  return !!x && typeof x.institution_name === 'string' && typeof x.major_name === 'string' && typeof x.band === 'string'
}

const isSaved = (v: unknown): v is { id: number; name: string } => {
  const x = v as { id: number; name: string }
  return !!x && typeof x.id === 'number' && typeof x.name === 'string'
}

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
    const saved = s?.saved?.[mode]
    draft.saved[mode] = isSaved(saved) ? { id: saved.id, name: saved.name } : null
    const edited = s?.edited?.[mode]
    // A draft from before edits were tracked may hold unsaved ones: kept as edited, never replaced.
    draft.edited[mode] = typeof edited === 'boolean' ? edited : draft.lists[mode].length > 0
    const synced = s?.synced?.[mode]
    draft.synced[mode] = typeof synced === 'string' ? synced : null
  }
  if (typeof s?.owner === 'number') draft.owner = s.owner
  for (const [id, meta] of Object.entries(s?.meta ?? {})) if (isMeta(meta)) draft.meta[id] = meta
  return draft
}

export class ApplicationFormStore {
  mode: ApplyMode = 'normal'
  /** The province's slot count; null until a known province is set (no limit enforced). */
  slots: number | null = null
  draft: ApplicationFormDraft

  constructor(
    private readonly store = storage,
    /** The logged-in user's id, 0 for nobody (observable: a change of user drops another's draft). */
    private readonly currentUser: () => number = () => userStore.data.user_id
  ) {
    this.draft = readDraft(store.get(STORAGE_KEYS.applicationForms))
    makeAutoObservable<ApplicationFormStore, 'store' | 'currentUser'>(this, { store: false, currentUser: false })
    reaction(this.currentUser, (userId) => this.claim(userId), { fireImmediately: true })
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

  /**
   * Selecting toggles; a new slot beyond the province's count is refused with the message to show.
   * `meta` (names, band) is kept so the form shows the choice without reloading its plans.
   */
  toggle(e: FormEntry, meta?: EntryMeta): ToggleResult {
    const refusal = addRefusal(this.mode, this.entries, e, this.slots)
    if (refusal) return { ok: false, message: refusal }
    const selected = !this.isSelected(e)
    if (selected && meta) this.draft.meta[String(e.id)] = { ...meta }
    this.setEntries(toggleEntry(this.entries, e))
    return { ok: true, selected }
  }

  metaOf(e: FormEntry): EntryMeta | undefined {
    return this.draft.meta[String(e.id)]
  }

  /** The server form the current mode's draft belongs to, or null for an unsaved one. */
  get saved(): { id: number; name: string } | null {
    return this.draft.saved[this.mode]
  }

  /** The body that saves the current mode's form (a new one without a saved id). */
  saveBody(ctx: FormContext, name: string): ApplicationFormBody {
    const entries: SavedEntry[] = this.entries.map((e) => {
      const meta = this.metaOf(e)
      return {
        ...e,
        institution_name: meta?.institution_name ?? '',
        major_name: meta?.major_name ?? '',
        band: meta?.band ?? 'unknown',
        probability: meta?.probability ?? null,
        ...(meta?.subject_requirement !== undefined ? { subject_requirement: meta.subject_requirement } : {})
      }
    })
    return { ...(this.saved ? { id: this.saved.id } : {}), name, ...ctx, mode: this.mode, entries, order: [...this.order] }
  }

  /**
   * After a save, or to open a saved form: the draft becomes that form (in its mode), caught up with
   * the server as far as `synced` (the newest updated_at of the forms listed when one was opened).
   */
  loadForm(form: ApplicationForm, synced = form.updated_at): void {
    const mode = form.mode
    const entries = form.entries.map(({ id, school_id, profession_group_code }) => ({ id, school_id, profession_group_code }))
    for (const e of form.entries) {
      const { institution_name, major_name, band, probability, subject_requirement } = e
      this.draft.meta[String(e.id)] = { institution_name, major_name, band, probability, ...(subject_requirement !== undefined ? { subject_requirement } : {}) }
    }
    this.draft.lists[mode] = entries
    this.draft.orders[mode] = syncOrder(mode, entries, form.order)
    this.draft.saved[mode] = { id: form.id, name: form.name }
    this.draft.edited[mode] = false
    this.draft.synced[mode] = synced
    this.persist()
  }

  /**
   * 我的志愿表 opening with the user's saved forms: the most recently saved one replaces the current
   * mode's draft unless the draft stays (lib/formFollow.ts). Answers the form opened, if any.
   */
  follow(forms: readonly ApplicationForm[]): ApplicationForm | null {
    const mode = this.mode
    const draft = { owner: this.draft.owner, edited: this.draft.edited[mode], synced: this.draft.synced[mode] }
    const choice = followChoice({ userId: this.currentUser(), draft, forms, mode })
    if (choice.drop) this.dropDraft()
    if (choice.open) this.loadForm(choice.open)
    return choice.open
  }

  /** Starts a new, empty form in the current mode (the saved ones stay on the server). */
  startNew(): void {
    this.draft.lists[this.mode] = []
    this.draft.orders[this.mode] = []
    this.draft.saved[this.mode] = null
    this.draft.edited[this.mode] = true
    this.persist()
  }

  /** A saved form was deleted: the draft no longer points at it, and its entries are on this device only. */
  forgetSaved(id: number): void {
    for (const mode of MODES) {
      if (this.draft.saved[mode]?.id !== id) continue
      this.draft.saved[mode] = null
      this.draft.edited[mode] = this.draft.lists[mode].length > 0
    }
    this.persist()
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
    this.draft.edited[this.mode] = true
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

  /** The draft of another user is dropped the moment the user is known (a login without a logout). */
  private claim(userId: number): void {
    if (isOtherUsers(this.draft.owner, userId)) this.dropDraft()
  }

  private dropDraft(): void {
    this.draft = emptyDraft()
    this.persist()
  }

  private setEntries(entries: FormEntry[]): void {
    this.draft.lists[this.mode] = entries
    this.draft.orders[this.mode] = syncOrder(this.mode, entries, this.order)
    this.draft.edited[this.mode] = true
    this.dropUnusedMeta()
    this.persist()
  }

  /** Meta of entries no list holds any more. */
  private dropUnusedMeta(): void {
    const used = new Set(MODES.flatMap((m) => this.draft.lists[m].map((e) => String(e.id))))
    for (const id of Object.keys(this.draft.meta)) if (!used.has(id)) delete this.draft.meta[id]
  }

  /** A plain copy: storage must not hold (or serialize) MobX proxies. Stamped with its user once known. */
  private persist(): void {
    const userId = this.currentUser()
    if (userId) this.draft.owner = userId
    this.store.set(STORAGE_KEYS.applicationForms, toJS(this.draft))
  }
}

export const applicationFormStore = new ApplicationFormStore()
registerReset('applicationForm', () => applicationFormStore.reset())
