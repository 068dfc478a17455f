/**
 * The print queue as every print page shares it (issue 21, docs/print.md "The queue in the app"):
 * the queue and its groups, the price table the totals are reckoned by, the files chosen for an
 * order, and the ways files get in:
 *  - add(): the 打印 action on a library or share file (the spec's EduFiles), debounced at
 *    PRINT_ADD_DEBOUNCE_MS (leading edge: lib/printView.ts createAddGate). Added: the toast
 *    已加入打印队列; nothing new because the file is queued already: `alreadyQueued`, which the
 *    page's PrintAddDialog (components/print/) shows as 文件已在打印队列中 with 去打印中心 (not
 *    Taro.showModal: its buttons take at most four characters); refused: the server's reason
 *    (禁止打印, 暂不支持打印该格式 …), else 加入打印队列失败;
 *  - uploadForPrint(): local files uploaded with for_print (stores/upload.ts add(files, null, true));
 *    each is queued when its upload completes (uploadStore.onPrintReady), with the settings asked
 *    for (照片打印: 6-inch photo paper). The upload store is handed in (connectUploads) by the
 *    pages that upload for printing, in the cloud package: the print tab, in the main package,
 *    then carries none of the upload code (the mini-program's main package has a size budget).
 * Changes (settings, removal, groups) go to the server and the queue takes its answer. Logout
 * forgets it all (resetRegistry).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { CloudEntry } from '@types-contract/cloud'
import {
  PRINT_ADD_DEBOUNCE_MS,
  type PrintGroup,
  type PrintGroupPatch,
  type PrintPriceTable,
  type PrintQueue,
  type PrintQueueAdd,
  type PrintQueueAddResult,
  type PrintQueueItem,
  type PrintSettingsPatch
} from '@types-contract/print'
import { errorText } from '../api/errorText'
import * as printApi from '../api/print'
import { ApiError } from '../api/request'
import {
  PRINT_ADD_TEXTS,
  addNotice,
  createAddGate,
  keepChoosable,
  queueUnits,
  selectableIds,
  selectionTotals,
  toggleAllIds,
  toggleUnit,
  type QueueUnit,
  type SelectionTotals
} from '../lib/printView'
import type { ChosenFile } from '../platform/localFiles'
import { hideToast, toast } from '../platform/toast'
import { registerReset } from './resetRegistry'
import type { UploadStore } from './upload'

export type PrintApi = Pick<
  typeof printApi,
  'fetchQueue' | 'fetchPrices' | 'addToQueue' | 'patchQueueItem' | 'removeQueueItem' | 'createGroup' | 'patchGroup' | 'removeGroup'
>

export type PrintUploads = Pick<UploadStore, 'add' | 'onPrintReady'>

export interface PrintQueueDeps {
  api: PrintApi
  now: () => number
  notify: (text: string) => void
  /** Takes a notice still showing away (the 去打印中心 dialog replaces the toast of an earlier add). */
  dismiss: () => void
}

const DEFAULT_DEPS = (): PrintQueueDeps => ({
  api: printApi,
  now: () => Date.now(),
  notify: toast,
  dismiss: hideToast
})

const quiet = { quiet: true }

/** What became of an add: 'ignored' when the debounce dropped the tap. */
export type AddOutcome = 'added' | 'already' | 'failed' | 'ignored'

/** The text of a refused add: the server's reason for a refusal (4xx), else 加入打印队列失败. */
export function addFailureText(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? errorText(error, PRINT_ADD_TEXTS.failed) : PRINT_ADD_TEXTS.failed
}

export class PrintQueueStore {
  queue: PrintQueue | null = null
  prices: PrintPriceTable | null = null
  /** The files chosen for an order (queue item ids; a group is all of its files). */
  selected: number[] = []
  /** How the add of each for_print upload went, by upload task id (the upload pages show it). */
  uploadOutcomes: Record<string, AddOutcome> = {}
  /** An add found its files queued already: the dialog offering 去打印中心 is open. */
  alreadyQueued = false
  private readonly gate = createAddGate(PRINT_ADD_DEBOUNCE_MS)
  /** Settings for the files of these upload tasks once queued (照片打印). */
  private readonly uploadSettings = new Map<string, PrintSettingsPatch>()
  private uploads: PrintUploads | null = null

  constructor(private readonly deps: PrintQueueDeps = DEFAULT_DEPS()) {
    makeAutoObservable<PrintQueueStore, 'deps' | 'gate' | 'uploadSettings' | 'uploads'>(this, { deps: false, gate: false, uploadSettings: false, uploads: false })
  }

  /** Hears the upload store's for_print uploads from now on (once per store; again is nothing). */
  connectUploads(uploads: PrintUploads): void {
    if (this.uploads === uploads) return
    this.uploads = uploads
    uploads.onPrintReady((entry, task) => void this.uploaded(entry, task.id))
  }

  /** The queue as rows (a merged group is one row), newest first. */
  get units(): QueueUnit[] {
    return this.queue ? queueUnits(this.queue) : []
  }

  get totals(): SelectionTotals {
    return this.queue && this.prices ? selectionTotals(this.queue, this.selected, this.prices) : { files: 0, printFen: 0, deliveryFen: 0, totalFen: 0, orderAll: 0 }
  }

  /** Whether everything that can be chosen is. */
  get allChosen(): boolean {
    const ids = this.queue ? selectableIds(this.queue) : []
    return ids.length > 0 && ids.every((id) => this.selected.includes(id))
  }

  item(id: number): PrintQueueItem | undefined {
    return this.queue?.items.find((i) => i.id === id)
  }

  group(id: number): PrintGroup | undefined {
    return this.queue?.groups.find((g) => g.id === id)
  }

  /** Loads the queue (and the price table, once); a failure throws its Chinese text. */
  async load(): Promise<PrintQueue> {
    try {
      const [queue, prices] = await Promise.all([this.deps.api.fetchQueue(quiet), this.prices ?? this.deps.api.fetchPrices(quiet)])
      runInAction(() => {
        this.prices = prices
        this.setQueue(queue)
      })
      return queue
    } catch (e) {
      throw new Error(errorText(e, '打印队列加载失败，请稍后再试'))
    }
  }

  /** The 打印 action on library files (no share) or a share's files; a tap within the debounce is dropped. */
  add(fileIds: number[], shareId?: number): Promise<AddOutcome> {
    if (!this.gate(this.deps.now())) return Promise.resolve('ignored')
    return this.addNow({ file_id_list: fileIds, ...(shareId === undefined ? {} : { share_id: shareId }) })
  }

  /**
   * Uploads local files for printing (into the library's root); each is queued when it completes,
   * with `settings` when given. Answers the upload task ids.
   */
  uploadForPrint(files: readonly ChosenFile[], settings?: PrintSettingsPatch): string[] {
    if (!this.uploads) throw new Error('printQueueStore.connectUploads was not called')
    const ids = this.uploads.add(files, null, true)
    if (settings) for (const id of ids) this.uploadSettings.set(id, settings)
    return ids
  }

  /** New settings of a file on its own; the queue takes the server's answer (with the fee). */
  async patchItem(id: number, patch: PrintSettingsPatch): Promise<PrintQueueItem> {
    const item = await this.deps.api.patchQueueItem(id, patch, quiet)
    runInAction(() => this.replaceItem(item))
    return item
  }

  async removeItem(id: number): Promise<void> {
    await this.deps.api.removeQueueItem(id, quiet)
    runInAction(() => {
      if (this.queue) this.setQueue({ ...this.queue, items: this.queue.items.filter((i) => i.id !== id) })
    })
  }

  /** Merges files into one bound document; the queue is read again (the files' settings and fees change). */
  async createGroup(itemIds: number[], name?: string): Promise<PrintGroup> {
    const group = await this.deps.api.createGroup({ item_ids: itemIds, ...(name ? { name } : {}) }, quiet)
    await this.load()
    return group
  }

  async patchGroup(id: number, patch: PrintGroupPatch): Promise<PrintGroup> {
    const group = await this.deps.api.patchGroup(id, patch, quiet)
    await this.load()
    return group
  }

  /** Dissolves a group; its files stay queued on their own. */
  async removeGroup(id: number): Promise<void> {
    await this.deps.api.removeGroup(id, quiet)
    await this.load()
  }

  /** Chooses a row's files, or unchooses them; locked files cannot be chosen. */
  toggle(ids: number[]): void {
    const choosable = this.queue ? selectableIds(this.queue) : []
    this.selected = toggleUnit(
      this.selected,
      ids.filter((id) => choosable.includes(id))
    )
  }

  toggleAll(): void {
    this.selected = toggleAllIds(this.selected, this.queue ? selectableIds(this.queue) : [])
  }

  /** The 去打印中心 dialog closed. */
  closeAlready(): void {
    this.alreadyQueued = false
  }

  /** Logout: nothing of the queue is kept. */
  reset(): void {
    this.queue = null
    this.selected = []
    this.uploadOutcomes = {}
    this.alreadyQueued = false
    this.uploadSettings.clear()
  }

  private setQueue(queue: PrintQueue): void {
    this.queue = queue
    this.selected = keepChoosable(this.selected, selectableIds(queue))
  }

  private replaceItem(item: PrintQueueItem): void {
    if (this.queue) this.setQueue({ ...this.queue, items: this.queue.items.map((i) => (i.id === item.id ? item : i)) })
  }

  /** Adds without the debounce (uploads finishing together each add); tells the user how it went. */
  private async addNow(input: PrintQueueAdd, settings?: PrintSettingsPatch): Promise<AddOutcome> {
    let result: PrintQueueAddResult
    try {
      result = await this.deps.api.addToQueue(input, quiet)
    } catch (e) {
      this.deps.notify(addFailureText(e))
      return 'failed'
    }
    runInAction(() => {
      if (this.queue) this.setQueue({ ...this.queue, items: [...result.added, ...this.queue.items.filter((i) => !result.added.some((a) => a.id === i.id))] })
    })
    if (settings) {
      // The file is queued either way; settings that fail to apply stay the defaults, which the settings page shows.
      await Promise.all(result.added.map((item) => this.patchItem(item.id, settings).catch(() => undefined)))
    }
    const notice = addNotice(result)
    if (notice.kind === 'already') {
      this.deps.dismiss()
      runInAction(() => {
        this.alreadyQueued = true
      })
      return 'already'
    }
    this.deps.notify(notice.text)
    return 'added'
  }

  private async uploaded(entry: CloudEntry, taskId: string): Promise<void> {
    const settings = this.uploadSettings.get(taskId)
    this.uploadSettings.delete(taskId)
    const outcome = await this.addNow({ file_id_list: [entry.id] }, settings)
    runInAction(() => {
      this.uploadOutcomes = { ...this.uploadOutcomes, [taskId]: outcome }
    })
  }
}

export const printQueueStore = new PrintQueueStore()

registerReset('printQueue', () => printQueueStore.reset())
