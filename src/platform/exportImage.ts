/**
 * The application form as a long image or a PDF (导出, issue 6): replays an export layout
 * (lib/formExport.ts) on a canvas and hands the file to the user, one way per platform:
 *  - weapp: the page's hidden `<Canvas type='2d' id>` (EXPORT_CANVAS_ID); the PNG goes to the
 *    photo album (a refused permission explains itself and offers the settings, else a preview
 *    to share from); the PDF is written under USER_DATA_PATH and opened with openDocument.
 *  - H5: an offscreen <canvas>; PNG and PDF are downloaded through an <a download>, and the PNG's
 *    object URL is returned so the page can show it (in-app browsers that block downloads still
 *    let the user long-press the preview).
 * Text uses the system's fonts (no font file is shipped), which on every target cover Chinese.
 * The PDF holds the same picture as JPEG, one screen per page (lib/pdf.ts).
 */
import Taro from '@tarojs/taro'
import { exportScale, screenPageHeight, type ExportLayout, type Measure, type TextStyle } from '../lib/formExport'
import { jpegPdf } from '../lib/pdf'
import { weappFind, type Found } from './canvas'
import { readFileBytes } from './files'

export const EXPORT_CANVAS_ID = 'form-export-canvas'

export interface ExportJob {
  /** File name without extension. */
  fileName: string
  /** The PDF's document title. */
  title: string
  layout: (measure: Measure, pageHeight: number) => ExportLayout
}

export type ImageResult = { kind: 'saved' } | { kind: 'previewed' } | { kind: 'downloaded'; url: string }

/** A failure the user can read (Chinese), told apart by its name; others get a generic message. */
function exportError(message: string): Error {
  const error = new Error(message)
  error.name = 'ExportError'
  return error
}

/** What to tell the user about a failed export. */
export function exportErrorText(error: unknown): string {
  return error instanceof Error && error.name === 'ExportError' ? error.message : '导出失败，请稍后再试'
}

type CanvasNode = Found['node']
type Context = CanvasRenderingContext2D

const FONT_FAMILY = '-apple-system, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif'
const fontOf = (s: TextStyle) => `${s.bold ? 'bold ' : ''}${s.size}px ${FONT_FAMILY}`

function roundRect(ctx: Context, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

function draw(ctx: Context, layout: ExportLayout, scale: number): void {
  ctx.scale(scale, scale)
  ctx.fillStyle = layout.background
  ctx.fillRect(0, 0, layout.width, layout.height)
  ctx.textBaseline = 'middle'
  for (const op of layout.ops) {
    if (op.kind === 'rect') {
      ctx.fillStyle = op.color
      if (op.radius) {
        roundRect(ctx, op.x, op.y, op.w, op.h, op.radius)
        ctx.fill()
      } else {
        ctx.fillRect(op.x, op.y, op.w, op.h)
      }
    } else if (op.kind === 'line') {
      ctx.strokeStyle = op.color
      ctx.lineWidth = 1
      ctx.beginPath()
      ctx.moveTo(op.x1, op.y1)
      ctx.lineTo(op.x2, op.y2)
      ctx.stroke()
    } else {
      ctx.font = fontOf(op.style)
      ctx.fillStyle = op.color
      ctx.textAlign = op.align
      ctx.fillText(op.text, op.x, op.y)
    }
  }
}

interface Rendered {
  canvas: CanvasNode
  layout: ExportLayout
  scale: number
}

/** Runs the drawing and encoding under a loading indicator, gone before anything asks the user. */
async function busy<T>(work: () => Promise<T>): Promise<T> {
  Taro.showLoading({ title: '正在生成…', mask: true }).catch(() => undefined)
  try {
    return await work()
  } finally {
    Taro.hideLoading()
  }
}

/** Lays the sheet out with the canvas's own text metrics, then draws it. */
async function render(job: ExportJob, canvasNode: () => Promise<CanvasNode>): Promise<Rendered> {
  const canvas = await canvasNode()
  const ctx = canvas.getContext('2d')
  if (!ctx) throw exportError('当前环境不支持画布，无法导出')
  const measure: Measure = (text, style) => {
    ctx.font = fontOf(style)
    return ctx.measureText(text).width
  }
  const { windowWidth, windowHeight } = Taro.getSystemInfoSync()
  const layout = job.layout(measure, screenPageHeight(windowWidth, windowHeight))
  const scale = exportScale(layout.width, layout.height)
  // Resizing clears the canvas and resets its state, so drawing starts clean.
  canvas.width = Math.round(layout.width * scale)
  canvas.height = Math.round(layout.height * scale)
  draw(ctx, layout, scale)
  return { canvas, layout, scale }
}

/** The PDF of a drawn sheet, from its JPEG: one page per screen (layout.pages). */
function toPdf({ canvas, layout, scale }: Rendered, jpeg: Uint8Array, title: string): Uint8Array<ArrayBuffer> {
  const slices = layout.pages.map((p) => ({ top: Math.round(p.top * scale), bottom: Math.round(p.bottom * scale) }))
  return jpegPdf({ jpeg, width: canvas.width, height: canvas.height }, slices, { pageWidth: layout.width, pageHeight: layout.pageHeight, title })
}

/*
 * One implementation per platform, picked below by a build-time condition: the bundler drops the
 * other one with the Taro APIs only it calls (H5's previewImage alone would add a 160 KB slider).
 */

/* ---------- weapp ---------- */

async function weappCanvas(): Promise<CanvasNode> {
  // The hidden canvas renders a tick after the page; give it a moment.
  for (let attempt = 0; attempt < 10; attempt++) {
    const found = await weappFind(EXPORT_CANVAS_ID)
    if (found?.node) return found.node
    await new Promise((r) => setTimeout(r, 50))
  }
  throw exportError('导出画布未就绪，请稍后再试')
}

function weappTempFile({ canvas }: Rendered, fileType: 'png' | 'jpg'): Promise<string> {
  return Taro.canvasToTempFilePath({
    canvas: canvas as unknown as Taro.Canvas,
    x: 0,
    y: 0,
    width: canvas.width,
    height: canvas.height,
    destWidth: canvas.width,
    destHeight: canvas.height,
    fileType,
    quality: 0.9
  }).then((r) => r.tempFilePath)
}

const refused = (err: unknown) => /auth|authorize|permission/i.test((err as { errMsg?: string })?.errMsg ?? '')

async function weappPng(job: ExportJob): Promise<ImageResult> {
  const path = await busy(async () => weappTempFile(await render(job, weappCanvas), 'png'))
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: path })
    return { kind: 'saved' }
  } catch (err) {
    if (refused(err)) {
      const { confirm } = await Taro.showModal({
        title: '无法保存到相册',
        content: '需要你允许小程序保存图片到相册。可以去设置中开启，或在预览中长按图片发送给朋友。',
        confirmText: '去设置',
        cancelText: '预览'
      })
      if (confirm) {
        await Taro.openSetting()
        return { kind: 'previewed' }
      }
    }
    await Taro.previewImage({ urls: [path] })
    return { kind: 'previewed' }
  }
}

async function weappPdf(job: ExportJob): Promise<void> {
  const pdf = await busy(async () => {
    const rendered = await render(job, weappCanvas)
    return toPdf(rendered, new Uint8Array(await readFileBytes(await weappTempFile(rendered, 'jpg'))), job.title)
  })
  const filePath = `${Taro.env.USER_DATA_PATH}/${job.fileName}.pdf`
  await new Promise<void>((resolve, reject) =>
    Taro.getFileSystemManager().writeFile({
      filePath,
      data: pdf.buffer,
      success: () => resolve(),
      fail: (err) => reject(new Error(err.errMsg))
    })
  )
  await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true })
}

/* ---------- H5 ---------- */

const h5Canvas = async (): Promise<CanvasNode> => document.createElement('canvas')

function h5Blob({ canvas }: Rendered, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  return new Promise((resolve, reject) =>
    (canvas as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(exportError('图片生成失败，请稍后再试'))), type, 0.9)
  )
}

function h5Download(url: string, fileName: string): void {
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

async function h5Png(job: ExportJob): Promise<ImageResult> {
  const url = await busy(async () => URL.createObjectURL(await h5Blob(await render(job, h5Canvas), 'image/png')))
  h5Download(url, `${job.fileName}.png`)
  return { kind: 'downloaded', url }
}

async function h5Pdf(job: ExportJob): Promise<void> {
  const pdf = await busy(async () => {
    const rendered = await render(job, h5Canvas)
    return toPdf(rendered, new Uint8Array(await (await h5Blob(rendered, 'image/jpeg')).arrayBuffer()), job.title)
  })
  const url = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }))
  h5Download(url, `${job.fileName}.pdf`)
  // Revoked later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The long image: weapp → photo album (or a preview to share from), H5 → a PNG download. */
export const exportPng = process.env.TARO_ENV === 'weapp' ? weappPng : h5Png

/** The PDF, one screen per page: weapp → opened in the document viewer, H5 → a download. */
export const exportPdf = process.env.TARO_ENV === 'weapp' ? weappPdf : h5Pdf

/** Frees the H5 PNG's object URL once its preview is closed (weapp files are the system's). */
export const releasePreview = process.env.TARO_ENV === 'weapp' ? () => undefined : (url: string) => URL.revokeObjectURL(url)
