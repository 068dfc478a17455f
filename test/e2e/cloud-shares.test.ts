/**
 * Shared spaces on H5 against the real server (issue 20's acceptance): "Share a folder with a
 * second user, who joins by the pasted link text and cannot download a forbidden file." The owner
 * logs in on the databank tab; their folder and its two files go up through the upload API (grant,
 * PUT, complete); in the app they create the share of the folder, add one of its files again with
 * 禁止下载 (管理 → 添加文件), and copy the link text. A second user pastes it on the databank tab,
 * joins, sees the files, is refused the forbidden one's download (a toast, no request) and
 * downloads the allowed one byte for byte. Screens: cloud-databank, cloud-share-space (and the
 * create page, the paste box, the folder inside the share).
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { parseShareLinkText } from '../../core/shareLink'
import { CLOUD_PATHS, type CloudEntry } from '../../types/cloud'
import { CLOUD_SHARE_PATHS } from '../../types/cloudShares'
import { okJson, pageToken, signedFetch } from './support/api'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { uploadFile } from './support/cloud'
import { loginWithPhone } from './support/login'
import { confirmModal, expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex')
const file = (name: string, p?: Page) => (p ?? ctx.page).locator(`[data-testid="share-file"][data-name="${name}"]:visible`)
const namesShown = (p: Page) => p.locator('[data-testid="share-file"]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))

/** Through the upload API as the page's user. */
const upload = (token: string, name: string, bytes: Buffer, parentId: number) => uploadFile(ctx.server.url, token, name, bytes, parentId)

test('a folder shared with a second user, who joins by the pasted link text and cannot download the forbidden file', async () => {
  const owner = ctx.page
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url })
  const allowed = randomBytes(30_000)
  const forbidden = randomBytes(20_000)
  let text = ''

  await shotOnFailure(owner, 'cloud-shares-owner', async () => {
    // Logged out, the tab offers the login rather than errors.
    await open('/pages/tabbar/databank')
    await byTestId('databank-login').waitFor()
    await shot(owner, 'cloud-databank-login')
    await byTestId('databank-login-button').click()
    await loginWithPhone(ctx, '13712345701')
    await byTestId('databank-space').waitFor()
    await expect(byTestId('databank-space-text').innerText()).resolves.toBe('已用 0 B / 10 GB')
    await expect(byTestId('databank-mine').innerText()).resolves.toContain('还没有创建共享空间')

    // The folder and its files, through the API.
    const token = await pageToken(owner)
    const folder = await okJson<CloudEntry>(await signedFetch(ctx.server.url, 'POST', CLOUD_PATHS.folders, { name: '高三数学资料' }, token), 'folder')
    await upload(token, '函数专题.pdf', allowed, folder.id)
    await upload(token, '期中答案.pdf', forbidden, folder.id)

    // 创建共享空间: a name and the folder.
    await byTestId('databank-create').click()
    await byTestId('share-create-page').waitFor()
    await byTestId('share-create-submit').click()
    await expect(byTestId('share-create-error').innerText()).resolves.toBe('请输入共享空间名称')
    await field('share-create-name').fill('数学复习小组')
    const pick = owner.locator('[data-testid="share-pick"][data-name="高三数学资料"]:visible')
    await pick.locator('[data-testid="share-pick-check"]').click()
    await expect(byTestId('share-create-picked').innerText()).resolves.toContain('已选 1 项：高三数学资料')
    await shot(owner, 'cloud-share-create')
    await byTestId('share-create-submit').click()
    await byTestId('share-space-page').waitFor()
    await expect(byTestId('share-name').innerText()).resolves.toBe('数学复习小组')
    await file('高三数学资料').waitFor()

    // 管理 → 添加文件: the answers again, inside the folder, with 禁止下载.
    await byTestId('share-menu').click()
    await byTestId('sheet-add').click()
    await byTestId('share-create-page').waitFor()
    await owner.locator('[data-testid="share-pick"][data-name="高三数学资料"]:visible').click()
    await owner.locator('[data-testid="share-pick"][data-name="期中答案.pdf"]:visible [data-testid="share-pick-check"]').click()
    await byTestId('share-create-forbid_download').click()
    await expect(byTestId('share-create-forbid_download').getAttribute('aria-checked')).resolves.toBe('true')
    await byTestId('share-create-submit').click()
    await byTestId('share-space-page').waitFor()
    await file('期中答案.pdf').waitFor()
    await expect(namesShown(owner)).resolves.toEqual(['高三数学资料', '期中答案.pdf'])
    await expect(file('期中答案.pdf').getAttribute('data-forbid-download')).resolves.toBe('true')
    await shot(owner, 'cloud-share-space-owner')

    // 复制口令: the link text on the clipboard.
    await byTestId('share-copy').click()
    await owner.getByText('口令已复制，发给同学即可加入').first().waitFor()
    text = await owner.evaluate(() => navigator.clipboard.readText())
    expect(text).toContain('「数学复习小组」邀请你加入共享空间')
    expect(parseShareLinkText(text)).not.toBeNull()

    // The databank tab lists it under 我创建的.
    await open('/pages/tabbar/databank')
    await owner.locator('[data-testid="databank-mine"]:visible [data-testid="share-row"][data-name="数学复习小组"]').waitFor()
    await expect(byTestId('databank-space-text').innerText()).resolves.toBe('已用 48.8 KB / 10 GB')
    await shot(owner, 'cloud-databank')
  })

  // The second user, in a browser of their own.
  const member = await ctx.browser.newPage({ viewport: PHONE, locale: 'zh-CN' })
  ctx.page = member
  const downloadCalls: string[] = []
  member.on('request', (r) => {
    if (r.url().includes(`${CLOUD_SHARE_PATHS.shares}`) && r.url().includes('/download/')) downloadCalls.push(r.url())
  })
  await shotOnFailure(member, 'cloud-shares-member', async () => {
    await open('/pages/tabbar/databank')
    await byTestId('databank-login-button').click()
    await loginWithPhone(ctx, '13712345702')
    await byTestId('databank-join').waitFor()

    // Pasted as it comes in a chat: recognised, then 加入.
    await byTestId('databank-paste').fill('不是口令')
    await expect(byTestId('databank-paste-hint').innerText()).resolves.toBe('没有识别到共享口令，请粘贴完整的一段话')
    await byTestId('databank-paste').fill(`班长：\n${text}`)
    const link = parseShareLinkText(text)!
    await expect(byTestId('databank-paste-hint').innerText()).resolves.toBe(`已识别：链接码 ${link.code}，编号 ${link.id}`)
    await shot(member, 'cloud-databank-paste')
    await byTestId('databank-join-button').click()
    await byTestId('share-space-page').waitFor()
    await expect(byTestId('share-name').innerText()).resolves.toBe('数学复习小组')
    await expect(byTestId('share-meta').innerText()).resolves.toBe('1位成员 · 2项')
    await file('高三数学资料').waitFor()
    await expect(namesShown(member)).resolves.toEqual(['高三数学资料', '期中答案.pdf'])
    await expect(file('期中答案.pdf').locator('[data-testid="share-file-mark"]').innerText()).resolves.toBe('禁止下载')
    await shot(member, 'cloud-share-space')

    // Inside the folder: both files; the forbidden one keeps its mark there too.
    await file('高三数学资料').click()
    await byTestId('share-folder-page').waitFor()
    await file('函数专题.pdf').waitFor()
    await expect(namesShown(member)).resolves.toEqual(['函数专题.pdf', '期中答案.pdf'])
    await expect(file('期中答案.pdf').getAttribute('data-forbid-download')).resolves.toBe('true')
    await expect(file('函数专题.pdf').getAttribute('data-forbid-download')).resolves.toBe('false')
    await shot(member, 'cloud-share-folder')

    // 下载 of the forbidden file: refused with a toast, nothing asked of the server.
    await file('期中答案.pdf').locator('[data-testid="share-file-download"]').click()
    await member.getByText('该文件已被设置为禁止下载').first().waitFor()
    expect(downloadCalls).toEqual([])
    // The server refuses it as well, whoever asks it directly.
    const token = await pageToken(member)
    const answersId = Number(await file('期中答案.pdf').getAttribute('data-id'))
    const refused = await signedFetch(ctx.server.url, 'GET', `${CLOUD_SHARE_PATHS.shares}${link.id}/files/${answersId}/download/`, undefined, token)
    expect([refused.status, ((await refused.json()) as { detail: string }).detail]).toEqual([403, '该文件已被设置为禁止下载'])

    // 下载 of the allowed one: the bytes arrive and are saved under its name.
    const saved = member.waitForEvent('download')
    await file('函数专题.pdf').locator('[data-testid="share-file-download"]').click()
    const download = await saved
    expect(download.suggestedFilename()).toBe('函数专题.pdf')
    expect(md5(readFileSync((await download.path())!))).toBe(md5(allowed))
    expect(downloadCalls).toHaveLength(1)

    // The databank tab lists it under 我加入的.
    await open('/pages/tabbar/databank')
    await member.locator('[data-testid="databank-joined"]:visible [data-testid="share-row"][data-name="数学复习小组"]').waitFor()
    await expectCount(all('share-row'), 1)
  })

  // The owner bans the share: the member sees it as banned, and nothing inside; lifted, it is back.
  const link = parseShareLinkText(text)!
  const detail = `/cloud/share/shareSpaceDetail?id=${link.id}`
  const as = async (p: Page) => {
    ctx.page = p
    await p.bringToFront()
  }
  // A fresh load, as the same hash route would not navigate again.
  const reopen = async (p: Page) => {
    await p.goto('about:blank')
    await open(detail)
  }
  await shotOnFailure(owner, 'cloud-shares-ban', async () => {
    await as(owner)
    await reopen(owner)
    await file('期中答案.pdf').waitFor()
    await byTestId('share-menu').click()
    await byTestId('sheet-ban').click()
    await confirmModal(owner)
    await expect(byTestId('share-banner').innerText()).resolves.toContain('你已封禁这个共享空间')
    await expect(byTestId('share-banned').innerText()).resolves.toBe('已封禁')
    await as(member)
    await reopen(member)
    await expect(byTestId('share-banner').innerText()).resolves.toBe('该共享空间已被封禁，暂时无法查看其中的文件')
    await expectCount(member.locator('[data-testid="share-file"]:visible'), 0)
    await shot(member, 'cloud-share-banned')
    await as(owner)
    await byTestId('share-menu').click()
    await byTestId('sheet-ban').click()
    await owner.getByText('已解除封禁').first().waitFor()
    await as(member)
    await reopen(member)
    await file('高三数学资料').waitFor()
  })
  await owner.close()
})
