/** core/cloudFiles.ts against the spec: openable types (section 5), sizes B to TB and the space constants of types/user.ts (section 9). */
import { DEFAULT_CLOUD_SPACE, LOGGED_OUT_CLOUD_SPACE as CLOUD_SPACE_AFTER_RESET } from '../../types/user'
import { OPENABLE_EXTENSIONS, UNSUPPORTED_TYPE, entryNameProblem, extensionOf, isImageFile, isOpenable, numberedName, sizeText } from '../../core/cloudFiles'

test('the spec’s openable types, and its text for the others', () => {
  expect([...OPENABLE_EXTENSIONS].sort()).toEqual(['csv', 'doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'ppt', 'pptx', 'txt', 'webp', 'xls', 'xlsx'])
  for (const ext of OPENABLE_EXTENSIONS) expect(isOpenable(`资料.${ext}`)).toBe(true)
  expect(isOpenable('数学真题.PDF')).toBe(true)
  for (const name of ['录音.mp3', '视频.mp4', '压缩包.zip', '动图.gif', 'README', '.pdf', '文件.', 'a.pdf/b']) expect(isOpenable(name)).toBe(false)
  expect(UNSUPPORTED_TYPE).toBe('暂不支持该文件类型')
})

test('extensions: the last dot of the last path segment, lower case', () => {
  expect(extensionOf('期末.复习.DOCX')).toBe('docx')
  expect(extensionOf('/tmp/dir.v2/scan.JPG')).toBe('jpg')
  expect(extensionOf('.bashrc')).toBe('')
  expect(extensionOf('noext')).toBe('')
  expect(isImageFile('扫描件.webp')).toBe(true)
  expect(isImageFile('讲义.pdf')).toBe(false)
})

test('sizes from B to TB, one decimal rounded down, no trailing .0', () => {
  const cases: [number, string][] = [
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1023.9 KB'],
    [1024 ** 2, '1 MB'],
    [20 * 1024 ** 2, '20 MB'],
    [1024 ** 3 - 1, '1023.9 MB'],
    [DEFAULT_CLOUD_SPACE, '10 GB'],
    [CLOUD_SPACE_AFTER_RESET, '20 GB'],
    [DEFAULT_CLOUD_SPACE - 1, '9.9 GB'],
    [1.25 * 1024 ** 4, '1.2 TB'],
    [2048 * 1024 ** 4, '2048 TB']
  ]
  for (const [bytes, text] of cases) expect([bytes, sizeText(bytes)]).toEqual([bytes, text])
})

test('the space constants are the spec’s bytes', () => {
  expect(DEFAULT_CLOUD_SPACE).toBe(10737418240)
  expect(CLOUD_SPACE_AFTER_RESET).toBe(21474836480)
})

test('entry names: 1 to 100 code points, no path or wildcard characters, not . or ..', () => {
  expect(entryNameProblem('高三 数学')).toBeNull()
  expect(entryNameProblem('😀'.repeat(100))).toBeNull()
  expect(entryNameProblem('...')).toBeNull()
  expect(entryNameProblem('')).toBe('名称不能为空')
  expect(entryNameProblem('数'.repeat(101))).toBe('名称不能超过100个字')
  expect(entryNameProblem('.')).toBe('名称不能是 . 或 ..')
  expect(entryNameProblem('..')).toBe('名称不能是 . 或 ..')
  for (const bad of ['/', '\\', ':', '*', '?', '"', '<', '>', '|', '\u0000', '\n', '\u007f']) expect(entryNameProblem(`a${bad}b`)).toMatch(/^名称不能包含/)
})

test('numbered names keep a file’s extension', () => {
  expect(numberedName('a.pdf', 1, false)).toBe('a (1).pdf')
  expect(numberedName('a.tar.gz', 2, false)).toBe('a.tar (2).gz')
  expect(numberedName('notes', 1, false)).toBe('notes (1)')
  expect(numberedName('v1.0', 3, true)).toBe('v1.0 (3)')
})
