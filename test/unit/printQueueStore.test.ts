/**
 * The print queue store (src/stores/printQueue.ts) with a fake API and upload store: the debounced
 * add and what the user is told (已加入打印队列, the 去打印中心 dialog, the server's refusal or
 * 加入打印队列失败), uploads for printing queued when they complete (with 照片打印's settings, never
 * debounced), loading with the selection kept to free files, settings and removal, logout.
 */
import './support/globals'
import type { CloudEntry } from '../../types/cloud'
import type { PrintQueue, PrintQueueAdd, PrintQueueItem, PrintSettingsPatch } from '../../types/print'
import { DEFAULT_PRINT_PRICES } from '../../core/printFees'
import { ApiError, NetworkError } from '../../src/api/request'
import { PHOTO_SETTINGS } from '../../src/lib/printView'
import { PrintQueueStore, type PrintApi } from '../../src/stores/printQueue'
import { queueItem } from './support/print'
import type { PrintReadyListener, UploadItem } from '../../src/stores/upload'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

/** A queued PDF of 2 pages: 40 fen at the default settings. */
const item = (id: number, over: Partial<PrintQueueItem> = {}) => queueItem(id, { page_count: 2, fee: { sides: 2, sheets: 2, fee_fen: 40 }, ...over })
const entry = (id: number, name: string): CloudEntry => ({
  id,
  name,
  is_folder: false,
  size: 10,
  extension: 'png',
  updated_at: '2025-01-01T00:00:00.000Z',
  parent_id: null
})
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(queue: PrintQueue = { items: [], groups: [] }) {
  let nextId = 50
  const adds: PrintQueueAdd[] = []
  const patches: [number, PrintSettingsPatch][] = []
  let answer: (input: PrintQueueAdd) => Promise<{ added: PrintQueueItem[]; already: number[] }> = async (input) => ({
    added: input.file_id_list.map((entryId) => item(nextId++, { entry_id: entryId })),
    already: []
  })
  const api: PrintApi = {
    fetchQueue: jest.fn(async () => queue),
    fetchPrices: jest.fn(async () => DEFAULT_PRINT_PRICES),
    addToQueue: jest.fn(async (input: PrintQueueAdd) => {
      adds.push(input)
      return answer(input)
    }),
    patchQueueItem: jest.fn(async (id: number, patch: PrintSettingsPatch) => {
      patches.push([id, patch])
      return item(id, { settings: { ...item(id).settings, ...patch } })
    }),
    removeQueueItem: jest.fn(async () => ({ detail: '已移出打印队列' })),
    createGroup: jest.fn(),
    patchGroup: jest.fn(),
    removeGroup: jest.fn()
  }
  const listeners: PrintReadyListener[] = []
  const uploads = {
    add: jest.fn((files: readonly { name: string }[]) => files.map((_, i) => `u${i + 1}`)),
    onPrintReady: jest.fn((listener: PrintReadyListener) => {
      listeners.push(listener)
      return () => undefined
    })
  }
  const clock = { now: 1_000_000 }
  const notify = jest.fn()
  const dismiss = jest.fn()
  const store = new PrintQueueStore({ api, now: () => clock.now, notify, dismiss })
  store.connectUploads(uploads)
  // Connecting the same upload store again adds no second listener.
  store.connectUploads(uploads)
  return {
    store,
    api,
    adds,
    patches,
    uploads,
    clock,
    notify,
    dismiss,
    answerWith: (fn: typeof answer) => (answer = fn),
    completeUpload: (taskId: string, e: CloudEntry) => listeners.forEach((l) => l(e, { id: taskId } as UploadItem))
  }
}

describe('the 打印 action (add)', () => {
  test('added: 已加入打印队列, and a loaded queue shows the file first', async () => {
    const t = setup({ items: [item(1)], groups: [] })
    await t.store.load()
    await expect(t.store.add([7])).resolves.toBe('added')
    expect(t.adds).toEqual([{ file_id_list: [7] }])
    expect(t.notify).toHaveBeenCalledWith('已加入打印队列')
    expect(t.store.queue?.items.map((i) => i.entry_id)).toEqual([7, 101])
  })

  test('a share file goes with its share id', async () => {
    const t = setup()
    await t.store.add([7, 8], 3)
    expect(t.adds).toEqual([{ file_id_list: [7, 8], share_id: 3 }])
  })

  test('taps within 1 s of the tap before are dropped; after a quiet second it adds again', async () => {
    const t = setup()
    await expect(t.store.add([7])).resolves.toBe('added')
    t.clock.now += 400
    await expect(t.store.add([7])).resolves.toBe('ignored')
    t.clock.now += 999
    await expect(t.store.add([8])).resolves.toBe('ignored')
    t.clock.now += 1000
    await expect(t.store.add([8])).resolves.toBe('added')
    expect(t.adds.map((a) => a.file_id_list)).toEqual([[7], [8]])
  })

  test('already queued: the dialog offering 去打印中心 opens, no toast; it closes', async () => {
    const t = setup()
    t.answerWith(async () => ({ added: [], already: [7] }))
    expect(t.store.alreadyQueued).toBe(false)
    await expect(t.store.add([7])).resolves.toBe('already')
    expect(t.store.alreadyQueued).toBe(true)
    expect(t.notify).not.toHaveBeenCalled()
    // The toast of the earlier add, if still showing, goes: the dialog does not sit under it.
    expect(t.dismiss).toHaveBeenCalledTimes(1)
    t.store.closeAlready()
    expect(t.store.alreadyQueued).toBe(false)
  })

  test('refused: the server’s reason; a server failure or no answer: 加入打印队列失败', async () => {
    const t = setup()
    t.answerWith(async () => {
      throw new ApiError(403, { code: 'print_forbidden', detail: '该文件已被设置为禁止打印' })
    })
    await expect(t.store.add([7])).resolves.toBe('failed')
    expect(t.notify).toHaveBeenLastCalledWith('该文件已被设置为禁止打印')
    t.answerWith(async () => {
      throw new ApiError(500, { detail: 'boom' })
    })
    t.clock.now += 1000
    await t.store.add([7])
    expect(t.notify).toHaveBeenLastCalledWith('加入打印队列失败')
    t.answerWith(async () => {
      throw new NetworkError('offline')
    })
    t.clock.now += 1000
    await t.store.add([7])
    expect(t.notify).toHaveBeenLastCalledWith('加入打印队列失败')
  })
})

describe('uploads for printing', () => {
  test('uploaded with for_print into the root; each queued when it completes, none debounced', async () => {
    const t = setup()
    const files = [
      { path: '/a', name: 'a.pdf', size: 1 },
      { path: '/b', name: 'b.pdf', size: 1 }
    ]
    expect(t.store.uploadForPrint(files)).toEqual(['u1', 'u2'])
    expect(t.uploads.add).toHaveBeenCalledWith(files, null, true)
    t.completeUpload('u1', entry(31, 'a.pdf'))
    t.completeUpload('u2', entry(32, 'b.pdf'))
    await flush()
    await flush()
    expect(t.adds.map((a) => a.file_id_list)).toEqual([[31], [32]])
    expect(t.store.uploadOutcomes).toEqual({ u1: 'added', u2: 'added' })
    expect(t.patches).toEqual([])
    expect(t.notify).toHaveBeenCalledTimes(2)
  })

  test('照片打印: the queued picture is set to photo paper before the toast', async () => {
    const t = setup()
    t.store.uploadForPrint([{ path: '/p', name: 'p.png', size: 1 }], PHOTO_SETTINGS)
    t.completeUpload('u1', entry(40, 'p.png'))
    await flush()
    await flush()
    expect(t.patches).toEqual([[50, PHOTO_SETTINGS]])
    expect(t.store.uploadOutcomes.u1).toBe('added')
    // A task this store did not start for printing with settings is queued with the defaults.
    t.completeUpload('other', entry(41, 'q.png'))
    await flush()
    await flush()
    expect(t.patches).toHaveLength(1)
  })
})

describe('the queue', () => {
  test('load: the queue and the prices; the selection keeps only free files that are still there', async () => {
    const t = setup({ items: [item(1), item(2, { locked_by_order: 9 }), item(3)], groups: [] })
    await t.store.load()
    t.store.toggle([1])
    t.store.toggle([2])
    expect(t.store.selected).toEqual([1])
    t.store.toggleAll()
    expect(t.store.selected).toEqual([1, 3])
    expect(t.store.allChosen).toBe(true)
    expect(t.store.totals).toMatchObject({ files: 2, printFen: 80, deliveryFen: 800, totalFen: 880, orderAll: 8.8 })
    ;(t.api.fetchQueue as jest.Mock).mockResolvedValueOnce({ items: [item(3)], groups: [] })
    await t.store.load()
    expect(t.store.selected).toEqual([3])
    expect(t.api.fetchPrices).toHaveBeenCalledTimes(1)
  })

  test('a failed load throws its Chinese text', async () => {
    const t = setup()
    ;(t.api.fetchQueue as jest.Mock).mockRejectedValueOnce(new ApiError(500, null))
    await expect(t.store.load()).rejects.toThrow('服务器内部错误，请联系我们')
  })

  test('settings and removal take the server’s answer; logout forgets everything', async () => {
    const t = setup({ items: [item(1), item(2)], groups: [] })
    await t.store.load()
    t.store.toggle([2])
    await t.store.patchItem(1, { copies: 3 })
    expect(t.store.item(1)?.settings.copies).toBe(3)
    await t.store.removeItem(2)
    expect(t.store.queue?.items.map((i) => i.id)).toEqual([1])
    expect(t.store.selected).toEqual([])
    t.store.reset()
    expect(t.store.queue).toBeNull()
    expect(t.store.uploadOutcomes).toEqual({})
  })
})
