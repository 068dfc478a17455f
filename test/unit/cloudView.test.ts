/** How the cloud library shows things (src/lib/cloudView.ts). */
import { UNSUPPORTED_TYPE } from '../../core/cloudFiles'
import {
  SORT_CHOICES,
  crumbTo,
  downloadStateText,
  entryMeta,
  enterFolder,
  fileInfoQuery,
  fileKind,
  folderOf,
  openActionOf,
  parseFileInfo,
  quotaView,
  sortLabel,
  uploadActions,
  uploadStateText,
  type FileInfo
} from '../../src/lib/cloudView'

const file = (name: string) => ({ is_folder: false, name })

test('icons by type', () => {
  expect(fileKind({ is_folder: true, name: 'a.pdf' })).toBe('folder')
  expect(fileKind(file('试卷.PDF'))).toBe('pdf')
  expect(fileKind({ ...file('x'), extension: 'docx' })).toBe('word')
  expect(fileKind(file('成绩.xlsx'))).toBe('excel')
  expect(fileKind(file('a.csv'))).toBe('excel')
  expect(fileKind(file('课件.pptx'))).toBe('ppt')
  expect(fileKind(file('a.txt'))).toBe('text')
  expect(fileKind(file('scan.jpeg'))).toBe('image')
  expect(fileKind(file('clip.mp4'))).toBe('video')
  expect(fileKind(file('a.zip'))).toBe('archive')
  expect(fileKind(file('noext'))).toBe('other')
})

test('opening: folders open, images preview, the openable documents open, others are unsupported', () => {
  expect(openActionOf({ is_folder: true, name: '资料' })).toBe('folder')
  for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.webp']) expect(openActionOf(file(name))).toBe('image')
  for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx', 'a.txt', 'a.csv']) expect(openActionOf(file(name))).toBe('document')
  for (const name of ['a.mp4', 'a.zip', 'a.gif', 'noext']) expect(openActionOf(file(name))).toBe('unsupported')
  expect(UNSUPPORTED_TYPE).toBe('暂不支持该文件类型')
})

test('breadcrumbs: into folders, back to one, back to the root', () => {
  const path = enterFolder(enterFolder([], { id: 4, name: '高三' }), { id: 9, name: '数学' })
  expect(path).toEqual([
    { id: 4, name: '高三' },
    { id: 9, name: '数学' }
  ])
  expect(folderOf(path)).toBe(9)
  expect(crumbTo(path, 0)).toEqual([{ id: 4, name: '高三' }])
  expect(crumbTo(path, -1)).toEqual([])
  expect(folderOf([])).toBeNull()
})

test('sorts: name, time and size both ways, each with a label', () => {
  expect(SORT_CHOICES.map((c) => `${c.sort}:${c.order}`).sort()).toEqual(['name:asc', 'name:desc', 'size:asc', 'size:desc', 'time:asc', 'time:desc'])
  expect(sortLabel('time', 'desc')).toBe('按时间 新→旧')
})

test('the space bar', () => {
  expect(quotaView({ used: 1536 * 1024 * 1024, max: 10 * 1024 ** 3 })).toEqual({ text: '已用 1.5 GB / 10 GB', ratio: 0.15, full: false })
  expect(quotaView({ used: 11, max: 10 })).toMatchObject({ ratio: 1, full: true })
  expect(quotaView({ used: 0, max: 0 }).ratio).toBe(1)
})

test('a row says the size and the day (China time); a folder only the day', () => {
  expect(entryMeta({ is_folder: false, size: 2202010, updated_at: '2025-03-08T10:00:00.000Z' })).toBe('2.1 MB · 2025-03-08')
  // China's calendar: 20:00 UTC is the next morning there.
  expect(entryMeta({ is_folder: true, size: 0, updated_at: '2025-03-08T20:00:00.000Z' })).toBe('2025-03-09')
})

test('state texts and the buttons each state offers', () => {
  expect(uploadStateText('uploading', true)).toBe('校验中')
  expect(uploadStateText('uploading', false)).toBe('上传中')
  expect(uploadStateText('waiting', false)).toBe('等待上传')
  expect(uploadStateText('paused', false)).toBe('已暂停')
  expect(uploadStateText('complete', false)).toBe('已完成')
  expect(uploadStateText('error', false)).toBe('上传失败')
  expect(uploadStateText('EOF', false)).toBe('文件已失效')
  expect(downloadStateText('downloading')).toBe('下载中')
  expect(uploadActions('uploading')).toEqual(['pause', 'cancel'])
  expect(uploadActions('waiting')).toEqual(['pause', 'cancel'])
  expect(uploadActions('paused')).toEqual(['resume', 'cancel'])
  expect(uploadActions('error')).toEqual(['retry', 'cancel'])
  expect(uploadActions('EOF')).toEqual(['cancel'])
  expect(uploadActions('complete')).toEqual(['cancel'])
})

describe('fileInfo', () => {
  const info: FileInfo = { id: 12, name: '月考.pdf', extension: 'pdf', share_id: null, forbid_download: false, forbid_print: true }

  test('round trip, raw or URL-encoded', () => {
    expect(parseFileInfo(fileInfoQuery(info))).toEqual(info)
    expect(parseFileInfo(encodeURIComponent(fileInfoQuery(info)))).toEqual(info)
  })

  test('missing fields take safe values: the extension from the name, flags false, no share', () => {
    expect(parseFileInfo(JSON.stringify({ id: 3, name: '照片.JPG', share_id: 0, forbid_download: 'yes' }))).toEqual({
      id: 3,
      name: '照片.JPG',
      extension: 'jpg',
      share_id: null,
      forbid_download: false,
      forbid_print: false
    })
    expect(parseFileInfo(JSON.stringify({ ...info, share_id: 5 }))?.share_id).toBe(5)
  })

  test.each([undefined, '', 'not json', '{"id":"1","name":"a"}', '{"id":0,"name":"a"}', '{"id":1}', 'null'])('%p is no file', (raw) => {
    expect(parseFileInfo(raw)).toBeNull()
  })
})
