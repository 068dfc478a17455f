/**
 * State of 我的志愿表: the draft (form store, its slots and warnings), the user's saved forms, and
 * the actions with their confirmations: save (under a name), open, delete, start a new form,
 * remove a slot, export as a long image or PDF. Opening the page with the saved forms, the most
 * recently saved one replaces a draft that has no edits of its own (lib/formFollow.ts).
 */
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { ApplicationForm } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import { errorText, withErrorText } from '@/api/account'
import { deleteApplicationForm, getApplicationForms, saveApplicationForm } from '@/api/application'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { formWarnings } from '@core/applicationForm'
import { chinaDate } from '@core/chinaTime'
import { checkGaokaoInfo, gaokaoInfoOf, sortSubjects, trackOf } from '@core/gaokaoInfo'
import { APPLY_LABEL } from '@core/provinceFacts'
import { FORMS_FULL_MESSAGE, opensOverDraft, saveBlocker } from '@/lib/applicationTable'
import { newestForm } from '@/lib/formFollow'
import { exportTexts, layoutForm } from '@/lib/formExport'
import { defaultFormName, exportFileName, formChoices, gaokaoLine, modeMismatch, slotCountLabel } from '@/lib/formView'
import { exportErrorText, exportPdf, exportPng, releasePreview, type ExportJob } from '@/platform/exportImage'
import { urlOf } from '@/routes'
import { BRAND } from '@/env'
import { themeStore, userStore } from '@/stores'
import { useFormSlots } from '../components/sortForms/useFormSlots'

function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  Taro.showToast({ title, icon }).catch(() => undefined)
}

/** For an observer page: it reads the form store and the user store. */
export function useApplicationTable() {
  const { store, slots } = useFormSlots()
  const savedForms = usePageLoad(() => withErrorText(getApplicationForms({ quiet: true }), '已保存的志愿表加载失败'))
  // The name sheet's starting text while it is open.
  const [naming, setNaming] = useState<string>()
  const [exportSheet, setExportSheet] = useState(false)
  const [exporting, setExporting] = useState(false)
  // The long image's URL after an H5 download, shown to be kept or shared.
  const [preview, setPreview] = useState<string>()
  // The modes whose draft has followed the saved forms in this visit: once each, so a reload of the
  // list (after a save or a delete) never replaces what the user just did; the mode may change when
  // the user's server config arrives after the forms.
  const followed = useRef(new Set<ApplyMode>())

  const info = gaokaoInfoOf(userStore.data)
  const track = trackOf(info)
  const infoComplete = checkGaokaoInfo(info).complete
  const countLabel = slotCountLabel(slots.length, store.slots)
  const forms = savedForms.data ?? []
  const title = store.saved?.name ?? '我的志愿表'

  useEffect(() => {
    if (!savedForms.data || followed.current.has(store.mode)) return
    followed.current.add(store.mode)
    const opened = store.follow(savedForms.data)
    if (opened) toast(`已打开最近保存的“${opened.name}”`)
  }, [savedForms.data, store, store.mode])

  const startSave = async () => {
    const blocker = saveBlocker({ infoComplete: infoComplete && !!track, overwriting: !!store.saved, savedCount: forms.length })
    if (blocker === 'info') {
      const { confirm } = await Taro.showModal({ title: '请先完善高考信息', content: '保存志愿表需要你的省份、年份、选科、分数和位次', confirmText: '去设置' })
      if (confirm) navigate(urlOf('application/setting'))
    } else if (blocker === 'full') toast(FORMS_FULL_MESSAGE)
    else setNaming(store.saved?.name ?? defaultFormName(new Date()))
  }

  /** Saves under `name`; the error text for the name sheet, or undefined when saved. */
  const save = async (name: string): Promise<string | undefined> => {
    try {
      const body = store.saveBody({ province: info.province!, year: info.apply_year!, track: track! }, name)
      store.loadForm(await saveApplicationForm(body, { quiet: true }))
      setNaming(undefined)
      toast('已保存', 'success')
      savedForms.reload()
      return undefined
    } catch (e) {
      return errorText(e, '保存失败，请稍后再试')
    }
  }

  const removeSlot = async (key: string, name: string) => {
    const { confirm } = await Taro.showModal({ title: '删除志愿', content: `确定从志愿表中删除“${name}”吗？` })
    if (confirm) store.removeUnit(key)
  }

  const open = async (form: ApplicationForm) => {
    const mismatch = modeMismatch(form, store.mode)
    if (mismatch) {
      await Taro.showModal({ title: '无法打开', content: mismatch, showCancel: false })
      return
    }
    if (opensOverDraft(store.entries.length, store.saved?.id, form.id)) {
      const { confirm } = await Taro.showModal({ title: '打开志愿表', content: `打开“${form.name}”会替换当前正在编辑的志愿表，确定打开吗？` })
      if (!confirm) return
    }
    // Caught up with every form listed: the one chosen here stays until a newer one is saved.
    store.loadForm(form, newestForm(forms, form.mode)?.updated_at)
    toast(`已打开“${form.name}”`)
  }

  const remove = async (form: ApplicationForm) => {
    const { confirm } = await Taro.showModal({ title: '删除志愿表', content: `确定删除“${form.name}”吗？删除后无法恢复。` })
    if (!confirm) return
    try {
      await deleteApplicationForm(form.id, { quiet: true })
      store.forgetSaved(form.id)
      toast('已删除')
      savedForms.reload()
    } catch (e) {
      toast(errorText(e, '删除失败，请稍后再试'))
    }
  }

  const startNew = async () => {
    const { confirm } = await Taro.showModal({ title: '新建志愿表', content: '将清空当前正在编辑的志愿表（已保存的不受影响），确定新建吗？' })
    if (confirm) store.startNew()
  }

  const job = (): ExportJob => {
    const date = chinaDate(Date.now())
    const texts = exportTexts({ ...info, name: title, track, date, modeLabel: APPLY_LABEL[store.mode], countLabel, appName: BRAND.appName })
    return {
      fileName: exportFileName(title, date),
      title,
      layout: (measure, pageHeight) => layoutForm(texts, slots, themeStore.vars['--app-primary'], measure, pageHeight)
    }
  }

  const runExport = async (kind: string) => {
    setExportSheet(false)
    setExporting(true)
    try {
      if (kind === 'pdf') {
        await exportPdf(job())
        toast('PDF 已生成')
      } else {
        const result = await exportPng(job())
        if (result.kind === 'saved') toast('已保存到相册', 'success')
        if (result.kind === 'downloaded') setPreview(result.url)
      }
    } catch (e) {
      toast(exportErrorText(e))
    } finally {
      setExporting(false)
    }
  }

  const closePreview = () => {
    if (preview) releasePreview(preview)
    setPreview(undefined)
  }

  return {
    store,
    slots,
    savedForms,
    forms,
    title,
    who: gaokaoLine({ province: info.province, track, score: info.score, rank: info.rank }),
    infoComplete,
    countLabel,
    modeLabel: APPLY_LABEL[store.mode],
    warnings: formWarnings(formChoices(slots), sortSubjects(info.subjects)),
    naming,
    startSave,
    save,
    cancelSave: () => setNaming(undefined),
    removeSlot,
    open,
    remove,
    startNew,
    exportSheet,
    exporting,
    openExport: () => setExportSheet(true),
    closeExport: () => setExportSheet(false),
    runExport,
    preview,
    closePreview
  }
}

export type ApplicationTableState = ReturnType<typeof useApplicationTable>
