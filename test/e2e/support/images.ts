/**
 * Pictures for the composer's e2e tests: real PNG bytes drawn in the page's own canvas, and a pick
 * through the composer's album (the browser's file input on H5, platform/files.ts chooseImages).
 */
import type { Page } from 'playwright-core'

/** A real PNG drawn in the page: a plain one of `side` px, or (noise) one of random pixels, which PNG cannot shrink. */
export async function pngBytes(p: Page, side: number, noise = false): Promise<Buffer> {
  const dataUrl = await p.evaluate(
    ([s, n]) => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = s
      const g = canvas.getContext('2d')!
      if (n) {
        const pixels = g.createImageData(s, s)
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256)
        g.putImageData(pixels, 0, 0)
      } else {
        g.fillStyle = '#597ef7'
        g.fillRect(0, 0, s, s)
        g.fillStyle = '#ffd666'
        g.fillRect(s / 4, s / 4, s / 2, s / 2)
      }
      return canvas.toDataURL('image/png')
    },
    [side, noise] as const
  )
  return Buffer.from(dataUrl.split(',')[1], 'base64')
}

/** Picks a file in the composer's album (its 添加图片 tile, test id compose-add-image). */
export async function pickImage(p: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = p.waitForEvent('filechooser')
  await p.locator('[data-testid="compose-add-image"]:visible').first().click()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer })
}
