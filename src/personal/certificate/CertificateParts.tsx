import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { CERTIFICATE_KIND_LABELS, type Certificate, type CertificateKind, type EducationVerification, type VerificationState } from '@types-contract/personalCertificates'
import { mediaUrl } from '@/api/forum'
import { entryCanVerify, educationLine, kindStateText, VERIFICATION_LABELS } from '@/lib/certificateView'
import { chinaFormat } from '@core/chinaTime'
import './certificate.scss'

export function VerificationTag({ state, testId }: { state: VerificationState; testId?: string }) {
  return (
    <Text className={`ct-tag ct-tag--${state}`} data-testid={testId} data-state={state}>
      {VERIFICATION_LABELS[state]}
    </Text>
  )
}

/** 学历认证 / 学籍认证 on the index: the latest certificate's state, a tap to send one (or to the records while one waits). */
export function KindRow({ kind, latest, onOpen }: { kind: CertificateKind; latest: Certificate | null; onOpen: () => void }) {
  return (
    <View className='ct-row' data-testid='cert-kind' data-kind={kind} data-state={latest?.status ?? 'none'} onClick={onOpen}>
      <View className='ct-row__main'>
        <Text className='ct-row__title'>{CERTIFICATE_KIND_LABELS[kind]}</Text>
        {latest ? <Text className='ct-row__sub'>{latest.title}</Text> : null}
      </View>
      <Text className={`ct-tag ct-tag--${latest?.status ?? 'none'}`}>{kindStateText(latest)}</Text>
      <Text className='ct-row__arrow'>›</Text>
    </View>
  )
}

interface EntryProps {
  item: EducationVerification
  busy: boolean
  onVerify: () => void
  onDelete: () => void
}

/** An education entry: school, stage and years, its verification (why it was rejected), 去认证 and 删除. */
export function EntryRow({ item, busy, onVerify, onDelete }: EntryProps) {
  const { entry, state } = item
  return (
    <View className='ct-row' data-testid='edu-entry' data-id={entry.id} data-state={state}>
      <View className='ct-row__main'>
        <Text className='ct-row__title'>{entry.school}</Text>
        <Text className='ct-row__sub'>{educationLine(entry)}</Text>
        {state === 'rejected' && item.review_note ? <Text className='ct-row__note'>未通过原因：{item.review_note}</Text> : null}
      </View>
      <View className='ct-row__side'>
        <VerificationTag state={state} testId='edu-entry-state' />
        <View className='ct-row__actions'>
          {entryCanVerify(state) ? (
            <Text className='ct-action' data-testid='edu-entry-verify' onClick={onVerify}>
              去认证
            </Text>
          ) : null}
          <Text className='ct-action ct-action--danger' data-testid='edu-entry-delete' onClick={busy ? undefined : onDelete}>
            {busy ? '删除中…' : '删除'}
          </Text>
        </View>
      </View>
    </View>
  )
}

/** A sent certificate: kind, title, status, its pictures (a tap previews), the entry it proves, when, and the staff's note. */
export function CertificateCard({
  cert,
  busy,
  onPreview,
  onWithdraw
}: {
  cert: Certificate
  busy: boolean
  onPreview: (urls: string[], current: string) => void
  onWithdraw: () => void
}) {
  const urls = cert.images.map((i) => mediaUrl(i.url))
  return (
    <View className='ct-cert' data-testid='cert-card' data-id={cert.id} data-status={cert.status}>
      <View className='ct-cert__head'>
        <Text className='ct-cert__kind'>{CERTIFICATE_KIND_LABELS[cert.kind]}</Text>
        <Text className='ct-cert__title'>{cert.title}</Text>
        <VerificationTag state={cert.status} testId='cert-status' />
      </View>
      <View className='ct-cert__images'>
        {cert.images.map((image, i) => (
          <Image
            key={image.url}
            className='ct-cert__image'
            src={mediaUrl(image.thumb_url)}
            mode='aspectFill'
            lazyLoad
            imgProps={{ alt: '查看大图' }}
            onClick={() => onPreview(urls, urls[i])}
          />
        ))}
      </View>
      {cert.education ? (
        <Text className='ct-row__sub'>
          {cert.education.school} · {educationLine(cert.education)}
        </Text>
      ) : null}
      <View className='ct-cert__meta'>
        <Text>提交于 {chinaFormat(cert.created_at, 'YYYY-MM-DD HH:mm')}</Text>
        {cert.status === 'pending' ? (
          <Text className='ct-action' data-testid='cert-withdraw' onClick={busy ? undefined : onWithdraw}>
            {busy ? '撤回中…' : '撤回申请'}
          </Text>
        ) : cert.reviewed_at ? (
          <Text>审核于 {chinaFormat(cert.reviewed_at, 'YYYY-MM-DD HH:mm')}</Text>
        ) : null}
      </View>
      {cert.review_note ? (
        <Text className='ct-cert__note' data-testid='cert-note'>
          审核说明：{cert.review_note}
        </Text>
      ) : null}
    </View>
  )
}

/** A labelled field of a form with its message underneath. */
export function FormField({ label, error, testId, children }: { label: string; error?: string; testId: string; children: ReactNode }) {
  return (
    <View className='ct-field' data-testid={testId}>
      <Text className='ct-field__label'>{label}</Text>
      {children}
      {error ? (
        <Text className='ct-error' data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}

/** One choice of a few, as chips. */
export function Chips<T extends string | number>({
  options,
  value,
  onPick,
  testId
}: {
  options: { value: T; label: string }[]
  value: T | null
  onPick: (v: T) => void
  testId: string
}) {
  return (
    <View className='ct-chips' data-testid={testId}>
      {options.map((o) => (
        <View
          key={String(o.value)}
          className={`ct-chip${o.value === value ? ' ct-chip--on' : ''}`}
          data-testid={`${testId}-option`}
          data-value={String(o.value)}
          onClick={() => onPick(o.value)}
        >
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
