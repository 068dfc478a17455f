import { useState } from 'react'
import { addEducation } from '@/api/certificates'
import { goBackOr } from '@/components/nav'
import { useFormSubmit } from '@/components/useFormSubmit'
import { checkEducationForm, emptyEducationForm, fieldErrorsOf, type EducationErrors, type EducationField, type EducationForm } from '@/lib/certificateView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'

const FIELDS: readonly EducationField[] = ['school', 'stage', 'start_year', 'end_year']

export interface EducationFormState {
  form: EducationForm
  errors: EducationErrors
  serverError: string
  busy: boolean
  /** The refused form shakes (app-shake). */
  shaking: boolean
  set: <K extends keyof EducationForm>(key: K, value: EducationForm[K], field: EducationField) => void
  save: () => void
}

/**
 * 添加教育经历's form: the server's checks first (lib/certificateView.ts), each message under its
 * field; what the server still refuses is shown there or in a line above the button, and nothing
 * typed is lost. Saved, it goes back to 我的证书 (which reads the list again).
 */
export function useEducationForm(): EducationFormState {
  const [form, setForm] = useState<EducationForm>(emptyEducationForm)
  const { errors, setErrors, serverError, busy, submit, shaking } = useFormSubmit<EducationField>({
    fieldsOf: (fields) => fieldErrorsOf(fields, FIELDS),
    text: '保存失败，请稍后再试'
  })

  const save = () =>
    submit(checkEducationForm(form), async (value) => {
      await addEducation(value, { quiet: true })
      toast('已添加')
      goBackOr(urlOf('personal/certificate/index'))
    })

  return {
    form,
    errors,
    serverError,
    busy,
    shaking,
    set: (key, value, field) => {
      setForm((f) => ({ ...f, [key]: value }))
      setErrors((e) => ({ ...e, [field]: undefined }))
    },
    save: () => void (busy ? undefined : save())
  }
}
