/** lib/formExport.ts and lib/pdf.ts: the form as a long image and as a PDF of screen pages (issue 6). */
import { groupEntries, type EntryMeta, type FormEntry } from '../../core/applicationForm'
import { DISCLAIMER, exportScale, exportTexts, layoutForm, paginate, screenPageHeight, wrapText, type DrawOp, type Measure } from '../../src/lib/formExport'
import { slotViews } from '../../src/lib/formView'
import { jpegPdf, pdfTextString } from '../../src/lib/pdf'

/** A stand-in for measureText: CJK characters are one em wide, others about half. */
const measure: Measure = (text, style) => [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.55) * style.size, 0)

const texts = exportTexts({
  name: '我的志愿表 2026-11-23',
  province: '河南',
  track: '物理类',
  score: 600,
  rank: 12000,
  date: '2026-11-23',
  modeLabel: '院校专业组',
  countLabel: '已填 3 / 48 个志愿',
  appName: '高考志愿'
})

function slots(count: number, name = '郑州大学') {
  const entries: FormEntry[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, school_id: 100 + i, profession_group_code: `${i + 1}01` }))
  const info = (e: FormEntry): EntryMeta => ({ institution_name: `${name}${e.id}`, major_name: '计算机科学与技术', band: 'stable', probability: 0.6 })
  return slotViews('group', groupEntries('group', entries), info)
}

const textsOf = (ops: DrawOp[]) => ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []))

describe('wrapText', () => {
  test('breaks anywhere to fit, keeps short text whole', () => {
    expect(wrapText('郑州大学', 100, { size: 15 }, measure)).toEqual(['郑州大学'])
    expect(wrapText('中国人民解放军战略支援部队信息工程大学', 150, { size: 15 }, measure)).toEqual(['中国人民解放军战略支', '援部队信息工程大学'])
    expect(wrapText('', 100, { size: 15 }, measure)).toEqual([''])
  })

  test('a line never starts with the space it broke at', () => {
    expect(wrapText('abcd efgh', 4 * 0.55 * 10 + 0.1, { size: 10 }, measure)).toEqual(['abcd', 'efgh'])
  })
})

describe('layoutForm', () => {
  test('header, one numbered row per slot in order, the 仅供参考 footer', () => {
    const layout = layoutForm(texts, slots(3), '#005aff', measure, 667)
    const all = textsOf(layout.ops)
    expect(all.slice(0, 3)).toEqual(['我的志愿表 2026-11-23', '河南 · 物理类 · 600分 · 位次 12000', '院校专业组 · 已填 3 / 48 个志愿'])
    const order = ['1', '郑州大学1', '专业组 101', '· 计算机科学与技术', '2', '郑州大学2', '3', '郑州大学3'].map((t) => all.indexOf(t))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect(all.indexOf('郑州大学1')).toBeLessThan(all.indexOf('郑州大学2'))
    expect(all).toContain('稳 60%')
    expect(all).toContain(DISCLAIMER)
    expect(all[all.length - 1]).toBe('高考志愿 · 生成于 2026-11-23')
    expect(layout.width).toBe(375)
  })

  test('a long school name wraps and its row grows', () => {
    const short = layoutForm(texts, slots(1), '#005aff', measure, 667)
    const long = layoutForm(texts, slots(1, '中国人民解放军战略支援部队信息工程大学（郑州校区）'), '#005aff', measure, 667)
    expect(long.height).toBeGreaterThan(short.height)
    const nameLines = textsOf(long.ops).filter((t) => /解放军|校区/.test(t))
    expect(nameLines.length).toBeGreaterThan(1)
  })

  test('everything is drawn inside the sheet', () => {
    const layout = layoutForm(texts, slots(20), '#005aff', measure, 667)
    for (const op of layout.ops) {
      if (op.kind === 'text') {
        expect(op.y).toBeGreaterThan(0)
        expect(op.y).toBeLessThan(layout.height)
        const w = measure(op.text, op.style)
        const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left + w).toBeLessThanOrEqual(layout.width)
      }
    }
  })

  test('no two texts overlap, the band chip included (long names and several majors)', () => {
    const many = slotViews(
      'normal',
      groupEntries(
        'normal',
        [1, 2, 3].map((id) => ({ id, school_id: 7, profession_group_code: 'A' }))
      ),
      (e) => ({
        institution_name: '中国人民解放军战略支援部队信息工程大学（郑州校区）',
        major_name: e.id === 2 ? '计算机科学与技术（中外合作办学）（人工智能方向）' : '软件工程',
        band: 'difficult',
        probability: 0.12
      })
    )
    const layout = layoutForm(texts, [...many, ...slots(3)], '#005aff', measure, 667)
    const boxes = layout.ops.flatMap((o) => {
      if (o.kind !== 'text') return []
      const w = measure(o.text, o.style)
      const left = o.align === 'left' ? o.x : o.align === 'right' ? o.x - w : o.x - w / 2
      return [{ text: o.text, left, right: left + w, top: o.y - o.style.size / 2, bottom: o.y + o.style.size / 2 }]
    })
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        if (overlap) throw new Error(`「${a.text}」 overlaps 「${b.text}」`)
      }
    }
  })

  test('pages cover the sheet without gaps and never cut a slot', () => {
    const layout = layoutForm(texts, slots(40), '#005aff', measure, 667)
    expect(layout.pages.length).toBeGreaterThan(3)
    expect(layout.pages[0].top).toBe(0)
    expect(layout.pages[layout.pages.length - 1].bottom).toBe(layout.height)
    const lines = layout.ops.flatMap((o) => (o.kind === 'line' ? [o.y1 + 0.5] : []))
    layout.pages.forEach((p, i) => {
      expect(p.bottom - p.top).toBeLessThanOrEqual(667)
      if (i > 0) {
        expect(p.top).toBe(layout.pages[i - 1].bottom)
        // every later page starts where a slot ends (a row's bottom line)
        expect(lines).toContain(p.top)
      }
    })
  })
})

describe('paginate', () => {
  test('moves a crossing block to the next page, cuts one taller than a page', () => {
    expect(
      paginate(
        [
          { top: 0, bottom: 60 },
          { top: 60, bottom: 120 }
        ],
        120,
        100
      )
    ).toEqual([
      { top: 0, bottom: 60 },
      { top: 60, bottom: 120 }
    ])
    expect(paginate([{ top: 10, bottom: 260 }], 260, 100)).toEqual([
      { top: 0, bottom: 10 },
      { top: 10, bottom: 110 },
      { top: 110, bottom: 210 },
      { top: 210, bottom: 260 }
    ])
    expect(paginate([], 50, 100)).toEqual([{ top: 0, bottom: 50 }])
  })
})

describe('exportScale', () => {
  test('2× when it fits, less for a very long sheet', () => {
    expect(exportScale(375, 3000)).toBe(2)
    const s = exportScale(375, 30000)
    expect(30000 * s).toBeLessThanOrEqual(16384)
    expect(375 * 30000 * s * s).toBeLessThanOrEqual(16_000_000)
  })
})

describe('jpegPdf', () => {
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])
  const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

  test('a well-formed PDF: header, one image, a page per slice, a correct cross-reference table', () => {
    const bytes = jpegPdf(
      { jpeg, width: 750, height: 3000 },
      [
        { top: 0, bottom: 1300 },
        { top: 1300, bottom: 2600 },
        { top: 2600, bottom: 3000 }
      ],
      { pageWidth: 375, pageHeight: 667, title: '我的志愿表' }
    )
    const text = decode(bytes)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('/Count 3')
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3)
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(1)
    expect(text).toContain(`/Filter /DCTDecode /Length ${jpeg.length}`)
    expect(text).toContain(`/Title ${pdfTextString('我的志愿表')}`)
    expect(Buffer.from(bytes).indexOf(Buffer.from(jpeg))).toBeGreaterThan(0)

    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const [, size] = text.slice(xrefAt).match(/^xref\n0 (\d+)/)!
    const rows = text
      .slice(xrefAt)
      .split('\n')
      .slice(2, 2 + Number(size))
    rows.slice(1).forEach((row, i) => {
      const offset = Number(row.slice(0, 10))
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
    })
  })

  test('each page shows its slice at the top: the image is shifted up by the slice top', () => {
    const text = decode(
      jpegPdf(
        { jpeg, width: 750, height: 3000 },
        [
          { top: 0, bottom: 1300 },
          { top: 1300, bottom: 2600 }
        ],
        { pageWidth: 375, pageHeight: 667 }
      )
    )
    // scale 0.5: image 1500 pt tall; page 1 puts its bottom at 667 - 1500, page 2 650 pt higher
    expect(text).toContain('375 0 0 1500 0 -833 cm')
    expect(text).toContain('375 0 0 1500 0 -183 cm')
    expect(text).toContain('q 0 17 375 650 re W n')
  })

  test('UTF-16BE text strings with a byte-order mark', () => {
    expect(pdfTextString('志A')).toBe('<FEFF5FD70041>')
  })
})

describe('screenPageHeight', () => {
  test('a phone screen’s shape, kept phone-like on a desktop window', () => {
    expect(screenPageHeight(390, 844)).toBe(Math.round((375 * 844) / 390))
    expect(screenPageHeight(1280, 800)).toBe(525)
    expect(screenPageHeight(0, 0)).toBe(667)
  })
})
