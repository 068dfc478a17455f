/**
 * 我的志愿表: the form being filled, its warnings, save / export, and the saved forms. State:
 * useApplicationTable; parts: parts/ApplicationTable.tsx.
 */
import { Canvas, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { OptionSheet } from '@/components/OptionSheet'
import { EXPORT_CANVAS_ID } from '@/platform/exportImage'
import { useShareCard } from '@/platform/shareCard'
import { BRAND } from '@/env'
import { formCard } from '@/lib/shareCards'
import { NameSheet } from '../components/sortForms/NameSheet'
import { ActionBar, ExportPreview, FormSlots, FormSummary, SavedForms } from './parts/ApplicationTable'
import { useApplicationTable } from './useApplicationTable'
import '@/components/styles/gaokao.scss'
import './applicationTable.scss'

const EXPORT_OPTIONS = [
  { value: 'png', label: '保存长图' },
  { value: 'pdf', label: '导出 PDF' }
]

function ApplicationTable() {
  const t = useApplicationTable()
  const { store, slots } = t
  useShareCard(formCard(BRAND.appName), formCard(BRAND.appName).path)

  return (
    <PageShell>
      <View className='gk-scroll-page at-page' data-testid='app-table-page'>
        <FormSummary title={t.title} saved={!!store.saved} who={t.who} infoComplete={t.infoComplete} countLabel={t.countLabel} modeLabel={t.modeLabel} />
        <FormSlots slots={slots} warnings={t.warnings} onRemove={t.removeSlot} />
        <SavedForms savedForms={t.savedForms} currentId={store.saved?.id} canStartNew={slots.length > 0} onNew={t.startNew} onOpen={t.open} onDelete={t.remove} />
      </View>

      {slots.length ? <ActionBar exporting={t.exporting} onExport={t.openExport} onSave={t.startSave} /> : null}

      {/* The export draws here on weapp; H5 uses an offscreen canvas (platform/exportImage.ts). */}
      {process.env.TARO_ENV === 'weapp' ? <Canvas type='2d' id={EXPORT_CANVAS_ID} className='at-export-canvas' /> : null}

      {t.naming !== undefined ? <NameSheet title={store.saved ? '保存志愿表' : '保存为新的志愿表'} initial={t.naming} onSubmit={t.save} onClose={t.cancelSave} /> : null}
      {t.exportSheet ? <OptionSheet title='导出志愿表' options={EXPORT_OPTIONS} value='' onPick={t.runExport} onClose={t.closeExport} testId='at-export-sheet' /> : null}
      {t.preview ? <ExportPreview url={t.preview} onClose={t.closePreview} /> : null}
    </PageShell>
  )
}

export default observer(ApplicationTable)
