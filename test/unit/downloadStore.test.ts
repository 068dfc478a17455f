/**
 * The download store (src/stores/download.ts) as a state machine: downloading → complete | error,
 * retry, abort removes, clear, the same file asked twice, logout; with a downloader the test drives.
 */
import './support/globals'
import { ApiError } from '../../src/api/request'
import { AbortedError, type AbortToken } from '../../src/lib/abort'
import { TransferError } from '../../src/platform/transfer'
import { DownloadStore, downloadFailureText, type DownloadEvents, type DownloadSource, type Downloader } from '../../src/stores/download'
import { registeredResets } from '../../src/stores/resetRegistry'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

interface Run {
  source: DownloadSource
  events: DownloadEvents
  token: AbortToken
  resolve: (v: { localPath: string; md5: string }) => void
  reject: (e: unknown) => void
}

class FakeDownloader implements Downloader {
  runs: Run[] = []
  run(source: DownloadSource, events: DownloadEvents, token: AbortToken) {
    return new Promise<{ localPath: string; md5: string }>((resolve, reject) => {
      this.runs.push({ source, events, token, resolve, reject })
      token.onAbort(() => reject(new AbortedError()))
    })
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const pdf = { id: 5, name: '月考.pdf', size: 1000 }
let downloader: FakeDownloader
let notices: string[]
let now = 0
const makeStore = () => new DownloadStore({ downloader, now: () => now, notify: (t) => notices.push(t) })

beforeEach(() => {
  downloader = new FakeDownloader()
  notices = []
  now = 0
})

test('downloading with bytes and speed, then complete with where the bytes are', async () => {
  const store = makeStore()
  const id = store.download(pdf)
  expect(store.task(id)).toMatchObject({ state: 'downloading', entryId: 5, shareId: null, name: '月考.pdf', size: 1000, received: 0 })
  expect(downloader.runs[0].source).toEqual({ ...pdf, shareId: null })
  const done = store.whenDone(id)
  downloader.runs[0].events.received(0, 1000)
  now = 500
  downloader.runs[0].events.received(400, 1000)
  expect(store.task(id)).toMatchObject({ received: 400, speed: 800 })
  downloader.runs[0].resolve({ localPath: 'blob:x', md5: 'a'.repeat(32) })
  await expect(done).resolves.toBe('blob:x')
  expect(store.task(id)).toMatchObject({ state: 'complete', localPath: 'blob:x', md5: 'a'.repeat(32), received: 1000, speed: 0 })
  expect(store.activeCount).toBe(0)
})

test('asking for the same file again answers the download under way or complete; a shared copy is another download', async () => {
  const store = makeStore()
  const id = store.download(pdf)
  expect(store.download(pdf)).toBe(id)
  downloader.runs[0].resolve({ localPath: 'blob:x', md5: '' })
  await flush()
  expect(store.download(pdf)).toBe(id)
  await expect(store.whenDone(id)).resolves.toBe('blob:x')
  expect(store.download({ ...pdf, shareId: 9 })).not.toBe(id)
  expect(downloader.runs).toHaveLength(2)
})

test('failure: error with its text, told; retry downloads again', async () => {
  const store = makeStore()
  const id = store.download(pdf)
  const done = store.whenDone(id)
  downloader.runs[0].reject(new ApiError(403, { code: 'download_forbidden', detail: '该文件已被设置为禁止下载' }))
  await expect(done).rejects.toThrow('该文件已被设置为禁止下载')
  expect(store.task(id)).toMatchObject({ state: 'error', error: '该文件已被设置为禁止下载' })
  expect(notices).toEqual(['该文件已被设置为禁止下载'])
  await expect(store.whenDone(id)).rejects.toThrow('该文件已被设置为禁止下载')
  // A failed one is not answered again: asking anew starts another.
  store.retry(id)
  expect(store.task(id)).toMatchObject({ state: 'downloading', error: '' })
  expect(downloader.runs).toHaveLength(2)
  downloader.runs[1].resolve({ localPath: '/tmp/f', md5: '' })
  await flush()
  expect(store.task(id)!.state).toBe('complete')
})

test('abort stops the transfer and removes the task; its waiters hear it', async () => {
  const store = makeStore()
  const id = store.download(pdf)
  const done = store.whenDone(id)
  store.abort(id)
  expect(downloader.runs[0].token.aborted).toBe(true)
  expect(store.tasks).toEqual([])
  await expect(done).rejects.toBeInstanceOf(AbortedError)
  await flush()
  expect(notices).toEqual([])
  // A complete one goes too.
  const again = store.download(pdf)
  downloader.runs[1].resolve({ localPath: 'blob:y', md5: '' })
  await flush()
  store.abort(again)
  expect(store.tasks).toEqual([])
})

test('清除 hides complete downloads; a cleared file downloads anew', async () => {
  const store = makeStore()
  const a = store.download(pdf)
  store.download({ id: 6, name: 'b.png', size: 10 })
  downloader.runs[0].resolve({ localPath: 'blob:a', md5: '' })
  await flush()
  store.clearComplete()
  expect(store.visible.map((t) => t.name)).toEqual(['b.png'])
  expect(store.download(pdf)).not.toBe(a)
})

test('logout stops and forgets every download', () => {
  expect(registeredResets()).toEqual(expect.arrayContaining(['download']))
  const store = makeStore()
  store.download(pdf)
  store.reset()
  expect(downloader.runs[0].token.aborted).toBe(true)
  expect(store.tasks).toEqual([])
})

test('failure texts', () => {
  expect(downloadFailureText(new TransferError(403, null))).toBe('下载链接已失效，请重试')
  expect(downloadFailureText(new TransferError(500, null))).toBe('下载失败，请稍后再试')
  expect(downloadFailureText(new Error('x'))).toBe('下载失败，请稍后再试')
})
