import { useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { CERTIFICATE_LIMITS, type CertificateKind, type CertificateOverview } from '@types-contract/personalCertificates'
import { fetchCertificateOverview, submitCertificate } from '@/api/certificates'
import { withErrorText } from '@/api/errorText'
import { goBackOr } from '@/components/nav'
import { useFormSubmit } from '@/components/useFormSubmit'
import type { PageLoad } from '@/components/usePageLoad'
import { canSubmit, checkCertificateForm, defaultEntry, fieldErrorsOf, titleFor, type CertificateErrors, type CertificateField } from '@/lib/certificateView'
import { imagesReadiness, uploadedKeys } from '@/lib/composeImages'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { useComposeImages, type ComposeImages } from '@/components/useComposeImages'
import { useReloadingPage } from '../components/useReloadingPage'

const FIELDS: readonly CertificateField[] = ['title', 'images', 'education_entry_id']

export interface CertificateFormState {
  page: PageLoad<CertificateOverview>
  /** One of this kind waits for review: nothing more may be sent. */
  waiting: boolean
  entryId: number | null
  pickEntry: (id: number | null) => void
  title: string
  setTitle: (title: string) => void
  images: ComposeImages
  errors: CertificateErrors
  serverError: string
  busy: boolean
  /** The refused form shakes (app-shake). */
  shaking: boolean
  submit: () => void
}

/**
 * A certificate form (学历认证 / 学籍认证, ?entry_id= preselects an entry): my entries (read again
 * when coming back from 添加教育经历), the entry it proves (preselected: lib/certificateView.ts
 * defaultEntry), a title that follows the entry until typed, up to 6 pictures uploaded the
 * composer's way (progress, retry, remove: components/useComposeImages.ts), the checks in the server's
 * words, and 提交审核, then back to 我的证书.
 */
export function useCertificateForm(kind: CertificateKind): CertificateFormState {
  const { params } = useRouter()
  const page = useReloadingPage(() => withErrorText(fetchCertificateOverview({ quiet: true }), '加载失败'))
  const images = useComposeImages(CERTIFICATE_LIMITS.imagesMax)
  const [entryId, setEntryId] = useState<number | null>(null)
  const [title, setTitleText] = useState('')
  const typed = useRef(false)
  const form = useFormSubmit<CertificateField>({ fieldsOf: (fields) => fieldErrorsOf(fields, FIELDS), text: '提交失败，请稍后再试' })
  const { errors, setErrors, serverError, busy } = form
  const entries = page.data?.education.map((e) => e.entry)

  // The first answer picks the entry (the one asked for, else the likeliest); later ones keep the choice.
  const picked = useRef(false)
  useEffect(() => {
    if (!entries || picked.current) return
    picked.current = true
    const asked = entries.find((e) => String(e.id) === params.entry_id)
    const entry = asked ?? defaultEntry(kind, entries)
    setEntryId(entry?.id ?? null)
    setTitleText(titleFor(kind, entry ?? null))
  }, [entries, kind, params.entry_id])

  // A picture added or removed answers the pictures' message.
  const imageCount = images.list.length
  useEffect(() => setErrors((e) => (e.images ? { ...e, images: undefined } : e)), [imageCount, setErrors])

  const latest = page.data?.kinds.find((k) => k.kind === kind)?.latest ?? null
  const waiting = !canSubmit(latest)

  const submit = () =>
    form.submit(checkCertificateForm({ kind, entryId, title, images: uploadedKeys(images.list), readiness: imagesReadiness(images.list) }), async (value) => {
      await submitCertificate(value, { quiet: true })
      toast('已提交，请等待审核')
      goBackOr(urlOf('personal/certificate/index'))
    })

  return {
    page,
    waiting,
    shaking: form.shaking,
    entryId,
    pickEntry: (id) => {
      setEntryId(id)
      setErrors((e) => ({ ...e, education_entry_id: undefined }))
      if (!typed.current) setTitleText(titleFor(kind, entries?.find((e) => e.id === id) ?? null))
    },
    title,
    setTitle: (value) => {
      typed.current = true
      setTitleText(value)
      setErrors((e) => ({ ...e, title: undefined }))
    },
    images,
    errors,
    serverError,
    busy,
    submit: () => void (busy || waiting ? undefined : submit())
  }
}
