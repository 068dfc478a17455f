/**
 * Study videos on H5 against the real server with the demo courses (issue 24, docs/study.md): the
 * 学习 tab, 学习资料, a subject's courses, a course's chapters, a lesson played in the browser's
 * own <video> (H.264 MP4 from the demo seed: Debian's chromium plays it), sought to 6 s and paused;
 * the position reaches the server, the device's copy is removed, the page reloaded: the video
 * resumes at the saved position, and the tab's continue card names the lesson and where it stopped.
 * A visitor's position is kept on the device (video/index → a lesson → reload resumes there).
 * Screens at 390×844: study-tab, study-flowlist, study-courses, study-course, study-video.
 */
import { STUDY_PATHS, type StudyContinue } from '../../types/study'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { apiCalls, loginWithPhone } from './support/login'
import { pageHelpers } from './support/page'
import { playUntilMoving, seekPlayPause, studyShot, videoTime } from './support/study'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)
const { call } = apiCalls(ctx)

test('tab → course → lesson: played, sought, saved on the server, resumed after a reload; the continue card', async () => {
  await shotOnFailure(ctx.page, 'study-videos', async () => {
    await open(`/personal/loginWithPhone?redirect=${encodeURIComponent('/pages/tabbar/newStudy')}`)
    await loginWithPhone(ctx, '13700002401')
    await byTestId('study-subjects').waitFor()
    expect(await all('study-continue').count()).toBe(0)

    await byTestId('study-subjects-all').click()
    await byTestId('study-flow-math').getByText('1 门课程').waitFor()
    await studyShot(ctx.page, 'study-flowlist')

    await byTestId('study-flow-math').click()
    await ctx.page.locator('[data-testid="study-course-list"][data-subject="math"][data-loaded="true"]:visible').waitFor()
    await byTestId('study-course').getByText('高一数学·函数专题精讲').waitFor()
    await byTestId('study-course-progress').getByText('共 8 讲').waitFor()
    await studyShot(ctx.page, 'study-courses')

    await byTestId('study-course').click()
    await byTestId('study-course-title').getByText('高一数学·函数专题精讲').waitFor()
    expect(await all('study-chapter').count()).toBe(3)
    await studyShot(ctx.page, 'study-course')

    await all('study-lesson').nth(1).click()
    await byTestId('study-lesson-title').getByText('第2讲 函数的单调性').waitFor()
    expect(await playUntilMoving(ctx.page)).toBeGreaterThan(0.3)
    const paused = await seekPlayPause(ctx.page, 6, 6.6)

    // The pause's save reaches the server.
    const token = await pageToken(ctx.page)
    let saved = 0
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await ctx.page.waitForTimeout(200)) {
      saved = (await call<StudyContinue>(token, 'GET', STUDY_PATHS.continue)).lesson?.progress?.position_s ?? 0
      if (saved >= 6) break
    }
    expect(saved).toBeGreaterThanOrEqual(6)
    expect(Math.abs(saved - paused)).toBeLessThan(0.6)

    // Only the server's copy is left; after a reload the video stands where it was paused.
    await ctx.page.evaluate(() => localStorage.removeItem('study_positions'))
    await ctx.page.reload()
    await byTestId('study-lesson-resume')
      .getByText(`上次看到 00:0${Math.floor(saved)}，已为你续播`)
      .waitFor()
    expect(Math.abs((await videoTime(ctx.page)) - saved)).toBeLessThan(0.3)
    await studyShot(ctx.page, 'study-video')

    await open('/pages/tabbar/newStudy')
    await byTestId('study-continue-line')
      .getByText(`继续学习 · 第2讲 函数的单调性 · 看到 00:0${Math.floor(saved)}`)
      .waitFor()
    await studyShot(ctx.page, 'study-tab')
  })
})

test("a visitor's position stays on the device and resumes there", async () => {
  await shotOnFailure(ctx.page, 'study-videos-visitor', async () => {
    await open('/study/video/index')
    await ctx.page.locator('[data-testid="study-video-list"][data-loaded="true"]:visible').waitFor()
    await byTestId('study-lesson-card').click()
    await byTestId('study-player').waitFor()
    await playUntilMoving(ctx.page)
    const paused = await seekPlayPause(ctx.page, 5, 5.4)
    const kept = await ctx.page.evaluate(() => localStorage.getItem('study_positions'))
    expect(kept).toContain('position_s')
    await ctx.page.reload()
    await byTestId('study-lesson-resume').getByText('上次看到 00:05，已为你续播').waitFor()
    expect(Math.abs((await videoTime(ctx.page)) - paused)).toBeLessThan(0.3)
  })
})
