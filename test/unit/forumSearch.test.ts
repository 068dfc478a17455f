/**
 * The forum search's rules (searchTopic): the comparison (core/forumSearch.ts), the highlighting
 * (src/lib/searchHighlight.ts) and the device's history (src/lib/forumSearchHistory.ts), at every
 * boundary.
 */
import { checkSearchWords, foldForSearch, needsFold, searchRegex } from '../../core/forumSearch'
import { FORUM_SEARCH_HISTORY_MAX, addSearchWords, parseSearchHistory } from '../../src/lib/forumSearchHistory'
import { EXCERPT_LEAD, excerptAround, highlightExcerpt, highlightSegments, hitRanges } from '../../src/lib/searchHighlight'

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .map((s) => (s.hit ? `[${s.text}]` : s.text))
    .join('')

describe('the comparison (core/forumSearch.ts)', () => {
  it('folds full-width ASCII and the ideographic space to half width and letters to lower case, keeping every position', () => {
    expect(foldForSearch('ＡＢＣａｂｃ１２３！～＃')).toBe('abcabc123!~#')
    expect(foldForSearch('高考\u3000志愿 AP')).toBe('高考 志愿 ap')
    expect(foldForSearch('İstanbul')).toBe('İstanbul')
    for (const text of ['ＡＰ课程', '𠀀x', 'İİ', '']) expect(foldForSearch(text)).toHaveLength(text.length)
  })

  it('compares words with LIKE when nothing folds, else with a regular expression', () => {
    expect(needsFold('强基计划')).toBe(false)
    expect(needsFold('𠀀')).toBe(false)
    expect(needsFold('ap课程')).toBe(true)
    expect(needsFold('高考 志愿')).toBe(true)
    expect(needsFold('100')).toBe(true)
    expect(needsFold('%')).toBe(true)
    expect(needsFold('é')).toBe(true)
  })

  it('writes every spelling of each character as escapes: case, full width, the ideographic space', () => {
    expect(searchRegex('强')).toBe('\\u5f3a')
    expect(searchRegex('a%')).toBe('[\\u0061\\u0041\\uff41\\uff21][\\u0025\\uff05]')
    expect(searchRegex(' ')).toBe('[\\u0020\\u3000]')
    expect(searchRegex('é')).toBe('[\\u00e9\\u00c9]')
    expect(searchRegex('𠀀')).toBe('\\U00020000')
    // It matches what the fold matches, read as a JavaScript expression (\U → \u{…}).
    const js = (folded: string) =>
      new RegExp(
        searchRegex(folded).replace(/\\U([0-9a-f]{8})/g, (_, h: string) => `\\u{${h.replace(/^0+/, '')}}`),
        'u'
      )
    const texts = ['学校开了ＡＰ课程', 'Ap课程', 'a.p', '一本率 100%', '一本率１００％', 'snake_case', 'snakeXcase', '高考\u3000志愿', 'Éclair', '𠀀x', '[x]']
    for (const words of ['ap', 'ap课程', '100%', '_', 'e_c', '高考 志愿', 'é', '𠀀', '.', '[x]', 'x]']) {
      for (const text of texts) expect([words, text, js(foldForSearch(words)).test(text)]).toEqual([words, text, foldForSearch(text).includes(foldForSearch(words))])
    }
  })

  it('takes 1 to 30 characters after trimming, counted in code points', () => {
    expect(checkSearchWords('  强基  ')).toEqual({ ok: true, q: '强基' })
    expect(checkSearchWords('')).toEqual({ ok: false, message: '请输入搜索内容' })
    expect(checkSearchWords(' \u3000 ')).toEqual({ ok: false, message: '请输入搜索内容' })
    expect(checkSearchWords('字'.repeat(30))).toEqual({ ok: true, q: '字'.repeat(30) })
    expect(checkSearchWords('字'.repeat(31))).toEqual({ ok: false, message: '搜索内容最多 30 个字' })
    expect(checkSearchWords('𠀀'.repeat(30)).ok).toBe(true)
    expect(checkSearchWords('𠀀'.repeat(31)).ok).toBe(false)
  })
})

describe('highlighting (src/lib/searchHighlight.ts)', () => {
  it('marks every occurrence, ignoring case and full-width forms, keeping the text as written', () => {
    expect(marked('强基计划的强基校测', '强基')).toBe('[强基]计划的[强基]校测')
    expect(marked('学校开了ＡＰ课程和Ap班', 'ap')).toBe('学校开了[ＡＰ]课程和[Ap]班')
    expect(marked('AP课程', 'ａｐ课')).toBe('[AP课]程')
    expect(marked('一本率 100%', '%')).toBe('一本率 100[%]')
    expect(marked('a.b*c', '.b*')).toBe('a[.b*]c')
  })

  it('at the edges: the whole text, its start, its end, no match, blank words, empty text', () => {
    expect(highlightSegments('志愿', '志愿')).toEqual([{ text: '志愿', hit: true }])
    expect(highlightSegments('志愿填报', '志愿')).toEqual([
      { text: '志愿', hit: true },
      { text: '填报', hit: false }
    ])
    expect(highlightSegments('填报志愿', '志愿')).toEqual([
      { text: '填报', hit: false },
      { text: '志愿', hit: true }
    ])
    expect(highlightSegments('填报志愿', '考研')).toEqual([{ text: '填报志愿', hit: false }])
    expect(highlightSegments('填报志愿', '   ')).toEqual([{ text: '填报志愿', hit: false }])
    expect(highlightSegments('填报志愿', '')).toEqual([{ text: '填报志愿', hit: false }])
    expect(highlightSegments('', '志愿')).toEqual([])
    expect(highlightSegments('志', '志愿')).toEqual([{ text: '志', hit: false }])
  })

  it('trims the words but keeps their inner spaces', () => {
    expect(marked('高考 志愿 高考志愿', ' 高考 志愿 ')).toBe('[高考 志愿] 高考志愿')
    expect(marked('高考\u3000志愿', '高考 志愿')).toBe('[高考\u3000志愿]')
  })

  it('merges overlapping and touching hits into one run', () => {
    expect(hitRanges('aaaa', 'aa')).toEqual([[0, 4]])
    expect(marked('aaaa', 'aa')).toBe('[aaaa]')
    expect(marked('哈哈哈', '哈哈')).toBe('[哈哈哈]')
    expect(marked('abab', 'ab')).toBe('[abab]')
    expect(marked('ab ab', 'ab')).toBe('[ab] [ab]')
    expect(hitRanges('ababa', 'aba')).toEqual([[0, 5]])
  })

  it('keeps characters outside the BMP whole', () => {
    expect(marked('𠀀志愿𠀀', '志愿')).toBe('𠀀[志愿]𠀀')
    expect(marked('a𠀀b', '𠀀')).toBe('a[𠀀]b')
  })

  it('shows a long text from a little before its first hit, marked …', () => {
    const before = '一二三四五六七八九十'.repeat(3)
    const text = `${before}目标院校之后的内容`
    expect(excerptAround(text, '目标院校')).toBe(`…${before.slice(-EXCERPT_LEAD)}目标院校之后的内容`)
    expect(highlightExcerpt(text, '目标院校')).toEqual([
      { text: `…${before.slice(-EXCERPT_LEAD)}`, hit: false },
      { text: '目标院校', hit: true },
      { text: '之后的内容', hit: false }
    ])
    // A hit within the lead, no hit, blank words: from the start.
    const near = `${'字'.repeat(EXCERPT_LEAD)}目标`
    expect(excerptAround(near, '目标')).toBe(near)
    expect(excerptAround(`${'字'.repeat(EXCERPT_LEAD + 1)}目标`, '目标')).toBe(`…${'字'.repeat(EXCERPT_LEAD)}目标`)
    expect(excerptAround(text, '考研')).toBe(text)
    expect(excerptAround(text, '')).toBe(text)
    expect(excerptAround('', '目标')).toBe('')
  })

  it('does not double the server’s … nor cut only spaces, and counts the lead in code points', () => {
    const fromServer = `…${'字'.repeat(20)}目标`
    expect(excerptAround(fromServer, '目标')).toBe(`…${'字'.repeat(EXCERPT_LEAD)}目标`)
    expect(excerptAround(`…${'字'.repeat(EXCERPT_LEAD)}目标`, '目标')).toBe(`…${'字'.repeat(EXCERPT_LEAD)}目标`)
    expect(excerptAround(' 目标', '目标', 0)).toBe(' 目标')
    const wide = `${'𠀀'.repeat(EXCERPT_LEAD + 3)}目标`
    expect(excerptAround(wide, '目标')).toBe(`…${'𠀀'.repeat(EXCERPT_LEAD)}目标`)
    expect(excerptAround('𠀀𠀀目标', '目标', 1)).toBe('…𠀀目标')
  })
})

describe('the history (src/lib/forumSearchHistory.ts)', () => {
  it('puts the newest first, each once (case and width blind, the latest spelling kept), trimmed; blank words change nothing', () => {
    expect(addSearchWords([], ' 强基 ')).toEqual(['强基'])
    expect(addSearchWords(['志愿', '强基'], '强基')).toEqual(['强基', '志愿'])
    expect(addSearchWords(['ap课程'], 'ＡＰ课程')).toEqual(['ＡＰ课程'])
    const before = ['志愿']
    expect(addSearchWords(before, '  ')).toEqual(['志愿'])
    expect(addSearchWords(before, '考研')).toEqual(['考研', '志愿'])
    expect(before).toEqual(['志愿'])
  })

  it('keeps the last 10, the oldest dropped', () => {
    let h: string[] = []
    for (let i = 1; i <= 12; i++) h = addSearchWords(h, `词${i}`)
    expect(h).toHaveLength(FORUM_SEARCH_HISTORY_MAX)
    expect(h[0]).toBe('词12')
    expect(h[9]).toBe('词3')
    expect(addSearchWords(h, '词5')).toEqual(['词5', ...h.filter((w) => w !== '词5')])
  })

  it('reads a stored list defensively', () => {
    expect(parseSearchHistory(['强基', ' 志愿 ', '', 3, null, '强基', 'ＡＢ', 'ab', '字'.repeat(31)])).toEqual(['强基', '志愿', 'ＡＢ'])
    expect(parseSearchHistory(Array.from({ length: 15 }, (_, i) => `词${i}`))).toHaveLength(FORUM_SEARCH_HISTORY_MAX)
    for (const raw of [undefined, null, '', '强基', { 0: '强基' }]) expect(parseSearchHistory(raw)).toEqual([])
  })
})
