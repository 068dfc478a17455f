/**
 * The parts of 我的志愿表: the summary card, the slots with the form's warnings, the saved forms,
 * the bottom bar and the long-image preview. Presentational: the state is useApplicationTable.
 * One module, so the page stays one chunk.
 */
import { Image, Text, View } from '@tarojs/components'
import type { ApplicationForm } from '@types-contract/application'
import type { FormWarning } from '@core/applicationForm'
import { RetryButton } from '@/components/RetryButton'
import { navigate } from '@/components/nav'
import { savedFormsTitle } from '@/lib/applicationTable'
import { savedFormSummary, type SlotView } from '@/lib/formView'
import { urlOf } from '@/routes'
import { EmptyForm, SlotRow } from '@/gaokao/components/sortForms/SlotRow'
import type { ApplicationTableState } from '../useApplicationTable'

interface SummaryProps {
  title: string
  saved: boolean
  /** The user's gaokao line ('' when not set). */
  who: string
  infoComplete: boolean
  countLabel: string
  modeLabel: string
}

/** The form's name and state, whose gaokao info it is for (or 去完善), how many slots it uses. */
export function FormSummary({ title, saved, who, infoComplete, countLabel, modeLabel }: SummaryProps) {
  return (
    <View className='gk-card at-summary' data-testid='at-summary'>
      <View className='at-summary__head'>
        <Text className='at-summary__title' data-testid='at-title'>
          {title}
        </Text>
        <Text className={`gk-tag${saved ? '' : ' gk-tag--muted'}`}>{saved ? '已保存' : '未保存'}</Text>
      </View>
      <Text className='gk-muted' data-testid='at-who'>
        {who || '未设置高考信息'}
        {infoComplete ? null : (
          <Text className='gk-link' onClick={() => navigate(urlOf('application/setting'))}>
            {' '}
            去完善
          </Text>
        )}
      </Text>
      <Text className='at-summary__count' data-testid='at-count'>
        {countLabel} · {modeLabel}
      </Text>
    </View>
  )
}

interface SlotsProps {
  slots: readonly SlotView[]
  warnings: readonly FormWarning[]
  onRemove: (key: string, school: string) => void
}

/** The slots (志愿) with 删除, under the form's warnings; the way to 填志愿 when there is none. */
export function FormSlots({ slots, warnings, onRemove }: SlotsProps) {
  if (slots.length === 0) return <EmptyForm hint='在「填志愿」中选择院校和专业后，这里会生成你的志愿表' testId='at-empty' />
  return (
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
              <Text className='at-remove' data-testid='at-remove' onClick={() => onRemove(slot.key, slot.school)}>
                删除
              </Text>
            }
          />
        ))}
      </View>
    </>
  )
}

interface SavedProps {
  savedForms: ApplicationTableState['savedForms']
  /** The id of the form being edited, marked 当前. */
  currentId: number | undefined
  /** 新建 shows only over a draft with slots. */
  canStartNew: boolean
  onNew: () => void
  onOpen: (form: ApplicationForm) => void
  onDelete: (form: ApplicationForm) => void
}

/** The user's saved forms with 打开 and 删除, and 新建; loading, error with 重试, or none yet. */
export function SavedForms({ savedForms, currentId, canStartNew, onNew, onOpen, onDelete }: SavedProps) {
  const { state, data } = savedForms
  return (
    <View className='gk-card' data-testid='at-saved'>
      <View className='at-card-head'>
        <Text className='gk-card__title'>{savedFormsTitle(data?.length)}</Text>
        {canStartNew ? (
          <Text className='gk-link at-new' data-testid='at-new' onClick={onNew}>
            新建
          </Text>
        ) : null}
      </View>
      {state.phase === 'failed' || state.phase === 'timeout' ? (
        <View className='at-saved-error'>
          <Text>{state.phase === 'timeout' ? '加载超时，请检查网络' : state.error}</Text>
          <RetryButton onClick={savedForms.reload} />
        </View>
      ) : !data ? (
        <Text className='gk-empty-small'>{state.phase === 'loading' ? '加载中…' : ''}</Text>
      ) : data.length === 0 ? (
        <Text className='gk-empty-small' data-testid='at-saved-empty'>
          还没有保存的志愿表
        </Text>
      ) : (
        data.map((form) => (
          <View key={form.id} className='at-form' data-testid='at-saved-form'>
            <View className='at-form__main'>
              <View className='at-form__head'>
                <Text className='at-form__name' data-testid='at-saved-name'>
                  {form.name}
                </Text>
                {currentId === form.id ? <Text className='gk-tag'>当前</Text> : null}
              </View>
              <Text className='gk-muted'>{savedFormSummary(form)}</Text>
            </View>
            <View className='at-form__actions'>
              <Text className='gk-link' data-testid='at-saved-open' onClick={() => onOpen(form)}>
                打开
              </Text>
              <Text className='at-remove' data-testid='at-saved-delete' onClick={() => onDelete(form)}>
                删除
              </Text>
            </View>
          </View>
        ))
      )}
    </View>
  )
}

/** 调整顺序, 导出 (disabled while an export runs) and 保存. */
export function ActionBar({ exporting, onExport, onSave }: { exporting: boolean; onExport: () => void; onSave: () => void }) {
  return (
    <View className='at-bar'>
      <View className='gk-btn gk-btn--ghost' data-testid='at-sort' onClick={() => navigate(urlOf('components/sortForms/sortForms'))}>
        调整顺序
      </View>
      <View className={`gk-btn gk-btn--ghost${exporting ? ' gk-btn--disabled' : ''}`} data-testid='at-export' onClick={exporting ? undefined : onExport}>
        导出
      </View>
      <View className='gk-btn' data-testid='at-save' onClick={onSave}>
        保存
      </View>
    </View>
  )
}

/** The downloaded long image (H5), to keep by long-press or share. */
export function ExportPreview({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <View className='gk-mask at-preview' data-testid='at-preview'>
      <View className='at-preview__bar'>
        <Text>长图已下载，也可长按图片保存或分享</Text>
        <Text className='at-preview__close' data-testid='at-preview-close' onClick={onClose}>
          关闭
        </Text>
      </View>
      <View className='at-preview__body'>
        <Image src={url} mode='widthFix' className='at-preview__image' imgProps={{ alt: '志愿表预览' }} />
      </View>
    </View>
  )
}
