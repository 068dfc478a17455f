/**
 * The demo catalogue's pictures (示例数据, issue 23): product shots drawn as SVG and made JPEG by
 * sharp, like the demo forum's (demoForumImages.ts). No text is drawn (no font is needed, and a
 * title in the picture would repeat the page's), so a book is its cover's design: a colour, title
 * bars, a subject emblem; the other goods are the object itself on a soft studio background.
 *
 * Every good has a cover (view 0) and a second view: a book's spread of ruled pages with a figure,
 * a set's stack of spines, an object's close-up on another background. Colours and small shapes
 * come from a seeded PRNG, so the pictures are the same on every install.
 */
import sharp from 'sharp'
import { hash, prng } from './sampleOneScore'

export const PICTURE_SIDE = 800
const QUALITY = 84

/** What a book's cover shows in its circle. */
export type Emblem =
  | 'math'
  | 'chinese'
  | 'english'
  | 'physics'
  | 'chemistry'
  | 'biology'
  | 'globe'
  | 'star'
  | 'cap'
  | 'compass'
  | 'building'
  | 'pin'
  | 'bulb'
  | 'target'
  | 'pencil'
  | 'chart'

export type MallArt =
  | { kind: 'book'; color: string; emblem: Emblem }
  /** Several books of a set, their cover colours. */
  | { kind: 'set'; colors: readonly string[]; emblem: Emblem }
  | { kind: 'service'; color: string }
  | { kind: 'pens' | 'highlighters' | 'sticky' | 'pencils'; colors: readonly string[] }
  | { kind: 'notebook' | 'binder' | 'folder' | 'pouch' | 'lamp' | 'bottle' | 'timer' | 'earplugs' | 'bookends' | 'pillow' | 'stand' | 'backpack'; color: string }

type Random = () => number
const r1 = (n: number) => Math.round(n * 10) / 10
const between = (random: Random, from: number, to: number) => from + (to - from) * random()

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const channel = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

const BACKDROPS = [
  ['#fdf6ec', '#f3e3cc'],
  ['#eef5fb', '#d8e6f3'],
  ['#f4f1fa', '#e2dcf0'],
  ['#eef7f1', '#d6eadd'],
  ['#fbf0f0', '#f0d9d9'],
  ['#f5f5f2', '#e4e3dc']
] as const

const DEFS = `<defs>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="light"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.7"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
</defs>`

/** A studio backdrop: a soft gradient wall, a floor line and the object's blurred shadow. */
function backdrop(random: Random, shadow: { cx: number; cy: number; rx: number; ry: number }): string {
  const [top, bottom] = BACKDROPS[Math.floor(random() * BACKDROPS.length)]
  return [
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<rect width="800" height="800" fill="url(#wall)"/>`,
    `<circle cx="${r1(between(random, 80, 200))}" cy="${r1(between(random, 60, 160))}" r="${r1(between(random, 60, 120))}" fill="#fff" opacity="0.35"/>`,
    `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${r1(shadow.rx * 1.15)}" ry="${r1(shadow.ry * 1.6)}" fill="url(#shadow)"/>`
  ].join('')
}

/** A subject emblem of size s centred at (x, y), in `ink`. */
function emblem(kind: Emblem, x: number, y: number, s: number, ink: string): string {
  const st = `stroke="${ink}" stroke-width="${r1(s * 0.07)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`
  const h = s / 2
  switch (kind) {
    case 'math':
      return `<path d="M${x - h},${y + h * 0.6} H${x + h}" ${st}/><path d="M${x - h * 0.6},${y + h} V${y - h}" ${st}/><path d="M${x - h * 0.9},${y - h * 0.7} Q${x - h * 0.2},${y + h * 1.4} ${x + h * 0.9},${y - h * 0.8}" ${st}/><circle cx="${x - h * 0.15}" cy="${y + h * 0.3}" r="${r1(s * 0.06)}" fill="${ink}"/>`
    case 'chinese':
      return `<path d="M${x - h},${y + h * 0.5} L${x - h * 0.35},${y - h * 0.4} L${x},${y + h * 0.1} L${x + h * 0.35},${y - h * 0.6} L${x + h},${y + h * 0.5}" ${st}/><circle cx="${x + h * 0.55}" cy="${y - h * 0.75}" r="${r1(s * 0.12)}" fill="${ink}"/><path d="M${x - h * 0.9},${y + h * 0.85} Q${x},${y + h * 0.6} ${x + h * 0.9},${y + h * 0.85}" ${st}/>`
    case 'english':
      return `<path d="M${x - h},${y - h * 0.7} h${h * 1.3} a${h * 0.2},${h * 0.2} 0 0 1 ${h * 0.2},${h * 0.2} v${h * 0.7} a${h * 0.2},${h * 0.2} 0 0 1 -${h * 0.2},${h * 0.2} h-${h * 0.8} l-${h * 0.35},${h * 0.35} v-${h * 0.35} h-${h * 0.15} a${h * 0.2},${h * 0.2} 0 0 1 -${h * 0.2},-${h * 0.2} v-${h * 0.7} a${h * 0.2},${h * 0.2} 0 0 1 ${h * 0.2},-${h * 0.2}z" ${st}/><path d="M${x + h * 0.1},${y + h * 0.15} h${h * 0.7} a${h * 0.15},${h * 0.15} 0 0 1 ${h * 0.15},${h * 0.15} v${h * 0.5} a${h * 0.15},${h * 0.15} 0 0 1 -${h * 0.15},${h * 0.15} h-${h * 0.1} v${h * 0.3} l-${h * 0.3},-${h * 0.3} h-${h * 0.3}" ${st}/>`
    case 'physics':
      return `<ellipse cx="${x}" cy="${y}" rx="${h}" ry="${r1(h * 0.38)}" ${st}/><ellipse cx="${x}" cy="${y}" rx="${h}" ry="${r1(h * 0.38)}" transform="rotate(60 ${x} ${y})" ${st}/><ellipse cx="${x}" cy="${y}" rx="${h}" ry="${r1(h * 0.38)}" transform="rotate(-60 ${x} ${y})" ${st}/><circle cx="${x}" cy="${y}" r="${r1(s * 0.09)}" fill="${ink}"/>`
    case 'chemistry':
      return `<path d="M${x - h * 0.25},${y - h} V${y - h * 0.2} L${x - h * 0.85},${y + h * 0.85} H${x + h * 0.85} L${x + h * 0.25},${y - h * 0.2} V${y - h}" ${st}/><path d="M${x - h * 0.45},${y - h} H${x + h * 0.45}" ${st}/><path d="M${x - h * 0.55},${y + h * 0.3} H${x + h * 0.55}" ${st}/><circle cx="${x - h * 0.15}" cy="${y + h * 0.55}" r="${r1(s * 0.05)}" fill="${ink}"/><circle cx="${x + h * 0.25}" cy="${y + h * 0.62}" r="${r1(s * 0.04)}" fill="${ink}"/>`
    case 'biology':
      return `<path d="M${x - h * 0.8},${y + h * 0.8} C${x - h * 0.8},${y - h * 0.6} ${x + h * 0.2},${y - h} ${x + h * 0.9},${y - h * 0.9} C${x + h},${y - h * 0.1} ${x + h * 0.5},${y + h * 0.8} ${x - h * 0.8},${y + h * 0.8}z" ${st}/><path d="M${x - h * 0.8},${y + h * 0.8} L${x + h * 0.5},${y - h * 0.5}" ${st}/><path d="M${x - h * 0.2},${y + h * 0.2} l${h * 0.45},${h * 0.1} M${x + h * 0.1},${y - h * 0.1} l-${h * 0.05},-${h * 0.4}" ${st}/>`
    case 'globe':
      return `<circle cx="${x}" cy="${y}" r="${h}" ${st}/><ellipse cx="${x}" cy="${y}" rx="${r1(h * 0.45)}" ry="${h}" ${st}/><path d="M${x - h},${y} H${x + h} M${x - h * 0.85},${y - h * 0.5} H${x + h * 0.85} M${x - h * 0.85},${y + h * 0.5} H${x + h * 0.85}" ${st}/>`
    case 'star':
      return `<path d="${starPath(x, y, h, h * 0.45)}" ${st}/>`
    case 'cap':
      return `<path d="M${x},${y - h * 0.7} L${x + h},${y - h * 0.2} L${x},${y + h * 0.3} L${x - h},${y - h * 0.2}z" ${st}/><path d="M${x - h * 0.55},${y + 0.05 * h} V${y + h * 0.55} Q${x},${y + h * 0.9} ${x + h * 0.55},${y + h * 0.55} V${y + 0.05 * h}" ${st}/><path d="M${x + h},${y - h * 0.2} V${y + h * 0.5}" ${st}/>`
    case 'compass':
      return `<circle cx="${x}" cy="${y}" r="${h}" ${st}/><path d="M${x},${y - h * 0.75} L${x + h * 0.22},${y} L${x},${y + h * 0.75} L${x - h * 0.22},${y}z" fill="${ink}"/>`
    case 'building':
      return `<path d="M${x - h},${y - h * 0.35} L${x},${y - h} L${x + h},${y - h * 0.35}z" ${st}/><path d="M${x - h * 0.9},${y + h * 0.85} H${x + h * 0.9} M${x - h * 0.6},${y - h * 0.2} V${y + h * 0.7} M${x - h * 0.2},${y - h * 0.2} V${y + h * 0.7} M${x + h * 0.2},${y - h * 0.2} V${y + h * 0.7} M${x + h * 0.6},${y - h * 0.2} V${y + h * 0.7}" ${st}/>`
    case 'pin':
      return `<path d="M${x},${y + h} C${x - h * 0.2},${y + h * 0.4} ${x - h * 0.75},${y} ${x - h * 0.75},${y - h * 0.3} A${h * 0.75},${h * 0.75} 0 1 1 ${x + h * 0.75},${y - h * 0.3} C${x + h * 0.75},${y} ${x + h * 0.2},${y + h * 0.4} ${x},${y + h}z" ${st}/><circle cx="${x}" cy="${y - h * 0.3}" r="${r1(h * 0.28)}" ${st}/>`
    case 'bulb':
      return `<path d="M${x - h * 0.3},${y + h * 0.45} C${x - h * 0.3},${y + h * 0.1} ${x - h * 0.7},${y - h * 0.1} ${x - h * 0.7},${y - h * 0.45} A${h * 0.7},${h * 0.7} 0 1 1 ${x + h * 0.7},${y - h * 0.45} C${x + h * 0.7},${y - h * 0.1} ${x + h * 0.3},${y + h * 0.1} ${x + h * 0.3},${y + h * 0.45}z" ${st}/><path d="M${x - h * 0.28},${y + h * 0.7} H${x + h * 0.28} M${x - h * 0.18},${y + h * 0.92} H${x + h * 0.18}" ${st}/>`
    case 'target':
      return `<circle cx="${x}" cy="${y}" r="${h}" ${st}/><circle cx="${x}" cy="${y}" r="${r1(h * 0.6)}" ${st}/><circle cx="${x}" cy="${y}" r="${r1(h * 0.22)}" fill="${ink}"/>`
    case 'pencil':
      return `<path d="M${x - h * 0.8},${y + h * 0.8} L${x - h * 0.6},${y + h * 0.2} L${x + h * 0.5},${y - h * 0.9} L${x + h * 0.9},${y - h * 0.5} L${x - h * 0.2},${y + h * 0.6}z" ${st}/><path d="M${x - h * 0.6},${y + h * 0.2} L${x - h * 0.2},${y + h * 0.6} M${x + h * 0.3},${y - h * 0.7} L${x + h * 0.7},${y - h * 0.3}" ${st}/>`
    case 'chart':
      return `<path d="M${x - h},${y + h} H${x + h}" ${st}/><path d="M${x - h * 0.7},${y + h} V${y + h * 0.2} M${x - h * 0.2},${y + h} V${y - h * 0.2} M${x + h * 0.3},${y + h} V${y - h * 0.6} M${x + h * 0.8},${y + h} V${y - h}" stroke="${ink}" stroke-width="${r1(s * 0.16)}" fill="none"/>`
  }
}

function starPath(x: number, y: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    return `${r1(x + radius * Math.cos(angle))},${r1(y + radius * Math.sin(angle))}`
  })
  return `M${points.join(' L')}z`
}

/** A book standing, seen from the front: page edges, the cover with its spine fold, a design on it. */
function bookFront(random: Random, x: number, y: number, w: number, h: number, color: string, mark: Emblem): string {
  const clip = `cover${Math.floor(random() * 1e9)}`
  const accent = shade(color, random() < 0.5 ? 0.75 : -0.45)
  const ink = shade(color, -0.55)
  const layout = Math.floor(random() * 3)
  const parts = [
    // The page block shows at the right and bottom edges.
    `<rect x="${x + 12}" y="${y + 10}" width="${w}" height="${h}" rx="6" fill="#efe9dc"/>`,
    ...Array.from({ length: 5 }, (_, i) => `<line x1="${x + w + 2}" y1="${y + 20 + i * 3}" x2="${x + w + 2}" y2="${y + h}" stroke="#d6cfbf" stroke-width="1"/>`),
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>`,
    `<g clip-path="url(#${clip})">`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${color}"/>`
  ]
  if (layout === 0) {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${r1(h * 0.34)}" rx="6" fill="${shade(color, -0.18)}"/>`)
  } else if (layout === 1) {
    parts.push(`<path d="M${x},${y + h * 0.72} L${x + w},${y + h * 0.5} V${y + h} H${x}z" fill="${shade(color, 0.2)}" opacity="0.9"/>`)
  } else {
    parts.push(`<circle cx="${x + w * 0.85}" cy="${y + h * 0.15}" r="${r1(w * 0.45)}" fill="${shade(color, 0.18)}" opacity="0.7"/>`)
  }
  // Title bars, a small tag, the emblem in its disc, the publisher's strip.
  const tx = x + w * 0.14
  parts.push(`<rect x="${r1(tx)}" y="${r1(y + h * 0.08)}" width="${r1(w * 0.22)}" height="${r1(h * 0.035)}" rx="${r1(h * 0.0175)}" fill="${accent}"/>`)
  parts.push(`<rect x="${r1(tx)}" y="${r1(y + h * 0.15)}" width="${r1(w * between(random, 0.6, 0.72))}" height="${r1(h * 0.06)}" rx="4" fill="#fff"/>`)
  parts.push(`<rect x="${r1(tx)}" y="${r1(y + h * 0.235)}" width="${r1(w * between(random, 0.38, 0.55))}" height="${r1(h * 0.04)}" rx="4" fill="#fff" opacity="0.85"/>`)
  const ex = x + w * 0.55
  const ey = y + h * 0.56
  parts.push(`<circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(w * 0.27)}" fill="#fff" opacity="0.92"/>`)
  parts.push(emblem(mark, r1(ex), r1(ey), r1(w * 0.3), ink))
  parts.push(`<rect x="${x}" y="${r1(y + h * 0.88)}" width="${w}" height="${r1(h * 0.12)}" fill="${shade(color, -0.3)}"/>`)
  parts.push(`<rect x="${r1(tx)}" y="${r1(y + h * 0.925)}" width="${r1(w * 0.3)}" height="${r1(h * 0.025)}" rx="3" fill="#fff" opacity="0.75"/>`)
  parts.push(`<circle cx="${r1(x + w * 0.82)}" cy="${r1(y + h * 0.94)}" r="${r1(h * 0.025)}" fill="${accent}"/>`)
  // The spine's fold and the cover's sheen.
  parts.push(`<rect x="${x}" y="${y}" width="${r1(w * 0.07)}" height="${h}" fill="#000" opacity="0.16"/>`)
  parts.push(`<line x1="${r1(x + w * 0.075)}" y1="${y}" x2="${r1(x + w * 0.075)}" y2="${y + h}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`)
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#gloss)"/></g>`)
  return parts.join('')
}

/** Two ruled pages open, with a figure on the left page and a highlighted line on the right. */
function openBook(random: Random, color: string, mark: Emblem): string {
  const ink = shade(color, -0.4)
  const parts = [
    `<path d="M90,250 Q250,215 400,250 V640 Q250,605 90,640z" fill="#fbf8f0"/>`,
    `<path d="M400,250 Q550,215 710,250 V640 Q550,605 400,640z" fill="#f7f3ea"/>`,
    `<path d="M80,262 Q250,228 400,262 V652 Q250,618 80,652z" fill="${color}" opacity="0.9" transform="translate(0 8)"/>`,
    `<path d="M400,262 Q550,228 720,262 V652 Q550,618 400,652z" fill="${color}" opacity="0.9" transform="translate(0 8)"/>`,
    `<path d="M90,250 Q250,215 400,250 V640 Q250,605 90,640z" fill="#fbf8f0"/>`,
    `<path d="M400,250 Q550,215 710,250 V640 Q550,605 400,640z" fill="#f5f1e6"/>`,
    `<rect x="385" y="250" width="30" height="390" fill="url(#round)" opacity="0.6"/>`
  ]
  parts.push(`<rect x="125" y="285" width="230" height="150" rx="10" fill="${shade(color, 0.82)}"/>`)
  parts.push(emblem(mark, 240, 360, 110, ink))
  for (let i = 0; i < 5; i++) parts.push(`<rect x="125" y="${460 + i * 30}" width="${r1(between(random, 150, 230))}" height="10" rx="5" fill="#cfc8b8"/>`)
  const marked = 1 + Math.floor(random() * 6)
  for (let i = 0; i < 9; i++) {
    const w = r1(between(random, 180, 260))
    if (i === marked) parts.push(`<rect x="440" y="${283 + i * 36}" width="${w}" height="20" rx="4" fill="#ffe066" opacity="0.7"/>`)
    parts.push(`<rect x="445" y="${288 + i * 36}" width="${w - 10}" height="10" rx="5" fill="${i === 0 ? ink : '#cfc8b8'}"/>`)
  }
  return parts.join('')
}

/** A stack of books lying down, spines out, in these colours. */
function spineStack(random: Random, colors: readonly string[], bottom: number): string {
  const parts: string[] = []
  let y = bottom
  colors.forEach((color) => {
    const h = r1(between(random, 52, 72))
    const w = r1(between(random, 430, 520))
    const x = r1(400 - w / 2 + between(random, -30, 30))
    y -= h
    parts.push(`<rect x="${x + 10}" y="${y + 6}" width="${w}" height="${h}" rx="6" fill="#ece5d6"/>`)
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${color}"/>`)
    parts.push(`<rect x="${x + 30}" y="${r1(y + h * 0.38)}" width="${r1(w * 0.42)}" height="${r1(h * 0.24)}" rx="4" fill="#fff" opacity="0.85"/>`)
    parts.push(`<rect x="${r1(x + w - 70)}" y="${r1(y + h * 0.3)}" width="40" height="${r1(h * 0.4)}" rx="4" fill="${shade(color, -0.3)}"/>`)
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#gloss)"/>`)
  })
  return parts.join('')
}

function pens(random: Random, colors: readonly string[]): string {
  const parts: string[] = []
  colors.forEach((color, i) => {
    const angle = -32 + (i - (colors.length - 1) / 2) * 9
    const x = 400 + (i - (colors.length - 1) / 2) * 34
    parts.push(`<g transform="rotate(${r1(angle)} ${r1(x)} 420)">`)
    parts.push(`<rect x="${r1(x - 17)}" y="170" width="34" height="460" rx="17" fill="#f4f6f8" stroke="#d5dbe1" stroke-width="2"/>`)
    parts.push(`<rect x="${r1(x - 17)}" y="170" width="34" height="150" rx="17" fill="${color}"/>`)
    parts.push(`<rect x="${r1(x + 8)}" y="190" width="8" height="130" rx="4" fill="${shade(color, -0.3)}"/>`)
    parts.push(`<rect x="${r1(x - 17)}" y="470" width="34" height="90" fill="${shade(color, 0.55)}" opacity="0.8"/>`)
    parts.push(`<line x1="${r1(x)}" y1="330" x2="${r1(x)}" y2="600" stroke="${color}" stroke-width="5" opacity="0.7"/>`)
    parts.push(`<path d="M${r1(x - 17)},630 L${r1(x)},${r1(672 + random() * 4)} L${r1(x + 17)},630z" fill="#c9cfd6"/>`)
    parts.push(`<rect x="${r1(x - 17)}" y="170" width="34" height="460" rx="17" fill="url(#round)"/></g>`)
  })
  return parts.join('')
}

function highlighters(colors: readonly string[]): string {
  const parts: string[] = []
  const n = colors.length
  colors.forEach((color, i) => {
    const x = 400 + (i - (n - 1) / 2) * 92
    const top = 230 + (i % 2) * 30
    parts.push(`<rect x="${r1(x - 36)}" y="${top + 120}" width="72" height="${620 - top - 120}" rx="18" fill="#fafafa"/>`)
    parts.push(`<rect x="${r1(x - 36)}" y="${top + 300}" width="72" height="120" fill="${color}" opacity="0.9"/>`)
    parts.push(`<rect x="${r1(x - 32)}" y="${top}" width="64" height="130" rx="14" fill="${color}"/>`)
    parts.push(`<rect x="${r1(x - 32)}" y="${top + 112}" width="64" height="18" fill="${shade(color, -0.25)}"/>`)
    parts.push(`<rect x="${r1(x - 36)}" y="${top}" width="72" height="${620 - top}" rx="18" fill="url(#round)"/>`)
  })
  return parts.join('')
}

function sticky(colors: readonly string[]): string {
  return colors
    .map((color, i) => {
      const angle = -14 + i * 9
      const x = 250 + i * 55
      const y = 230 + i * 40
      return `<g transform="rotate(${angle} ${x + 150} ${y + 150})"><rect x="${x + 6}" y="${y + 8}" width="300" height="300" rx="6" fill="#000" opacity="0.08"/><rect x="${x}" y="${y}" width="300" height="300" rx="6" fill="${color}"/><rect x="${x}" y="${y}" width="300" height="46" fill="${shade(color, -0.08)}"/>${[
        0, 1, 2
      ]
        .map((k) => `<rect x="${x + 36}" y="${y + 100 + k * 50}" width="${200 - k * 40}" height="12" rx="6" fill="${shade(color, -0.25)}" opacity="0.6"/>`)
        .join('')}</g>`
    })
    .join('')
}

function pencilsAndSheet(colors: readonly string[]): string {
  const parts = [
    `<g transform="rotate(-8 360 420)"><rect x="150" y="200" width="420" height="460" rx="10" fill="#fff"/><rect x="150" y="200" width="420" height="60" rx="10" fill="#e94b4b"/>`
  ]
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 4; col++) {
      const filled = (row * 3 + col * 5) % 4 === row % 4
      parts.push(`<ellipse cx="${220 + col * 95}" cy="${300 + row * 44}" rx="26" ry="12" fill="${filled ? '#333' : 'none'}" stroke="#e94b4b" stroke-width="3"/>`)
    }
  }
  parts.push('</g>')
  colors.forEach((color, i) => {
    parts.push(
      `<g transform="rotate(${28 + i * 8} 560 500)"><rect x="${520 + i * 40}" y="260" width="38" height="380" fill="${color}"/><rect x="${520 + i * 40}" y="260" width="38" height="380" fill="url(#round)"/><rect x="${520 + i * 40}" y="232" width="38" height="30" fill="#c0c4c8"/><rect x="${520 + i * 40}" y="204" width="38" height="30" rx="8" fill="#f08fa0"/><path d="M${520 + i * 40},640 L${539 + i * 40},700 L${558 + i * 40},640z" fill="#e8c9a0"/><path d="M${533 + i * 40},684 L${539 + i * 40},700 L${545 + i * 40},684z" fill="#333"/></g>`
    )
  })
  return parts.join('')
}

function notebook(color: string): string {
  const parts = [
    `<g transform="rotate(-6 400 420)">`,
    `<rect x="222" y="158" width="380" height="520" rx="14" fill="#f1ece0"/>`,
    `<rect x="210" y="150" width="380" height="520" rx="14" fill="${color}"/>`
  ]
  parts.push(`<rect x="290" y="250" width="240" height="110" rx="10" fill="#fff" opacity="0.92"/>`)
  parts.push(`<rect x="315" y="280" width="170" height="14" rx="7" fill="${shade(color, -0.2)}"/><rect x="315" y="314" width="120" height="12" rx="6" fill="#ccc"/>`)
  for (let i = 0; i < 13; i++) parts.push(`<rect x="194" y="${180 + i * 37}" width="44" height="14" rx="7" fill="#9aa3ad" stroke="#6f7882" stroke-width="2"/>`)
  parts.push(`<rect x="210" y="150" width="380" height="520" rx="14" fill="url(#gloss)"/></g>`)
  return parts.join('')
}

function binder(color: string): string {
  const parts = [
    `<rect x="200" y="150" width="420" height="520" rx="16" fill="${shade(color, -0.2)}"/>`,
    `<rect x="214" y="160" width="392" height="500" rx="10" fill="#fbfaf6"/>`
  ]
  for (let i = 0; i < 12; i++) parts.push(`<rect x="260" y="${215 + i * 36}" width="${300 - (i % 3) * 40}" height="8" rx="4" fill="#d6dbe3"/>`)
  for (let i = 0; i < 9; i++) parts.push(`<rect x="196" y="${190 + i * 54}" width="40" height="24" rx="12" fill="none" stroke="#b9c0c8" stroke-width="7"/>`)
  parts.push(
    `<rect x="380" y="150" width="260" height="520" rx="16" fill="${color}" opacity="0.95"/><rect x="380" y="150" width="260" height="520" rx="16" fill="url(#gloss)"/>`
  )
  parts.push(`<rect x="430" y="230" width="160" height="70" rx="8" fill="#fff" opacity="0.9"/><circle cx="600" cy="410" r="14" fill="${shade(color, -0.3)}"/>`)
  return parts.join('')
}

function folder(color: string): string {
  return [
    `<rect x="215" y="210" width="370" height="440" rx="8" fill="#fff"/>`,
    ...Array.from({ length: 8 }, (_, i) => `<rect x="250" y="${260 + i * 34}" width="${280 - (i % 2) * 70}" height="10" rx="5" fill="#d9dde3"/>`),
    `<rect x="180" y="170" width="440" height="520" rx="18" fill="${color}" opacity="0.55"/>`,
    `<path d="M180,300 H620 V320 Q400,350 180,320z" fill="${shade(color, -0.25)}" opacity="0.8"/>`,
    `<circle cx="400" cy="330" r="20" fill="#fff" stroke="${shade(color, -0.35)}" stroke-width="6"/>`,
    `<rect x="180" y="170" width="440" height="520" rx="18" fill="url(#gloss)"/>`
  ].join('')
}

function pouch(color: string): string {
  const inside = ['#2d3436', '#e84393', '#0984e3', '#fdcb6e']
    .map((c, i) => `<g transform="rotate(${-70 + i * 6} 400 430)"><rect x="${300 + i * 28}" y="380" width="26" height="260" rx="13" fill="${c}"/></g>`)
    .join('')
  return [
    `<clipPath id="pouch"><rect x="150" y="290" width="500" height="270" rx="60"/></clipPath>`,
    `<rect x="150" y="290" width="500" height="270" rx="60" fill="${color}" opacity="0.35"/>`,
    `<g clip-path="url(#pouch)">${inside}</g>`,
    `<rect x="150" y="290" width="500" height="270" rx="60" fill="${color}" opacity="0.35"/>`,
    `<rect x="170" y="300" width="460" height="22" rx="11" fill="${shade(color, -0.35)}"/>`,
    ...Array.from({ length: 22 }, (_, i) => `<rect x="${180 + i * 20}" y="305" width="10" height="12" fill="#e6e6e6"/>`),
    `<rect x="560" y="292" width="40" height="60" rx="10" fill="#c8ccd2" stroke="#9aa0a7" stroke-width="3"/>`,
    `<rect x="150" y="290" width="500" height="270" rx="60" fill="url(#gloss)"/>`
  ].join('')
}

function lamp(color: string): string {
  return [
    `<ellipse cx="520" cy="560" rx="200" ry="110" fill="url(#light)"/>`,
    `<ellipse cx="300" cy="650" rx="130" ry="30" fill="${shade(color, -0.25)}"/><rect x="170" y="620" width="260" height="30" rx="14" fill="${color}"/>`,
    `<path d="M300,625 L380,350 L520,240" stroke="${shade(color, -0.1)}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="380" cy="350" r="22" fill="${shade(color, -0.3)}"/>`,
    `<g transform="rotate(28 520 240)"><path d="M450,210 H600 Q610,290 580,300 H470 Q440,290 450,210z" fill="${color}"/><rect x="465" y="292" width="120" height="14" rx="7" fill="#fffbe0"/></g>`,
    `<rect x="170" y="620" width="260" height="30" rx="14" fill="url(#gloss)"/>`
  ].join('')
}

function bottle(color: string): string {
  return [
    `<rect x="300" y="230" width="200" height="440" rx="60" fill="${color}"/>`,
    `<rect x="300" y="230" width="200" height="440" rx="60" fill="url(#round)"/>`,
    `<rect x="315" y="150" width="170" height="100" rx="22" fill="${shade(color, -0.35)}"/>`,
    `<rect x="315" y="150" width="170" height="100" rx="22" fill="url(#round)"/>`,
    `<rect x="300" y="255" width="200" height="16" fill="#fff" opacity="0.4"/>`,
    `<rect x="345" y="420" width="110" height="8" rx="4" fill="#fff" opacity="0.6"/>`
  ].join('')
}

function timer(color: string): string {
  return [
    `<rect x="220" y="220" width="360" height="360" rx="70" fill="${color}"/>`,
    `<rect x="220" y="220" width="360" height="360" rx="70" fill="url(#gloss)"/>`,
    `<rect x="270" y="280" width="260" height="120" rx="16" fill="#1e272e"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="${298 + i * 56 + (i > 1 ? 12 : 0)}" y="305" width="36" height="70" rx="6" fill="none" stroke="#7bed9f" stroke-width="8"/>`),
    `<circle cx="400" cy="329" r="5" fill="#7bed9f"/><circle cx="400" cy="352" r="5" fill="#7bed9f"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${310 + i * 90}" cy="480" r="32" fill="${shade(color, 0.6)}" stroke="${shade(color, -0.2)}" stroke-width="4"/>`)
  ].join('')
}

function earplugs(color: string): string {
  return [
    `<rect x="180" y="360" width="440" height="240" rx="120" fill="#e9edf2"/>`,
    `<rect x="200" y="380" width="400" height="200" rx="100" fill="#fff"/>`,
    `<g transform="rotate(-20 330 470)"><rect x="260" y="430" width="150" height="80" rx="40" fill="${color}"/><rect x="260" y="430" width="150" height="80" rx="40" fill="url(#gloss)"/></g>`,
    `<g transform="rotate(15 480 470)"><rect x="405" y="430" width="150" height="80" rx="40" fill="${shade(color, -0.1)}"/><rect x="405" y="430" width="150" height="80" rx="40" fill="url(#gloss)"/></g>`,
    `<path d="M180,420 Q400,170 620,420" fill="${shade(color, 0.75)}" opacity="0.9"/>`
  ].join('')
}

function bookends(color: string): string {
  const books = ['#e17055', '#0984e3', '#00b894', '#fdcb6e', '#6c5ce7']
    .map(
      (c, i) =>
        `<rect x="${285 + i * 48}" y="${300 + (i % 2) * 30}" width="44" height="${330 - (i % 2) * 30}" rx="4" fill="${c}"/><rect x="${292 + i * 48}" y="${340 + (i % 2) * 30}" width="30" height="8" rx="4" fill="#fff" opacity="0.7"/>`
    )
    .join('')
  return [
    `<path d="M180,260 H270 V630 H330 V660 H180z" fill="${color}"/>`,
    books,
    `<path d="M620,260 H530 V630 H470 V660 H620z" fill="${color}"/>`,
    `<path d="M180,260 H270 V630 H330 V660 H180z" fill="url(#gloss)"/>`
  ].join('')
}

function pillow(color: string): string {
  return [
    `<path d="M160,330 Q170,250 400,262 Q630,250 640,330 Q660,450 640,560 Q630,640 400,628 Q170,640 160,560 Q140,450 160,330z" fill="${color}"/>`,
    `<path d="M190,350 Q200,285 400,295 Q600,285 610,350 Q625,450 610,540 Q600,600 400,594 Q200,600 190,540 Q175,450 190,350z" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 10" opacity="0.7"/>`,
    `<ellipse cx="330" cy="380" rx="140" ry="60" fill="#fff" opacity="0.18"/>`
  ].join('')
}

function stand(color: string): string {
  return [
    `<path d="M260,640 L320,270 H560 L520,640z" fill="${shade(color, -0.2)}"/>`,
    `<path d="M270,620 L330,250 H570 L530,620z" fill="${color}"/>`,
    `<rect x="340" y="290" width="200" height="260" rx="6" fill="#fbf8ef" transform="skewX(-8)"/>`,
    `<rect x="250" y="600" width="300" height="40" rx="10" fill="${shade(color, -0.35)}"/>`,
    `<path d="M520,640 L600,480" stroke="${shade(color, -0.35)}" stroke-width="18" stroke-linecap="round"/>`
  ].join('')
}

function backpack(color: string): string {
  return [
    `<path d="M330,240 Q400,150 470,240" stroke="${shade(color, -0.35)}" stroke-width="22" fill="none"/>`,
    `<rect x="230" y="230" width="340" height="440" rx="90" fill="${color}"/>`,
    `<rect x="275" y="430" width="250" height="200" rx="50" fill="${shade(color, -0.15)}"/>`,
    `<rect x="300" y="455" width="200" height="12" rx="6" fill="#e6e6e6"/>`,
    `<rect x="370" y="470" width="60" height="40" rx="8" fill="${shade(color, -0.4)}"/>`,
    `<rect x="230" y="230" width="340" height="440" rx="90" fill="url(#gloss)"/>`
  ].join('')
}

/** A consultation voucher: a card with an adviser, speech lines and a seal. */
function serviceCard(color: string): string {
  return [
    `<rect x="130" y="220" width="540" height="360" rx="30" fill="${color}"/>`,
    `<rect x="130" y="220" width="540" height="360" rx="30" fill="url(#gloss)"/>`,
    `<circle cx="130" cy="400" r="34" fill="#fff" opacity="0.9"/><circle cx="670" cy="400" r="34" fill="#fff" opacity="0.9"/>`,
    `<circle cx="270" cy="350" r="56" fill="#fff"/><circle cx="270" cy="335" r="24" fill="${shade(color, -0.3)}"/><path d="M230,385 Q270,350 310,385" fill="${shade(color, -0.3)}"/>`,
    `<rect x="360" y="300" width="230" height="24" rx="12" fill="#fff"/><rect x="360" y="344" width="170" height="16" rx="8" fill="#fff" opacity="0.8"/><rect x="360" y="376" width="200" height="16" rx="8" fill="#fff" opacity="0.8"/>`,
    `<line x1="180" y1="460" x2="620" y2="460" stroke="#fff" stroke-width="3" stroke-dasharray="10 10" opacity="0.7"/>`,
    `<circle cx="560" cy="520" r="38" fill="none" stroke="#fff" stroke-width="6"/>`,
    `<path d="${starPath(560, 520, 22, 10)}" fill="#fff"/>`,
    `<rect x="190" y="505" width="200" height="30" rx="15" fill="#fff" opacity="0.9"/>`
  ].join('')
}

/** The object itself, centred on the canvas, and where its shadow falls. */
function objectOf(art: MallArt, random: Random): { body: string; shadow: { cx: number; cy: number; rx: number; ry: number } } {
  const floor = { cx: 400, cy: 670, rx: 250, ry: 26 }
  switch (art.kind) {
    case 'book':
      return { body: bookFront(random, 215, 100, 370, 580, art.color, art.emblem), shadow: { cx: 410, cy: 690, rx: 220, ry: 24 } }
    case 'set':
      return {
        body: art.colors
          .slice(0, 3)
          .map((color, i) => bookFront(random, 95 + i * 165, 150 + i * 30, 290, 450, color, i === 0 ? art.emblem : 'star'))
          .join(''),
        shadow: { cx: 410, cy: 650, rx: 320, ry: 26 }
      }
    case 'service':
      return { body: serviceCard(art.color), shadow: { cx: 400, cy: 600, rx: 280, ry: 24 } }
    case 'pens':
      return { body: pens(random, art.colors), shadow: floor }
    case 'highlighters':
      return { body: highlighters(art.colors), shadow: { cx: 400, cy: 630, rx: 260, ry: 24 } }
    case 'sticky':
      return { body: sticky(art.colors), shadow: { cx: 420, cy: 640, rx: 230, ry: 20 } }
    case 'pencils':
      return { body: pencilsAndSheet(art.colors), shadow: { cx: 400, cy: 680, rx: 260, ry: 24 } }
    case 'notebook':
      return { body: notebook(art.color), shadow: { cx: 410, cy: 680, rx: 220, ry: 24 } }
    case 'binder':
      return { body: binder(art.color), shadow: { cx: 420, cy: 680, rx: 240, ry: 24 } }
    case 'folder':
      return { body: folder(art.color), shadow: { cx: 400, cy: 700, rx: 240, ry: 24 } }
    case 'pouch':
      return { body: pouch(art.color), shadow: { cx: 400, cy: 575, rx: 260, ry: 26 } }
    case 'lamp':
      return { body: lamp(art.color), shadow: { cx: 310, cy: 665, rx: 170, ry: 22 } }
    case 'bottle':
      return { body: bottle(art.color), shadow: { cx: 400, cy: 675, rx: 130, ry: 22 } }
    case 'timer':
      return { body: timer(art.color), shadow: { cx: 400, cy: 595, rx: 200, ry: 24 } }
    case 'earplugs':
      return { body: earplugs(art.color), shadow: { cx: 400, cy: 610, rx: 230, ry: 24 } }
    case 'bookends':
      return { body: bookends(art.color), shadow: floor }
    case 'pillow':
      return { body: pillow(art.color), shadow: { cx: 400, cy: 640, rx: 260, ry: 26 } }
    case 'stand':
      return { body: stand(art.color), shadow: { cx: 410, cy: 650, rx: 200, ry: 22 } }
    case 'backpack':
      return { body: backpack(art.color), shadow: { cx: 400, cy: 675, rx: 200, ry: 24 } }
  }
}

/** The second view of a book or a set; other goods get a closer, turned shot. */
function secondView(art: MallArt, random: Random): { body: string; shadow: { cx: number; cy: number; rx: number; ry: number } } | null {
  if (art.kind === 'book') return { body: openBook(random, art.color, art.emblem), shadow: { cx: 400, cy: 655, rx: 320, ry: 22 } }
  if (art.kind === 'set') return { body: spineStack(random, [...art.colors, ...art.colors].slice(0, 6), 650), shadow: { cx: 400, cy: 660, rx: 290, ry: 22 } }
  return null
}

/** The SVG of a good's picture: view 0 is the cover; view 1 the second view. */
export function mallPictureSvg(art: MallArt, view: number, seed: string): string {
  const random = prng(hash(`${seed}-${view}`))
  const drawn = (view > 0 && secondView(art, random)) || objectOf(art, random)
  let body = drawn.body
  if (view > 0 && art.kind !== 'book' && art.kind !== 'set') {
    // The close-up: the object larger and turned a little.
    body = `<g transform="translate(400 420) scale(1.18) rotate(${r1(between(random, -8, 8))}) translate(-400 -420)">${body}</g>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIDE}" height="${PICTURE_SIDE}" viewBox="0 0 800 800">${DEFS}${backdrop(random, drawn.shadow)}${body}</svg>`
}

export const renderMallPicture = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).jpeg({ quality: QUALITY }).toBuffer()
