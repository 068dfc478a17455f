/**
 * Shared spaces (issue 20; types/cloudShares.ts, docs/cloud.md "Shared spaces"): create with the
 * owner's live entries and the two flags, my lists with keyset pages, the detail for the owner, a
 * member and a visitor with the link code (404 without it), joining by the pasted link text
 * (core/shareLink.ts), leaving and removing, the owner's actions (items, flags, ban, a new code,
 * delete), the files a share shows (its items, a shared folder's live content, the flags a folder
 * passes down), search, and forbid_download on every path: 403 on the share's download, 404 on the
 * library's routes, no storage key, md5 or URL in any share answer. File rows are written straight
 * into the table (test/api/support/cloud.ts).
 */
import { eq } from 'drizzle-orm'
import { isShareCode, parseShareLinkText, shareLinkText } from '../../core/shareLink'
import { cloudEntries, cloudShareItems } from '../../server/db/schema'
import { shareFileFor } from '../../server/services/cloud/sharesFiles'
import { CLOUD_PATHS, type CloudEntry } from '../../types/cloud'
import {
  CLOUD_SHARE_PATHS,
  SHARE_LIMITS,
  type CloudShareDetail,
  type CloudShareFile,
  type CloudShareFilePage,
  type CloudShareMemberPage,
  type CloudSharePage,
  type CloudShareSearchPage
} from '../../types/cloudShares'
import { CLOUD_UPLOAD_PATHS, type CloudDownload } from '../../types/cloudUploads'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { insertFile } from './support/cloud'
import { bytesOf, cloudClient, fetchUrl, md5Of, storageApp, uploadFile, type StorageApp } from './support/cloudStorage'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

const { send } = forumClient(() => t)
let phone = 13600000300
const someone = () => memberOf(t, String(phone++))

const shareUrl = (id: number, rest = '') => `${CLOUD_SHARE_PATHS.shares}${id}/${rest}`

/** Every share answer of the file, for the check that none reveals the bytes' whereabouts. */
const answers: string[] = []
async function got<T>(res: Awaited<ReturnType<typeof send>>, status = 200): Promise<T> {
  answers.push(res.body)
  return ok<T>(res, status)
}

async function expectError(res: { statusCode: number; body: string; json(): unknown }, status: number, detail?: string, code?: string) {
  answers.push(res.body)
  const body = res.json() as { detail: string; code: string }
  expect([res.statusCode, body.detail, ...(code ? [body.code] : [])]).toEqual([status, detail ?? expect.stringMatching(/[\u4e00-\u9fff]/), ...(code ? [code] : [])])
}

async function folder(who: Member, name: string, parentId: number | null = null): Promise<number> {
  t.clock.now += 1000
  return ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, who.access, { name, parent_id: parentId }), 201).id
}

const file = (who: Member, name: string, parentId: number | null = null, size = 100) => insertFile(t, who, name, size, parentId)

async function createShare(who: Member, name: string, entryIds: number[], flags: { forbid_download?: boolean; forbid_print?: boolean } = {}): Promise<CloudShareDetail> {
  t.clock.now += 1000
  return got<CloudShareDetail>(await send('POST', CLOUD_SHARE_PATHS.shares, who.access, { name, entry_ids: entryIds, ...flags }), 201)
}

const detail = async (who: Member | undefined, id: number, code?: string) => send('GET', shareUrl(id) + (code === undefined ? '' : `?code=${code}`), who?.access)

/** The owner's link text, as the app shows it to copy. */
const linkTextOf = (share: CloudShareDetail) => shareLinkText({ name: share.name, code: share.code!, id: share.id, appName: '必得高考' })

/** Joins as a person does: the pasted text, parsed, posted. */
async function joinByText(who: Member, text: string) {
  const link = parseShareLinkText(`同学发来：\n${text}\n`)
  if (!link) throw new Error(`no link in ${text}`)
  t.clock.now += 1000
  return send('POST', CLOUD_SHARE_PATHS.join, who.access, link)
}

async function files(who: Member, shareId: number, query = ''): Promise<CloudShareFilePage> {
  return got<CloudShareFilePage>(await send('GET', `${shareUrl(shareId, 'files/')}${query ? `?${query}` : ''}`, who.access))
}

const names = (page: { results: { name: string }[] }) => page.results.map((r) => r.name)

/** A share of a folder 资料 (a.pdf allowed; 禁止.pdf forbid_download on itself; 子/b.docx) and a file outside it; the owner and a member. */
async function sharedFolder() {
  const owner = await someone()
  const member = await someone()
  const root = await folder(owner, '资料')
  const sub = await folder(owner, '子', root)
  const ids = {
    root,
    sub,
    a: await file(owner, 'a.pdf', root),
    forbidden: await file(owner, '禁止.pdf', root),
    b: await file(owner, 'b.docx', sub),
    loose: await file(owner, '单独.txt'),
    unshared: await file(owner, '私人.pdf')
  }
  const share = await createShare(owner, '高三数学资料', [root, ids.loose])
  ok(await send('PUT', shareUrl(share.id, `items/${ids.loose}/`), owner.access, { forbid_download: false, forbid_print: true }))
  // 禁止.pdf is shared itself as well, with forbid_download: the stricter rule holds inside the folder too.
  ok(await send('POST', shareUrl(share.id, 'items/'), owner.access, { entry_ids: [ids.forbidden], forbid_download: true }))
  ok(await joinByText(member, linkTextOf(share)))
  return { owner, member, share, ids }
}

describe('shared spaces', () => {
  test('login: every route but the detail needs it; the detail without login needs the link code', async () => {
    for (const [method, url, body] of [
      ['GET', `${CLOUD_SHARE_PATHS.shares}?list=mine`],
      ['POST', CLOUD_SHARE_PATHS.shares, { name: 'a', entry_ids: [] }],
      ['POST', CLOUD_SHARE_PATHS.join, { code: 'Ab3dEf9K', id: 1 }],
      ['GET', `${CLOUD_SHARE_PATHS.search}?q=a`],
      ['DELETE', shareUrl(1)],
      ['GET', shareUrl(1, 'members/')],
      ['DELETE', shareUrl(1, 'members/2/')],
      ['POST', shareUrl(1, 'leave/'), {}],
      ['POST', shareUrl(1, 'items/'), { entry_ids: [1] }],
      ['PUT', shareUrl(1, 'items/1/'), { forbid_download: true, forbid_print: true }],
      ['DELETE', shareUrl(1, 'items/1/')],
      ['POST', shareUrl(1, 'ban/'), {}],
      ['POST', shareUrl(1, 'unban/'), {}],
      ['POST', shareUrl(1, 'code/'), {}],
      ['GET', shareUrl(1, 'files/')],
      ['GET', shareUrl(1, 'files/1/')],
      ['GET', shareUrl(1, 'files/1/download/')]
    ] as const) {
      const res = await send(method, url, undefined, body)
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 401, { code: 'not_authenticated', detail: '请先登录' }])
    }
    const owner = await someone()
    const share = await createShare(owner, '公开', [])
    await expectError(await detail(undefined, share.id), 404, '共享空间不存在')
    await expectError(await detail(undefined, share.id, 'Ab3dEf9K'), 404, '共享空间不存在')
    const seen = await got<CloudShareDetail>(await detail(undefined, share.id, share.code!))
    expect(seen).toMatchObject({ id: share.id, name: '公开', role: 'visitor', code: null, member_count: 0 })
  })

  test('create: the name rules, only the owner’s live entries, a fresh 8-character link code; the detail as the owner sees it', async () => {
    const owner = await someone()
    const other = await someone()
    const doc = await file(owner, '讲义.pdf')
    const dir = await folder(owner, '真题')
    const theirs = await file(other, '别人的.pdf')
    const trashed = await file(owner, '已删除.pdf')
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${trashed}/`, owner.access))
    const post = (body: object) => send('POST', CLOUD_SHARE_PATHS.shares, owner.access, body)

    await expectError(await post({ name: '   ', entry_ids: [] }), 400, '请输入共享空间名称')
    await expectError(await post({ name: '一'.repeat(SHARE_LIMITS.nameMax + 1), entry_ids: [] }), 400, `名称不能超过${SHARE_LIMITS.nameMax}个字`)
    await expectError(await post({ name: 'a\nb', entry_ids: [] }), 400, '名称不能包含换行等控制字符')
    await expectError(await post({ name: '资料', entry_ids: [doc, theirs] }), 404, '文件不存在')
    await expectError(await post({ name: '资料', entry_ids: [trashed] }), 404, '文件不存在')
    await expectError(await post({ name: '资料', entry_ids: [999_999_999] }), 404, '文件不存在')
    expect((await post({ name: '资料', entry_ids: [0] })).statusCode).toBe(400)
    expect((await post({ name: '资料', entry_ids: [], extra: 1 })).statusCode).toBe(400)
    // Nothing was made by the refused ones.
    expect((await got<CloudSharePage>(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=mine`, owner.access))).results).toEqual([])

    const made = await createShare(owner, '  高三 数学  ', [doc, dir, doc], { forbid_print: true })
    expect(made).toEqual({
      id: expect.any(Number),
      name: '高三 数学',
      owner: { user_id: owner.id, username: owner.name, avatar_url: expect.any(String) },
      role: 'owner',
      member_count: 0,
      item_count: 2,
      banned: false,
      created_at: new Date(t.clock.now).toISOString(),
      joined_at: null,
      code: expect.any(String)
    })
    expect(isShareCode(made.code!)).toBe(true)
    const again = await createShare(owner, '空的', [])
    expect(again.item_count).toBe(0)
    expect(again.code).not.toBe(made.code)
    const root = await files(owner, made.id)
    expect(root.results.map((f) => [f.name, f.forbid_download, f.forbid_print, f.is_item])).toEqual([
      ['真题', false, true, true],
      ['讲义.pdf', false, true, true]
    ])
  })

  test('my lists: mine newest first, joined latest joined first, keyset pages; someone else’s list is theirs', async () => {
    const owner = await someone()
    const member = await someone()
    const made: CloudShareDetail[] = []
    for (const name of ['一', '二', '三']) made.push(await createShare(owner, name, []))
    for (const share of [made[1], made[0], made[2]]) ok(await joinByText(member, linkTextOf(share)))

    const walk = async (who: Member, list: string) => {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const page: CloudSharePage = await got<CloudSharePage>(
          await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=${list}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, who.access)
        )
        seen.push(...page.results.map((s) => `${s.name}:${s.role}:${s.member_count}`))
        cursor = page.next_cursor
      } while (cursor)
      return seen
    }
    expect(await walk(owner, 'mine')).toEqual(['三:owner:1', '二:owner:1', '一:owner:1'])
    expect(await walk(member, 'joined')).toEqual(['三:member:1', '一:member:1', '二:member:1'])
    expect(await walk(member, 'mine')).toEqual([])
    expect(await walk(owner, 'joined')).toEqual([])
    const joined = await got<CloudSharePage>(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=joined`, member.access))
    expect(joined.results[0]).toMatchObject({ owner: { user_id: owner.id }, joined_at: expect.any(String), banned: false })

    const mine = await got<CloudSharePage>(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=mine&limit=1`, owner.access))
    await expectError(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=joined&cursor=${mine.next_cursor}`, owner.access), 400)
    await expectError(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=mine&cursor=bm9wZQ`, owner.access), 400)
    expect((await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=all`, owner.access)).statusCode).toBe(400)
  })

  test('join by the pasted link text: a member; twice is fine; a wrong code or id is 404; the owner stays the owner; a visitor sees the detail first', async () => {
    const owner = await someone()
    const member = await someone()
    const share = await createShare(owner, '物理竞赛', [await file(owner, '电磁学.pdf')])
    const text = linkTextOf(share)
    expect(text).toContain(`链接码：${share.code}`)

    // A visitor (logged in, not a member) with the code sees what they would join, without the code.
    const before = await got<CloudShareDetail>(await detail(member, share.id, share.code!))
    expect(before).toMatchObject({ role: 'visitor', code: null, member_count: 0, item_count: 1, joined_at: null })
    await expectError(await detail(member, share.id), 404, '共享空间不存在')
    await expectError(await send('GET', shareUrl(share.id, 'files/'), member.access), 404, '共享空间不存在')

    const joined = await got<CloudShareDetail>(await joinByText(member, text))
    expect(joined).toMatchObject({ id: share.id, role: 'member', member_count: 1, code: share.code, joined_at: new Date(t.clock.now).toISOString() })
    const twice = await got<CloudShareDetail>(await joinByText(member, text))
    expect(twice).toMatchObject({ role: 'member', member_count: 1, joined_at: joined.joined_at })
    expect(await got<CloudShareDetail>(await detail(member, share.id))).toMatchObject({ role: 'member', code: share.code })
    expect(await got<CloudShareDetail>(await joinByText(owner, text))).toMatchObject({ role: 'owner', member_count: 1 })

    const stranger = await someone()
    const wrongCode = share.code === 'Ab3dEf9K' ? 'Zz3dEf9K' : 'Ab3dEf9K'
    await expectError(
      await send('POST', CLOUD_SHARE_PATHS.join, stranger.access, { code: wrongCode, id: share.id }),
      404,
      '链接码或编号不正确，共享空间不存在或链接已失效'
    )
    await expectError(
      await send('POST', CLOUD_SHARE_PATHS.join, stranger.access, { code: share.code, id: share.id + 100_000 }),
      404,
      '链接码或编号不正确，共享空间不存在或链接已失效'
    )
    await expectError(await send('POST', CLOUD_SHARE_PATHS.join, stranger.access, { code: '', id: share.id }), 404)
    expect((await send('POST', CLOUD_SHARE_PATHS.join, stranger.access, { code: share.code })).statusCode).toBe(400)
    expect(parseShareLinkText(text.replace(share.code!, 'Ab3dEf9'))).toBeNull()
  })

  test('what a share shows: its items, folders first; a shared folder’s live content and below; nothing else of the owner', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    for (const who of [owner, member]) {
      expect(names(await files(who, share.id))).toEqual(['资料', '单独.txt', '禁止.pdf'])
      expect(names(await files(who, share.id, `parent=${ids.root}`))).toEqual(['子', 'a.pdf', '禁止.pdf'])
      expect(names(await files(who, share.id, `parent=${ids.sub}`))).toEqual(['b.docx'])
    }
    // The owner's other folders are not in the share, nor is a file asked for as a folder.
    const elsewhere = await folder(owner, '别处')
    await expectError(await send('GET', `${shareUrl(share.id, 'files/')}?parent=${elsewhere}`, member.access), 404, '文件夹不存在')
    await expectError(await send('GET', `${shareUrl(share.id, 'files/')}?parent=${ids.a}`, member.access), 404, '文件夹不存在')
    await expectError(await send('GET', shareUrl(share.id, `files/${ids.unshared}/`), member.access), 404, '文件不存在')

    // A file's info: the spec's fields beside the entry's.
    expect(await got<CloudShareFile>(await send('GET', shareUrl(share.id, `files/${ids.b}/`), member.access))).toEqual({
      id: ids.b,
      name: 'b.docx',
      is_folder: false,
      size: 100,
      extension: 'docx',
      updated_at: expect.any(String),
      share_id: share.id,
      forbid_download: false,
      forbid_print: false,
      is_item: false
    })

    // Live content: a new file shows at once; one moved out, or trashed, is gone; restored, it is back.
    const late = await file(owner, 'c.txt', ids.sub)
    expect(names(await files(member, share.id, `parent=${ids.sub}`))).toEqual(['b.docx', 'c.txt'])
    ok(await send('POST', `${CLOUD_PATHS.entries}${late}/move/`, owner.access, { parent_id: null }))
    expect(names(await files(member, share.id, `parent=${ids.sub}`))).toEqual(['b.docx'])
    await expectError(await send('GET', shareUrl(share.id, `files/${late}/`), member.access), 404, '文件不存在')
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${ids.sub}/`, owner.access))
    expect(names(await files(member, share.id, `parent=${ids.root}`))).toEqual(['a.pdf', '禁止.pdf'])
    await expectError(await send('GET', `${shareUrl(share.id, 'files/')}?parent=${ids.sub}`, member.access), 404, '文件夹不存在')
    ok(await send('POST', `${CLOUD_PATHS.trash}${ids.sub}/restore/`, owner.access, {}))
    expect(names(await files(member, share.id, `parent=${ids.sub}`))).toEqual(['b.docx'])
    // A trashed item leaves the share and its count; purged, its item row is gone too.
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${ids.loose}/`, owner.access))
    expect(names(await files(member, share.id))).toEqual(['资料', '禁止.pdf'])
    expect((await got<CloudShareDetail>(await detail(member, share.id))).item_count).toBe(2)
    ok(await send('DELETE', `${CLOUD_PATHS.trash}${ids.loose}/`, owner.access))
    expect(await t.database.db.select().from(cloudShareItems).where(eq(cloudShareItems.entryId, ids.loose))).toEqual([])
  })

  test('the listing pages by keyset: folders first, then by name and id, no duplicate or gap', async () => {
    const owner = await someone()
    const root = await folder(owner, 'root')
    for (const name of ['d', 'b']) await folder(owner, name, root)
    for (const name of ['e.txt', 'a.txt', 'c.txt']) await file(owner, name, root)
    const share = await createShare(owner, '分页', [root])
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: CloudShareFilePage = await files(owner, share.id, `parent=${root}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...names(page))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(['b', 'd', 'a.txt', 'c.txt', 'e.txt'])
    await expectError(await send('GET', `${shareUrl(share.id, 'files/')}?cursor=bm9wZQ`, owner.access), 400)
  })

  test('flags: a folder’s hold for everything inside it; the stricter of two wins; the owner changes an item’s flags', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    const rights = async (query: string) => (await files(member, share.id, query)).results.map((f) => [f.name, f.forbid_download, f.forbid_print, f.is_item])
    expect(await rights('')).toEqual([
      ['资料', false, false, true],
      ['单独.txt', false, true, true],
      ['禁止.pdf', true, false, true]
    ])
    expect(await rights(`parent=${ids.root}`)).toEqual([
      ['子', false, false, false],
      ['a.pdf', false, false, false],
      ['禁止.pdf', true, false, true]
    ])
    const flags = await got<CloudShareFile>(await send('PUT', shareUrl(share.id, `items/${ids.root}/`), owner.access, { forbid_download: true, forbid_print: true }))
    expect(flags).toMatchObject({ id: ids.root, forbid_download: true, forbid_print: true, is_item: true })
    expect(await rights(`parent=${ids.sub}`)).toEqual([['b.docx', true, true, false]])
    ok(await send('PUT', shareUrl(share.id, `items/${ids.root}/`), owner.access, { forbid_download: false, forbid_print: false }))
    expect(await rights(`parent=${ids.sub}`)).toEqual([['b.docx', false, false, false]])

    // Only items take flags; a member may not set them.
    await expectError(await send('PUT', shareUrl(share.id, `items/${ids.a}/`), owner.access, { forbid_download: true, forbid_print: false }), 404, '文件不存在')
    await expectError(
      await send('PUT', shareUrl(share.id, `items/${ids.root}/`), member.access, { forbid_download: false, forbid_print: false }),
      403,
      '只有共享空间的创建者可以这样做',
      'owner_only'
    )
    expect((await send('PUT', shareUrl(share.id, `items/${ids.root}/`), owner.access, { forbid_download: true })).statusCode).toBe(400)
  })

  test('A forbid_download file cannot be downloaded by a member through any route', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    const download = (who: Member, entry: number) => send('GET', shareUrl(share.id, `files/${entry}/download/`), who.access)

    // The share route: 403 for the forbidden file, shared itself or inside a forbidden folder.
    await expectError(await download(member, ids.forbidden), 403, '该文件已被设置为禁止下载', 'download_forbidden')
    ok(await send('PUT', shareUrl(share.id, `items/${ids.root}/`), owner.access, { forbid_download: true, forbid_print: false }))
    await expectError(await download(member, ids.b), 403, '该文件已被设置为禁止下载', 'download_forbidden')
    ok(await send('PUT', shareUrl(share.id, `items/${ids.root}/`), owner.access, { forbid_download: false, forbid_print: false }))

    // An allowed file: a signed, expiring URL; the owner downloads their own forbidden file.
    const allowed = await got<CloudDownload>(await download(member, ids.b))
    expect(allowed).toEqual({ url: expect.any(String), name: 'b.docx', size: 100, md5: expect.any(String), expires_at: expect.any(String) })
    expect((await got<CloudDownload>(await download(owner, ids.forbidden))).name).toBe('禁止.pdf')
    await expectError(await download(member, ids.root), 400, '文件夹不能直接下载，请打开后选择文件')
    await expectError(await download(member, ids.unshared), 404, '文件不存在')

    // The library's routes: another user's entry is 404 there, whatever the share says.
    const lib = (rest: string) => `${CLOUD_PATHS.entries}${ids.forbidden}/${rest}`
    await expectError(await send('GET', lib(CLOUD_UPLOAD_PATHS.downloadSuffix), member.access), 404)
    await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${ids.root}`, member.access), 404, '文件夹不存在')
    await expectError(await send('POST', lib('rename/'), member.access, { name: '我的.pdf' }), 404, '文件不存在')
    await expectError(await send('POST', lib('move/'), member.access, { parent_id: null }), 404, '文件不存在')
    await expectError(await send('DELETE', lib(''), member.access), 404, '文件不存在')
    // Nor into their own library: moving it into their folder is 404, and their library never lists it.
    const mine = await folder(member, '我的')
    await expectError(await send('POST', lib('move/'), member.access, { parent_id: mine }), 404, '文件不存在')
    const search = await send('GET', `${CLOUD_PATHS.search}?q=${encodeURIComponent('禁止')}`, member.access)
    expect(ok<{ results: unknown[] }>(search).results).toEqual([])

    // The printing issue's check answers the same rule for printing.
    await expect(shareFileFor(t.database.db, member.id, share.id, ids.forbidden, 'download')).rejects.toMatchObject({ statusCode: 403, code: 'download_forbidden' })
    await expect(shareFileFor(t.database.db, member.id, share.id, ids.loose, 'print')).rejects.toMatchObject({ statusCode: 403, code: 'print_forbidden' })
    await expect(shareFileFor(t.database.db, member.id, share.id, ids.forbidden, 'print')).resolves.toMatchObject({ name: '禁止.pdf', storageKey: 'test/禁止.pdf' })
    await expect(shareFileFor(t.database.db, owner.id, share.id, ids.loose, 'print')).resolves.toMatchObject({ name: '单独.txt' })
    const stranger = await someone()
    await expect(shareFileFor(t.database.db, stranger.id, share.id, ids.a, 'print')).rejects.toMatchObject({ statusCode: 404 })

    // No share answer of this file reveals where the bytes are: no storage key, no md5, no URL,
    // except the download answers of allowed files.
    const [forbiddenRow] = await t.database.db
      .select({ md5: cloudEntries.md5, key: cloudEntries.storageKey })
      .from(cloudEntries)
      .where(eq(cloudEntries.id, ids.forbidden))
    await got(await send('GET', `${CLOUD_SHARE_PATHS.search}?q=pdf`, member.access))
    await got(await send('GET', shareUrl(share.id, `files/${ids.forbidden}/`), member.access))
    const withoutDownloads = answers.filter((body) => !body.includes('"expires_at"'))
    for (const body of withoutDownloads) {
      expect(body).not.toContain(forbiddenRow.md5!)
      expect(body).not.toContain(forbiddenRow.key!)
      expect(body).not.toMatch(/"url"|\/storage\/|https?:\/\//)
    }
    expect(withoutDownloads.some((body) => body.includes('禁止.pdf'))).toBe(true)
  })

  test('members: the list, the owner removes one (who can join again), a new link code stops the old text, a member leaves, the owner cannot', async () => {
    const owner = await someone()
    const [m1, m2] = [await someone(), await someone()]
    const share = await createShare(owner, '成员', [])
    ok(await joinByText(m1, linkTextOf(share)))
    ok(await joinByText(m2, linkTextOf(share)))
    const members = async (who: Member) => (await got<CloudShareMemberPage>(await send('GET', shareUrl(share.id, 'members/'), who.access))).results
    expect(await members(m1)).toEqual([
      { user_id: m2.id, username: m2.name, avatar_url: expect.any(String), joined_at: expect.any(String) },
      { user_id: m1.id, username: m1.name, avatar_url: expect.any(String), joined_at: expect.any(String) }
    ])
    const paged = await got<CloudShareMemberPage>(await send('GET', `${shareUrl(share.id, 'members/')}?limit=1`, owner.access))
    const rest = await got<CloudShareMemberPage>(await send('GET', `${shareUrl(share.id, 'members/')}?limit=1&cursor=${paged.next_cursor}`, owner.access))
    expect([...paged.results, ...rest.results].map((m) => m.user_id)).toEqual([m2.id, m1.id])
    expect(rest.next_cursor).toBeNull()

    await expectError(await send('DELETE', shareUrl(share.id, `members/${m2.id}/`), m1.access), 403, '只有共享空间的创建者可以这样做')
    expect(ok<{ detail: string }>(await send('DELETE', shareUrl(share.id, `members/${m2.id}/`), owner.access))).toEqual({ detail: '已将其移出共享空间' })
    await expectError(await send('DELETE', shareUrl(share.id, `members/${m2.id}/`), owner.access), 404, '该用户不是共享空间的成员')
    await expectError(await detail(m2, share.id), 404, '共享空间不存在')
    expect((await members(owner)).map((m) => m.user_id)).toEqual([m1.id])
    ok(await joinByText(m2, linkTextOf(share)))

    // A new code: the old text no longer joins; members stay.
    const renewed = await got<CloudShareDetail>(await send('POST', shareUrl(share.id, 'code/'), owner.access, {}))
    expect(renewed.code).not.toBe(share.code)
    expect(isShareCode(renewed.code!)).toBe(true)
    const late = await someone()
    await expectError(await joinByText(late, linkTextOf(share)), 404, '链接码或编号不正确，共享空间不存在或链接已失效')
    await expectError(await detail(late, share.id, share.code!), 404)
    ok(await joinByText(late, linkTextOf(renewed)))
    await expectError(await send('POST', shareUrl(share.id, 'code/'), m1.access, {}), 403, '只有共享空间的创建者可以这样做')

    expect(ok<{ detail: string }>(await send('POST', shareUrl(share.id, 'leave/'), m1.access, {}))).toEqual({ detail: '已退出共享空间' })
    await expectError(await detail(m1, share.id), 404, '共享空间不存在')
    await expectError(await send('POST', shareUrl(share.id, 'leave/'), m1.access, {}), 404, '共享空间不存在')
    await expectError(await send('POST', shareUrl(share.id, 'leave/'), owner.access, {}), 409, '你是这个共享空间的创建者，不能退出', 'owner_cannot_leave')
    expect((await got<CloudShareDetail>(await detail(owner, share.id))).member_count).toBe(2)
  })

  test('items: the owner adds (only their live entries; an item again takes the new flags) and removes; the limit of items', async () => {
    const owner = await someone()
    const member = await someone()
    const other = await someone()
    const share = await createShare(owner, '条目', [])
    ok(await joinByText(member, linkTextOf(share)))
    const doc = await file(owner, 'x.pdf')
    const add = (who: Member, body: object) => send('POST', shareUrl(share.id, 'items/'), who.access, body)

    await expectError(await add(owner, { entry_ids: [await file(other, 'y.pdf')] }), 404, '文件不存在')
    await expectError(await add(member, { entry_ids: [await file(member, 'm.pdf')] }), 403, '只有共享空间的创建者可以这样做')
    expect((await add(owner, { entry_ids: [] })).statusCode).toBe(400)
    expect(await got<CloudShareDetail>(await add(owner, { entry_ids: [doc], forbid_download: true }))).toMatchObject({ item_count: 1, role: 'owner' })
    expect((await files(member, share.id)).results.map((f) => [f.name, f.forbid_download])).toEqual([['x.pdf', true]])
    ok(await add(owner, { entry_ids: [doc] }))
    expect((await files(member, share.id)).results.map((f) => [f.name, f.forbid_download])).toEqual([['x.pdf', false]])

    await expectError(await send('DELETE', shareUrl(share.id, `items/${doc}/`), member.access), 403)
    expect(await got<CloudShareDetail>(await send('DELETE', shareUrl(share.id, `items/${doc}/`), owner.access))).toMatchObject({ item_count: 0 })
    await expectError(await send('DELETE', shareUrl(share.id, `items/${doc}/`), owner.access), 404, '文件不存在')
    expect((await files(member, share.id)).results).toEqual([])
    // Still in the library.
    expect(names(ok<{ results: { name: string }[] }>(await send('GET', CLOUD_PATHS.entries, owner.access)))).toContain('x.pdf')

    // The limit: SHARE_LIMITS.itemsMax items a share.
    const at = new Date(t.clock.now)
    const many = await t.database.db
      .insert(cloudEntries)
      .values(
        Array.from({ length: SHARE_LIMITS.itemsMax }, (_, i) => ({
          ownerId: owner.id,
          name: `f${i}.txt`,
          isFolder: false,
          size: 1,
          md5: `m${i}`,
          storageKey: `test/f${i}`,
          extension: 'txt',
          createdAt: at,
          updatedAt: at
        }))
      )
      .returning({ id: cloudEntries.id })
    await t.database.db.insert(cloudShareItems).values(many.map((e) => ({ shareId: share.id, entryId: e.id, createdAt: at })))
    await expectError(await add(owner, { entry_ids: [doc] }), 409, `共享空间最多添加${SHARE_LIMITS.itemsMax}个文件或文件夹`, 'too_many_items')
    // Flags of items already in it still change (no new item).
    ok(await add(owner, { entry_ids: [many[0].id], forbid_print: true }))
  })

  test('ban: nobody joins, members see the share as banned and nothing inside, the owner still manages it and lifts it', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    await expectError(await send('POST', shareUrl(share.id, 'ban/'), member.access, {}), 403, '只有共享空间的创建者可以这样做')
    const banned = await got<CloudShareDetail>(await send('POST', shareUrl(share.id, 'ban/'), owner.access, {}))
    expect(banned).toMatchObject({ banned: true, role: 'owner' })
    expect(await got<CloudShareDetail>(await send('POST', shareUrl(share.id, 'ban/'), owner.access, {}))).toMatchObject({ banned: true })

    const newcomer = await someone()
    await expectError(await joinByText(newcomer, linkTextOf(share)), 403, '共享空间已被封禁，暂时无法加入', 'share_banned')
    await expectError(await joinByText(member, linkTextOf(share)), 403, '共享空间已被封禁，暂时无法加入', 'share_banned')
    expect(await got<CloudShareDetail>(await detail(member, share.id))).toMatchObject({ banned: true, role: 'member' })
    expect(await got<CloudShareDetail>(await detail(newcomer, share.id, share.code!))).toMatchObject({ banned: true, role: 'visitor' })
    const joined = await got<CloudSharePage>(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=joined`, member.access))
    expect(joined.results.map((s) => [s.id, s.banned])).toEqual([[share.id, true]])
    for (const url of [
      shareUrl(share.id, 'files/'),
      shareUrl(share.id, `files/${ids.a}/`),
      shareUrl(share.id, `files/${ids.a}/download/`),
      shareUrl(share.id, 'members/'),
      `${CLOUD_SHARE_PATHS.search}?q=a&share_id=${share.id}`
    ]) {
      await expectError(await send('GET', url, member.access), 403, '共享空间已被封禁', 'share_banned')
    }
    expect((await got<CloudShareSearchPage>(await send('GET', `${CLOUD_SHARE_PATHS.search}?q=a.pdf`, member.access))).results).toEqual([])
    // The owner: everything as before.
    expect(names(await files(owner, share.id))).toEqual(['资料', '单独.txt', '禁止.pdf'])
    expect(names(await got<CloudShareSearchPage>(await send('GET', `${CLOUD_SHARE_PATHS.search}?q=a.pdf`, owner.access)))).toEqual(['a.pdf'])

    expect(await got<CloudShareDetail>(await send('POST', shareUrl(share.id, 'unban/'), owner.access, {}))).toMatchObject({ banned: false })
    expect(names(await files(member, share.id))).toEqual(['资料', '单独.txt', '禁止.pdf'])
    ok(await joinByText(newcomer, linkTextOf(share)))
  })

  test('delete: the owner only; members lose it, the library keeps the files', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    await expectError(await send('DELETE', shareUrl(share.id), member.access), 403, '只有共享空间的创建者可以这样做')
    const stranger = await someone()
    await expectError(await send('DELETE', shareUrl(share.id), stranger.access), 404, '共享空间不存在')
    expect(ok<{ detail: string }>(await send('DELETE', shareUrl(share.id), owner.access))).toEqual({ detail: '共享空间已删除' })
    await expectError(await detail(member, share.id), 404, '共享空间不存在')
    await expectError(await detail(owner, share.id), 404, '共享空间不存在')
    expect((await got<CloudSharePage>(await send('GET', `${CLOUD_SHARE_PATHS.shares}?list=joined`, member.access))).results).toEqual([])
    const library = ok<{ results: { name: string }[] }>(await send('GET', `${CLOUD_PATHS.entries}?parent=${ids.root}`, owner.access))
    expect(names(library)).toEqual(['子', 'a.pdf', '禁止.pdf'])
  })

  test('a stranger (no code) gets 404 everywhere; a member gets 403 for the owner’s actions', async () => {
    const { member, share, ids } = await sharedFolder()
    const stranger = await someone()
    for (const [method, url, body] of [
      ['GET', shareUrl(share.id)],
      ['GET', shareUrl(share.id, 'members/')],
      ['GET', shareUrl(share.id, 'files/')],
      ['GET', shareUrl(share.id, `files/${ids.a}/`)],
      ['GET', shareUrl(share.id, `files/${ids.a}/download/`)],
      ['GET', `${CLOUD_SHARE_PATHS.search}?q=a&share_id=${share.id}`],
      ['POST', shareUrl(share.id, 'leave/'), {}],
      ['POST', shareUrl(share.id, 'ban/'), {}],
      ['POST', shareUrl(share.id, 'items/'), { entry_ids: [ids.a] }],
      ['DELETE', shareUrl(share.id, `items/${ids.root}/`)]
    ] as const) {
      await expectError(await send(method, url, stranger.access, body), 404, '共享空间不存在')
    }
    for (const [method, url, body] of [
      ['POST', shareUrl(share.id, 'unban/'), {}],
      ['POST', shareUrl(share.id, 'items/'), { entry_ids: [ids.a] }],
      ['DELETE', shareUrl(share.id, `items/${ids.root}/`)]
    ] as const) {
      await expectError(await send(method, url, member.access, body), 403, '只有共享空间的创建者可以这样做', 'owner_only')
    }
  })

  test('search: inside one share or across mine (owned and joined), shared folders’ descendants, literal wildcards, one hit per entry', async () => {
    const { owner, member, share, ids } = await sharedFolder()
    const own = await folder(member, '自己的')
    await file(member, '自己a.pdf', own)
    const mine = await createShare(member, '我的空间', [own])
    // The same folder in a second share of the owner: its files are one hit each, in the older share.
    const second = await createShare(owner, '第二个', [ids.sub])
    ok(await joinByText(member, linkTextOf(second)))
    await file(owner, '100%_真题.pdf', ids.sub)

    const search = async (who: Member, query: string) => got<CloudShareSearchPage>(await send('GET', `${CLOUD_SHARE_PATHS.search}?${query}`, who.access))
    const hits = await search(member, `q=${encodeURIComponent('.')}`)
    expect(hits.results.map((h) => [h.name, h.share_name])).toEqual([
      ['100%_真题.pdf', '高三数学资料'],
      ['a.pdf', '高三数学资料'],
      ['b.docx', '高三数学资料'],
      ['单独.txt', '高三数学资料'],
      ['禁止.pdf', '高三数学资料'],
      ['自己a.pdf', '我的空间']
    ])
    expect(hits.results.find((h) => h.name === '禁止.pdf')).toMatchObject({ forbid_download: true, share_id: share.id, is_item: true })
    expect(hits.results.find((h) => h.name === '单独.txt')).toMatchObject({ forbid_print: true })
    // My role where each was found: the owner downloads their own forbidden files.
    expect(hits.results.map((h) => h.role)).toEqual(['member', 'member', 'member', 'member', 'member', 'owner'])
    expect(names(await search(member, `q=${encodeURIComponent('%_')}`))).toEqual(['100%_真题.pdf'])
    expect(names(await search(member, `q=A.PDF&share_id=${share.id}`))).toEqual(['a.pdf'])
    expect(names(await search(member, `q=pdf&share_id=${mine.id}`))).toEqual(['自己a.pdf'])
    expect(names(await search(member, `q=b.docx&share_id=${second.id}`))).toEqual(['b.docx'])
    expect((await search(member, `q=b.docx&share_id=${second.id}`)).results[0].share_id).toBe(second.id)
    expect((await search(owner, `q=${encodeURIComponent('自己')}`)).results).toEqual([])

    // Pages by (name, id).
    const first = await search(member, 'q=.&limit=4')
    const next = await search(member, `q=.&limit=4&cursor=${first.next_cursor}`)
    expect([...names(first), ...names(next)]).toEqual(hits.results.map((h) => h.name))
    expect(next.next_cursor).toBeNull()
    await expectError(await send('GET', `${CLOUD_SHARE_PATHS.search}?q=%20`, member.access), 400, '请输入要搜索的文件名')
  })
})

describe('shared files with their bytes (uploaded, on the local store)', () => {
  let s: StorageApp
  beforeAll(async () => {
    s = await storageApp('local')
  })
  afterAll(() => s.close())
  const client = cloudClient(() => s)

  test('a member gets the allowed file’s bytes through the share; the forbidden one has no way out', async () => {
    const owner = await client.someone()
    const member = await client.someone()
    const dir = ok<CloudEntry>(await client.send('POST', CLOUD_PATHS.folders, owner.access, { name: '讲义' }), 201)
    const allowed = bytesOf(3000)
    const forbidden = bytesOf(4000)
    const open = await uploadFile(s, client, owner, '可下载.pdf', allowed, dir.id)
    const closed = await uploadFile(s, client, owner, '禁止.pdf', forbidden, dir.id)
    const share = ok<CloudShareDetail>(
      await client.send('POST', CLOUD_SHARE_PATHS.shares, owner.access, { name: '讲义', entry_ids: [dir.id, closed.id], forbid_download: false }),
      201
    )
    ok(await client.send('PUT', shareUrl(share.id, `items/${closed.id}/`), owner.access, { forbid_download: true, forbid_print: false }))
    const link = parseShareLinkText(linkTextOf(share))!
    ok(await client.send('POST', CLOUD_SHARE_PATHS.join, member.access, link))

    const url = ok<CloudDownload>(await client.send('GET', shareUrl(share.id, `files/${open.id}/download/`), member.access)).url
    const got = await fetchUrl(s, url)
    expect([got.status, md5Of(got.body)]).toEqual([200, md5Of(allowed)])

    const refused = await client.send('GET', shareUrl(share.id, `files/${closed.id}/download/`), member.access)
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'download_forbidden', detail: '该文件已被设置为禁止下载' }])
    const library = await client.send('GET', `${CLOUD_PATHS.entries}${closed.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, member.access)
    expect([library.statusCode, library.json()]).toEqual([404, { code: 'not_found', detail: '文件不存在' }])
    // 秒传 needs the md5, which no share answer gives; and it never reaches across users anyway.
    const listing = ok<CloudShareFilePage>(await client.send('GET', `${shareUrl(share.id, 'files/')}?parent=${dir.id}`, member.access))
    expect(JSON.stringify(listing)).not.toContain(md5Of(forbidden))
    const grant = ok<{ instant: boolean }>(await client.grantOf(member, '禁止.pdf', forbidden), 201)
    expect(grant.instant).toBe(false)
  })
})
