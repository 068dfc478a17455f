/** lib/toolIcons.ts: the tool grids' drawn icons, as SVG data URIs both platforms draw (issue 25). */
import sharp from 'sharp'
import { TOOL_ICON_NAMES, asciiBase64, toolIconSrc, toolIconSvg } from '../../src/lib/toolIcons'

test('asciiBase64 is base64 (the mini-program has no btoa)', () => {
  for (const text of ['', 'a', 'ab', 'abc', 'abcd', '<svg viewBox="0 0 24 24"/>']) expect(asciiBase64(text)).toBe(Buffer.from(text, 'ascii').toString('base64'))
})

test('each icon is a data URI of its SVG, small enough for the main package', () => {
  let total = 0
  for (const name of TOOL_ICON_NAMES) {
    const src = toolIconSrc(name)
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(src.split(',')[1], 'base64').toString('ascii')).toBe(toolIconSvg(name))
    total += src.length
  }
  // 36 icons: under 16 KB of source in all (the main package carries them).
  expect(total).toBeLessThan(16 * 1024)
})

test.each(TOOL_ICON_NAMES)('%s draws: a valid SVG with white strokes covering part of the square', async (name) => {
  const { data, info } = await sharp(Buffer.from(toolIconSvg(name)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([48, 48])
  let inked = 0
  for (let i = 3; i < data.length; i += 4) if (data[i] > 128) inked++
  const share = inked / (info.width * info.height)
  // A line drawing: some ink, never a filled square or an empty one.
  expect(share).toBeGreaterThan(0.05)
  expect(share).toBeLessThan(0.6)
})
