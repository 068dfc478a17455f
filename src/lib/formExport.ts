/**
 * The application form as a long image (导出, issue 6): what to draw and where, in CSS px on a
 * 375 px wide sheet, plus where the pages of the PDF start. Pure: text widths come from the
 * caller's `measure` (the canvas's measureText on the device, an estimate in tests), and the
 * platform adapter (platform/exportImage.ts) only replays the operations on a canvas.
 *
 * Sheet: a coloured header (form name; province, track, score, rank; date, mode, slots used),
 * one row per slot (number, band chip with the chance, school wrapped over as many lines as it
 * needs, group code or major, the chosen majors with theirs), and the 仅供参考 footer.
 */
import { BAND_CHIP_TEXT, BAND_PALETTE } from './bandPalette'
import { chanceLabel, gaokaoLine, type SlotView } from './formView'

export interface TextStyle {
  size: number
  bold?: boolean
}

export type Measure = (text: string, style: TextStyle) => number

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; color: string }
  /** `y` is the middle of the text line (textBaseline 'middle'). */
  | { kind: 'text'; x: number; y: number; text: string; style: TextStyle; color: string; align: 'left' | 'right' | 'center' }

export interface ExportPage {
  top: number
  bottom: number
}

export interface ExportLayout {
  width: number
  height: number
  background: string
  ops: DrawOp[]
  /** The PDF's pages, top to bottom; a break never falls inside a slot that fits on one page. */
  pages: ExportPage[]
  pageHeight: number
}

export interface ExportTexts {
  title: string
  /** Lines under the title (who, when, how full). */
  info: string[]
  footer: string[]
}

export interface ExportInfo {
  name: string
  province: string | null
  track: string | undefined
  score: number | null
  rank: number | null
  date: string
  modeLabel: string
  countLabel: string
  appName: string
}

export const EXPORT_WIDTH = 375
export const DISCLAIMER = '仅供参考，请以各省教育考试院公布的信息为准'

/** The header and footer wording of an export. */
export function exportTexts(info: ExportInfo): ExportTexts {
  return {
    title: info.name,
    info: [gaokaoLine(info) || '未设置高考信息', `${info.modeLabel} · ${info.countLabel}`],
    footer: [DISCLAIMER, `${info.appName} · 生成于 ${info.date}`]
  }
}

/** Breaks `text` into lines no wider than `maxWidth` (anywhere: Chinese has no spaces to break at). */
export function wrapText(text: string, maxWidth: number, style: TextStyle, measure: Measure): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of text) {
    if (line && measure(line + ch, style) > maxWidth) {
      lines.push(line)
      line = ch.trim() ? ch : ''
    } else {
      line += ch
    }
  }
  if (line || lines.length === 0) lines.push(line)
  return lines
}

const PAD = 16
const INDEX_W = 30
const GAP = 10
const TITLE = { size: 20, bold: true }
const CHIP = { size: 12, bold: true }
const INDEX = { size: 15, bold: true }
const NAME = { size: 15, bold: true }
const DETAIL = { size: 12 }
const MAJOR = { size: 13 }
const SMALL = { size: 12 }
const TEXT = '#1a1a1a'
const MUTED = '#8c8c8c'

/**
 * Page starts for blocks [top, bottom) laid out from y = 0 down to `height`: a block that would
 * cross the page end moves to the next page; one taller than a page is cut where the page ends.
 */
export function paginate(blocks: readonly ExportPage[], height: number, pageHeight: number): ExportPage[] {
  const starts = [0]
  let pageTop = 0
  for (const b of blocks) {
    if (b.bottom - pageTop <= pageHeight) continue
    if (b.top > pageTop) {
      pageTop = b.top
      starts.push(pageTop)
    }
    while (b.bottom - pageTop > pageHeight) {
      pageTop += pageHeight
      starts.push(pageTop)
    }
  }
  return starts.map((top, i) => ({ top, bottom: Math.min(starts[i + 1] ?? height, top + pageHeight) }))
}

/** Lays out the sheet; `pageHeight` is one screen's height at EXPORT_WIDTH. */
export function layoutForm(texts: ExportTexts, slots: readonly SlotView[], primary: string, measure: Measure, pageHeight: number): ExportLayout {
  const width = EXPORT_WIDTH
  const ops: DrawOp[] = []
  const text = (x: number, y: number, t: string, style: TextStyle, color: string, align: 'left' | 'right' | 'center' = 'left') =>
    ops.push({ kind: 'text', x, y, text: t, style, color, align })

  // Header
  const titleLines = wrapText(texts.title, width - PAD * 2, TITLE, measure)
  const infoLines = texts.info.flatMap((info) => wrapText(info, width - PAD * 2, SMALL, measure))
  let y = 22 + titleLines.length * 28 + 6 + infoLines.length * 20 + 16
  ops.push({ kind: 'rect', x: 0, y: 0, w: width, h: y, color: primary })
  titleLines.forEach((line, i) => text(PAD, 22 + i * 28 + 14, line, TITLE, '#ffffff'))
  const infoTop = 22 + titleLines.length * 28 + 6
  infoLines.forEach((line, i) => text(PAD, infoTop + i * 20 + 10, line, SMALL, 'rgba(255,255,255,0.9)'))

  // Slots
  const nameX = PAD + INDEX_W
  const blocks: ExportPage[] = []
  for (const slot of slots) {
    const top = y
    // The chip ('冲 31%') sits right of the first name line; the name wraps in what is left.
    const chipText = chanceLabel(slot.band, slot.probability)
    const chipW = measure(chipText, CHIP) + 16
    const chipX = width - PAD - chipW
    ops.push({ kind: 'rect', x: chipX, y: top + 14, w: chipW, h: 22, color: BAND_PALETTE[slot.band].color, radius: 11 })
    text(chipX + chipW / 2, top + 25, chipText, CHIP, BAND_CHIP_TEXT, 'center')
    text(PAD, top + 25, `${slot.index}`, INDEX, primary)
    const nameW = chipX - GAP - nameX
    let cy = top + 14
    for (const line of wrapText(slot.school, nameW, NAME, measure)) {
      text(nameX, cy + 11, line, NAME, TEXT)
      cy += 22
    }
    const fullW = width - PAD - nameX
    if (slot.detail) {
      for (const line of wrapText(slot.detail, fullW, DETAIL, measure)) {
        text(nameX, cy + 9, line, DETAIL, MUTED)
        cy += 18
      }
    }
    if (slot.listMajors) {
      cy += 2
      for (const m of slot.majors) {
        const chance = chanceLabel(m.band, m.probability)
        text(width - PAD, cy + 10, chance, SMALL, BAND_PALETTE[m.band].color, 'right')
        for (const line of wrapText(`· ${m.name}`, fullW - measure(chance, SMALL) - GAP, MAJOR, measure)) {
          text(nameX, cy + 10, line, MAJOR, '#333333')
          cy += 20
        }
      }
    }
    y = cy + 14
    ops.push({ kind: 'line', x1: PAD, y1: y - 0.5, x2: width - PAD, y2: y - 0.5, color: '#eeeeee' })
    blocks.push({ top, bottom: y })
  }

  // Footer
  const footTop = y
  y += 20
  texts.footer.forEach((line, i) => {
    text(width / 2, y + 9, line, i === 0 ? SMALL : { size: 11 }, MUTED, 'center')
    y += 20
  })
  y += 16
  blocks.push({ top: footTop, bottom: y })

  return { width, height: y, background: '#ffffff', ops, pages: paginate(blocks, y, pageHeight), pageHeight }
}

/** Largest canvas the export draws: within what phones and browsers accept (side and area). */
export const MAX_CANVAS_SIDE = 16384
export const MAX_CANVAS_AREA = 16_000_000

/** Device pixels per CSS px for the export: sharp (2×) unless the canvas would be too large. */
export function exportScale(width: number, height: number, preferred = 2): number {
  return Math.min(preferred, MAX_CANVAS_SIDE / height, MAX_CANVAS_SIDE / width, Math.sqrt(MAX_CANVAS_AREA / (width * height)))
}

/** One screen's height at EXPORT_WIDTH (a PDF page), kept phone-shaped on a wide desktop window. */
export function screenPageHeight(windowWidth: number, windowHeight: number): number {
  const ratio = windowWidth > 0 && windowHeight > 0 ? windowHeight / windowWidth : 16 / 9
  return Math.round(EXPORT_WIDTH * Math.min(Math.max(ratio, 1.4), 2.2))
}
