/**
 * The library's demo (示例数据, issue 24, docs/xkw.md "Demo"): the local provider's sample
 * materials and topics (demoXkwCatalogue.ts, is_demo), each with a small PDF and its first pages
 * as preview images, all in the FileStore.
 *
 * - A page is drawn once as SVG (the title, the material's facts and its section headings in
 *   Chinese, question lines as bars) and made JPEG by sharp: pdf-lib's standard fonts cannot draw
 *   Chinese, so the Chinese is in the picture. The PDF holds the material's pages: the drawn pages,
 *   the last one repeated for the rest, each with its page number in Latin text.
 * - Previews are the first pages (3, or 2 for a three-page material), stored as `files` rows of a
 *   demo library account (资源库, is_demo, no phone), served like forum images. The PDF is a cloud
 *   object (`cloud/<hex>`): only a download that checked the right reaches it.
 * - Runs once (nothing when materials exist) and needs the store (without it, nothing is seeded).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import sharp from 'sharp'
import type { Database } from '../db/open'
import { files, users, xkwMaterials, xkwTopics } from '../db/schema'
import type { FileStore } from '../storage/store'
import { seedAreaOnce } from './demo'
import { DEMO_MATERIALS, DEMO_TOPICS, type DemoMaterial } from './demoXkwCatalogue'
import { hash, prng } from './sampleOneScore'

export const DEMO_LIBRARY_NAME = '资源库'
const WIDTH = 600
const HEIGHT = 848
const FONT = "'Noto Sans CJK SC','Noto Serif CJK SC','Source Han Sans SC',sans-serif"
const DAY_MS = 86_400_000

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The title in lines of at most `per` characters. */
function wrap(text: string, per: number): string[] {
  const chars = [...text]
  const lines: string[] = []
  for (let i = 0; i < chars.length; i += per) lines.push(chars.slice(i, i + per).join(''))
  return lines
}

/** Page `page` (0-based) of a material as SVG: the head on the first page, a section and its lines on each. */
export function pageSvg(material: DemoMaterial, page: number): string {
  const random = prng(hash(`${material.title}#${page}`))
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`]
  let y = 70
  if (page === 0) {
    for (const line of wrap(material.title, 18)) {
      parts.push(`<text x="${WIDTH / 2}" y="${y}" font-size="26" font-weight="bold" text-anchor="middle" fill="#1f2937" font-family="${FONT}">${escape(line)}</text>`)
      y += 36
    }
    const facts = `${material.stage} · ${material.grade} · ${material.subject} · ${material.type} · ${material.year}`
    parts.push(`<text x="${WIDTH / 2}" y="${y + 4}" font-size="16" text-anchor="middle" fill="#6b7280" font-family="${FONT}">${escape(facts)}</text>`)
    y += 30
    parts.push(`<line x1="60" y1="${y}" x2="${WIDTH - 60}" y2="${y}" stroke="#d1d5db" stroke-width="2"/>`)
    y += 44
  }
  const sections = material.sections
  const section = sections[page % sections.length]
  parts.push(`<text x="60" y="${y}" font-size="20" font-weight="bold" fill="#1d4ed8" font-family="${FONT}">${escape(section)}</text>`)
  y += 34
  for (let item = 1; y < HEIGHT - 90; item++) {
    parts.push(`<text x="60" y="${y + 6}" font-size="16" fill="#374151" font-family="${FONT}">${item}.</text>`)
    const rows = 1 + Math.floor(random() * 3)
    for (let r = 0; r < rows && y < HEIGHT - 90; r++) {
      const width = r === rows - 1 ? 180 + random() * 260 : 440
      parts.push(`<rect x="92" y="${y - 6}" width="${width.toFixed(0)}" height="10" rx="5" fill="#e5e7eb"/>`)
      y += 24
    }
    y += 18
  }
  // The label the app shows too: these pages are our own sample, not a real paper.
  parts.push(
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" font-size="64" text-anchor="middle" fill="#2563eb" fill-opacity="0.08" transform="rotate(-30 ${WIDTH / 2} ${HEIGHT / 2})" font-family="${FONT}">示例数据</text>`
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
}

export const renderPage = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer()

/** The material's PDF: its drawn pages, the last repeated up to `pages`, numbered. */
export async function materialPdf(material: DemoMaterial, drawn: readonly Buffer[]): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Sample material ${hash(material.title)}`)
  pdf.setCreator('demo seed (sample data)')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const images = await Promise.all(drawn.map((bytes) => pdf.embedJpg(bytes)))
  for (let n = 0; n < material.pages; n++) {
    const page = pdf.addPage([WIDTH, HEIGHT])
    page.drawImage(images[Math.min(n, images.length - 1)], { x: 0, y: 0, width: WIDTH, height: HEIGHT })
    page.drawText(`${n + 1} / ${material.pages}`, { x: WIDTH / 2 - 14, y: 30, size: 11, font, color: rgb(0.45, 0.45, 0.45) })
  }
  return Buffer.from(await pdf.save())
}

/** Preview pages of a material: the first three, two of a short one. */
export const previewCount = (material: DemoMaterial) => (material.pages <= 3 ? 2 : 3)

/** Seeds the demo library once; null when materials exist or there is no store. */
export async function seedDemoXkw(
  database: Database,
  store: FileStore | undefined,
  now = Date.now()
): Promise<{ topics: number; materials: number; pages: number; ms: number } | null> {
  const db = database.db
  if (!store) return null
  return seedAreaOnce(db, xkwMaterials, async () => {
    const random = prng(hash('demo-xkw'))

    const drawn = await Promise.all(
      DEMO_MATERIALS.map(async (material) => {
        const pages = await Promise.all(Array.from({ length: previewCount(material) }, (_, page) => renderPage(pageSvg(material, page))))
        const pdf = await materialPdf(material, pages)
        const fileKey = store.newCloudKey()
        await store.write(fileKey, pdf)
        const previewKeys = await Promise.all(
          pages.map(async (bytes) => {
            const key = store.newKey('jpg')
            await store.write(key, bytes)
            return { key, size: bytes.length }
          })
        )
        return { material, fileKey, size: pdf.length, previewKeys }
      })
    )

    await db.transaction(async (tx) => {
      const [library] = await tx.insert(users).values({ username: DEMO_LIBRARY_NAME, isDemo: true }).returning({ id: users.id })
      await tx.insert(files).values(drawn.flatMap((d) => d.previewKeys.map((p) => ({ key: p.key, ownerId: library.id, suffix: 'jpg', size: p.size, status: 'done' }))))
      const topics = await tx
        .insert(xkwTopics)
        .values(
          DEMO_TOPICS.map((t, i) => ({
            title: t.title,
            subject: t.subject,
            stage: t.stage,
            description: t.description,
            isDemo: true,
            createdAt: new Date(now - i * DAY_MS)
          }))
        )
        .returning({ id: xkwTopics.id })
      await tx.insert(xkwMaterials).values(
        drawn.map((d, i) => ({
          provider: 'local',
          providerRef: `demo-${i + 1}`,
          title: d.material.title,
          stage: d.material.stage,
          subject: d.material.subject,
          grade: d.material.grade,
          type: d.material.type,
          year: d.material.year,
          region: d.material.region,
          topicId: d.material.topic === undefined ? null : topics[d.material.topic].id,
          pages: d.material.pages,
          format: 'pdf',
          sizeBytes: d.size,
          priceFen: d.material.priceFen,
          fileKey: d.fileKey,
          previewKeys: d.previewKeys.map((p) => p.key),
          summary: `${d.material.summary}（本资料为示例数据，仅供演示。）`,
          downloads: Math.floor(random() * 900),
          isDemo: true,
          createdAt: new Date(now - i * 3_600_000)
        }))
      )
    })
    return { topics: DEMO_TOPICS.length, materials: DEMO_MATERIALS.length, pages: drawn.reduce((k, d) => k + d.previewKeys.length, 0) }
  })
}
