import { Canvas, Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { MAX_FORMS, type ApplicationForm } from '../../../types/application'
import { errorText, withErrorText } from '@/api/account'
import { deleteApplicationForm, getApplicationForms, saveApplicationForm } from '@/api/application'
import { RetryButton } from '@/components/RetryButton'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { PageShell } from '@/components/PageShell'
import { formWarnings } from '@core/applicationForm'
import dayjs from '@core/dayjs'
import { exportTexts, layoutForm } from '@/lib/formExport'
import { defaultFormName, exportFileName, formChoices, gaokaoLine, modeMismatch, savedFormSummary, slotCountLabel } from '@/lib/formView'
import { checkGaokaoInfo, gaokaoInfoOf, sortSubjects, trackOf } from '@core/gaokaoInfo'
import { APPLY_LABEL } from '@core/provinceFacts'
import { EXPORT_CANVAS_ID, exportErrorText, exportPdf, exportPng, releasePreview, type ExportJob } from '@/platform/exportImage'
import { urlOf } from '@/routes'
import { BRAND } from '@/env'
import { themeStore, userStore } from '@/stores'
import { OptionSheet } from '../components/Sheet'
import { NameSheet } from '../components/sortForms/NameSheet'
import { EmptyForm, SlotRow } from '../components/sortForms/SlotRow'
import { useFormSlots } from '../components/sortForms/useFormSlots'
import '../styles/gaokao.scss'
import './applicationTable.scss'

function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  Taro.showToast({ title, icon }).catch(() => undefined)
}

const EXPORT_OPTIONS = [
  { value: 'png', label: '保存长图' },
  { value: 'pdf', label: '导出 PDF' }
]

/** 我的志愿表: the form being filled, its warnings, save / export, and the saved forms. */
function ApplicationTable() {
  const { store, slots } = useFormSlots()
  const savedForms = usePageLoad(() => withErrorText(getApplicationForms({ quiet: true }), '已保存的志愿表加载失败'))
  const [naming, setNaming] = useState<string>()
  const [exportSheet, setExportSheet] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [preview, setPreview] = useState<string>()

  const info = gaokaoInfoOf(userStore.data)
  const track = trackOf(info)
  const who = gaokaoLine({ province: info.province, track, score: info.score, rank: info.rank })
  const countLabel = slotCountLabel(slots.length, store.slots)
  const warnings = formWarnings(formChoices(slots), sortSubjects(info.subjects))
  const forms = savedForms.data ?? []
  const title = store.saved?.name ?? '我的志愿表'

  const askSetting = async () => {
    const { confirm } = await Taro.showModal({ title: '请先完善高考信息', content: '保存志愿表需要你的省份、年份、选科、分数和位次', confirmText: '去设置' })
    if (confirm) navigate(urlOf('application/setting'))
  }

  const startSave = () => {
    if (!checkGaokaoInfo(info).complete || !track) return askSetting()
    if (!store.saved && forms.length >= MAX_FORMS) return toast(`最多保存 ${MAX_FORMS} 份志愿表，请先删除不用的`)
    setNaming(store.saved?.name ?? defaultFormName(new Date()))
  }

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
    if (store.entries.length > 0 && store.saved?.id !== form.id) {
      const { confirm } = await Taro.showModal({ title: '打开志愿表', content: `打开“${form.name}”会替换当前正在编辑的志愿表，确定打开吗？` })
      if (!confirm) return
    }
    store.loadForm(form)
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
    const date = dayjs().format('YYYY-MM-DD')
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

  return (
    <PageShell>
      <View className='gk-scroll-page at-page' data-testid='app-table-page'>
        <View className='gk-card at-summary' data-testid='at-summary'>
          <View className='at-summary__head'>
            <Text className='at-summary__title' data-testid='at-title'>
              {title}
            </Text>
            <Text className={`gk-tag${store.saved ? '' : ' gk-tag--muted'}`}>{store.saved ? '已保存' : '未保存'}</Text>
          </View>
          <Text className='gk-muted' data-testid='at-who'>
            {who || '未设置高考信息'}
            {checkGaokaoInfo(info).complete ? null : (
              <Text className='gk-link' onClick={() => navigate(urlOf('application/setting'))}>
                {' '}
                去完善
              </Text>
            )}
          </Text>
          <Text className='at-summary__count' data-testid='at-count'>
            {countLabel} · {APPLY_LABEL[store.mode]}
          </Text>
        </View>

        {slots.length === 0 ? (
          <EmptyForm hint='在「填志愿」中选择院校和专业后，这里会生成你的志愿表' testId='at-empty' />
        ) : (
          <>
            {warnings.length ? (
              <View className='at-warnings' data-testid='at-warnings'>
                {warnings.map((w) => (
                  <Text key={w.kind + w.keys.join()} className='at-warning' data-testid={`at-warning-${w.kind}`}>
                    {w.message}
                  </Text>
                ))}
              </View>
            ) : null}
            <View className='gk-card slot-list'>
              {slots.map((slot) => (
                <SlotRow
                  key={slot.key}
                  slot={slot}
                  actions={
                    <Text className='at-remove' data-testid='at-remove' onClick={() => removeSlot(slot.key, slot.school)}>
                      删除
                    </Text>
                  }
                />
              ))}
            </View>
          </>
        )}

        <View className='gk-card' data-testid='at-saved'>
          <View className='at-card-head'>
            <Text className='gk-card__title'>
              已保存的志愿表{savedForms.data ? `（${forms.length}/${MAX_FORMS}）` : ''}
            </Text>
            {slots.length ? (
              <Text className='gk-link at-new' data-testid='at-new' onClick={startNew}>
                新建
              </Text>
            ) : null}
          </View>
          {savedForms.state.phase === 'failed' || savedForms.state.phase === 'timeout' ? (
            <View className='at-saved-error'>
              <Text>{savedForms.state.phase === 'timeout' ? '加载超时，请检查网络' : savedForms.state.error}</Text>
              <RetryButton onClick={savedForms.reload} />
            </View>
          ) : !savedForms.data ? (
            <Text className='gk-empty-small'>{savedForms.state.phase === 'loading' ? '加载中…' : ''}</Text>
          ) : forms.length === 0 ? (
            <Text className='gk-empty-small' data-testid='at-saved-empty'>
              还没有保存的志愿表
            </Text>
          ) : (
            forms.map((form) => (
              <View key={form.id} className='at-form' data-testid='at-saved-form'>
                <View className='at-form__main'>
                  <View className='at-form__head'>
                    <Text className='at-form__name' data-testid='at-saved-name'>
                      {form.name}
                    </Text>
                    {store.saved?.id === form.id ? <Text className='gk-tag'>当前</Text> : null}
                  </View>
                  <Text className='gk-muted'>{savedFormSummary(form)}</Text>
                </View>
                <View className='at-form__actions'>
                  <Text className='gk-link' data-testid='at-saved-open' onClick={() => open(form)}>
                    打开
                  </Text>
                  <Text className='at-remove' data-testid='at-saved-delete' onClick={() => remove(form)}>
                    删除
                  </Text>
                </View>
              </View>
            ))
          )}
        </View>
      </View>

      {slots.length ? (
        <View className='at-bar'>
          <View className='gk-btn gk-btn--ghost' data-testid='at-sort' onClick={() => navigate(urlOf('components/sortForms/sortForms'))}>
            调整顺序
          </View>
          <View className={`gk-btn gk-btn--ghost${exporting ? ' gk-btn--disabled' : ''}`} data-testid='at-export' onClick={exporting ? undefined : () => setExportSheet(true)}>
            导出
          </View>
          <View className='gk-btn' data-testid='at-save' onClick={startSave}>
            保存
          </View>
        </View>
      ) : null}

      {/* The export draws here on weapp; H5 uses an offscreen canvas (platform/exportImage.ts). */}
      {process.env.TARO_ENV === 'weapp' ? <Canvas type='2d' id={EXPORT_CANVAS_ID} className='at-export-canvas' /> : null}

      {naming !== undefined ? (
        <NameSheet title={store.saved ? '保存志愿表' : '保存为新的志愿表'} initial={naming} onSubmit={save} onClose={() => setNaming(undefined)} />
      ) : null}
      {exportSheet ? (
        <OptionSheet title='导出志愿表' options={EXPORT_OPTIONS} value='' onPick={runExport} onClose={() => setExportSheet(false)} testId='at-export-sheet' />
      ) : null}
      {preview ? (
        <View className='gk-mask at-preview' data-testid='at-preview'>
          <View className='at-preview__bar'>
            <Text>长图已下载，也可长按图片保存或分享</Text>
            <Text className='at-preview__close' data-testid='at-preview-close' onClick={closePreview}>
              关闭
            </Text>
          </View>
          <View className='at-preview__body'>
            <Image src={preview} mode='widthFix' className='at-preview__image' />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ApplicationTable)
