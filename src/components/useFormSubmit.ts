import { useState, type Dispatch, type SetStateAction } from 'react'
import { errorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { useShake } from './useShake'

type Errors<F extends string> = Partial<Record<F, string>>

/** What a form's check (in the server's words) answers. */
export type Checked<V, F extends string> = { ok: true; value: V } | { ok: false; errors: Errors<F> }

interface Failure<F extends string> {
  /** The server's per-field messages (a 400's `fields`) as this form's fields. */
  fieldsOf: (fields: Record<string, string> | undefined) => Errors<F>
  /** The line's fallback text when the server refuses. */
  text: string
  /** Show the line even when a field took a message (else only when none did). */
  alwaysLine?: boolean
}

export interface FormSubmit<F extends string> {
  errors: Errors<F>
  setErrors: Dispatch<SetStateAction<Errors<F>>>
  serverError: string
  busy: boolean
  /** True for 0.8 s after the check refused the form: give the form the class `app-shake` meanwhile. */
  shaking: boolean
  /** Shows the check's errors, or sends its value (send also says so and leaves). */
  submit: <V>(checked: Checked<V, F>, send: (value: V) => Promise<void>) => Promise<void>
}

/**
 * A form's submit: the local check's messages under their fields; while sending, busy; what the
 * server still refuses under its field or in a line above the button; a form the check refuses
 * shakes (SPEC §9). Nothing typed is lost.
 */
export function useFormSubmit<F extends string>(failure: Failure<F>): FormSubmit<F> {
  const [errors, setErrors] = useState<Errors<F>>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const { shaking, shake } = useShake()

  const submit = async <V>(checked: Checked<V, F>, send: (value: V) => Promise<void>) => {
    setServerError('')
    if (!checked.ok) {
      setErrors(checked.errors)
      shake()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await send(checked.value)
    } catch (e) {
      const fields = failure.fieldsOf(e instanceof ApiError ? (e.body as { fields?: Record<string, string> } | null)?.fields : undefined)
      setErrors(fields)
      if (failure.alwaysLine || Object.keys(fields).length === 0) setServerError(errorText(e, failure.text))
    } finally {
      setBusy(false)
    }
  }

  return { errors, setErrors, serverError, busy, shaking, submit }
}
