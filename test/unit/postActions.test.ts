import { favoriteToast, postPagePath, SHARE_TITLE_MAX, shareTitleOf, toggledFavorite } from '../../src/lib/postActions'
import { hashLink } from '../../src/lib/pageLink'

describe('a post page’s 收藏 and 分享', () => {
  test('a post opens the question page, a vote its own', () => {
    expect(postPagePath({ id: 12, kind: 'question' })).toBe('/forum/questionRanks/questionDetail?id=12')
    expect(postPagePath({ id: 13, kind: 'topic' })).toBe('/forum/questionRanks/questionDetail?id=13')
    expect(postPagePath({ id: 14, kind: 'vote' })).toBe('/forum/questionRanks/voteDetail?id=14')
  })

  test('share titles: a question’s title, a vote’s question, a topic’s body from its start', () => {
    expect(shareTitleOf({ kind: 'question', title: '江苏 605 分能上南航吗？', body: '物化生' })).toBe('江苏 605 分能上南航吗？')
    expect(shareTitleOf({ kind: 'vote', title: '你几点起床？', body: '说明' })).toBe('你几点起床？')
    expect(shareTitleOf({ kind: 'topic', title: '', body: '  今天整理了\n\n错题本  ' })).toBe('今天整理了 错题本')
    const long = '一'.repeat(SHARE_TITLE_MAX + 5)
    expect(shareTitleOf({ kind: 'topic', title: '', body: long })).toBe(`${'一'.repeat(SHARE_TITLE_MAX)}…`)
    expect(shareTitleOf({ kind: 'topic', title: '', body: '一'.repeat(SHARE_TITLE_MAX) })).toBe('一'.repeat(SHARE_TITLE_MAX))
    // Code points: an emoji at the cut is kept whole.
    const emoji = `${'字'.repeat(SHARE_TITLE_MAX - 1)}😀😀`
    expect(shareTitleOf({ kind: 'topic', title: '', body: emoji })).toBe(`${'字'.repeat(SHARE_TITLE_MAX - 1)}😀…`)
    // A topic of pictures only.
    expect(shareTitleOf({ kind: 'topic', title: '', body: ' \n ' })).toBe('分享一个帖子')
  })

  test('the optimistic keep: the other state, one more or one less, never below 0', () => {
    expect(toggledFavorite({ favorited: false, count: 4 })).toEqual({ favorited: true, count: 5 })
    expect(toggledFavorite({ favorited: true, count: 5 })).toEqual({ favorited: false, count: 4 })
    expect(toggledFavorite({ favorited: true, count: 0 })).toEqual({ favorited: false, count: 0 })
    expect([favoriteToast(true), favoriteToast(false)]).toEqual(['已收藏', '已取消收藏'])
  })

  test('an H5 link is the app’s address with the page as its hash route', () => {
    expect(hashLink('https://app.example.com/h5/', '/forum/questionRanks/questionDetail?id=7')).toBe(
      'https://app.example.com/h5/#/forum/questionRanks/questionDetail?id=7'
    )
    expect(hashLink('https://app.example.com/h5/#/pages/tabbar/forum', 'forum/questionRanks/voteDetail?id=8')).toBe(
      'https://app.example.com/h5/#/forum/questionRanks/voteDetail?id=8'
    )
  })
})
