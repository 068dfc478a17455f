/**
 * 问答排行 and 问题筛选 on H5 against the real server and the demo forum (issue 19): the home tab's
 * 排行榜 › opens the rank lists, whose three tabs show what the API ranks; a row opens its question.
 * The filter page narrows to a QA tag and 待回答, shows what the API answers for it, keeps the filter
 * in the address through a reload; a QA tag on a feed card opens it. Screens at 390×844 go to
 * test-output/screenshots.
 */
import { FORUM_PATHS, type HomeResponse } from '../../types/forum'
import { FORUM_RANK_PATHS, type QuestionFilterPage, type RankKind, type RankList } from '../../types/forumRanks'
import { okJson, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(180_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open, back } = pageHelpers(ctx)

async function api<T>(path: string): Promise<T> {
  return okJson<T>(await signedFetch(ctx.server.url, 'GET', path), `GET ${path}`)
}

const rankIds = async (kind: RankKind) => (await api<RankList>(`${FORUM_RANK_PATHS.ranks}?level=middle_school&kind=${kind}`)).results.map((r) => r.post.id)

/** Waits until the visible rows (or cards) are exactly `expected`. */
async function rowsAre(testId: string, expected: number[]): Promise<void> {
  await ctx.page.waitForFunction(
    ([id, want]) => {
      const shown = [...document.querySelectorAll(`[data-testid="${id}"]`)]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => Number(el.getAttribute('data-post-id')))
      return JSON.stringify(shown) === JSON.stringify(want)
    },
    [testId, expected] as const
  )
}

test('home → 排行榜: three lists as the API ranks them, the first three marked; a row opens its question', async () => {
  const [answers, likes, week] = [await rankIds('answers'), await rankIds('likes'), await rankIds('week')]
  expect(answers.length).toBeGreaterThan(3)
  await shotOnFailure(ctx.page, 'forum-ranks', async () => {
    await ctx.page.goto(`${ctx.server.url}/h5/`)
    await expect(byTestId('forum-hot-ranks').innerText()).resolves.toBe('排行榜 ›')
    await shot(ctx.page, 'forum-home-ranks-link')
    await byTestId('forum-hot-ranks').click()
    await byTestId('ranks-page').waitFor()
    await rowsAre('ranks-row', answers)
    await expect(all('ranks-tab-answers').getAttribute('aria-selected')).resolves.toBe('true')
    const ranks = await all('ranks-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-rank')))
    expect(ranks).toEqual(answers.map((_, i) => String(i + 1)))
    await expectCount(all('ranks-row').first().locator('.qr-row__rank--top'), 1)
    await expectCount(all('ranks-row').nth(3).locator('.qr-row__rank--top'), 0)
    await expect(byTestId('ranks-row-figure').innerText()).resolves.toMatch(/^\d+(\.\d)?[kw]? 回答$/)
    await shot(ctx.page, 'forum-ranks')

    await byTestId('ranks-tab-likes').click()
    await rowsAre('ranks-row', likes)
    await expect(byTestId('ranks-row-figure').innerText()).resolves.toMatch(/ 赞$/)

    await byTestId('ranks-tab-week').click()
    if (week.length > 0) {
      await rowsAre('ranks-row', week)
      await expect(byTestId('ranks-row-figure').innerText()).resolves.toMatch(/ 热度$/)
    } else {
      await byTestId('ranks-empty').waitFor()
    }
    await shot(ctx.page, 'forum-ranks-week')

    // The picked list is in the address: a reload keeps it.
    await ctx.page.reload()
    await expect(byTestId('ranks-tab-week').getAttribute('aria-selected')).resolves.toBe('true')

    await byTestId('ranks-tab-answers').click()
    await rowsAre('ranks-row', answers)
    const title = await byTestId('ranks-row-title').innerText()
    await all('ranks-row').first().click()
    await ctx.page.locator('[data-testid="question-page"]:visible', { hasText: title }).waitFor()
    // Back: the rank page as it was (its address was rewritten in place, the page stack is intact).
    await back()
    await byTestId('ranks-page').waitFor()
    await rowsAre('ranks-row', answers)
  })
})

test('问题筛选: a QA tag and 待回答 show what the API answers; the filter survives a reload', async () => {
  const home = await api<HomeResponse>(`${FORUM_PATHS.home}?level=middle_school`)
  const filter = (query: string) => api<QuestionFilterPage>(`${FORUM_RANK_PATHS.questionFilter}?level=middle_school&${query}`)
  // A QA tag with unanswered questions in the demo forum (the first, if none has any).
  let tag = home.qa_tags[0]
  for (const t of home.qa_tags) {
    if ((await filter(`qa_tag=${t.key}&state=unanswered`)).results.length > 0) {
      tag = t
      break
    }
  }
  const expected = (await filter(`qa_tag=${tag.key}&state=unanswered`)).results.map((p) => p.id)
  const all20 = (await filter('')).results.map((p) => p.id)

  await shotOnFailure(ctx.page, 'forum-question-filter', async () => {
    await open('/forum/questionRanks/index?level=middle_school')
    await byTestId('ranks-filter-link').click()
    await byTestId('filter-page').waitFor()
    await rowsAre('forum-card', all20)
    await expect(byTestId('filter-summary').innerText()).resolves.toBe('全部问题')

    await byTestId(`filter-qa-${tag.key}`).click()
    await byTestId('filter-state-unanswered').click()
    await expect(byTestId('filter-summary').innerText()).resolves.toBe(`${tag.label} · 待回答`)
    if (expected.length > 0) {
      await rowsAre('forum-card', expected)
      const labels = await all('forum-card-qa').allInnerTexts()
      expect(labels.every((l) => l === tag.label)).toBe(true)
      await expect(all('forum-card-answers').allInnerTexts()).resolves.toEqual(expected.map(() => '0 回答'))
    } else {
      await expect(byTestId('forum-empty').innerText()).resolves.toContain(`「${tag.label} · 待回答」下暂无问题`)
    }
    expect(ctx.page.url()).toContain(`qa_tag=${tag.key}`)
    expect(ctx.page.url()).toContain('state=unanswered')
    await shot(ctx.page, 'forum-question-filter')

    await ctx.page.reload()
    await byTestId('filter-page').waitFor()
    await expect(byTestId(`filter-qa-${tag.key}`).getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(byTestId('filter-state-unanswered').getAttribute('aria-checked')).resolves.toBe('true')
    if (expected.length > 0) await rowsAre('forum-card', expected)
    else await byTestId('forum-empty').waitFor()

    // The picked chip tapped again goes back to every tag.
    await byTestId(`filter-qa-${tag.key}`).click()
    await expect(byTestId('filter-qa-all').getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(byTestId('filter-summary').innerText()).resolves.toBe('待回答')
  })
})

test('a QA tag on a feed card opens 问题筛选 with that tag', async () => {
  const home = await api<HomeResponse>(`${FORUM_PATHS.home}?level=middle_school`)
  const post = home.feed.results.find((p) => p.qa_tag !== null)
  if (!post) throw new Error('the demo feed has no question with a QA tag')
  await shotOnFailure(ctx.page, 'forum-qa-chip', async () => {
    await ctx.page.goto(`${ctx.server.url}/h5/`)
    await all('forum-card').first().waitFor()
    await ctx.page.locator(`[data-testid="forum-card"][data-post-id="${post.id}"] [data-testid="forum-card-qa"]`).click()
    await byTestId('filter-page').waitFor()
    await expect(byTestId(`filter-qa-${post.qa_tag}`).getAttribute('aria-pressed')).resolves.toBe('true')
    // The home tab stays in the DOM behind the page: look inside the filter page.
    await ctx.page.locator(`[data-testid="filter-page"] [data-testid="forum-card"][data-post-id="${post.id}"]`).waitFor()
  })
})
