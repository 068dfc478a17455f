/**
 * Compresses a picked image at a quality (percent, lib/imageCompression.ts decides which), one way
 * per platform:
 *  - weapp: Taro.compressImage (WeChat's encoder) and the new file's size;
 *  - H5: the picture drawn on a canvas (on white: JPEG has no transparency) and encoded with
 *    toBlob('image/jpeg', quality), a blob: URL like the picked file's. Very large pictures are
 *    scaled to at most MAX_CANVAS_PIXELS first: mobile browsers refuse bigger canvases.
 * The condition is decided at build time, so each build keeps one branch.
 */
import Taro from '@tarojs/taro'
import { imageKind, type ChosenImage } from './files'

/** iOS Safari's canvas area limit (16,777,216 pixels), with room to spare. */
const MAX_CANVAS_PIXELS = 16_000_000

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('图片读取失败'))
    image.src = src
  })
}

async function compressOnCanvas(image: ChosenImage, quality: number): Promise<ChosenImage> {
  const picture = await loadImage(image.path)
  const width = picture.naturalWidth
  const height = picture.naturalHeight
  const scale = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height)))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('图片压缩失败')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(picture, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality / 100))
  if (!blob) throw new Error('图片压缩失败')
  return { path: URL.createObjectURL(blob), size: blob.size, suffix: 'jpg', contentType: 'image/jpeg' }
}

async function compressInWeapp(image: ChosenImage, quality: number): Promise<ChosenImage> {
  const { tempFilePath } = await Taro.compressImage({ src: image.path, quality })
  const size = await new Promise<number>((resolve, reject) => {
    Taro.getFileSystemManager().getFileInfo({
      filePath: tempFilePath,
      success: (res) => resolve(res.size),
      fail: (err) => reject(new Error(err.errMsg))
    })
  })
  return { path: tempFilePath, size, ...imageKind(tempFilePath) }
}

/** The image compressed at `quality` percent (1-100); rejects when the platform cannot. */
export function compressImage(image: ChosenImage, quality: number): Promise<ChosenImage> {
  return process.env.TARO_ENV === 'h5' ? compressOnCanvas(image, quality) : compressInWeapp(image, quality)
}
