/** Forum hashtags (core/hashtags.ts) and the sensitive-word list (server/services/forum/sensitiveWords.ts). */
import { HASHTAG_MAX_LENGTH, extractHashtags, mergeHashtags, normalizeHashtag } from '../../core/hashtags'
import { DEFAULT_SENSITIVE_WORDS, findSensitiveWord, parseSensitiveWords, statusForText } from '../../server/services/forum/sensitiveWords'

describe('extractHashtags', () => {
  test.each([
    ['#强基计划 校测经验', ['强基计划']],
    ['closed form #高考志愿# and #新高考选科#', ['高考志愿', '新高考选科']],
    ['标点结束：#分数线，#专业选择。#大学生活！', ['分数线', '专业选择', '大学生活']],
    ['line\n#第二行 and #abc_123 and #Ünïcode', ['第二行', 'abc_123', 'Ünïcode']],
    ['repeated #选科 #选科 #选科', ['选科']],
    ['C#语言 and 第3#楼 and email a#b are no tags', []],
    ['a lone # and ## and #!', []],
    ['', []]
  ])('%p → %p', (text, tags) => {
    expect(extractHashtags(text)).toEqual(tags)
  })

  test(`a word longer than ${HASHTAG_MAX_LENGTH} characters is no tag, one of exactly that many is`, () => {
    const long = '字'.repeat(HASHTAG_MAX_LENGTH + 1)
    const max = '字'.repeat(HASHTAG_MAX_LENGTH)
    expect(extractHashtags(`#${long} #${max}`)).toEqual([max])
  })

  test('"#a#b" is one tag (the second # needs a break before it)', () => {
    expect(extractHashtags('#a#b')).toEqual(['a'])
    expect(extractHashtags('#a# #b')).toEqual(['a', 'b'])
  })
})

describe('normalizeHashtag and mergeHashtags', () => {
  test('normalize drops the # marks and the spaces around', () => {
    expect(normalizeHashtag('  #强基计划# ')).toBe('强基计划')
    expect(normalizeHashtag('##选科')).toBe('选科')
    expect(normalizeHashtag('#')).toBe('')
    expect(normalizeHashtag('高考 志愿')).toBe('高考 志愿')
  })

  test('picked tags first, then typed ones, each once, blank ones dropped, at most max', () => {
    expect(mergeHashtags(['#高考志愿', '强基计划', ' ', '#'], ['#强基计划 #选科', '#分数线'], 5)).toEqual(['高考志愿', '强基计划', '选科', '分数线'])
    expect(mergeHashtags(['a', 'b'], ['#c #d #e #f'], 5)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(mergeHashtags([], ['没有话题'], 5)).toEqual([])
    expect(mergeHashtags(['a', 'b', 'c'], [], 2)).toEqual(['a', 'b'])
  })
})

describe('sensitive words', () => {
  test('FORUM_SENSITIVE_WORDS: comma-separated (ASCII or Chinese commas), trimmed, deduplicated; unset → the default list', () => {
    expect(parseSensitiveWords(undefined)).toEqual([...DEFAULT_SENSITIVE_WORDS])
    expect(parseSensitiveWords(' 广告 ,ＡＢＣ，广告,, ')).toEqual(['广告', 'abc'])
    expect(parseSensitiveWords(',')).toEqual([])
  })

  test('matching ignores case, full-width forms and whitespace; texts are not joined into a word', () => {
    const words = ['代考', 'abc']
    expect(findSensitiveWord(words, '找人 代\n考')).toBe('代考')
    expect(findSensitiveWord(words, '标题', 'ＡＢＣ')).toBe('abc')
    expect(findSensitiveWord(words, '找人代', '考试')).toBeNull()
    expect(findSensitiveWord([], '代考')).toBeNull()
    expect(statusForText(words, '正常内容')).toBe('published')
    expect(statusForText(words, '正常', 'x Abc y')).toBe('held')
  })

  test('the default list holds each of its words', () => {
    for (const word of DEFAULT_SENSITIVE_WORDS) expect(statusForText(DEFAULT_SENSITIVE_WORDS, `前文${word}后文`)).toBe('held')
  })
})
