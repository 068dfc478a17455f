/**
 * What the application-form pages (我的志愿表, 志愿排序, 拖动排序) and the export show of the
 * form (issue 6): one view per slot built from the store's units and the entries' meta, the
 * choices the warnings are computed on, and the small wording rules (probability, form name).
 * Pure, so the pages, the export layout and the tests share it.
 */
import { FORM_NAME_MAX, type ApplicationForm } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import { ADMISSION_BANDS, BAND_LABEL, formatProbability, type BandOrUnknown } from '@core/admissionBands'
import { groupEntries, type EntryMeta, type FormChoice, type FormEntry, type FormUnit } from '@core/applicationForm'
import { chinaDate, chinaFormat } from '@core/chinaTime'
import { APPLY_LABEL } from '@core/provinceFacts'

export interface SlotMajor {
  /** Unique in the form: the slot key and the entry id. */
  key: string
  name: string
  band: BandOrUnknown
  probability: number | null
  subject_requirement?: string
}

export interface SlotView {
  /** The unit key (what store.move / removeUnit work on). */
  key: string
  /** 1-based position on the form. */
  index: number
  school: string
  /** Under the name: '专业组 101' in group mode, the major in category mode. */
  detail?: string
  /** The slot's chosen majors (in category mode the one major, shown as the detail). */
  majors: SlotMajor[]
  /** Whether the majors are listed under the slot (not in category mode, where detail names it). */
  listMajors: boolean
  /** The slot's chance is that of its likeliest major: admission to the slot means one of them. */
  band: BandOrUnknown
  probability: number | null
}

const rankOf = (band: BandOrUnknown) => (band === 'unknown' ? -1 : ADMISSION_BANDS.indexOf(band))

/** The likeliest of a slot's majors: the safest band, then the highest probability. */
function likeliest(majors: readonly SlotMajor[]): SlotMajor | undefined {
  const better = (m: SlotMajor, b: SlotMajor) => rankOf(m.band) > rankOf(b.band) || (m.band === b.band && (m.probability ?? -1) > (b.probability ?? -1))
  return majors.reduce<SlotMajor | undefined>((b, m) => (!b || better(m, b) ? m : b), undefined)
}

/** '冲 31%', or just '暂无数据' when there is no chance to tell. */
export function chanceLabel(band: BandOrUnknown, p: number | null): string {
  return band === 'unknown' ? BAND_LABEL.unknown : `${BAND_LABEL[band]} ${formatProbability(p)}`
}

/** The slots of the form in order, as the pages and the export show them. */
export function slotViews(mode: ApplyMode, units: readonly FormUnit[], infoOf: (e: FormEntry) => EntryMeta | undefined): SlotView[] {
  return units.map((unit, i) => {
    const majors: SlotMajor[] = unit.entries.map((e) => {
      const info = infoOf(e)
      return {
        key: `${unit.key}|${e.id}`,
        name: info?.major_name || `专业 ${e.id}`,
        band: info?.band ?? 'unknown',
        probability: info?.probability ?? null,
        ...(info?.subject_requirement !== undefined ? { subject_requirement: info.subject_requirement } : {})
      }
    })
    const school = unit.entries.map((e) => infoOf(e)?.institution_name).find(Boolean) || `院校 ${unit.school_id}`
    const best = likeliest(majors)
    const detail = mode === 'group' ? `专业组 ${unit.profession_group_code}` : mode === 'category' ? majors[0]?.name : undefined
    return {
      key: unit.key,
      index: i + 1,
      school,
      ...(detail ? { detail } : {}),
      majors,
      listMajors: mode !== 'category',
      band: best?.band ?? 'unknown',
      probability: best?.probability ?? null
    }
  })
}

/**
 * The choices formWarnings checks: one per chosen major, so a repeated entry (a server form or
 * an old draft) counts as a duplicate and each major's 选科要求 is checked on its own.
 */
export function formChoices(slots: readonly SlotView[]): FormChoice[] {
  return slots.flatMap((s) =>
    s.majors.map((m) => ({
      key: m.key,
      name: `${s.school} · ${m.name}`,
      ...(m.band !== 'unknown' ? { band: m.band } : {}),
      ...(m.subject_requirement !== undefined ? { subject_requirement: m.subject_requirement } : {})
    }))
  )
}

/** '已填 12 / 48 个志愿', or without the province's count when it is unknown. */
export function slotCountLabel(used: number, slots: number | null): string {
  return slots === null ? `已填 ${used} 个志愿` : `已填 ${used} / ${slots} 个志愿`
}

/** The name the save sheet proposes for a new form (China's date). */
export function defaultFormName(now: Date): string {
  return `我的志愿表 ${chinaDate(now)}`
}

export type NameCheck = { ok: true; name: string } | { ok: false; error: string }

export function checkFormName(text: string): NameCheck {
  const name = text.trim()
  if (!name) return { ok: false, error: '请输入志愿表名称' }
  if ([...name].length > FORM_NAME_MAX) return { ok: false, error: `名称最多 ${FORM_NAME_MAX} 个字` }
  return { ok: true, name }
}

/** Whose form it is: '河南 · 物理类 · 600分 · 位次 12000' (what is set of it). */
export function gaokaoLine(info: { province: string | null; track: string | undefined; score: number | null; rank: number | null }): string {
  const parts = [info.province, info.track, info.score !== null ? `${info.score}分` : null, info.rank !== null ? `位次 ${info.rank}` : null]
  return parts.filter(Boolean).join(' · ')
}

/** A saved form in the list: '河南 2026 · 院校专业组 · 12 个志愿 · 11-23 09:30' (China time). */
export function savedFormSummary(form: Pick<ApplicationForm, 'province' | 'year' | 'mode' | 'entries' | 'order' | 'updated_at'>): string {
  const slots = groupEntries(form.mode, form.entries, form.order).length
  return `${form.province} ${form.year} · ${APPLY_LABEL[form.mode]} · ${slots} 个志愿 · ${chinaFormat(form.updated_at, 'MM-DD HH:mm')}`
}

/** An export's file name (no extension): the form's name made safe for file systems, and the date. */
export function exportFileName(name: string, date: string): string {
  const safe = name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '')
  return `${safe || '志愿表'}-${date}`
}

/**
 * Why a saved form cannot be opened in the current mode, or null: a form filled for another
 * apply mode has slots of another kind, and the draft shows the current mode's only.
 */
export function modeMismatch(form: Pick<ApplicationForm, 'name' | 'mode'>, mode: ApplyMode): string | null {
  if (form.mode === mode) return null
  return `“${form.name}”按${APPLY_LABEL[form.mode]}模式填报，你所在省份现在按${APPLY_LABEL[mode]}模式填报，两者的志愿不能通用。`
}
