/**
 * The weapp share cards' pictures (docs/links.md): one 500×400 PNG (WeChat shows a card's picture at
 * 5:4) per shared kind, a blue band with the kind's words, written to src/assets/share/. Run after
 * changing a label: `npx tsx scripts/gen-share-cards.ts`. Needs a CJK font (Noto Sans CJK SC).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.join(__dirname, '..', 'src', 'assets', 'share')

const CARDS: Record<string, [string, string]> = {
  institution: ['院校详情', '分数线 · 招生计划 · 开设专业'],
  major: ['专业详情', '专业介绍 · 主干课程 · 就业'],
  post: ['社区帖子', '一起来讨论'],
  form: ['志愿表', '一起来填志愿'],
  group: ['会员拼团', '成团每人返现'],
  space: ['共享空间', '资料一起看']
}

function svg([title, sub]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400" viewBox="0 0 500 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#005aff"/><stop offset="1" stop-color="#4f8dff"/></linearGradient></defs>
  <rect width="500" height="400" fill="url(#g)"/>
  <circle cx="440" cy="60" r="120" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="60" cy="380" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <text x="250" y="200" text-anchor="middle" font-family="Noto Sans CJK SC" font-weight="700" font-size="72" fill="#ffffff">${title}</text>
  <text x="250" y="262" text-anchor="middle" font-family="Noto Sans CJK SC" font-size="30" fill="#ffffff" fill-opacity="0.85">${sub}</text>
</svg>`
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const [kind, words] of Object.entries(CARDS)) {
    const file = path.join(OUT, `${kind}.png`)
    await sharp(Buffer.from(svg(words)))
      .png({ palette: true, colours: 64, compressionLevel: 9 })
      .toFile(file)
    console.log(file)
  }
}

void main()
