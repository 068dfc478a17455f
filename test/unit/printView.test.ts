/**
 * The print queue as the app shows it (src/lib/printView.ts): settings as one line, page ranges
 * typed and shown, the queue as rows with groups and locked files, the selection and its total
 * with delivery (the server's own fee rule, core/printFees.ts), the answer of an add, the add
 * debounce, what may be printed or uploaded for printing, the setting choices, group order and fee,
 * the order counts and config-check's problems.
 */
import { DEFAULT_PRINT_PRICES } from '../../core/printFees'
import {
  addNotice,
  choiceOff,
  configProblemsText,
  createAddGate,
  deliveryText,
  groupExtension,
  groupFee,
  groupMeta,
  itemMeta,
  keepChoosable,
  mergeProblem,
  mergeableItems,
  moveInOrder,
  orderCountLinks,
  pageRangeText,
  paperChange,
  paperChoices,
  parsePageRange,
  printRefusal,
  printableUploads,
  queueUnits,
  selectableIds,
  selectionTotals,
  settingsSummary,
  toggleAllIds,
  toggleUnit,
  unitFeeFen,
  PICTURES_ONLY,
  PRINT_FORBIDDEN,
  PRINT_UNSUPPORTED
} from '../../src/lib/printView'
import type { PrintGroup, PrintQueue } from '../../types/print'
import { printSettings, queueItem } from './support/print'

const settings = printSettings
const item = queueItem

const group = (id: number, itemIds: number[], over: Partial<PrintGroup> = {}): PrintGroup => ({ id, name: `合并${id}`, item_ids: itemIds, settings: settings(), ...over })

describe('settings as text', () => {
  test('paper, colour, sides and copies; binding and a page range only when set', () => {
    expect(settingsSummary(settings())).toBe('A4 · 黑白 · 单面 · 1份')
    expect(settingsSummary(settings({ copies: 2, sides: 'double', color: 'color', binding: 'staple' }))).toBe('A4 · 彩色 · 双面 · 2份 · 订书钉')
    expect(settingsSummary(settings({ paper: 'photo6', color: 'color' }))).toBe('6寸照片纸 · 彩色 · 单面 · 1份')
    expect(settingsSummary(settings({ page_from: 3, page_to: 5 }))).toBe('A4 · 黑白 · 单面 · 1份 · 第3-5页')
    expect(settingsSummary(settings({ page_from: 3 }))).toBe('A4 · 黑白 · 单面 · 1份 · 第3-末页')
  })

  test('a file and a group as their rows show them', () => {
    expect(itemMeta(item(1, { page_count: 12 }))).toBe('12 页 · A4 · 黑白 · 单面 · 1份')
    expect(groupMeta(group(1, [1, 2], { settings: settings({ binding: 'ring' }) }), [item(1, { page_count: 3 }), item(2, { page_count: 4 })])).toBe(
      '2 个文件 · 共 7 页 · A4 · 黑白 · 单面 · 1份 · 胶圈装订'
    )
  })
})

describe('page ranges', () => {
  test('the whole file, or the range and how many pages it prints', () => {
    expect(pageRangeText({ page_from: null, page_to: null }, 12)).toBe('全部 12 页')
    expect(pageRangeText({ page_from: 3, page_to: 5 }, 12)).toBe('第 3–5 页，共 3 页')
    expect(pageRangeText({ page_from: 4, page_to: null }, 12)).toBe('第 4–12 页，共 9 页')
  })

  test('typed: empty fields run to the ends; 1 to the last page is the whole file', () => {
    expect(parsePageRange('', '', 12)).toEqual({ range: { page_from: null, page_to: null } })
    expect(parsePageRange('1', '12', 12)).toEqual({ range: { page_from: null, page_to: null } })
    expect(parsePageRange('3', '5', 12)).toEqual({ range: { page_from: 3, page_to: 5 } })
    expect(parsePageRange(' 3 ', '', 12)).toEqual({ range: { page_from: 3, page_to: 12 } })
    expect(parsePageRange('', '4', 12)).toEqual({ range: { page_from: 1, page_to: 4 } })
  })

  test('typed wrong: the server’s own messages', () => {
    expect(parsePageRange('0', '3', 12)).toEqual({ problem: '页码请填写正整数' })
    expect(parsePageRange('2.5', '3', 12)).toEqual({ problem: '页码请填写正整数' })
    expect(parsePageRange('a', '', 12)).toEqual({ problem: '页码请填写正整数' })
    expect(parsePageRange('5', '3', 12)).toEqual({ problem: '结束页不能小于起始页' })
    expect(parsePageRange('13', '', 12)).toEqual({ problem: '起始页不能超过文件总页数 12' })
    expect(parsePageRange('2', '13', 12)).toEqual({ problem: '结束页不能超过文件总页数 12' })
  })
})

describe('the queue as rows', () => {
  const queue: PrintQueue = {
    items: [item(5), item(4, { group_id: 9 }), item(3), item(2, { group_id: 9 }), item(1, { locked_by_order: 77 })],
    groups: [group(9, [2, 4])]
  }

  test('newest first; a group stands where its newest file is, with its files in binding order', () => {
    const units = queueUnits(queue)
    expect(units.map((u) => u.key)).toEqual(['i5', 'g9', 'i3', 'i1'])
    const g = units[1]
    expect(g.kind === 'group' && g.items.map((i) => i.id)).toEqual([2, 4])
    expect(g.ids).toEqual([2, 4])
    expect(units[3].lockedBy).toBe(77)
  })

  test('a group holding a locked file is locked; a group the queue does not know leaves its files alone', () => {
    const locked = queueUnits({ items: [item(2, { group_id: 9, locked_by_order: 5 }), item(4, { group_id: 9, locked_by_order: 5 })], groups: [group(9, [2, 4])] })
    expect(locked).toHaveLength(1)
    expect(locked[0].lockedBy).toBe(5)
    expect(queueUnits({ items: [item(2, { group_id: 8 })], groups: [] }).map((u) => u.key)).toEqual(['i2'])
  })

  test('a row’s fee is its files’ fees', () => {
    const units = queueUnits({
      items: [item(1, { group_id: 3, fee: { sides: 1, sheets: 1, fee_fen: 70 } }), item(2, { group_id: 3, fee: { sides: 1, sheets: 1, fee_fen: 20 } })],
      groups: [group(3, [1, 2])]
    })
    expect(unitFeeFen(units[0])).toBe(90)
    expect(unitFeeFen(queueUnits({ items: [item(1)], groups: [] })[0])).toBe(200)
  })

  test('choosing: locked files cannot be; a row toggles all its files; 全选 and 取消全选; gone files drop out', () => {
    expect(selectableIds(queue)).toEqual([5, 4, 3, 2])
    expect(toggleUnit([], [2, 4])).toEqual([2, 4])
    expect(toggleUnit([2], [2, 4])).toEqual([2, 4])
    expect(toggleUnit([5, 2, 4], [2, 4])).toEqual([5])
    expect(toggleAllIds([5], [5, 4, 3, 2])).toEqual([5, 4, 3, 2])
    expect(toggleAllIds([5, 4, 3, 2], [5, 4, 3, 2])).toEqual([])
    expect(toggleAllIds([], [])).toEqual([])
    expect(keepChoosable([5, 1, 8], [5, 4])).toEqual([5])
  })
})

describe('the total of what is chosen', () => {
  const prices = DEFAULT_PRINT_PRICES

  test('nothing chosen: nothing to pay', () => {
    expect(selectionTotals({ items: [item(1)], groups: [] }, [], prices)).toEqual({ files: 0, printFen: 0, deliveryFen: 0, totalFen: 0, orderAll: 0 })
  })

  test('print fee by the table, delivery 8 yuan under 50 yuan of printing; order_all in yuan', () => {
    // 10 pages A4 bw single: 10 × 20 = 200 fen; double 2 copies: 20 sides × 15 = 300 fen.
    const queue: PrintQueue = { items: [item(1), item(2, { settings: settings({ sides: 'double', copies: 2 }) }), item(3)], groups: [] }
    const totals = selectionTotals(queue, [1, 2], prices)
    expect(totals).toEqual({ files: 2, printFen: 500, deliveryFen: 800, totalFen: 1300, orderAll: 13 })
    expect(deliveryText(totals, prices)).toBe('运费 ¥8.00（满 ¥50.00 包邮）')
  })

  test('free delivery from 50 yuan of printing', () => {
    // 50 pages colour single: 50 × 80 = 4000; + 13 pages colour: 1040 → 5040 ≥ 5000.
    const queue: PrintQueue = {
      items: [item(1, { page_count: 50, settings: settings({ color: 'color' }) }), item(2, { page_count: 13, settings: settings({ color: 'color' }) })],
      groups: []
    }
    const totals = selectionTotals(queue, [1, 2], prices)
    expect(totals).toMatchObject({ printFen: 5040, deliveryFen: 0, totalFen: 5040, orderAll: 50.4 })
    expect(deliveryText(totals, prices)).toBe('已包邮')
    expect(deliveryText({ files: 0, deliveryFen: 0 }, prices)).toBe('')
    expect(deliveryText({ files: 1, deliveryFen: 800 }, { ...prices, free_delivery_over_fen: null })).toBe('运费 ¥8.00')
  })

  test('a group’s binding once per copy; a page range counts only its pages', () => {
    const bound = settings({ binding: 'staple', copies: 2 })
    const queue: PrintQueue = {
      items: [
        item(1, { page_count: 3, group_id: 4, settings: bound }),
        item(2, { page_count: 2, group_id: 4, settings: bound }),
        item(3, { settings: settings({ page_from: 2, page_to: 4 }) })
      ],
      groups: [group(4, [1, 2], { settings: bound })]
    }
    // Group: (3 + 2) pages × 2 copies × 20 + staple 50 × 2 copies = 300; item 3: 3 pages × 20 = 60.
    expect(selectionTotals(queue, [1, 2, 3], prices)).toMatchObject({ printFen: 360, totalFen: 1160 })
    expect(groupFee(prices, bound, [item(1, { page_count: 3 }), item(2, { page_count: 2 })], 4)).toEqual({ fee_fen: 300, sides: 10, sheets: 10 })
  })
})

describe('adding to the queue', () => {
  test('added: 已加入打印队列; some already there: says how many; nothing new: the 去打印中心 dialog', () => {
    expect(addNotice({ added: [item(1)], already: [] })).toEqual({ kind: 'toast', text: '已加入打印队列' })
    expect(addNotice({ added: [item(1)], already: [7, 8] })).toEqual({ kind: 'toast', text: '已加入打印队列，2 个文件已在队列中' })
    expect(addNotice({ added: [], already: [7] })).toEqual({ kind: 'already' })
  })

  test('the debounce: the first tap at once, taps within 1 s of the tap before are dropped', () => {
    const gate = createAddGate(1000)
    expect(gate(10_000)).toBe(true)
    expect(gate(10_300)).toBe(false)
    // Tapping on keeps it closed: each tap restarts the wait.
    expect(gate(11_200)).toBe(false)
    expect(gate(12_199)).toBe(false)
    expect(gate(13_199)).toBe(true)
    expect(createAddGate(1000)(0)).toBe(true)
  })

  test('what is refused before asking the server', () => {
    expect(printRefusal({ name: '期中.pdf' })).toBeNull()
    expect(printRefusal({ name: '照片.JPG' })).toBeNull()
    expect(printRefusal({ name: '讲义.docx' })).toBe(PRINT_UNSUPPORTED)
    expect(printRefusal({ name: '资料', is_folder: true })).toBe('文件夹不能打印，请选择文件')
    expect(printRefusal({ name: '期中.pdf', forbid_print: true }, false)).toBe(PRINT_FORBIDDEN)
    expect(printRefusal({ name: '期中.pdf', forbid_print: true }, true)).toBeNull()
  })

  test('local files for printing: printable ones go, the rest are named; pictures only on the picture pages', () => {
    const files = [{ name: 'a.pdf' }, { name: 'b.png' }, { name: 'c.pptx' }]
    expect(printableUploads(files, false)).toEqual({ ok: [{ name: 'a.pdf' }, { name: 'b.png' }], refused: PRINT_UNSUPPORTED })
    expect(printableUploads(files, true)).toEqual({ ok: [{ name: 'b.png' }], refused: PICTURES_ONLY })
    expect(printableUploads([{ name: 'x.jpeg' }], true)).toEqual({ ok: [{ name: 'x.jpeg' }], refused: null })
  })
})

describe('setting choices', () => {
  test('photo paper for pictures only; choosing it sets colour and one side', () => {
    expect(paperChoices('pdf')).toEqual(['A4', 'A3', 'B5'])
    expect(paperChoices('png')).toEqual(['A4', 'A3', 'B5', 'photo6'])
    expect(paperChange('photo6')).toEqual({ paper: 'photo6', color: 'color', sides: 'single' })
    expect(paperChange('A3')).toEqual({ paper: 'A3' })
  })

  test('on photo paper black-and-white and double-sided are off', () => {
    const photo = settings({ paper: 'photo6', color: 'color' })
    expect(choiceOff(photo, 'color', 'bw')).toBe(true)
    expect(choiceOff(photo, 'sides', 'double')).toBe(true)
    expect(choiceOff(photo, 'color', 'color')).toBe(false)
    expect(choiceOff(settings(), 'color', 'bw')).toBe(false)
    expect(choiceOff(settings(), 'sides', 'double')).toBe(false)
  })
})

describe('merging and groups', () => {
  test('files on their own and free can be merged; two to twenty', () => {
    const queue: PrintQueue = { items: [item(1), item(2, { group_id: 5 }), item(3, { locked_by_order: 9 }), item(4)], groups: [group(5, [2])] }
    expect(mergeableItems(queue).map((i) => i.id)).toEqual([1, 4])
    expect(mergeProblem(1)).toBe('请至少选择 2 个文件合并打印')
    expect(mergeProblem(2)).toBeNull()
    expect(mergeProblem(20)).toBeNull()
    expect(mergeProblem(21)).toBe('一次最多合并 20 个文件')
  })

  test('moving a file up or down; the ends stay', () => {
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3])
    expect(moveInOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2])
    expect(moveInOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3])
    expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3])
  })

  test('photo paper for a group only when every file is a picture', () => {
    expect(groupExtension([{ extension: 'png' }, { extension: 'jpg' }])).toBe('png')
    expect(groupExtension([{ extension: 'png' }, { extension: 'pdf' }])).toBe('pdf')
    expect(groupExtension([])).toBe('pdf')
  })
})

describe('the print centre’s header and config-check', () => {
  test('the open states with their counts (0 before they load)', () => {
    expect(orderCountLinks({ submitted: 1, paid: 2, printing: 0, shipped: 3 })).toEqual([
      { status: 'submitted', label: '待付款', count: 1 },
      { status: 'paid', label: '待打印', count: 2 },
      { status: 'printing', label: '打印中', count: 0 },
      { status: 'shipped', label: '已发货', count: 3 }
    ])
    expect(orderCountLinks(null).map((c) => c.count)).toEqual([0, 0, 0, 0])
  })

  test('problems by file name, one a line', () => {
    expect(
      configProblemsText(
        [
          { item_id: 1, message: '6寸照片纸只能打印图片' },
          { item_id: 9, message: '文件不存在' }
        ],
        [item(1)]
      )
    ).toBe('「资料1.pdf」6寸照片纸只能打印图片\n文件不存在')
  })
})
