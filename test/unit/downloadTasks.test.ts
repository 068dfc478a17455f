/** The download task list (spec sections 3 and 4; src/lib/downloadTasks.ts): every transition from every state. */
import {
  DOWNLOAD_STATES,
  abortDownload,
  addDownload,
  clearCompleteDownloads,
  completeDownload,
  failDownload,
  retryDownload,
  visibleDownloads,
  type DownloadState,
  type DownloadTask
} from '../../src/lib/downloadTasks'

const task = (id: string, state: DownloadState): DownloadTask => ({ id, state, md5: '', localPath: '', hide: false })

test('a new download is downloading at the end of the list; the same id is not added twice', () => {
  const one = addDownload<DownloadTask>([], { id: 'a' })
  expect(one).toEqual([task('a', 'downloading')])
  const two = addDownload(one, { id: 'b' })
  expect(two.map((t) => t.id)).toEqual(['a', 'b'])
  expect(addDownload(two, { id: 'a' })).toEqual(two)
})

test('downloading → complete keeps where the bytes are and the md5', () => {
  expect(completeDownload([task('a', 'downloading')], 'a', 'blob:x', 'f'.repeat(32))).toEqual([{ ...task('a', 'complete'), localPath: 'blob:x', md5: 'f'.repeat(32) }])
})

test('downloading → error; error → downloading on retry', () => {
  const failed = failDownload([task('a', 'downloading')], 'a')
  expect(failed).toEqual([task('a', 'error')])
  expect(retryDownload(failed, 'a')).toEqual([task('a', 'downloading')])
})

test.each(['complete', 'error'] as const)('a %s download cannot complete or fail again', (state) => {
  const tasks = [task('a', state)]
  expect(completeDownload(tasks, 'a', 'p', 'm')).toEqual(tasks)
  expect(failDownload(tasks, 'a')).toEqual(tasks)
})

test.each(['downloading', 'complete'] as const)('a %s download cannot be retried', (state) => {
  expect(retryDownload([task('a', state)], 'a')).toEqual([task('a', state)])
})

test.each(DOWNLOAD_STATES)('abort removes a %s download', (state) => {
  expect(abortDownload([task('a', state), task('b', 'downloading')], 'a')).toEqual([task('b', 'downloading')])
})

test('清除 hides complete downloads only', () => {
  const tasks = DOWNLOAD_STATES.map((s) => task(s, s))
  const cleared = clearCompleteDownloads(tasks)
  expect(cleared.filter((t) => t.hide).map((t) => t.id)).toEqual(['complete'])
  expect(visibleDownloads(cleared).map((t) => t.id)).toEqual(['downloading', 'error'])
})

test('the transitions keep the fields a store adds', () => {
  const rich = [{ ...task('a', 'downloading'), name: 'a.pdf', received: 5 }]
  expect(failDownload(rich, 'a')[0]).toEqual({ ...rich[0], state: 'error' })
})
