import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { printQueueStore } from '@/stores/printQueue'

/**
 * The queue for a print page: read again when the page opens (another device, an order paid
 * meanwhile), while what the store holds already shows; `ready` once the queue and the prices are there.
 */
export function useQueueLoad(): { page: PageLoad<unknown>; ready: boolean } {
  const page = usePageLoad(() => printQueueStore.load())
  return { page, ready: printQueueStore.queue !== null && printQueueStore.prices !== null }
}
