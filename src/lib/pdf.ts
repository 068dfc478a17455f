/**
 * A minimal PDF writer for the form export (issue 6): one JPEG (the long image) shown in slices,
 * one slice per page. The JPEG goes in unchanged (PDF reads JPEG natively, /DCTDecode), is stored
 * once, and every page draws it shifted and clipped to its slice. Pure bytes, no TextEncoder
 * (older mini-program base libraries lack it): everything but the image is ASCII.
 *
 * A library was not worth it here: pdf-lib (last release 2021) and jsPDF weigh hundreds of KB in
 * the mini-program package for what is ~80 lines of the format (ISO 32000-1 §7.5 file structure,
 * §8.9.5 image XObjects).
 */

export interface PdfImage {
  /** JPEG file bytes (baseline or progressive, RGB). */
  jpeg: Uint8Array
  /** Pixel size of the JPEG. */
  width: number
  height: number
}

/** A page: the slice [top, bottom) of the image, in image pixels. */
export interface PdfSlice {
  top: number
  bottom: number
}

export interface PdfOptions {
  /** Page size in points; the image is scaled to the page width. */
  pageWidth: number
  pageHeight: number
  /** Document title (any Unicode; stored as UTF-16BE). */
  title?: string
}

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)

/** A PDF text string in hex UTF-16BE with its byte-order mark, so Chinese titles survive. */
export function pdfTextString(s: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')
  return `<${hex}>`
}

/** Numbers as PDF writes them: at most 3 decimals, no exponent. */
const num = (n: number) => String(Math.round(n * 1000) / 1000)

export function jpegPdf(image: PdfImage, slices: readonly PdfSlice[], options: PdfOptions): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = []
  const offsets: number[] = []
  let length = 0
  const write = (bytes: Uint8Array) => {
    chunks.push(bytes)
    length += bytes.length
  }
  const object = (id: number, body: string, stream?: Uint8Array) => {
    offsets[id] = length
    write(ascii(`${id} 0 obj\n${body}\n`))
    if (stream) {
      write(ascii('stream\n'))
      write(stream)
      write(ascii('\nendstream\n'))
    }
    write(ascii('endobj\n'))
  }

  const { pageWidth: W, pageHeight: H } = options
  const scale = W / image.width
  const pages = slices.length ? slices : [{ top: 0, bottom: image.height }]
  // 1 catalog, 2 page tree, 3 info, 4 image, then a page and its content stream per slice.
  const pageId = (i: number) => 5 + i * 2

  write(ascii('%PDF-1.4\n'))
  write(Uint8Array.of(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a)) // binary marker: tells transfer tools the file is binary
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  object(3, `<< /Producer (gaokao-app)${options.title ? ` /Title ${pdfTextString(options.title)}` : ''} >>`)
  object(
    4,
    `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>`,
    image.jpeg
  )
  pages.forEach((slice, i) => {
    const sliceH = (slice.bottom - slice.top) * scale
    const imageH = image.height * scale
    // Clip to the slice's height at the page top, then draw the whole image with the slice's top there.
    const content = ascii(`q 0 ${num(H - sliceH)} ${num(W)} ${num(sliceH)} re W n ${num(W)} 0 0 ${num(imageH)} 0 ${num(H + slice.top * scale - imageH)} cm /Im0 Do Q`)
    object(pageId(i), `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(W)} ${num(H)}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`)
    object(pageId(i) + 1, `<< /Length ${content.length} >>`, content)
  })

  const xref = length
  const count = pageId(pages.length)
  const entries = Array.from({ length: count }, (_, id) => (id === 0 ? '0000000000 65535 f \n' : `${String(offsets[id]).padStart(10, '0')} 00000 n \n`))
  write(ascii(`xref\n0 ${count}\n${entries.join('')}trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`))

  const out = new Uint8Array(length)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}
