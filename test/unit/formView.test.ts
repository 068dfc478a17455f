/** lib/formView.ts: the slots the form pages and the export show, and their warnings (issue 6). */
import { formWarnings, groupEntries, type EntryMeta, type FormEntry } from '../../core/applicationForm'
import {
  chanceLabel,
  checkFormName,
  defaultFormName,
  exportFileName,
  formChoices,
  gaokaoLine,
  modeMismatch,
  savedFormSummary,
  slotCountLabel,
  slotViews
} from '../../src/lib/formView'

const e = (id: number, school_id: number, profession_group_code = 'G1'): FormEntry => ({ id, school_id, profession_group_code })

const info: Record<number, EntryMeta> = {
  1: { institution_name: '郑州大学', major_name: '计算机科学与技术', band: 'rush', probability: 0.35, subject_requirement: '物理+化学' },
  2: { institution_name: '郑州大学', major_name: '软件工程', band: 'stable', probability: 0.62, subject_requirement: '物理' },
  3: { institution_name: '河南大学', major_name: '汉语言文学', band: 'safe', probability: 0.91, subject_requirement: '不限' }
}
const infoOf = (x: FormEntry) => info[x.id]

describe('slotViews', () => {
  const entries = [e(1, 10, '101'), e(2, 10, '101'), e(3, 20, '201')]

  test('normal mode: one slot per school, its majors listed, the likeliest major gives the chance', () => {
    const slots = slotViews('normal', groupEntries('normal', entries, ['s20', 's10']), infoOf)
    expect(slots.map((s) => [s.index, s.key, s.school, s.detail, s.band, s.probability])).toEqual([
      [1, 's20', '河南大学', undefined, 'safe', 0.91],
      [2, 's10', '郑州大学', undefined, 'stable', 0.62]
    ])
    expect(slots[1].listMajors).toBe(true)
    expect(slots[1].majors.map((m) => [m.name, m.band])).toEqual([
      ['计算机科学与技术', 'rush'],
      ['软件工程', 'stable']
    ])
  })

  test('group mode names the group; category mode names the major instead of listing it', () => {
    const group = slotViews('group', groupEntries('group', entries), infoOf)
    expect(group.map((s) => s.detail)).toEqual(['专业组 101', '专业组 201'])
    const category = slotViews('category', groupEntries('category', entries), infoOf)
    expect(category.map((s) => [s.detail, s.listMajors, s.band])).toEqual([
      ['计算机科学与技术', false, 'rush'],
      ['软件工程', false, 'stable'],
      ['汉语言文学', false, 'safe']
    ])
  })

  test('an entry without meta still shows, as unknown', () => {
    const [slot] = slotViews('normal', groupEntries('normal', [e(9, 99)]), () => undefined)
    expect([slot.school, slot.majors[0].name, slot.band, slot.probability]).toEqual(['院校 99', '专业 9', 'unknown', null])
  })
})

describe('warnings from the slots', () => {
  test('no safe choice, a repeated entry and an unmet subject requirement', () => {
    const entries = [e(1, 10), e(2, 10), e(1, 10)]
    const slots = slotViews('normal', groupEntries('normal', entries), infoOf)
    const warnings = formWarnings(formChoices(slots), ['物理', '生物', '地理'])
    expect(warnings.map((w) => w.kind)).toEqual(['no_safe', 'duplicate', 'subjects'])
    expect(warnings[1].message).toBe('「郑州大学 · 计算机科学与技术」重复填报了 2 次')
    expect(warnings[2].message).toBe('你的选科不符合以下志愿的选科要求：「郑州大学 · 计算机科学与技术」（物理+化学）')
  })

  test('a safe major anywhere is enough; 文理 users get no subject check', () => {
    const slots = slotViews('category', groupEntries('category', [e(1, 10), e(3, 20)]), infoOf)
    expect(formWarnings(formChoices(slots), [])).toEqual([])
  })
})

describe('wording', () => {
  test('probability, slot count, default name', () => {
    expect(chanceLabel('rush', 0.31)).toBe('冲 31%')
    // The list's way of writing the ends (core formatProbability), never '保 100%'.
    expect(chanceLabel('safe', 0.997)).toBe('保 >99%')
    expect(chanceLabel('unknown', null)).toBe('暂无数据')
    expect(slotCountLabel(3, 48)).toBe('已填 3 / 48 个志愿')
    expect(slotCountLabel(3, null)).toBe('已填 3 个志愿')
    expect(defaultFormName(new Date(2026, 10, 23, 9))).toBe('我的志愿表 2026-11-23')
  })

  test('form names are trimmed, required and at most 30 characters', () => {
    expect(checkFormName('  冲刺版 ')).toEqual({ ok: true, name: '冲刺版' })
    expect(checkFormName('   ')).toEqual({ ok: false, error: '请输入志愿表名称' })
    expect(checkFormName('志'.repeat(31))).toEqual({ ok: false, error: '名称最多 30 个字' })
    expect(checkFormName('志'.repeat(30)).ok).toBe(true)
  })
})

describe('summaries', () => {
  test('whose form, and a saved form in the list', () => {
    expect(gaokaoLine({ province: '河南', track: '物理类', score: 600, rank: 12000 })).toBe('河南 · 物理类 · 600分 · 位次 12000')
    expect(gaokaoLine({ province: '河南', track: undefined, score: 0, rank: null })).toBe('河南 · 0分')
    const form = {
      province: '河南',
      year: 2026,
      mode: 'group' as const,
      updated_at: '2026-11-23T01:30:00Z',
      order: [],
      entries: [1, 2, 3].map((id) => ({ ...e(id, id < 3 ? 10 : 20, 'A'), institution_name: '', major_name: '', band: 'safe' as const, probability: 0.9 }))
    }
    expect(savedFormSummary(form)).toBe('河南 2026 · 院校专业组 · 2 个志愿 · 11-23 09:30')
  })
})

describe('export file names and opening saved forms', () => {
  test('file names lose what file systems refuse', () => {
    expect(exportFileName('我的志愿表 2026-11-23', '2026-11-23')).toBe('我的志愿表-2026-11-23-2026-11-23')
    expect(exportFileName('冲刺/保底: A*B?', '2026-11-23')).toBe('冲刺-保底-A-B-2026-11-23')
    expect(exportFileName('  ', '2026-11-23')).toBe('志愿表-2026-11-23')
  })

  test('a form of another apply mode is not opened, and the user is told why', () => {
    expect(modeMismatch({ name: '冲刺', mode: 'group' }, 'group')).toBeNull()
    expect(modeMismatch({ name: '冲刺', mode: 'normal' }, 'group')).toBe('“冲刺”按院校+专业模式填报，你所在省份现在按院校专业组模式填报，两者的志愿不能通用。')
  })
})
