/**
 * The forum's search on H5 against the real server and the demo forum (issue 19, searchTopic):
 * the home tab's header opens it with the box focused and hashtags to try; a word the demo forum
 * has (物理) answers the posts the API answers, the word marked in them; 用户 finds the demo member
 * 物理课代表, marked; 话题 answers the API's hashtags or says 没有找到; a post result opens its page;
 * back on the search and then anew from the header, the history holds the word, and 清空 (after a
 * confirmation) empties it. Screens of the results at 390×844 go to test-output/screenshots.
 */
import { FORUM_SEARCH_PATHS, type SearchPostsPage, type SearchTagsPage, type SearchUsersPage } from '../../types/forumSearch'
import { okJson, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { confirmModal, expectCount, pageHelpers, settledShot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, back } = pageHelpers(ctx)
const shot = (name: string) => settledShot(ctx.page, `search-${name}`)

const WORD = '物理'

async function search<T>(type: string): Promise<T> {
  const path = `${FORUM_SEARCH_PATHS.search}?q=${encodeURIComponent(WORD)}&type=${type}`
  return okJson<T>(await signedFetch(ctx.server.url, 'GET', path), `GET ${path}`)
}

test('search from the home header: posts, people and hashtags with the word marked; a result opens; the history keeps the word', async () => {
  const [posts, users, tags] = await Promise.all([search<SearchPostsPage>('posts'), search<SearchUsersPage>('users'), search<SearchTagsPage>('tags')])
  expect(posts.results.length).toBeGreaterThan(0)
  expect(users.results.map((u) => u.username)).toContain('物理课代表')
  const p = ctx.page

  await shotOnFailure(p, 'search', async () => {
    await p.goto(`${ctx.server.url}/h5/`)
    await byTestId('forum-card').waitFor()
    await expect(byTestId('forum-search').innerText()).resolves.toBe('搜索帖子、话题、用户')
    await shot('home')
    await byTestId('forum-search').click()
    await byTestId('search-page').waitFor()
    // The box has the focus; before typing: hashtags to try, no history yet.
    const input = field('search-input')
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await byTestId('search-suggestions').waitFor()
    expect(await all('search-suggestion').count()).toBeGreaterThan(0)
    await expectCount(all('search-history'), 0)

    await input.fill(WORD)
    await input.press('Enter')
    await byTestId('search-posts').locator('[data-testid="forum-card"]').first().waitFor()
    const cards = all('search-posts').locator('[data-testid="forum-card"]')
    await expect(cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))))).resolves.toEqual(posts.results.map((r) => r.id))
    // Every card marks the word (in its title, excerpt or tags), as text.
    for (let i = 0; i < Math.min(5, posts.results.length); i++) {
      const hits = await cards.nth(i).locator('[data-testid="search-hit"]').allInnerTexts()
      expect(hits.length).toBeGreaterThan(0)
      for (const hit of hits) expect(hit).toBe(WORD)
    }
    await expect(all('search-tab-posts').getAttribute('aria-selected')).resolves.toBe('true')
    await shot('posts')

    // 用户: the demo member, the word marked in the name.
    await byTestId('search-tab-users').click()
    const member = p.locator('[data-testid="search-user"]:visible', { hasText: '物理课代表' })
    await member.waitFor()
    await expectCount(all('search-user'), users.results.length)
    await expect(member.locator('[data-testid="search-hit"]').innerText()).resolves.toBe(WORD)
    await expect(member.innerText()).resolves.toContain('示例数据')
    await shot('users')

    // 话题: the API's hashtags, or the empty state that names the word.
    await byTestId('search-tab-tags').click()
    if (tags.results.length > 0) {
      await byTestId('search-tag').waitFor()
      await expect(all('search-tag').evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')))).resolves.toEqual(tags.results.map((t) => t.tag))
    } else {
      await expect(byTestId('search-empty').innerText()).resolves.toContain(`没有找到“${WORD}”相关的话题`)
    }
    await shot('tags')

    // Back to 帖子 (kept, no second request) and open the first result.
    await byTestId('search-tab-posts').click()
    const first = posts.results[0]
    await all('search-posts').locator(`[data-testid="forum-card"][data-post-id="${first.id}"]`).click()
    await byTestId(first.kind === 'vote' ? 'vote-page' : 'question-page').waitFor()
    expect(p.url()).toContain(`id=${first.id}`)

    // Back: the results are still there; 取消 goes home; the header's search again shows the history.
    // Back once the page-switch animation is over (as forum-compose does).
    await p.waitForTimeout(800)
    await back(p)
    await byTestId('search-posts').waitFor()
    await byTestId('search-cancel').click()
    await byTestId('forum-header').waitFor()
    await byTestId('forum-search').click()
    await byTestId('search-history').waitFor()
    await expect(all('search-history-item').allInnerTexts()).resolves.toEqual([WORD])
    await shot('start')

    // A history entry searches again; 清空 asks first, then the history is gone.
    await byTestId('search-history-item').click()
    await byTestId('search-posts').locator('[data-testid="forum-card"]').first().waitFor()
    await expect(field('search-input').inputValue()).resolves.toBe(WORD)
    await byTestId('search-clear').click()
    await byTestId('search-history-clear').click()
    await confirmModal(p)
    await expectCount(all('search-history'), 0)

    // Words nobody wrote: the empty state names them.
    await field('search-input').fill('没有这种帖子的词')
    await byTestId('search-submit').click()
    await expect(byTestId('search-empty').innerText()).resolves.toContain('没有找到“没有这种帖子的词”相关的帖子')
  })
})
