import { useEffect } from 'react'
import { slotViews } from '@/lib/formView'
import { userStore } from '@/stores'
import { applicationFormStore } from '@/stores/applicationForm'

/**
 * The form store set to the user's province (its apply mode and slot count) and the slots it
 * shows. For the observer pages of the form: they re-render when the draft or the user changes.
 */
export function useFormSlots() {
  const province = userStore.data.province ?? ''
  const apply = userStore.data.serverConfig.gk_mode.apply
  useEffect(() => applicationFormStore.configure(province, apply), [province, apply])
  const store = applicationFormStore
  return { store, slots: slotViews(store.mode, store.units, (e) => store.metaOf(e)) }
}
