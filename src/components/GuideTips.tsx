/**
 * The guide tips of a page (docs/runtime.md): mount `<GuideTips sets={['circle']} />` once in the
 * page. This wrapper is tiny; the overlay and the tip texts (GuideOverlay.tsx) load with import() on
 * H5, after the page, and decide whether anything is due.
 */
import { lazy, Suspense } from 'react'
import type { GuideSetId } from '@/lib/guideTips'

type Overlay = typeof import('./GuideOverlay').GuideOverlay

const GuideOverlay: Overlay =
  process.env.TARO_ENV === 'h5'
    ? (lazy(() => import(/* webpackChunkName: "guide-tips" */ './GuideOverlay').then((m) => ({ default: m.GuideOverlay }))) as unknown as Overlay)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no lazy chunks: the overlay loads with the page there
      (require('./GuideOverlay') as typeof import('./GuideOverlay')).GuideOverlay

export function GuideTips({ sets }: { sets: readonly GuideSetId[] }) {
  return (
    <Suspense fallback={null}>
      <GuideOverlay sets={sets} />
    </Suspense>
  )
}
