/**
 * The cloud library on H5 against the real server (issue 20's acceptance): a user uploads three
 * files through 本地上传's file input (two small, one of 50 MB that goes up in parts), pauses the
 * big one mid-way on 传输列表 and resumes it (only the parts not stored are sent again), sees the
 * progress, and finds all three in 我的文库, byte for byte; then opens a picture and a document,
 * renames one, deletes one and restores it from 回收站; multi-select off clears the choice; a file
 * dropped on the desktop zone uploads too. Screens: cloud-transfer-list (mid-upload), cloud-library,
 * cloud-local-upload, cloud-image-preview, cloud-resource-preview, cloud-trash, cloud-name-dialog,
 * cloud-move-picker.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Cookie, Request, Route } from 'playwright-core'
import { CLOUD_PATHS, type CloudEntry, type CloudEntryPage } from '../../types/cloud'
import { CLOUD_UPLOAD_PATHS, CLOUD_UPLOAD_LIMITS, type CloudDownload } from '../../types/cloudUploads'
import { okJson, pageToken, signedFetch } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { pngBytes } from './support/images'
import { loginWithPhone } from './support/login'
import { confirmModal, expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open, back } = pageHelpers(ctx)

const MB = 1024 * 1024
const dir = mkdtempSync(join(tmpdir(), 'cloud-e2e-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const task = (name: string) => ctx.page.locator(`[data-testid="upload-task"][data-name="${name}"]:visible`)
const entryRow = (name: string) => ctx.page.locator(`[data-testid="cloud-entry"][data-name="${name}"]:visible`)
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex')
/** The session of the user the first test logs in, given to the later test's fresh page. */
let session: Cookie[] = []

test('three uploads (one of 50 MB paused and resumed) land in the library; rename, delete and restore from the trash', async () => {
  const p = ctx.page
  // Every PUT is recorded, and a part waits a little at the server's door (handing its 8 MB through the
  // interception takes a while too), so a pause can fall mid-way.
  const puts: string[] = []
  await p.route('**/api/storage/cloud/**', async (route: Route, request: Request) => {
    if (request.method() !== 'PUT') return route.continue()
    const part = new URL(request.url()).pathname.match(/\/parts\/(\d+)$/)
    puts.push(part ? `part ${part[1]}` : 'whole')
    if (part) await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue().catch(() => undefined)
  })

  await shotOnFailure(p, 'cloud-library-upload', async () => {
    await open('/cloud/cloudLibrary')
    await loginWithPhone(ctx, '13712345690')
    await byTestId('cloud-library').waitFor()
    session = await p.context().cookies()
    await byTestId('cloud-empty').waitFor()
    await expect(byTestId('cloud-space-text').innerText()).resolves.toBe('已用 0 B / 10 GB')

    // Three files: a note, a picture, and 50 MB (written to disk: the file chooser takes a buffer only up to 50 MB).
    const note = Buffer.from('三角函数公式整理\nsin²x + cos²x = 1\n'.repeat(40))
    const picture = await pngBytes(p, 240)
    const big = randomBytes(50 * MB)
    writeFileSync(join(dir, 'notes.txt'), note)
    writeFileSync(join(dir, 'score.png'), picture)
    writeFileSync(join(dir, 'big.pdf'), big)

    await byTestId('cloud-upload').click()
    await byTestId('local-upload').waitFor()
    await expect(byTestId('upload-target').innerText()).resolves.toBe('我的文库')
    const chooser = p.waitForEvent('filechooser')
    await byTestId('upload-choose-file').click()
    await (await chooser).setFiles([join(dir, 'notes.txt'), join(dir, 'score.png'), join(dir, 'big.pdf')])
    await byTestId('upload-added').waitFor()
    await expectCount(all('upload-task'), 3)
    await shot(p, 'cloud-local-upload')

    // 传输列表: the big one goes up part by part with its progress and speed.
    await byTestId('upload-to-transfers').click()
    await byTestId('transfer-list').waitFor()
    await task('notes.txt').and(p.locator('[data-state="complete"]')).waitFor()
    await task('score.png').and(p.locator('[data-state="complete"]')).waitFor()
    const bigTask = task('big.pdf')
    await p.waitForFunction(() => {
      const row = [...document.querySelectorAll('[data-testid="upload-task"][data-name="big.pdf"]')].find((e) => (e as HTMLElement).offsetParent)
      const percent = Number(row?.getAttribute('data-percent'))
      return row?.getAttribute('data-state') === 'uploading' && row.getAttribute('data-hashing') === 'false' && percent >= 20 && percent < 60
    })
    await expect(bigTask.locator('[data-testid="upload-task-state"]').innerText()).resolves.toBe('上传中')
    await expect(bigTask.locator('[data-testid="upload-task-bytes"]').innerText()).resolves.toMatch(/^\d+(\.\d)? MB \/ 50 MB · \d+%$/)
    await expect(bigTask.locator('[data-testid="upload-task-speed"]').innerText()).resolves.toMatch(/\/s$/)
    await shot(p, 'cloud-transfer-list', 100)

    // Pause mid-way: the bar stays where it was; resume goes on from the parts stored.
    await bigTask.locator('[data-testid="upload-pause"]').click()
    await expect(bigTask.getAttribute('data-state')).resolves.toBe('paused')
    await expect(bigTask.locator('[data-testid="upload-task-state"]').innerText()).resolves.toBe('已暂停')
    const pausedAt = Number(await bigTask.getAttribute('data-percent'))
    expect(pausedAt).toBeGreaterThan(0)
    expect(pausedAt).toBeLessThan(100)
    const partsBeforePause = puts.filter((x) => x.startsWith('part')).length
    await p.waitForTimeout(1000)
    await expect(bigTask.getAttribute('data-state')).resolves.toBe('paused')
    await bigTask.locator('[data-testid="upload-resume"]').click()
    await bigTask.and(p.locator('[data-state="complete"]')).waitFor({ timeout: 60_000 })
    await expect(bigTask.locator('[data-testid="upload-task-bytes"]').innerText()).resolves.toBe('上传完成')

    // Each of the 7 parts went up; the ones stored before the pause were not sent again (only the one cut off was).
    const partCount = Math.ceil((50 * MB) / CLOUD_UPLOAD_LIMITS.partSize)
    const parts = puts.filter((x) => x.startsWith('part'))
    expect(new Set(parts)).toEqual(new Set(Array.from({ length: partCount }, (_, i) => `part ${i + 1}`)))
    expect(parts.length).toBeLessThanOrEqual(partCount + 1)
    expect(partsBeforePause).toBeLessThan(partCount)
    expect(puts.filter((x) => x === 'whole')).toHaveLength(2)

    // The library lists the three files, the big one byte for byte.
    const token = await pageToken(p)
    const listing = await okJson<CloudEntryPage>(await signedFetch(ctx.server.url, 'GET', CLOUD_PATHS.entries, undefined, token), 'list')
    expect(listing.results.map((e) => [e.name, e.size]).sort()).toEqual([
      ['big.pdf', big.length],
      ['notes.txt', note.length],
      ['score.png', picture.length]
    ])
    const bigEntry = listing.results.find((e) => e.name === 'big.pdf') as CloudEntry
    const download = await okJson<CloudDownload>(
      await signedFetch(ctx.server.url, 'GET', `${CLOUD_PATHS.entries}${bigEntry.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, undefined, token),
      'download'
    )
    expect(download.md5).toBe(md5(big))
    const stored = Buffer.from(await (await fetch(new URL(download.url, ctx.server.url))).arrayBuffer())
    expect(md5(stored)).toBe(md5(big))

    await back()
    await back()
    await byTestId('cloud-library').waitFor()
    await entryRow('big.pdf').waitFor()
    await expect(all('cloud-entry-name').allInnerTexts()).resolves.toEqual(['big.pdf', 'notes.txt', 'score.png'])
    await expect(entryRow('big.pdf').locator('.cl-row__meta').innerText()).resolves.toMatch(/^50 MB · \d{4}-\d{2}-\d{2}$/)
    await expect(byTestId('cloud-space-text').innerText()).resolves.toMatch(/^已用 50 MB \/ 10 GB$/)
  })

  await shotOnFailure(p, 'cloud-library-open', async () => {
    // A picture opens in its preview; a document on the web says it cannot be previewed.
    await entryRow('score.png').click()
    await byTestId('image-preview-page').waitFor()
    await p.waitForFunction(() => {
      const img = document.querySelector('[data-testid="image-preview-img"] img, img[data-testid="image-preview-img"]') as HTMLImageElement | null
      return !!img && img.complete && img.naturalWidth === 240
    })
    await shot(p, 'cloud-image-preview')
    await back()
    await entryRow('big.pdf').click()
    await byTestId('resource-preview-web').waitFor()
    await expect(byTestId('resource-preview-web').innerText()).resolves.toContain('暂不支持预览')
    await expect(byTestId('resource-preview-web').innerText()).resolves.toContain('请前往APP使用预览/下载功能')
    await shot(p, 'cloud-resource-preview')
    await back()
    await byTestId('cloud-library').waitFor()

    // Multi-select: switching it off clears the choice.
    await byTestId('cloud-select-mode').click()
    await entryRow('notes.txt').click()
    await expect(byTestId('cloud-select-bar').getAttribute('data-count')).resolves.toBe('1')
    await byTestId('cloud-select-mode').click()
    await expectCount(all('cloud-entry-check'), 0)
    await byTestId('cloud-select-mode').click()
    await expect(byTestId('cloud-select-bar').getAttribute('data-count')).resolves.toBe('0')
    await byTestId('cloud-select-mode').click()
  })

  await shotOnFailure(p, 'cloud-library-manage', async () => {
    // Rename.
    await entryRow('notes.txt').locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('cloud-entry-actions').waitFor()
    await byTestId('sheet-rename').click()
    await field('cloud-name-input').fill('数学笔记.txt')
    await byTestId('cloud-name-ok').click()
    await entryRow('数学笔记.txt').waitFor()
    await expectCount(entryRow('notes.txt'), 0)

    // Delete (to the trash), after the confirmation.
    await entryRow('score.png').locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('sheet-delete').click()
    await confirmModal(p)
    await entryRow('score.png').waitFor({ state: 'detached' })
    await expect(all('cloud-entry-name').allInnerTexts()).resolves.toEqual(['big.pdf', '数学笔记.txt'])

    // Restore from the trash.
    await byTestId('cloud-trash').click()
    await byTestId('trash-page').waitFor()
    const trashed = p.locator('[data-testid="trash-entry"][data-name="score.png"]:visible')
    await trashed.waitFor()
    await shot(p, 'cloud-trash')
    await trashed.locator('[data-testid="trash-restore"]').click()
    await byTestId('trash-empty').waitFor()
    await back()
    await entryRow('score.png').waitFor()
    await expect(all('cloud-entry-name').allInnerTexts()).resolves.toEqual(['big.pdf', 'score.png', '数学笔记.txt'])

    // On a desktop, a file dropped on 本地上传's zone is uploaded too.
    await byTestId('cloud-upload').click()
    await byTestId('upload-drop-zone').waitFor()
    const dropped = await p.evaluateHandle(() => {
      const data = new DataTransfer()
      data.items.add(new File(['拖进来的文件'], 'dropped.txt', { type: 'text/plain' }))
      return data
    })
    await byTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer: dropped })
    await task('dropped.txt').and(p.locator('[data-state="complete"]')).waitFor()
    await back()
    await entryRow('dropped.txt').waitFor()
    await expect(all('cloud-entry-name').allInnerTexts()).resolves.toEqual(['big.pdf', 'dropped.txt', 'score.png', '数学笔记.txt'])
    await shot(p, 'cloud-library')
  })
})

test('folders: create (a clash refused), move a file in through the picker, breadcrumbs; sort, search and a download saved', async () => {
  if (session.length === 0) throw new Error('the first test did not log in')
  const p = ctx.page
  await p.context().addCookies(session)
  await shotOnFailure(p, 'cloud-library-folders', async () => {
    await open('/cloud/cloudLibrary')
    await entryRow('big.pdf').waitFor()

    // 新建文件夹; the same name again is refused with the server's text.
    await byTestId('cloud-create-folder').click()
    await field('cloud-name-input').fill('高三数学')
    await byTestId('cloud-name-ok').click()
    await entryRow('高三数学').waitFor()
    await expect(entryRow('高三数学').getAttribute('data-folder')).resolves.toBe('true')
    await expect(all('cloud-entry-name').first().innerText()).resolves.toBe('高三数学')
    await byTestId('cloud-create-folder').click()
    await field('cloud-name-input').fill('高三数学')
    await byTestId('cloud-name-ok').click()
    await p.locator('[data-testid="cloud-name-error"]:visible', { hasText: '同名文件已存在' }).waitFor()
    await shot(p, 'cloud-name-dialog', 200)
    await field('cloud-name-input').fill('a/b')
    await byTestId('cloud-name-ok').click()
    await p.locator('[data-testid="cloud-name-error"]:visible', { hasText: '名称不能包含' }).waitFor()
    await p.locator('[data-testid="cloud-name-dialog"]:visible .cl-btn--plain').click()

    // Move big.pdf into it through the folder picker.
    await entryRow('big.pdf').locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('sheet-move').click()
    await byTestId('cloud-folder-picker').waitFor()
    await p.locator('[data-testid="picker-folder"]:visible').first().waitFor()
    await shot(p, 'cloud-move-picker', 200)
    await p.locator('[data-testid="picker-folder"][data-name="高三数学"]:visible').click()
    await byTestId('picker-confirm').click()
    await entryRow('big.pdf').waitFor({ state: 'detached' })

    // Into the folder and back by the breadcrumbs.
    await entryRow('高三数学').click()
    await entryRow('big.pdf').waitFor()
    await expect(byTestId('cloud-crumbs').innerText()).resolves.toMatch(/我的文库\s*\/\s*高三数学/)
    await expectCount(all('cloud-entry'), 1)
    await byTestId('cloud-crumb-root').click()
    await entryRow('高三数学').waitFor()
    await expectCount(entryRow('big.pdf'), 0)

    // Sort by size, largest first (the folder stays first).
    await byTestId('cloud-sort').click()
    await byTestId('sheet-size-desc').click()
    await expect(byTestId('cloud-sort').innerText()).resolves.toBe('按大小 大→小')
    await p.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="cloud-entry"]')]
          .filter((e) => (e as HTMLElement).offsetParent)
          .map((e) => e.getAttribute('data-name'))
          .join(',') === '高三数学,score.png,数学笔记.txt,dropped.txt'
    )

    // Search finds files inside folders too.
    await field('cloud-search').fill('big')
    await byTestId('cloud-search-go').click()
    await entryRow('big.pdf').waitFor()
    await expect(byTestId('cloud-crumbs').innerText()).resolves.toBe('搜索“big”')
    await expectCount(all('cloud-entry'), 1)
    await byTestId('cloud-search-clear').click()
    await entryRow('高三数学').waitFor()

    // A download on the web is saved under the file's name, and listed under 下载.
    const saved = p.waitForEvent('download')
    await entryRow('score.png').locator('[data-testid="cloud-entry-more"]').click()
    await byTestId('sheet-download').click()
    expect((await saved).suggestedFilename()).toBe('score.png')
    await byTestId('cloud-transfers').click()
    await byTestId('transfer-tab-download').click()
    await p.locator('[data-testid="download-task"][data-name="score.png"][data-state="complete"]:visible').waitFor()
  })
})
