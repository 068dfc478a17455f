/**
 * The demo courses' media (示例数据, issue 24): cover pictures drawn as SVG and made JPEG by sharp
 * (no text, so no font is needed), and short demo videos encoded in-process with
 * h264-mp4-encoder (WebAssembly H.264 in MP4; no ffmpeg needed): a moving colour pattern, a
 * ball crossing the picture and a bar that fills as the clip plays, so a seek shows where it is.
 * Everything is drawn from a seed: the same media on every install.
 */
import sharp from 'sharp'

export const CLIP_WIDTH = 320
export const CLIP_HEIGHT = 180
export const CLIP_FPS = 12

/** The demo clips: each lesson uses one of them (its duration is the clip's). */
export const DEMO_CLIPS = [
  { seconds: 12, hue: 210 },
  { seconds: 15, hue: 150 },
  { seconds: 10, hue: 20 }
] as const

/** HSL (degrees, 0..1, 0..1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))))
  return [f(0), f(8), f(4)]
}

/** One RGBA frame of a clip at time `t` of `seconds`. */
export function clipFrame(hue: number, t: number, seconds: number): Uint8Array {
  const w = CLIP_WIDTH
  const h = CLIP_HEIGHT
  const frame = new Uint8Array(w * h * 4)
  const bands = Array.from({ length: 8 }, (_, i) => hsl((hue + i * 12) % 360, 0.55, 0.42 + (i % 2) * 0.08))
  const shift = t * 40
  const ballX = 20 + ((w - 40) * t) / seconds
  const ballY = h / 2 - 10 + Math.sin(t * 2) * 40
  const barY = h - 10
  const filled = (w * t) / seconds
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4
      let rgb: readonly number[]
      if (y >= barY) rgb = x < filled ? [255, 255, 255] : [40, 40, 40]
      else if ((x - ballX) ** 2 + (y - ballY) ** 2 < 196) rgb = [255, 236, 120]
      else rgb = bands[Math.floor((x + y + shift) / 24) % bands.length]
      frame[i] = rgb[0]
      frame[i + 1] = rgb[1]
      frame[i + 2] = rgb[2]
      frame[i + 3] = 255
    }
  }
  return frame
}

/** A demo clip as MP4 bytes (H.264, CLIP_WIDTH × CLIP_HEIGHT at CLIP_FPS). */
export async function renderClip(clip: { seconds: number; hue: number }): Promise<Buffer> {
  const { createH264MP4Encoder } = await import('h264-mp4-encoder')
  const encoder = await createH264MP4Encoder()
  encoder.width = CLIP_WIDTH
  encoder.height = CLIP_HEIGHT
  encoder.frameRate = CLIP_FPS
  encoder.quantizationParameter = 30
  // The fastest preset: a demo clip needs no better compression, the seed runs at every fresh start.
  encoder.speed = 10
  encoder.initialize()
  const frames = clip.seconds * CLIP_FPS
  for (let n = 0; n < frames; n++) encoder.addFrameRgba(clipFrame(clip.hue, n / CLIP_FPS, clip.seconds))
  encoder.finalize()
  const bytes = Buffer.from(encoder.FS.readFile(encoder.outputFilename))
  encoder.delete()
  return bytes
}

export const COVER_WIDTH = 640
export const COVER_HEIGHT = 360

/** A course cover: the subject's colour, soft shapes placed by `seed`, and a play mark. */
export function coverSvg(color: string, seed: number): string {
  let x = seed >>> 0 || 1
  const random = () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 4294967296
  }
  const shapes = Array.from({ length: 7 }, () => {
    const cx = Math.round(random() * COVER_WIDTH)
    const cy = Math.round(random() * COVER_HEIGHT)
    const r = Math.round(30 + random() * 110)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`
  }).join('')
  const lines = Array.from(
    { length: 4 },
    (_, i) => `<rect x="48" y="${200 + i * 26}" width="${Math.round(140 + random() * 180)}" height="10" rx="5" fill="#fff" opacity="0.55"/>`
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1d2b53"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>${shapes}
<rect x="48" y="56" width="220" height="26" rx="13" fill="#fff" opacity="0.85"/><rect x="48" y="100" width="300" height="40" rx="10" fill="#fff"/>${lines}
<circle cx="500" cy="180" r="64" fill="#fff" opacity="0.9"/><path d="M482,146 L538,180 L482,214z" fill="${color}"/>
</svg>`
}

export const renderCover = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
