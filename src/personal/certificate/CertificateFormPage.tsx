import { Input, Text, View } from '@tarojs/components'
import { CERTIFICATE_KIND_LABELS, CERTIFICATE_LIMITS, type CertificateKind } from '@types-contract/personalCertificates'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { educationLine, KIND_INTROS } from '@/lib/certificateView'
import { urlOf } from '@/routes'
import { ImageGrid } from '@/components/ImageUploadGrid'
import { shakeClass } from '@/components/useShake'
import { Chips, FormField } from './CertificateParts'
import { useCertificateForm } from './useCertificateForm'

/** The chip that names no entry. */
const NO_ENTRY = 0

/**
 * The page of a certificate form (eduCertificate, studyNativeCertificate): what to upload and what
 * approval brings, the entry it proves (or none; 添加教育经历 when there is none yet), the title,
 * the pictures with their progress, and 提交审核 (held while one of the kind waits for review).
 */
export function CertificateFormPage({ kind }: { kind: CertificateKind }) {
  const f = useCertificateForm(kind)
  const data = f.page.data
  const label = CERTIFICATE_KIND_LABELS[kind]
  const entryOptions = [
    ...(data?.education ?? []).map(({ entry }) => ({ value: entry.id, label: `${entry.school} · ${educationLine(entry)}` })),
    { value: NO_ENTRY, label: '不关联' }
  ]
  return (
    <PageShell>
      <View className={`ct-page${shakeClass(f.shaking)}`} data-testid='cert-form' data-kind={kind}>
        {data ? (
          <>
            <Text className='ct-intro'>{KIND_INTROS[kind]}</Text>
            {f.waiting ? (
              <Text className='ct-notice' data-testid='cert-waiting'>
                你的{label}正在审核中，审核结果会通过系统消息通知你
              </Text>
            ) : null}
            <View className='ct-card'>
              <FormField label='关联教育经历' error={f.errors.education_entry_id} testId='cert-entry'>
                <Chips options={entryOptions} value={f.entryId ?? NO_ENTRY} onPick={(id) => f.pickEntry(id === NO_ENTRY ? null : id)} testId='cert-entry-chips' />
                <Text className='ct-card__link' data-testid='cert-add-entry' onClick={() => navigate(urlOf('personal/addEducation'))}>
                  ＋ 添加教育经历
                </Text>
              </FormField>
              <FormField label='证书名称' error={f.errors.title} testId='cert-title'>
                <Input
                  className='ct-input'
                  data-testid='cert-title-input'
                  value={f.title}
                  maxlength={CERTIFICATE_LIMITS.titleMax + 10}
                  placeholder='如：浙江大学 本科毕业证书'
                  placeholderStyle='color:#bbb'
                  onInput={(e) => f.setTitle(e.detail.value)}
                />
              </FormField>
              <FormField label={`证书图片（最多 ${CERTIFICATE_LIMITS.imagesMax} 张）`} error={f.errors.images} testId='cert-images'>
                <ImageGrid
                  images={f.images.list}
                  max={CERTIFICATE_LIMITS.imagesMax}
                  onPick={f.images.pick}
                  onRetry={f.images.retry}
                  onRemove={f.images.remove}
                  onPreview={f.images.preview}
                />
              </FormField>
            </View>
            {f.serverError ? (
              <Text className='ct-error ct-error--banner' data-testid='cert-server-error'>
                {f.serverError}
              </Text>
            ) : null}
          </>
        ) : (
          <LoadView state={f.page.state} onRetry={f.page.reload} />
        )}
      </View>
      {data ? (
        <View className='ct-foot'>
          <View className={`ct-btn${f.busy || f.waiting ? ' ct-btn--off' : ''}`} data-testid='cert-submit' onClick={f.submit}>
            {f.busy ? '提交中…' : f.waiting ? '审核中' : '提交审核'}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
