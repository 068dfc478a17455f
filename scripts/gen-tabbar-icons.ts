/**
 * Draws the mini-program's tab bar PNGs from the icon sources in src/assets/tabbar/ (H5 masks the
 * same SVGs and colours them with CSS, docs/shell.md). Each tab: unselected grey, selected in each
 * theme's primary colour. WeChat shows tab icons at 81×81 px at most.
 *   npx tsx scripts/gen-tabbar-icons.ts           write src/assets/tabbar/png/*.png
 *   npx tsx scripts/gen-tabbar-icons.ts --check   exit 1 if a PNG is missing or older than its SVG
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { TAB_UNSELECTED_GREY } from '../src/lib/constants'
import { tabIconFile, TAB_ICON_VARIANTS } from '../src/lib/tabIcons'
import { TABS } from '../src/routes'
import { THEME_NAMES, themeVars } from '../src/theme/themes'

const DIR = path.resolve(__dirname, '..', 'src', 'assets', 'tabbar')
const SIZE = 81

/** [png file, svg source, colour] for every icon the mini-program needs. */
function icons(): [string, string, string][] {
  return TABS.flatMap((tab) =>
    TAB_ICON_VARIANTS.map((variant): [string, string, string] => {
      const colour = variant === 'normal' ? TAB_UNSELECTED_GREY : themeVars(THEME_NAMES.find((t) => t === variant) ?? 'blue')['--app-primary']
      const svg = path.join(DIR, variant === 'normal' ? `${tab.id}.svg` : `${tab.id}-active.svg`)
      return [path.join(DIR, '..', '..', tabIconFile(tab.id, variant)), svg, colour]
    })
  )
}

async function main() {
  const check = process.argv.includes('--check')
  const stale: string[] = []
  fs.mkdirSync(path.join(DIR, 'png'), { recursive: true })
  for (const [png, svg, colour] of icons()) {
    if (check) {
      if (!fs.existsSync(png) || fs.statSync(png).mtimeMs < fs.statSync(svg).mtimeMs) stale.push(png)
      continue
    }
    const source = fs.readFileSync(svg, 'utf8').replaceAll('currentColor', colour)
    await sharp(Buffer.from(source), { density: (72 * SIZE) / 48 })
      .resize(SIZE, SIZE)
      .png({ palette: true, compressionLevel: 9 })
      .toFile(png)
  }
  if (stale.length > 0) {
    console.error(`tab icons out of date (npx tsx scripts/gen-tabbar-icons.ts):\n${stale.join('\n')}`)
    process.exitCode = 1
  }
}

void main()
