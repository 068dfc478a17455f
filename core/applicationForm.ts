/**
 * The rules of the application form (填志愿, SPEC §3/§4, issue 6), pure so the store, the pages
 * and the server can share them.
 *
 * The user picks professions (entries); the form itself is a list of slots (志愿), and what one
 * slot holds depends on the province's apply mode:
 *  normal   院校+专业   one slot per school, its chosen professions inside;
 *  category 专业+院校   one slot per profession of a school (school + id);
 *  group    院校专业组  one slot per profession group of a school (group code + school).
 * The sorted form keeps slot keys in the user's order; entries and order are kept apart so a
 * profession can be toggled without losing the order of the other slots.
 */
import type { SavedEntry } from '../types/application'
import type { ApplyMode } from '../types/edu'
import type { Subject } from '../types/user'
import type { AdmissionBand } from './admissionBands'

/** An application-form entry (SPEC §3): a chosen profession of a school, with its group code. */
export interface FormEntry {
  id: number
  school_id: number
  profession_group_code: string
}

/** What a chosen profession shows on the form without reloading plans (kept with the draft). */
export type EntryMeta = Pick<SavedEntry, 'institution_name' | 'major_name' | 'band' | 'probability' | 'subject_requirement'>

/** One slot of the form, as shown: the entries it holds, in the order they were chosen. */
export interface FormUnit {
  key: string
  school_id: number
  /** Set in group mode only: the slot is that group. */
  profession_group_code?: string
  /** Set in category mode only: the slot is that profession. */
  id?: number
  entries: FormEntry[]
}

/** SPEC §4: showing the form with nothing chosen. */
export const EMPTY_FORM_TOAST = '请先选择专业'

export const slotsFullMessage = (slots: number) => `志愿表最多填报 ${slots} 个志愿，请先删除部分志愿`

const sameEntry = (a: FormEntry, b: FormEntry) => a.id === b.id && a.school_id === b.school_id && a.profession_group_code === b.profession_group_code

/** The slot an entry belongs to in that mode. */
export function unitKey(mode: ApplyMode, e: FormEntry): string {
  if (mode === 'category') return `s${e.school_id}|p${e.id}`
  if (mode === 'group') return `g${e.profession_group_code}|s${e.school_id}`
  return `s${e.school_id}`
}

export function hasEntry(entries: readonly FormEntry[], e: FormEntry): boolean {
  return entries.some((x) => sameEntry(x, e))
}

/** Selecting a profession toggles it (SPEC §4). */
export function toggleEntry(entries: readonly FormEntry[], e: FormEntry): FormEntry[] {
  return hasEntry(entries, e) ? entries.filter((x) => !sameEntry(x, e)) : [...entries, { ...e }]
}

/**
 * The sorted form for these entries: the kept order minus slots no entry holds any more (so
 * removing a profession removes its emptied slot), then new slots at the end, each once.
 */
export function syncOrder(mode: ApplyMode, entries: readonly FormEntry[], order: readonly string[]): string[] {
  const present = new Set(entries.map((e) => unitKey(mode, e)))
  const result: string[] = []
  const seen = new Set<string>()
  for (const key of [...order, ...entries.map((e) => unitKey(mode, e))]) {
    if (present.has(key) && !seen.has(key)) {
      seen.add(key)
      result.push(key)
    }
  }
  return result
}

/** The chosen professions grouped into slots, in the form's order (SPEC §4 grouping per mode). */
export function groupEntries(mode: ApplyMode, entries: readonly FormEntry[], order: readonly string[] = []): FormUnit[] {
  const units = new Map<string, FormUnit>()
  for (const e of entries) {
    const key = unitKey(mode, e)
    let unit = units.get(key)
    if (!unit) {
      unit = { key, school_id: e.school_id, entries: [] }
      if (mode === 'group') unit.profession_group_code = e.profession_group_code
      if (mode === 'category') unit.id = e.id
      units.set(key, unit)
    }
    unit.entries.push(e)
  }
  return syncOrder(mode, entries, order).map((key) => units.get(key)!)
}

/**
 * Whether choosing `e` fits the province's slot count: a profession joining a slot already on
 * the form always fits; a new slot only while fewer than `slots` are used. Answers the refusal
 * message, or null. `slots` null (province unknown) means no limit is known.
 */
export function addRefusal(mode: ApplyMode, entries: readonly FormEntry[], e: FormEntry, slots: number | null): string | null {
  if (slots === null || hasEntry(entries, e)) return null
  const used = new Set(entries.map((x) => unitKey(mode, x)))
  if (used.has(unitKey(mode, e)) || used.size < slots) return null
  return slotsFullMessage(slots)
}

/** Moves the item at `from` to `to` (drag sorting); out-of-range indexes leave the list as it is. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list]
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length
  if (!inRange(from) || !inRange(to) || from === to) return result
  const [item] = result.splice(from, 1)
  result.splice(to, 0, item)
  return result
}

export type ShowFormResult = { ok: true; units: FormUnit[] } | { ok: false; toast: string }

/** The action that shows the form: the grouped slots, or the toast when nothing is chosen. */
export function showForm(mode: ApplyMode, entries: readonly FormEntry[], order: readonly string[]): ShowFormResult {
  return entries.length === 0 ? { ok: false, toast: EMPTY_FORM_TOAST } : { ok: true, units: groupEntries(mode, entries, order) }
}

/* ---------- Subject requirements (选科要求) ---------- */

export type SubjectRequirement = { kind: 'none' } | { kind: 'all' | 'any'; subjects: Subject[] }

/**
 * Full names first so '政治' is not read as its one-character short form twice. 浙江's 技术 is one
 * paper of 信息技术 and 通用技术, so a plan naming either part asks for 技术.
 */
const SUBJECT_NAMES: readonly [string, Subject][] = [
  ['思想政治', '政治'],
  ['信息技术', '技术'],
  ['通用技术', '技术'],
  ['物理', '物理'],
  ['化学', '化学'],
  ['生物', '生物'],
  ['历史', '历史'],
  ['政治', '政治'],
  ['地理', '地理'],
  ['技术', '技术'],
  ['物', '物理'],
  ['化', '化学'],
  ['生', '生物'],
  ['史', '历史'],
  ['政', '政治'],
  ['地', '地理'],
  ['技', '技术']
]

function subjectOf(token: string): Subject | null {
  const t = token.trim()
  return SUBJECT_NAMES.find(([name]) => name === t)?.[1] ?? null
}

/**
 * Reads a plan's 选科要求: '不限' (or empty) → none; 'A+B' (also 和, 、, 及) → all of them;
 * 'A/B' (also 或) → any of them; one subject → that one. Answers null for text it cannot read
 * (e.g. a mix of + and /), so no one is warned on a guess.
 */
export function parseRequirement(text: string): SubjectRequirement | null {
  const t = text.replace(/\s/g, '').replace(/[（(]\S*?[)）]/g, '')
  if (t === '' || t === '不限' || t.startsWith('不提')) return { kind: 'none' }
  const all = /[+＋和、及]/.test(t)
  const any = /[/／或]/.test(t)
  if (all && any) return null
  const subjects = t.split(all ? /[+＋和、及]/ : /[/／或]/).map(subjectOf)
  if (subjects.some((s) => s === null)) return null
  return { kind: any ? 'any' : 'all', subjects: [...new Set(subjects as Subject[])] }
}

export function meetsRequirement(req: SubjectRequirement, subjects: readonly Subject[]): boolean {
  if (req.kind === 'none') return true
  return req.kind === 'all' ? req.subjects.every((s) => subjects.includes(s)) : req.subjects.some((s) => subjects.includes(s))
}

/* ---------- Warnings ---------- */

/** A slot of the form as the warnings need it; the caller supplies band and requirement. */
export interface FormChoice {
  key: string
  name: string
  band?: AdmissionBand
  subject_requirement?: string
}

export interface FormWarning {
  kind: 'no_safe' | 'duplicate' | 'subjects'
  message: string
  /** The choices concerned (none for no_safe). */
  keys: string[]
}

/**
 * What the form should warn about (issue 6): no 保 choice, the same choice twice (server forms
 * and older drafts are not deduplicated), and choices the user's subjects do not qualify for.
 * Subject checks are skipped for 文理 users (no subjects chosen).
 */
export function formWarnings(choices: readonly FormChoice[], subjects: readonly Subject[]): FormWarning[] {
  const warnings: FormWarning[] = []
  if (choices.length > 0 && !choices.some((c) => c.band === 'safe')) {
    warnings.push({ kind: 'no_safe', message: '志愿表中没有「保」的志愿，建议至少填报一个保底志愿', keys: [] })
  }
  const counts = new Map<string, FormChoice[]>()
  for (const c of choices) counts.set(c.key, [...(counts.get(c.key) ?? []), c])
  for (const [key, same] of counts) {
    if (same.length > 1) warnings.push({ kind: 'duplicate', message: `「${same[0].name}」重复填报了 ${same.length} 次`, keys: [key] })
  }
  if (subjects.length > 0) {
    const unmet = [...counts.values()]
      .map((same) => same[0])
      .filter((c) => {
        const req = c.subject_requirement === undefined ? null : parseRequirement(c.subject_requirement)
        return req !== null && !meetsRequirement(req, subjects)
      })
    if (unmet.length > 0) {
      warnings.push({
        kind: 'subjects',
        message: `你的选科不符合以下志愿的选科要求：${unmet.map((c) => `「${c.name}」（${c.subject_requirement}）`).join('、')}`,
        keys: unmet.map((c) => c.key)
      })
    }
  }
  return warnings
}
