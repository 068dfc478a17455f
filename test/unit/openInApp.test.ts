/** src/lib/openInApp.ts: the deep link first, the official site 500 ms later unless the app took over. */
import { OPEN_IN_APP_FALLBACK_MS, openInApp } from '../../src/lib/openInApp'

const links = { deepLink: 'bdgaokao://open', officialSite: 'https://gaokao.example.com' }

function run(hiddenBeforeFallback: boolean) {
  const went: string[] = []
  let pending: { run: () => void; ms: number } | null = null
  let hidden = false
  openInApp(links, { go: (u) => went.push(u), later: (r, ms) => (pending = { run: r, ms }), hidden: () => hidden })
  expect(went).toEqual(['bdgaokao://open'])
  expect(pending!.ms).toBe(500)
  hidden = hiddenBeforeFallback
  pending!.run()
  return went
}

test('no app took over: the official site after 500 ms', () => {
  expect(OPEN_IN_APP_FALLBACK_MS).toBe(500)
  expect(run(false)).toEqual(['bdgaokao://open', 'https://gaokao.example.com'])
})

test('the app opened (the page was hidden): no fallback', () => {
  expect(run(true)).toEqual(['bdgaokao://open'])
})
