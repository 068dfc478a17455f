import { Input, Text, View, type InputProps } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { SCORE_RECORD_LIMITS } from '@types-contract/edu'
import { errorText } from '@/api/account'
import { createScoreRecord, listScoreRecords, updateScoreRecord } from '@/api/gaokao'
import { ApiError } from '@/api/request'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { goBackOr } from '@/components/nav'
import { useFormSubmit } from '@/components/useFormSubmit'
import { shakeClass } from '@/components/useShake'
import { usePageLoad } from '@/components/usePageLoad'
import { COMMON_SUBJECTS, checkRecord, emptyForm, fieldErrorsOf, formOf, isoDate, type RecordField, type RecordForm } from '@core/scoreRecord'
import { urlOf } from '@/routes'
import { DateField } from '../components/lines/DateField'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'
import './addRecord.scss'

type Errors = Partial<Record<RecordField, string>>

function FieldError({ errors, field }: { errors: Errors; field: RecordField }) {
  return errors[field] ? (
    <Text className='ar-error' data-testid={`record-${field}-error`}>
      {errors[field]}
    </Text>
  ) : null
}

/** A labelled line of the form, its error underneath. */
function Field({ label, field, errors, children }: { label: string; field: RecordField; errors: Errors; children: ReactNode }) {
  return (
    <>
      <View className='ar-field'>
        <Text className='ar-label'>{label}</Text>
        {children}
      </View>
      <FieldError errors={errors} field={field} />
    </>
  )
}

/** 添加成绩 / 编辑成绩 (?id=): the form stays as typed until it is saved. */
function AddRecord() {
  const { params } = useRouter()
  const editId = params.id ? Number(params.id) : undefined
  const today = useMemo(() => isoDate(new Date()), [])
  const [form, setForm] = useState<RecordForm>(() => emptyForm(today))
  // The form keeps everything typed; the user can fix it or try again.
  const { errors, setErrors, serverError, busy, submit, shaking } = useFormSubmit<RecordField>({
    fieldsOf: fieldErrorsOf,
    text: '保存失败，请稍后再试',
    alwaysLine: true
  })

  // Editing: the record comes from the list (there is no single-record call).
  const page = usePageLoad(async () => {
    if (editId === undefined) return null
    try {
      const found = (await listScoreRecords({ quiet: true })).find((r) => r.id === editId)
      if (!found) throw new Error('成绩记录不存在或已删除')
      return found
    } catch (e) {
      throw new Error(e instanceof ApiError ? errorText(e, '成绩记录加载失败') : (e as Error).message)
    }
  })
  useEffect(() => {
    if (page.data) setForm(formOf(page.data))
  }, [page.data])

  useEffect(() => {
    Taro.setNavigationBarTitle({ title: editId === undefined ? '添加成绩' : '编辑成绩' }).catch(() => undefined)
  }, [editId])

  const set = (field: 'exam_name' | 'exam_date' | 'total' | 'rank', value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const textInput = (field: 'exam_name' | 'total' | 'rank', testId: string, props: Pick<InputProps, 'type' | 'maxlength' | 'placeholder'>) => (
    <Input className='ar-input' data-testid={testId} value={form[field]} placeholderStyle='color:#bbb' onInput={(e) => set(field, e.detail.value)} {...props} />
  )
  const setSubject = (index: number, part: 'subject' | 'score', value: string) => {
    setForm((f) => ({ ...f, subjects: f.subjects.map((s, i) => (i === index ? { ...s, [part]: value } : s)) }))
    setErrors((e) => ({ ...e, subjects: undefined }))
  }
  const addSubject = (subject = '') => {
    if (form.subjects.length >= SCORE_RECORD_LIMITS.subjectsMax) {
      setErrors((e) => ({ ...e, subjects: `最多填写 ${SCORE_RECORD_LIMITS.subjectsMax} 个科目` }))
      return
    }
    setForm((f) => ({ ...f, subjects: [...f.subjects, { subject, score: '' }] }))
  }
  const removeSubject = (index: number) => {
    setForm((f) => ({ ...f, subjects: f.subjects.filter((_, i) => i !== index) }))
    setErrors((e) => ({ ...e, subjects: undefined }))
  }

  const save = () =>
    submit(checkRecord(form, today), async (value) => {
      if (editId === undefined) await createScoreRecord(value, { quiet: true })
      else await updateScoreRecord(editId, value, { quiet: true })
      Taro.showToast({ title: '已保存', icon: 'success' }).catch(() => undefined)
      goBackOr(urlOf('university/scoreRecord/scoreRecord'))
    })

  const unused = COMMON_SUBJECTS.filter((s) => !form.subjects.some((f) => f.subject.trim() === s))

  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {page.state.phase === 'done' ? (
        <View className={`gk-scroll-page${shakeClass(shaking)}`} data-testid='add-record-page'>
          <View className='gk-card'>
            <Field label='考试名称' field='exam_name' errors={errors}>
              {textInput('exam_name', 'record-name', { maxlength: SCORE_RECORD_LIMITS.examNameMax, placeholder: '如：高三第一次模拟考试' })}
            </Field>
            <Field label='考试日期' field='exam_date' errors={errors}>
              <DateField value={form.exam_date} end={today} onChange={(v) => set('exam_date', v)} className='ar-input ar-input--date' testId='record-date' />
            </Field>
            <Field label='总分' field='total' errors={errors}>
              {textInput('total', 'record-total', { type: 'digit', placeholder: `0-${SCORE_RECORD_LIMITS.totalMax}` })}
            </Field>
            <Field label='排名（选填）' field='rank' errors={errors}>
              {textInput('rank', 'record-rank', { type: 'number', placeholder: '年级或全市排名' })}
            </Field>
          </View>

          <View className='gk-card'>
            <Text className='gk-card__title'>各科成绩（选填）</Text>
            {form.subjects.map((s, i) => (
              <View key={i} className='ar-subject' data-testid='record-subject'>
                <Input
                  className='ar-input ar-subject__name'
                  data-testid='record-subject-name'
                  value={s.subject}
                  placeholder='科目'
                  placeholderStyle='color:#bbb'
                  onInput={(e) => setSubject(i, 'subject', e.detail.value)}
                />
                <Input
                  className='ar-input ar-subject__score'
                  data-testid='record-subject-score'
                  type='digit'
                  value={s.score}
                  placeholder='分数'
                  placeholderStyle='color:#bbb'
                  onInput={(e) => setSubject(i, 'score', e.detail.value)}
                />
                <Text className='ar-subject__remove' onClick={() => removeSubject(i)}>
                  删除
                </Text>
              </View>
            ))}
            <FieldError errors={errors} field='subjects' />
            <View className='gk-options'>
              {unused.map((s) => (
                <Text key={s} className='gk-option' data-testid='record-subject-quick' onClick={() => addSubject(s)}>
                  + {s}
                </Text>
              ))}
              <Text className='gk-option' onClick={() => addSubject()}>
                + 其他科目
              </Text>
            </View>
          </View>

          {serverError ? (
            <Text className='ar-error ar-error--banner' data-testid='record-server-error'>
              {serverError}
            </Text>
          ) : null}
          <View className={`gk-btn${busy ? ' gk-btn--disabled' : ''}`} data-testid='record-save' onClick={busy ? undefined : save}>
            {busy ? '保存中…' : '保存'}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AddRecord)
