/**
 * Cloud library rules shared by the app and the server (issue 20): which files open (spec section
 * 5), how a size is written (B to TB, spec section 9), and the space a user starts with.
 */

/** Spec section 5: the only types a file may be opened as; others answer UNSUPPORTED_TYPE. */
export const OPENABLE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'webp'] as const
export type OpenableExtension = (typeof OPENABLE_EXTENSIONS)[number]

/** Of those, the ones shown as a picture (on both platforms); the rest are documents. */
export const IMAGE_EXTENSIONS: readonly OpenableExtension[] = ['jpg', 'jpeg', 'png', 'webp']

export const UNSUPPORTED_TYPE = '暂不支持该文件类型'

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : ''
}

export function isOpenable(name: string): boolean {
  return (OPENABLE_EXTENSIONS as readonly string[]).includes(extensionOf(name))
}

export function isImageFile(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name))
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * A size as people read it: bytes below 1 KB, then the largest unit (1024 each, up to TB) that
 * leaves at least 1, with one decimal rounded down and no trailing '.0' (1536 → '1.5 KB',
 * 10 GB → '10 GB'); rounding down never shows a file as larger than it is, so a nearly full space
 * never reads as full. Beyond 1024 TB it stays in TB.
 */
export function sizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  let unit = 0
  let value = Math.floor(bytes)
  while (unit < UNITS.length - 1 && value >= 1024 ** (unit + 1)) unit++
  if (unit === 0) return `${value} B`
  value = Math.floor((bytes / 1024 ** unit) * 10) / 10
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`
}

/** The longest name of a file or folder, in code points (after trimming). */
export const ENTRY_NAME_MAX = 100

/** Characters a file or folder name may not contain (they mean paths or wildcards on some system). */
export const ENTRY_NAME_FORBIDDEN = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'] as const

/** True when `text` holds a control character (U+0000 to U+001F, U+007F): a line break or worse in a name. */
export function hasControlCharacter(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
  return /[\u0000-\u001f\u007f]/.test(text)
}

/**
 * Why `name` (already trimmed) cannot name a file or folder, in Chinese; null when it can: 1 to
 * ENTRY_NAME_MAX code points, none of ENTRY_NAME_FORBIDDEN nor a control character, not '.' or '..'.
 */
export function entryNameProblem(name: string): string | null {
  const length = [...name].length
  if (length === 0) return '名称不能为空'
  if (length > ENTRY_NAME_MAX) return `名称不能超过${ENTRY_NAME_MAX}个字`
  if (name === '.' || name === '..') return '名称不能是 . 或 ..'
  if (hasControlCharacter(name) || ENTRY_NAME_FORBIDDEN.some((c) => name.includes(c))) return `名称不能包含 ${ENTRY_NAME_FORBIDDEN.join(' ')} 等字符`
  return null
}

/** The n-th free-name candidate for `name` when the folder already has it: 'a (1).pdf', 'notes (2)'. */
export function numberedName(name: string, n: number, isFolder: boolean): string {
  const ext = isFolder ? '' : extensionOf(name)
  const stem = ext ? name.slice(0, name.length - ext.length - 1) : name
  return `${stem} (${n})${ext ? name.slice(name.length - ext.length - 1) : ''}`
}
