/**
 * The upload store (src/stores/upload.ts) as a state machine: every transition of spec section 4
 * through the store, with an uploader the test drives (each run resolves, fails or hears its abort
 * when the test says), md5 progress, bytes and speed, persistence at launch, the print hook, logout.
 */
import './support/globals'
import { storageData } from './support/taroMock'
import type { CloudEntry } from '../../types/cloud'
import { ApiError } from '../../src/api/request'
import { AbortedError, type AbortToken } from '../../src/lib/abort'
import { UPLOAD_SLOTS_FULL } from '../../src/lib/uploadTasks'
import { STORAGE_KEYS, storage } from '../../src/platform/storage'
import { TransferError } from '../../src/platform/transfer'
import type { UploadEvents, UploadJob, Uploader } from '../../src/stores/cloudUploader'
import { registeredResets, runResets } from '../../src/stores/resetRegistry'
import { UploadStore, uploadFailureText, uploadStore as appUploadStore } from '../../src/stores/upload'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

interface Run {
  job: UploadJob
  events: UploadEvents
  token: AbortToken
  resolve: (entry: CloudEntry) => void
  reject: (error: unknown) => void
}

/** An uploader whose runs the test ends; an aborted run rejects with AbortedError as the real one does. */
class FakeUploader implements Uploader {
  runs: Run[] = []
  restartable = true
  discarded: number[] = []
  run(job: UploadJob, events: UploadEvents, token: AbortToken): Promise<CloudEntry> {
    return new Promise((resolve, reject) => {
      this.runs.push({ job, events, token, resolve, reject })
      token.onAbort(() => reject(new AbortedError()))
    })
  }
  canRestart = jest.fn(async () => this.restartable)
  discard = jest.fn(async (id: number) => void this.discarded.push(id))
  /** The latest run of the task named `name`. */
  last(name: string): Run {
    const run = [...this.runs].reverse().find((r) => r.job.name === name)
    if (!run) throw new Error(`no run of ${name}`)
    return run
  }
}

const entry = (id: number, name: string): CloudEntry => ({
  id,
  name,
  is_folder: false,
  size: 10,
  extension: 'pdf',
  updated_at: '2025-01-01T00:00:00.000Z',
  parent_id: null
})
const file = (name: string, size = 10) => ({ path: `/tmp/${name}`, name, size })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let now = 0
let uploader: FakeUploader
let notices: string[]
function makeStore(): UploadStore {
  return new UploadStore({ uploader, storage, now: () => now, notify: (text) => notices.push(text) })
}
const statesOf = (store: UploadStore) => Object.fromEntries(store.tasks.map((t) => [t.name, t.state]))
const idOf = (store: UploadStore, name: string) => store.tasks.find((t) => t.name === name)!.id

beforeEach(() => {
  storageData.clear()
  now = 1000
  uploader = new FakeUploader()
  notices = []
})

test('added files wait; three upload at once (spec section 9), oldest first; each run gets its file and folder', () => {
  const store = makeStore()
  store.add([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')], 7)
  expect(statesOf(store)).toEqual({ 'a.pdf': 'uploading', 'b.pdf': 'uploading', 'c.pdf': 'uploading', 'd.pdf': 'waiting' })
  expect(uploader.runs.map((r) => r.job)).toEqual(
    ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ localPath: `/tmp/${name}`, name, size: 10, parentId: 7, md5: '', uploadId: null }))
  )
  expect(store.activeCount).toBe(4)
})

test('md5 progress, the md5, the upload id, bytes and speed land on the task', () => {
  const store = makeStore()
  store.add([file('big.pdf', 8_000_000)], null)
  const run = uploader.last('big.pdf')
  run.events.md5Progress(0.5)
  expect(store.tasks[0].md5progress).toBe(0.5)
  run.events.md5('a'.repeat(32))
  run.events.uploadId(41)
  expect(store.tasks[0]).toMatchObject({ md5: 'a'.repeat(32), md5progress: 1, uploadId: 41 })
  run.events.sent(0)
  now += 1000
  run.events.sent(2_000_000)
  expect(store.tasks[0]).toMatchObject({ sent: 2_000_000, speed: 2_000_000 })
})

test('complete: the entry id, the next waiting task starts; a for_print task tells the print hook', async () => {
  const store = makeStore()
  store.setConcurrency(1)
  const heard: [number, string][] = []
  const stop = store.onPrintReady((e, task) => heard.push([e.id, task.name]))
  store.add([file('print.pdf')], null, true)
  store.add([file('next.pdf')], null)
  expect(statesOf(store)).toEqual({ 'print.pdf': 'uploading', 'next.pdf': 'waiting' })
  uploader.last('print.pdf').resolve(entry(90, 'print.pdf'))
  await flush()
  expect(statesOf(store)).toEqual({ 'print.pdf': 'complete', 'next.pdf': 'uploading' })
  expect(store.tasks[0]).toMatchObject({ entryId: 90, sent: 10, speed: 0, for_print: true })
  expect(heard).toEqual([[90, 'print.pdf']])
  stop()
  uploader.last('next.pdf').resolve(entry(91, 'next.pdf'))
  await flush()
  expect(heard).toHaveLength(1)
})

test('failure: error with its Chinese detail, told once; the next waiting task starts', async () => {
  const store = makeStore()
  store.setConcurrency(1)
  store.add([file('a.pdf'), file('b.pdf')], null)
  uploader.last('a.pdf').reject(new ApiError(422, { code: 'quota_exceeded', detail: '云空间不足' }))
  await flush()
  expect(statesOf(store)).toEqual({ 'a.pdf': 'error', 'b.pdf': 'uploading' })
  expect(store.tasks[0].error).toBe('云空间不足')
  expect(notices).toEqual(['云空间不足'])
})

test('pause stops the upload in flight and frees its slot; resume goes on from what the task knows', async () => {
  const store = makeStore()
  store.setConcurrency(1)
  store.add([file('a.pdf'), file('b.pdf')], null)
  const first = uploader.last('a.pdf')
  first.events.md5('b'.repeat(32))
  first.events.uploadId(5)
  store.pause(idOf(store, 'a.pdf'))
  expect(first.token.aborted).toBe(true)
  await flush()
  // The aborted run's rejection is not a failure.
  expect(statesOf(store)).toEqual({ 'a.pdf': 'paused', 'b.pdf': 'uploading' })
  expect(notices).toEqual([])
  // Every slot is taken: resume is refused with the toast.
  store.resume(idOf(store, 'a.pdf'))
  expect(statesOf(store)['a.pdf']).toBe('paused')
  expect(notices).toEqual([UPLOAD_SLOTS_FULL])
  uploader.last('b.pdf').resolve(entry(2, 'b.pdf'))
  await flush()
  store.resume(idOf(store, 'a.pdf'))
  expect(statesOf(store)['a.pdf']).toBe('uploading')
  expect(uploader.last('a.pdf').job).toMatchObject({ md5: 'b'.repeat(32), uploadId: 5 })
})

test('pausing a waiting task parks it; a late answer of a stopped run changes nothing', async () => {
  const store = makeStore()
  store.setConcurrency(1)
  store.add([file('a.pdf'), file('b.pdf')], null)
  store.pause(idOf(store, 'b.pdf'))
  expect(statesOf(store)).toEqual({ 'a.pdf': 'uploading', 'b.pdf': 'paused' })
  const first = uploader.last('a.pdf')
  store.pause(idOf(store, 'a.pdf'))
  first.resolve(entry(1, 'a.pdf'))
  await flush()
  expect(statesOf(store)).toEqual({ 'a.pdf': 'paused', 'b.pdf': 'paused' })
  expect(uploader.runs).toHaveLength(1)
})

test('retry: error → uploading when the file can be read; EOF when it cannot', async () => {
  const store = makeStore()
  store.add([file('a.pdf'), file('b.pdf')], null)
  uploader.last('a.pdf').reject(new TransferError(403, null))
  uploader.last('b.pdf').reject(new Error('network'))
  await flush()
  expect(store.tasks.map((t) => t.error)).toEqual(['上传链接已失效，请重试', '上传失败，请重试'])
  await store.retry(idOf(store, 'a.pdf'))
  expect(statesOf(store)['a.pdf']).toBe('uploading')
  expect(store.tasks[0].error).toBe('')
  expect(uploader.canRestart).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.pdf' }))
  uploader.restartable = false
  await store.retry(idOf(store, 'b.pdf'))
  expect(statesOf(store)['b.pdf']).toBe('EOF')
  expect(store.tasks[1].error).toBe('文件已失效，请重新选择')
  // EOF is final.
  await store.retry(idOf(store, 'b.pdf'))
  expect(statesOf(store)['b.pdf']).toBe('EOF')
})

test('after 文件校验失败 a retry hashes the file again under a new grant', async () => {
  const store = makeStore()
  store.add([file('a.pdf')], null)
  const run = uploader.last('a.pdf')
  run.events.md5('c'.repeat(32))
  run.events.uploadId(8)
  run.reject(new ApiError(422, { code: 'md5_mismatch', detail: '文件校验失败' }))
  await flush()
  expect(store.tasks[0]).toMatchObject({ state: 'error', error: '文件校验失败', md5: '', uploadId: null })
  expect(notices).toEqual(['文件校验失败'])
  await store.retry(store.tasks[0].id)
  expect(uploader.last('a.pdf').job).toMatchObject({ md5: '', uploadId: null })
})

test('cancel removes the task, stops its upload, cancels its grant on the server and starts the next one', async () => {
  const store = makeStore()
  store.setConcurrency(1)
  store.add([file('a.pdf'), file('b.pdf')], null)
  const run = uploader.last('a.pdf')
  run.events.uploadId(12)
  store.cancel(idOf(store, 'a.pdf'))
  expect(run.token.aborted).toBe(true)
  expect(uploader.discarded).toEqual([12])
  expect(statesOf(store)).toEqual({ 'b.pdf': 'uploading' })
  // A waiting task without a grant goes without a call.
  store.add([file('c.pdf')], null)
  store.cancel(idOf(store, 'c.pdf'))
  expect(uploader.discarded).toEqual([12])
})

test('全部暂停 and 全部开始', async () => {
  const store = makeStore()
  store.add([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')], null)
  const running = uploader.runs.slice()
  store.pauseAll()
  expect(Object.values(statesOf(store))).toEqual(['paused', 'paused', 'paused', 'paused'])
  expect(running.every((r) => r.token.aborted)).toBe(true)
  store.startAll()
  expect(statesOf(store)).toEqual({ 'a.pdf': 'uploading', 'b.pdf': 'uploading', 'c.pdf': 'uploading', 'd.pdf': 'waiting' })
  expect(uploader.runs).toHaveLength(6)
})

test('concurrency is settable, never below 1; raising it starts waiting tasks', () => {
  const store = makeStore()
  store.setConcurrency(0)
  expect(store.concurrency).toBe(1)
  store.add([file('a.pdf'), file('b.pdf'), file('c.pdf')], null)
  expect(uploader.runs).toHaveLength(1)
  store.setConcurrency(2)
  expect(statesOf(store)).toEqual({ 'a.pdf': 'uploading', 'b.pdf': 'uploading', 'c.pdf': 'waiting' })
})

test('清除已完成 hides complete tasks; complete ones are kept on the device and the rest dropped at launch', async () => {
  const store = makeStore()
  store.add([file('a.pdf'), file('b.pdf'), file('c.pdf')], null)
  uploader.last('a.pdf').resolve(entry(1, 'a.pdf'))
  uploader.last('b.pdf').resolve(entry(2, 'b.pdf'))
  await flush()
  expect(storage.get<{ name: string }[]>(STORAGE_KEYS.uploads)!.map((t) => t.name)).toEqual(['a.pdf', 'b.pdf'])
  // The next launch: the two complete ones only.
  const relaunched = makeStore()
  expect(statesOf(relaunched)).toEqual({ 'a.pdf': 'complete', 'b.pdf': 'complete' })
  store.clearComplete()
  expect(store.visible.map((t) => t.name)).toEqual(['c.pdf'])
  expect(storage.get(STORAGE_KEYS.uploads)).toBeUndefined()
  expect(makeStore().tasks).toEqual([])
})

test('damaged or unfinished saved tasks are not restored', () => {
  storage.set(STORAGE_KEYS.uploads, [null, { id: 'x', name: 'a', size: 1, state: 'uploading' }, { id: 'y', name: 'b', size: 1, state: 'complete', hide: false }])
  expect(makeStore().tasks.map((t) => t.id)).toEqual(['y'])
})

test('logout (the reset registry) stops every upload and forgets them', async () => {
  expect(registeredResets()).toEqual(expect.arrayContaining(['upload']))
  const store = makeStore()
  store.add([file('a.pdf')], null)
  const run = uploader.last('a.pdf')
  store.reset()
  expect(run.token.aborted).toBe(true)
  expect(store.tasks).toEqual([])
  expect(storage.get(STORAGE_KEYS.uploads)).toBeUndefined()
  // The app's store registered its own reset.
  appUploadStore.tasks = [{ ...store.tasks[0], id: 'z' } as never]
  runResets()
  expect(appUploadStore.tasks).toEqual([])
})

test('failure texts', () => {
  expect(uploadFailureText(new TransferError(413, null))).toBe('文件大小与申请不符，请重新上传')
  expect(uploadFailureText(new TransferError(403, { detail: '链接已过期' }))).toBe('链接已过期')
  expect(uploadFailureText(new Error('文件已失效'))).toBe('文件已失效')
  expect(uploadFailureText(new Error('boom'))).toBe('上传失败，请重试')
  const offline = new Error('x')
  offline.name = 'NetworkError'
  expect(uploadFailureText(offline)).toBe('网络不可用，请检查网络后重试')
})
