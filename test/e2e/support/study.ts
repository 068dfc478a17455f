/**
 * The study video e2e's helpers: the H5 player's <video> element (inside Taro's taro-video-core),
 * driven the way a person's play, seek and pause drive it, and a screenshot once covers are in.
 */
import type { Page } from 'playwright-core'
import { settledShot } from './page'

/** The visible lesson page's <video>. */
export const lessonVideo = (p: Page) => p.locator('[data-testid="study-player"]:visible video').first()

/** Plays (muted: headless chromium allows muted autoplay without a gesture); resolves once time advances. */
export async function playUntilMoving(p: Page): Promise<number> {
  return lessonVideo(p).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    await v.play()
    const from = v.currentTime
    await new Promise<void>((resolve) => {
      const check = () => (v.currentTime > from + 0.3 ? resolve() : requestAnimationFrame(check))
      check()
    })
    return v.currentTime
  })
}

/** Seeks to `seconds` while playing, lets it play past `until`, then pauses; the paused time. */
export async function seekPlayPause(p: Page, seconds: number, until: number): Promise<number> {
  return lessonVideo(p).evaluate(
    async (v: HTMLVideoElement, [to, past]) => {
      v.currentTime = to
      await new Promise<void>((resolve) => {
        const check = () => (v.currentTime >= past ? resolve() : requestAnimationFrame(check))
        check()
      })
      v.pause()
      return v.currentTime
    },
    [seconds, until] as const
  )
}

/** The video's currentTime once its metadata is in (a resumed lesson sets it before playing). */
export const videoTime = (p: Page): Promise<number> =>
  lessonVideo(p).evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (v.readyState >= 1) resolve(v.currentTime)
        else v.addEventListener('loadedmetadata', () => resolve(v.currentTime), { once: true })
      })
  )

/** A screenshot once every visible picture has loaded (covers are thumbnails made at first request). */
export async function studyShot(p: Page, name: string): Promise<void> {
  await p
    .waitForFunction(() => [...document.querySelectorAll('img')].filter((i) => i.offsetParent !== null).every((i) => i.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined)
  await settledShot(p, name, 600)
}
