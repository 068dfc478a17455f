/**
 * The forum composer's rules (issue 19; personal/postTopic): when a picture is compressed and how
 * hard (SPEC §5, at the 2 MB boundary), which form may be sent and why not, the counters, the
 * hashtag being typed and its suggestions, the draft kept in storage, the picture list.
 */
import { FORUM_LIMITS } from '../../types/forum'
import { typingHashtag } from '../../core/hashtags'
import { COMPRESS_ABOVE_BYTES, QUALITY_MAX, QUALITY_MIN, compressionQuality, keepsCompressed } from '../../src/lib/imageCompression'
import {
  allHashtags,
  charCount,
  checkCompose,
  composeKindOf,
  counterText,
  emptyForm,
  levelOfIdentity,
  postTabs,
  toNewQuestion,
  toNewTopic,
  withHashtag,
  type ComposeForm
} from '../../src/lib/composeForm'
import { completeHashtag, hashtagSuggestions } from '../../src/lib/composeHashtags'
import { draftOf, formOfDraft, readDraft, writeDraft, type ComposeDraft } from '../../src/lib/composeDraft'
import { draftImages, imagesOfDraft, imagesReadiness, patchImage, removeImage, slotsLeft, stageText, uploadedKeys, type ComposeImage } from '../../src/lib/composeImages'

describe('compressionQuality (SPEC §5: over 2,097,152 bytes, 40-80 percent)', () => {
  test.each([
    [0, null],
    [1, null],
    [2_097_151, null],
    [2_097_152, null],
    [2_097_153, 80]
  ])('%p bytes → %p', (size, quality) => {
    expect(COMPRESS_ABOVE_BYTES).toBe(2_097_152)
    expect(compressionQuality(size)).toBe(quality)
  })

  test('aims at about 2 MB: 80 up to 2.5 MB, then 2 MB ÷ size, 40 from 5 MB', () => {
    expect(compressionQuality(2_621_440)).toBe(80) // 2.5 MB: 2 MB ÷ size = 80 %
    expect(compressionQuality(2_621_441)).toBe(79)
    expect(compressionQuality(3 * 1_048_576)).toBe(66)
    expect(compressionQuality(4 * 1_048_576)).toBe(50)
    expect(compressionQuality(5_242_880)).toBe(40) // 5 MB: exactly 40 %
    expect(compressionQuality(5_242_881)).toBe(40) // never below
    expect(compressionQuality(50 * 1_048_576)).toBe(40)
  })

  test('never below 40 nor above 80 for any size over the line', () => {
    for (let size = COMPRESS_ABOVE_BYTES + 1; size < 40 * 1_048_576; size += 123_457) {
      const q = compressionQuality(size)!
      expect(q).toBeGreaterThanOrEqual(QUALITY_MIN)
      expect(q).toBeLessThanOrEqual(QUALITY_MAX)
      expect(Number.isInteger(q)).toBe(true)
    }
  })

  test('not a number, negative: sent as is', () => {
    expect(compressionQuality(Number.NaN)).toBeNull()
    expect(compressionQuality(-5)).toBeNull()
  })

  test('a compressed copy is sent only when it came out smaller', () => {
    expect(keepsCompressed(3_000_000, 1_500_000)).toBe(true)
    expect(keepsCompressed(3_000_000, 3_000_000)).toBe(false)
    expect(keepsCompressed(3_000_000, 3_100_000)).toBe(false)
    expect(keepsCompressed(3_000_000, 0)).toBe(false)
  })
})

const question = (patch: Partial<ComposeForm> = {}): ComposeForm => ({ ...emptyForm('question', 'middle_school'), tab: 'apply', title: '位次一万五报哪里', ...patch })
const topic = (patch: Partial<ComposeForm> = {}): ComposeForm => ({ ...emptyForm('topic', 'middle_school'), tab: 'study', body: '今天背了 50 个单词', ...patch })

describe('the composer form', () => {
  test('?kind=question asks; anything else posts a topic', () => {
    expect(composeKindOf('question')).toBe('question')
    expect(composeKindOf('topic')).toBe('topic')
    expect(composeKindOf(undefined)).toBe('topic')
    expect(composeKindOf('vote')).toBe('topic')
  })

  test('the default level follows identity: a college student writes in university, anyone else in middle school', () => {
    expect(levelOfIdentity('college')).toBe('university')
    expect(levelOfIdentity('high_school')).toBe('middle_school')
    expect(levelOfIdentity(undefined)).toBe('middle_school')
  })

  test('post tabs leave out 推荐', () => {
    expect(
      postTabs([
        { key: 'recommend', label: '推荐' },
        { key: 'gaokao', label: '高考' }
      ])
    ).toEqual([{ key: 'gaokao', label: '高考' }])
  })

  test('counts characters as code points, as the server does', () => {
    expect(charCount('高考😀a')).toBe(4)
    expect(counterText('高考', FORUM_LIMITS.titleMax)).toBe(`2/${FORUM_LIMITS.titleMax}`)
  })

  test('a question: a title of 4-50 characters (trimmed), a body of at most 5000, a tab', () => {
    expect(checkCompose(question(), 'ready')).toEqual({ ok: true, errors: {}, first: undefined })
    expect(checkCompose(question({ title: '' }), 'ready').errors.title).toBe('请填写标题')
    expect(checkCompose(question({ title: '   ' }), 'ready').errors.title).toBe('请填写标题')
    expect(checkCompose(question({ title: '报哪里' }), 'ready').errors.title).toBe('标题至少 4 个字')
    expect(checkCompose(question({ title: '  报哪里  ' }), 'ready').errors.title).toBe('标题至少 4 个字')
    expect(checkCompose(question({ title: '报哪里？' }), 'ready').ok).toBe(true)
    expect(checkCompose(question({ title: '字'.repeat(FORUM_LIMITS.titleMax) }), 'ready').ok).toBe(true)
    expect(checkCompose(question({ title: '字'.repeat(FORUM_LIMITS.titleMax + 1) }), 'ready').errors.title).toBe('标题最多 50 个字')
    // The body is optional for a question, but not endless.
    expect(checkCompose(question({ body: '' }), 'ready').ok).toBe(true)
    expect(checkCompose(question({ body: '字'.repeat(FORUM_LIMITS.bodyMax) }), 'ready').ok).toBe(true)
    expect(checkCompose(question({ body: '字'.repeat(FORUM_LIMITS.bodyMax + 1) }), 'ready').errors.body).toBe('正文最多 5000 个字')
    expect(checkCompose(question({ tab: '' }), 'ready')).toMatchObject({ ok: false, first: '请选择分区' })
  })

  test('a topic: text that is not blank, at most 5000 characters, at most 5 hashtags picked and typed together', () => {
    expect(checkCompose(topic(), 'ready').ok).toBe(true)
    expect(checkCompose(topic({ body: ' \n ' }), 'ready').errors.body).toBe('请写点内容')
    expect(checkCompose(topic({ body: '字'.repeat(FORUM_LIMITS.bodyMax + 1) }), 'ready').errors.body).toBe('内容最多 5000 个字')
    expect(checkCompose(topic({ hashtags: ['a', 'b', 'c'], body: '#d #e' }), 'ready').ok).toBe(true)
    expect(checkCompose(topic({ hashtags: ['a', 'b', 'c'], body: '#d #e #f' }), 'ready').errors.hashtags).toBe('话题最多 5 个，请删去一些')
    // The same tag picked and typed counts once.
    expect(checkCompose(topic({ hashtags: ['a', 'b', 'c'], body: '#a #d #e' }), 'ready').ok).toBe(true)
  })

  test('pictures on their way or failed hold the post; the first problem is the one shown', () => {
    expect(checkCompose(topic(), 'uploading')).toMatchObject({ ok: false, first: '图片上传中，请稍候' })
    expect(checkCompose(topic(), 'failed')).toMatchObject({ ok: false, first: '有图片上传失败，请重试或删除' })
    expect(checkCompose(question({ title: '', tab: '' }), 'failed')).toMatchObject({
      first: '请填写标题',
      errors: { title: '请填写标题', images: '有图片上传失败，请重试或删除', tab: '请选择分区' }
    })
  })

  test('hashtags: picked first, then typed, each once; a pick is normalised', () => {
    expect(allHashtags({ hashtags: ['强基计划'], body: '#错题本 和 #强基计划' })).toEqual(['强基计划', '错题本'])
    expect(withHashtag(['a'], '#b')).toEqual(['a', 'b'])
    expect(withHashtag(['a'], 'a')).toEqual(['a'])
    expect(withHashtag(['a'], ' # ')).toEqual(['a'])
  })

  test('what is sent: a question’s title trimmed, texts otherwise as typed, the picked hashtags', () => {
    expect(toNewQuestion(question({ title: ' 位次一万五报哪里 ', body: ' <b>原样</b> ', qaTag: 'apply' }), ['k1'])).toEqual({
      level: 'middle_school',
      tab: 'apply',
      title: '位次一万五报哪里',
      body: ' <b>原样</b> ',
      images: ['k1'],
      qa_tag: 'apply'
    })
    expect(toNewTopic(topic({ hashtags: ['错题本'], body: '#早起 打卡' }), [])).toEqual({
      level: 'middle_school',
      tab: 'study',
      body: '#早起 打卡',
      images: [],
      hashtags: ['错题本']
    })
  })
})

describe('typing a hashtag', () => {
  test.each([
    ['今天 #', ''],
    ['#', ''],
    ['今天 #强基', '强基'],
    ['第一行\n#错题', '错题'],
    ['#强基计划 ', undefined],
    ['#强基计划#', undefined],
    ['C#', undefined],
    ['没有话题', undefined],
    [`#${'字'.repeat(21)}`, undefined]
  ])('%p → %p', (text, typing) => {
    expect(typingHashtag(text)).toBe(typing)
  })

  test('a pick completes the word being typed and adds a space', () => {
    expect(completeHashtag('今天 #强基', '强基', '强基计划')).toBe('今天 #强基计划 ')
    expect(completeHashtag('今天 #', '', '错题本')).toBe('今天 #错题本 ')
  })

  const config = [
    { key: 'qiangji', label: '#强基计划' },
    { key: 'gaokao-apply', label: '#高考志愿' },
    { key: 'new-gaokao', label: '#新高考选科' }
  ]
  const popular = [
    { tag: '错题本', count: 9 },
    { tag: '强基计划', count: 5 },
    { tag: '高考倒计时', count: 3 }
  ]

  test('suggestions: the config’s words, then popular ones, each once, none already carried', () => {
    expect(hashtagSuggestions(config, popular, [], undefined)).toEqual(['强基计划', '高考志愿', '新高考选科', '错题本', '高考倒计时'])
    expect(hashtagSuggestions(config, popular, ['错题本', '高考志愿'], undefined)).toEqual(['强基计划', '新高考选科', '高考倒计时'])
    expect(hashtagSuggestions(config, popular, [], undefined, 2)).toEqual(['强基计划', '高考志愿'])
  })

  test('while typing: those starting with the word first, then those containing it; all right after a bare #', () => {
    expect(hashtagSuggestions(config, popular, [], '高考')).toEqual(['高考志愿', '高考倒计时', '新高考选科'])
    expect(hashtagSuggestions(config, popular, [], '')).toHaveLength(5)
    expect(hashtagSuggestions(config, popular, [], '没有')).toEqual([])
  })
})

describe('the draft', () => {
  const images = [{ key: 'k1', url: 'http://x/api/storage/file/k1' }]
  const now = 1_750_000_000_000

  test('nothing written, nothing kept; anything written or a picture is kept', () => {
    expect(draftOf(emptyForm('topic', 'middle_school'), [], now)).toBeUndefined()
    expect(draftOf({ ...emptyForm('topic', 'middle_school'), tab: 'study', body: '  ' }, [], now)).toBeUndefined()
    expect(draftOf({ ...emptyForm('topic', 'middle_school'), body: '写了一半' }, [], now)).toMatchObject({ body: '写了一半', savedAt: now })
    expect(draftOf(emptyForm('question', 'university'), images, now)).toMatchObject({ level: 'university', images })
  })

  test('one stored value holds a draft per kind; writing one keeps the other; removing drops only it', () => {
    const q = draftOf(question({ body: '补充' }), images, now)!
    const t = draftOf(topic({ hashtags: ['错题本'] }), [], now)!
    let stored: unknown = writeDraft(undefined, 'question', q)
    stored = writeDraft(JSON.parse(JSON.stringify(stored)), 'topic', t)
    expect(readDraft(stored, 'question')).toEqual(q)
    expect(readDraft(stored, 'topic')).toEqual(t)
    stored = writeDraft(stored, 'question', undefined)
    expect(readDraft(stored, 'question')).toBeUndefined()
    expect(readDraft(stored, 'topic')).toEqual(t)
  })

  test('a damaged or old stored value restores nothing', () => {
    const good: ComposeDraft = draftOf(topic(), [], now)!
    for (const bad of [
      null,
      'text',
      42,
      [],
      { topic: null },
      { topic: { ...good, level: 'college' } },
      { topic: { ...good, images: [{ key: 1 }] } },
      { topic: { ...good, savedAt: 'x' } }
    ]) {
      expect(readDraft(bad, 'topic')).toBeUndefined()
    }
    expect(writeDraft({ topic: { broken: true } }, 'question', undefined)).toEqual({})
  })

  test('restoring: a tab or QA tag the config no longer has is dropped; each kind keeps only its own fields', () => {
    const draft = draftOf(question({ qaTag: 'apply', hashtags: ['x'] }), [], now)!
    expect(formOfDraft('question', draft, { tabKeys: ['apply'], qaTagKeys: ['apply'] })).toEqual({
      kind: 'question',
      level: 'middle_school',
      tab: 'apply',
      title: '位次一万五报哪里',
      body: '',
      qaTag: 'apply',
      hashtags: []
    })
    expect(formOfDraft('question', draft, { tabKeys: ['gaokao'], qaTagKeys: [] })).toMatchObject({ tab: '', qaTag: null })
    const topicDraft = draftOf(topic({ hashtags: ['错题本'] }), [], now)!
    expect(formOfDraft('topic', topicDraft, { tabKeys: ['study'], qaTagKeys: [] })).toMatchObject({ title: '', qaTag: null, hashtags: ['错题本'], tab: 'study' })
  })
})

describe('the picture list', () => {
  const image = (id: string, patch: Partial<ComposeImage> = {}): ComposeImage => ({
    id,
    preview: `blob:${id}`,
    stage: 'done',
    progress: 1,
    key: `key-${id}`,
    url: `/f/${id}`,
    ...patch
  })

  test('up to 9: the slots left', () => {
    expect(slotsLeft([])).toBe(9)
    expect(slotsLeft(Array.from({ length: 9 }, (_, i) => image(String(i))))).toBe(0)
  })

  test('readiness: failed holds first, then pictures on their way', () => {
    expect(imagesReadiness([])).toBe('ready')
    expect(imagesReadiness([image('a'), image('b')])).toBe('ready')
    expect(imagesReadiness([image('a'), image('b', { stage: 'uploading' })])).toBe('uploading')
    expect(imagesReadiness([image('a', { stage: 'compressing' })])).toBe('uploading')
    expect(imagesReadiness([image('a', { stage: 'uploading' }), image('b', { stage: 'failed' })])).toBe('failed')
  })

  test('patch, remove, the keys sent in order, what a draft keeps and gives back', () => {
    const list = [image('a'), image('b', { stage: 'uploading', key: undefined, url: undefined }), image('c')]
    expect(patchImage(list, 'b', { progress: 0.5 })[1].progress).toBe(0.5)
    expect(patchImage(list, 'gone', { progress: 0.5 })).toEqual(list)
    expect(removeImage(list, 'a').map((i) => i.id)).toEqual(['b', 'c'])
    expect(uploadedKeys(list)).toEqual(['key-a', 'key-c'])
    expect(draftImages(list)).toEqual([
      { key: 'key-a', url: '/f/a' },
      { key: 'key-c', url: '/f/c' }
    ])
    expect(imagesOfDraft([{ key: 'k', url: '/f/k' }])).toEqual([{ id: 'draft-k', preview: '/f/k', stage: 'done', progress: 1, key: 'k', url: '/f/k' }])
  })

  test('what a thumbnail says', () => {
    expect(stageText({ stage: 'compressing', progress: 0 })).toBe('压缩中')
    expect(stageText({ stage: 'uploading', progress: 0.456 })).toBe('45%')
    expect(stageText({ stage: 'uploading', progress: 1.2 })).toBe('100%')
    expect(stageText({ stage: 'failed', progress: 0.3 })).toBe('上传失败')
    expect(stageText({ stage: 'done', progress: 1 })).toBe('')
  })
})
