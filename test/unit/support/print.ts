/** Print queue rows for the unit tests of the queue's rules and store. */
import type { PrintQueueItem, PrintSettings } from '../../../types/print'

/** A4, black-and-white, one side, the whole file, one copy, no binding; `over` changes some. */
export const printSettings = (over: Partial<PrintSettings> = {}): PrintSettings => ({
  copies: 1,
  color: 'bw',
  sides: 'single',
  paper: 'A4',
  page_from: null,
  page_to: null,
  binding: 'none',
  ...over
})

/** A queued PDF of 10 pages (entry 100 + id) with the default settings and their fee; `over` changes some. */
export const queueItem = (id: number, over: Partial<PrintQueueItem> = {}): PrintQueueItem => ({
  id,
  entry_id: 100 + id,
  share_id: null,
  name: `资料${id}.pdf`,
  extension: 'pdf',
  size: 1024,
  page_count: 10,
  settings: printSettings(),
  group_id: null,
  locked_by_order: null,
  fee: { sides: 10, sheets: 10, fee_fen: 200 },
  created_at: '2025-03-01T00:00:00.000Z',
  ...over
})
