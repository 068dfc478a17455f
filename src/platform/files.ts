/**
 * Local files as bytes, one way per platform: a chosen image is a blob: URL on H5 (read with
 * fetch) and a temp file path on weapp (read with the file-system manager). The bytes then go
 * to a presigned URL as a raw PUT body (api/request.ts putBytes): Taro.uploadFile would send
 * multipart, which a presigned PUT does not accept.
 */
import Taro from '@tarojs/taro'
import { PLATFORM } from '../env'

export interface ChosenImage {
  path: string
  /** Lower-case extension without the dot: png, jpg, webp... */
  suffix: string
  contentType: string
  size: number
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }

/** Extension and MIME type from a file name or MIME type; png when unknown. */
export function imageKind(nameOrType: string | undefined): { suffix: string; contentType: string } {
  const s = (nameOrType ?? '').toLowerCase()
  const fromType = s.match(/^image\/(png|jpeg|jpg|webp|gif)/)
  const fromName = s.match(/\.(png|jpe?g|webp|gif)(\?|$)/)
  const ext = (fromType?.[1] ?? fromName?.[1] ?? 'png').replace('jpeg', 'jpg')
  return { suffix: ext, contentType: TYPES[ext] }
}

/** Lets the user pick one image (album or camera); undefined when they cancel. */
export async function chooseImage(): Promise<ChosenImage | undefined> {
  let result: Taro.chooseImage.SuccessCallbackResult
  try {
    result = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  } catch {
    return undefined
  }
  const file = result.tempFiles[0] as (Taro.chooseImage.ImageFile & { type?: string; originalFileObj?: File }) | undefined
  if (!file) return undefined
  const kind = imageKind(file.originalFileObj?.type || file.type || file.originalFileObj?.name || file.path)
  return { path: file.path, size: file.size, ...kind }
}

/**
 * Lets the user pick up to `count` images at once, as they are (the composer compresses by its own
 * rule, lib/imageCompression.ts); [] when they cancel. On H5 the album is the browser's file input
 * (id taroChooseImage), which on a phone offers the camera too; sourceType 'album' alone spares
 * Taro's own 拍摄/从相册选择 sheet before it.
 */
export async function chooseImages(count: number): Promise<ChosenImage[]> {
  if (count < 1) return []
  let result: Taro.chooseImage.SuccessCallbackResult
  try {
    result = await Taro.chooseImage({ count, sizeType: ['original'], sourceType: PLATFORM === 'h5' ? ['album'] : ['album', 'camera'] })
  } catch {
    return []
  }
  const files = result.tempFiles as (Taro.chooseImage.ImageFile & { type?: string; originalFileObj?: File })[]
  return files
    .slice(0, count)
    .map((file) => ({ path: file.path, size: file.size, ...imageKind(file.originalFileObj?.type || file.type || file.originalFileObj?.name || file.path) }))
}

export async function readFileBytes(path: string): Promise<ArrayBuffer> {
  if (PLATFORM === 'h5') {
    const response = await fetch(path)
    return response.arrayBuffer()
  }
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().readFile({
      filePath: path,
      success: (res) => resolve(res.data as ArrayBuffer),
      fail: (err) => reject(new Error(err.errMsg))
    })
  })
}
