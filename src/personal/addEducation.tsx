import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { EDUCATION_STAGES } from '@types-contract/user'
import { EDUCATION_STAGE_LABELS } from '@types-contract/personalCertificates'
import { OptionSheet } from '@/components/OptionSheet'
import { PageShell } from '@/components/PageShell'
import { shakeClass } from '@/components/useShake'
import { SCHOOL_MAX, yearOptions } from '@/lib/certificateView'
import { Chips, FormField } from './certificate/CertificateParts'
import { useEducationForm } from './certificate/useEducationForm'

const STAGES = EDUCATION_STAGES.map((s) => ({ value: s, label: EDUCATION_STAGE_LABELS[s] }))
/** The end-year sheet's value for 至今 (an ongoing entry). */
const ONGOING = 'ongoing'

/**
 * 添加教育经历 (personal/addEducation): 学校, 学历阶段, 开始年份 and 结束年份 (or 至今), each with its
 * Chinese message; added after my other entries, then back to 我的证书.
 */
export default function AddEducation() {
  const f = useEducationForm()
  const [sheet, setSheet] = useState<'start' | 'end' | null>(null)
  const { form, errors } = f
  return (
    <PageShell>
      <View className={`ct-page${shakeClass(f.shaking)}`} data-testid='edu-form'>
        <View className='ct-card'>
          <FormField label='学校' error={errors.school} testId='edu-school'>
            <Input
              className='ct-input'
              data-testid='edu-school-input'
              value={form.school}
              maxlength={SCHOOL_MAX + 10}
              placeholder='如：浙江大学'
              placeholderStyle='color:#bbb'
              onInput={(e) => f.set('school', e.detail.value, 'school')}
            />
          </FormField>
          <FormField label='学历阶段' error={errors.stage} testId='edu-stage'>
            <Chips options={STAGES} value={form.stage} onPick={(v) => f.set('stage', v, 'stage')} testId='edu-stage-chips' />
          </FormField>
          <FormField label='开始年份' error={errors.start_year} testId='edu-start'>
            <View
              className={`ct-field__value${form.startYear === null ? ' ct-field__value--empty' : ''}`}
              data-testid='edu-start-value'
              onClick={() => setSheet('start')}
            >
              <Text>{form.startYear ?? '请选择'}</Text>
              <Text className='ct-row__arrow'>›</Text>
            </View>
          </FormField>
          <FormField label='结束年份' error={errors.end_year} testId='edu-end'>
            <View className='ct-field__value' data-testid='edu-end-value' onClick={() => setSheet('end')}>
              <Text>{form.endYear ?? '至今'}</Text>
              <Text className='ct-row__arrow'>›</Text>
            </View>
          </FormField>
        </View>
        {f.serverError ? (
          <Text className='ct-error ct-error--banner' data-testid='edu-server-error'>
            {f.serverError}
          </Text>
        ) : null}
      </View>
      <View className='ct-foot'>
        <View className={`ct-btn${f.busy ? ' ct-btn--off' : ''}`} data-testid='edu-save' onClick={f.save}>
          {f.busy ? '保存中…' : '保存'}
        </View>
      </View>
      {sheet === 'start' ? (
        <OptionSheet
          title='开始年份'
          testId='edu-year-sheet'
          options={yearOptions(Date.now()).map((y) => ({ value: String(y), label: String(y) }))}
          value={form.startYear === null ? '' : String(form.startYear)}
          onClose={() => setSheet(null)}
          onPick={(v) => {
            setSheet(null)
            f.set('startYear', Number(v), 'start_year')
          }}
        />
      ) : null}
      {sheet === 'end' ? (
        <OptionSheet
          title='结束年份'
          testId='edu-year-sheet'
          options={[{ value: ONGOING, label: '至今' }, ...yearOptions(Date.now(), 8).map((y) => ({ value: String(y), label: String(y) }))]}
          value={form.endYear === null ? ONGOING : String(form.endYear)}
          onClose={() => setSheet(null)}
          onPick={(v) => {
            setSheet(null)
            f.set('endYear', v === ONGOING ? null : Number(v), 'end_year')
          }}
        />
      ) : null}
    </PageShell>
  )
}
