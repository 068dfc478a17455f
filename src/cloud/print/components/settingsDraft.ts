import { useEffect, useRef, useState } from 'react'
import type { PrintSettings, PrintSettingsPatch } from '@types-contract/print'
import { errorText } from '@/api/errorText'
import { toast } from '@/platform/toast'

export interface SettingsDraft {
  /** What the form shows: the saved settings with the changes on their way. */
  settings: PrintSettings | null
  change: (patch: PrintSettingsPatch) => void
  /** Whether a change is still on its way to the server. */
  saving: boolean
}

/**
 * Settings edited in place: a change shows at once and is sent (`save`) after those before it, so
 * answers never land out of order. Once nothing is on its way the form shows what is saved
 * (`saved`, from the store): the server's answer, or after a refusal (told with its reason) the
 * settings before it.
 */
export function useSettingsDraft(saved: PrintSettings | undefined, save: (patch: PrintSettingsPatch) => Promise<unknown>): SettingsDraft {
  const [draft, setDraft] = useState<PrintSettings | null>(saved ?? null)
  const [pending, setPending] = useState(0)
  const chain = useRef<Promise<void>>(Promise.resolve())
  useEffect(() => {
    // The first load, or the store's settings once nothing is on its way (a refused change, a reload).
    if (saved && pending === 0) setDraft(saved)
  }, [saved, pending])

  const change = (patch: PrintSettingsPatch) => {
    setDraft((d) => (d ? { ...d, ...patch } : d))
    setPending((n) => n + 1)
    chain.current = chain.current
      .then(() => save(patch))
      .then(
        () => undefined,
        (e: unknown) => toast(errorText(e, '保存失败，请稍后再试'))
      )
      .finally(() => setPending((n) => n - 1))
  }

  return { settings: draft, change, saving: pending > 0 }
}
