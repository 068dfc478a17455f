/**
 * Files and folders of the cloud library (issue 20; types/cloud.ts, docs/cloud.md): create a folder
 * with the name rules, a folder's listing by name, time or size with ties and keyset pages while
 * entries arrive (no duplicate, no gap), rename, move (never into itself or below), the trash
 * (a nested folder goes and comes back whole; restore to the root or as 'name (n)'), purge with the
 * used space going down in the same transaction, search with literal wildcards, the quota, another
 * user's ids as 404, login required. File rows are written straight into the table (uploads come
 * in a later slice). 4xx answers carry a Chinese detail.
 */
import { eq } from 'drizzle-orm'
import { DEFAULT_CLOUD_SPACE } from '../../types/user'
import { cloudEntries } from '../../server/db/schema'
import { CLOUD_PATHS, type CloudEntry, type CloudEntryPage, type CloudPurgeResponse, type CloudQuota, type CloudTrashEntry, type CloudTrashPage } from '../../types/cloud'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { insertFile } from './support/cloud'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

const { send } = forumClient(() => t)
let phone = 13600000100
const someone = () => memberOf(t, String(phone++))

const entryUrl = (id: number, rest = '') => `${CLOUD_PATHS.entries}${id}/${rest}`
const trashUrl = (id: number, rest = '') => `${CLOUD_PATHS.trash}${id}/${rest}`

async function folder(who: Member, name: string, parentId: number | null = null): Promise<CloudEntry> {
  t.clock.now += 1000
  return ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, who.access, { name, parent_id: parentId }), 201)
}

/** A file row as the upload slice registers it; the used space goes up by its size. */
const file = (who: Member, name: string, size: number, parentId: number | null = null, options: { md5?: string; at?: number } = {}) =>
  insertFile(t, who, name, size, parentId, options)

async function list(who: Member, query = ''): Promise<CloudEntryPage> {
  return ok<CloudEntryPage>(await send('GET', query ? `${CLOUD_PATHS.entries}?${query}` : CLOUD_PATHS.entries, who.access))
}

/** Every page of a listing, `between` called after each page. */
async function walk(who: Member, query: string, between: (page: number) => Promise<void> = async () => {}): Promise<string[]> {
  const names: string[] = []
  let cursor: string | null = null
  for (let page = 0; page < 50; page++) {
    const res: CloudEntryPage = await list(who, `${query}${cursor ? `&cursor=${cursor}` : ''}`)
    names.push(...res.results.map((r) => r.name))
    cursor = res.next_cursor
    if (!cursor) return names
    await between(page)
  }
  throw new Error('no end')
}

const quota = async (who: Member) => ok<CloudQuota>(await send('GET', CLOUD_PATHS.quota, who.access))

async function expectError(res: { statusCode: number; json(): unknown }, status: number, detail?: string) {
  const body = res.json() as { detail: string }
  expect([res.statusCode, body.detail]).toEqual([status, detail ?? expect.stringMatching(/[\u4e00-\u9fff]/)])
}

describe('cloud files and folders', () => {
  test('every path needs login', async () => {
    for (const [method, url, body] of [
      ['GET', CLOUD_PATHS.entries],
      ['POST', CLOUD_PATHS.folders, { name: 'a' }],
      ['POST', entryUrl(1, 'rename/'), { name: 'a' }],
      ['POST', entryUrl(1, 'move/'), { parent_id: null }],
      ['DELETE', entryUrl(1)],
      ['GET', CLOUD_PATHS.trash],
      ['POST', trashUrl(1, 'restore/'), {}],
      ['DELETE', trashUrl(1)],
      ['GET', `${CLOUD_PATHS.search}?q=a`],
      ['GET', CLOUD_PATHS.quota]
    ] as const) {
      const res = await send(method, url, undefined, body)
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 401, { code: 'not_authenticated', detail: '请先登录' }])
    }
  })

  test('a new user’s quota is the default space, nothing used', async () => {
    expect(await quota(await someone())).toEqual({ used: 0, max: DEFAULT_CLOUD_SPACE })
  })

  test('create a folder: name rules, 409 for a live sibling of the same name, 404 for a parent that is not a live folder of the user', async () => {
    const a = await someone()
    const b = await someone()
    const made = await folder(a, '  高三 数学  ')
    expect(made).toEqual({
      id: expect.any(Number),
      name: '高三 数学',
      is_folder: true,
      size: 0,
      extension: '',
      updated_at: new Date(t.clock.now).toISOString(),
      parent_id: null
    })
    const inner = await folder(a, '试卷', made.id)
    expect(inner.parent_id).toBe(made.id)
    expect((await folder(a, '试卷')).parent_id).toBe(null)
    expect((await folder(a, '数'.repeat(100), made.id)).name).toHaveLength(100)
    expect((await folder(a, '😀'.repeat(100), made.id)).name).toBe('😀'.repeat(100))
    expect((await folder(b, '高三 数学')).name).toBe('高三 数学')

    const create = (name: unknown, parentId: number | null = null, who = a) => send('POST', CLOUD_PATHS.folders, who.access, { name, parent_id: parentId })
    await expectError(await create(''), 400, '名称不能为空')
    await expectError(await create('   '), 400, '名称不能为空')
    await expectError(await create('数'.repeat(101)), 400, '名称不能超过100个字')
    await expectError(await create('.'), 400, '名称不能是 . 或 ..')
    await expectError(await create(' .. '), 400, '名称不能是 . 或 ..')
    for (const bad of ['a/b', 'a\\b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\tb']) {
      await expectError(await create(bad), 400, '名称不能包含 / \\ : * ? " < > | 等字符')
    }
    expect((await create('a', null)).statusCode).toBe(201)
    await expectError(await send('POST', CLOUD_PATHS.folders, a.access, { name: 'x', extra: 1 }), 400)
    await expectError(await send('POST', CLOUD_PATHS.folders, a.access, { parent_id: null }), 400)

    expect((await create(' 高三 数学')).json()).toEqual({ code: 'name_taken', detail: '同名文件已存在' })
    expect((await create('高三 数学')).statusCode).toBe(409)
    await expectError(await create('新建', 999_999_999), 404, '文件夹不存在')
    await expectError(await create('新建', made.id, b), 404, '文件夹不存在')
    const fileId = await file(a, 'notes.pdf', 10)
    await expectError(await create('新建', fileId), 404, '文件夹不存在')
  })

  test('a folder’s listing: folders first, then by name, time or size in either order, ties by id; keyset pages with no duplicate or gap while entries arrive', async () => {
    const a = await someone()
    const home = await folder(a, 'home')
    const base = t.clock.now
    // Ties on purpose: names are unique in a folder, but times and sizes tie (then by id).
    await folder(a, 'zeta', home.id)
    await folder(a, 'alpha', home.id)
    const files: [string, number, number][] = [
      ['c.txt', 300, base + 10_000],
      ['a.txt', 100, base + 20_000],
      ['b.txt', 100, base + 10_000],
      ['d.txt', 200, base + 30_000],
      ['e.txt', 100, base + 20_000]
    ]
    const ids: Record<string, number> = {}
    for (const [name, size, at] of files) ids[name] = await file(a, name, size, home.id, { at })

    const q = (sort: string, order: string, limit = 2) => `parent=${home.id}&sort=${sort}&order=${order}&limit=${limit}`
    const byId = (names: string[]) => [...names].sort((x, y) => ids[x] - ids[y])
    expect(await walk(a, q('name', 'asc'))).toEqual(['alpha', 'zeta', 'a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'])
    expect(await walk(a, q('name', 'desc'))).toEqual(['zeta', 'alpha', 'e.txt', 'd.txt', 'c.txt', 'b.txt', 'a.txt'])
    // Folders: zeta was made before alpha (earlier updated_at), both size 0 (ties by id).
    expect(await walk(a, q('time', 'asc'))).toEqual(['zeta', 'alpha', ...byId(['c.txt', 'b.txt']), ...byId(['a.txt', 'e.txt']), 'd.txt'])
    expect(await walk(a, q('time', 'desc'))).toEqual(['alpha', 'zeta', 'd.txt', ...byId(['a.txt', 'e.txt']).reverse(), ...byId(['c.txt', 'b.txt']).reverse()])
    expect(await walk(a, q('size', 'asc'))).toEqual(['zeta', 'alpha', ...byId(['a.txt', 'b.txt', 'e.txt']), 'd.txt', 'c.txt'])
    expect(await walk(a, q('size', 'desc'))).toEqual(['alpha', 'zeta', 'c.txt', 'd.txt', ...byId(['a.txt', 'b.txt', 'e.txt']).reverse()])
    // The default: by name, ascending, 50 a page.
    const first = await list(a, `parent=${home.id}`)
    expect(first.results.map((r) => r.name)).toEqual(['alpha', 'zeta', 'a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'])
    expect(first.next_cursor).toBeNull()
    expect(first.results[2]).toEqual({
      id: ids['a.txt'],
      name: 'a.txt',
      is_folder: false,
      size: 100,
      extension: 'txt',
      updated_at: new Date(base + 20_000).toISOString(),
      parent_id: home.id
    })

    // Entries added between pages: those before the cursor are not met on this walk, those after it are; none twice.
    const walked = await walk(a, q('name', 'asc', 1), async (page) => {
      if (page === 0) {
        await folder(a, 'aaa', home.id) // a folder before the cursor ('alpha'): not met
        await folder(a, 'zz', home.id) // a folder after it: met
        await file(a, 'bx.txt', 5, home.id) // a file: met
      }
      if (page === 3) await file(a, '0.txt', 5, home.id) // a file before the cursor ('a.txt'): not met
    })
    expect(walked).toEqual(['alpha', 'zeta', 'zz', 'a.txt', 'b.txt', 'bx.txt', 'c.txt', 'd.txt', 'e.txt'])
    const sized = await walk(a, q('size', 'desc', 2), async (page) => {
      if (page === 2) await file(a, 'tie.txt', 100, home.id) // after the first files (c, d): ties on size with a, b, e and has the largest id
    })
    expect(sized).toEqual(['zz', 'aaa', 'alpha', 'zeta', 'c.txt', 'd.txt', 'tie.txt', ...byId(['a.txt', 'b.txt', 'e.txt']).reverse(), '0.txt', 'bx.txt'])

    // The root holds 'home' only.
    expect((await list(a)).results.map((r) => r.name)).toEqual(['home'])
  })

  test('listing: 404 for a folder not the user’s, in the trash, or a file; 400 for a cursor of another sort or not ours', async () => {
    const a = await someone()
    const b = await someone()
    const mine = await folder(a, 'docs')
    await folder(a, 'one', mine.id)
    await folder(a, 'two', mine.id)
    const fileId = await file(a, 'x.pdf', 1)
    for (const parent of [mine.id, fileId, 999_999_999]) {
      await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${parent}`, parent === mine.id ? b.access : a.access), 404, '文件夹不存在')
    }
    const page = await list(a, `parent=${mine.id}&limit=1`)
    expect(page.next_cursor).toEqual(expect.any(String))
    await expectError(
      await send('GET', `${CLOUD_PATHS.entries}?parent=${mine.id}&sort=size&cursor=${page.next_cursor}`, a.access),
      400,
      '翻页位置与排序方式不符，请从第一页重新加载'
    )
    await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${mine.id}&cursor=abc`, a.access), 400, '翻页位置无效，请从第一页重新加载')
    const forged = Buffer.from(JSON.stringify(['time.asc', 1, 'not a time', 1])).toString('base64url')
    await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${mine.id}&sort=time&cursor=${forged}`, a.access), 400, '翻页位置无效，请从第一页重新加载')
    for (const query of ['sort=big', 'order=up', 'limit=0', 'limit=101', 'parent=0', 'cursor=a.b', 'x=1']) {
      await expectError(await send('GET', `${CLOUD_PATHS.entries}?${query}`, a.access), 400)
    }
    ok(await send('DELETE', entryUrl(mine.id), a.access))
    await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${mine.id}`, a.access), 404, '文件夹不存在')
  })

  test('rename: trimmed, the extension follows the name, 409 for a sibling’s name, 404 for another user’s or a trashed entry', async () => {
    const a = await someone()
    const b = await someone()
    const dir = await folder(a, 'dir')
    const fileId = await file(a, 'draft.txt', 7, dir.id)
    await file(a, 'final.pdf', 7, dir.id)
    const rename = (id: number, name: string, who = a) => send('POST', entryUrl(id, 'rename/'), who.access, { name })
    t.clock.now += 5000
    const renamed = ok<CloudEntry>(await rename(fileId, ' 笔记.DOCX '))
    expect(renamed).toMatchObject({ id: fileId, name: '笔记.DOCX', extension: 'docx', size: 7, parent_id: dir.id, updated_at: new Date(t.clock.now).toISOString() })
    expect(ok<CloudEntry>(await rename(dir.id, '资料.pdf'))).toMatchObject({ name: '资料.pdf', extension: '' })
    expect(ok<CloudEntry>(await rename(fileId, '笔记.DOCX')).name).toBe('笔记.DOCX')
    expect((await rename(fileId, 'final.pdf')).json()).toEqual({ code: 'name_taken', detail: '同名文件已存在' })
    await expectError(await rename(fileId, 'a|b'), 400, '名称不能包含 / \\ : * ? " < > | 等字符')
    await expectError(await rename(fileId, ''), 400, '名称不能为空')
    await expectError(await rename(fileId, 'mine', b), 404, '文件不存在')
    await expectError(await rename(999_999_999, 'x'), 404, '文件不存在')
    ok(await send('DELETE', entryUrl(fileId), a.access))
    await expectError(await rename(fileId, 'again'), 404, '文件不存在')
  })

  test('move: into a folder of the same user or the root; never into itself or below it; 409 on a clash', async () => {
    const a = await someone()
    const b = await someone()
    const top = await folder(a, 'top')
    const mid = await folder(a, 'mid', top.id)
    const low = await folder(a, 'low', mid.id)
    const other = await folder(a, 'other')
    const fileId = await file(a, 'paper.pdf', 3, low.id)
    const theirs = await folder(b, 'theirs')
    const move = (id: number, parentId: number | null, who = a) => send('POST', entryUrl(id, 'move/'), who.access, { parent_id: parentId })

    for (const target of [top.id, mid.id, low.id]) await expectError(await move(top.id, target), 400, '不能移动到自身或其子文件夹内')
    await expectError(await move(mid.id, low.id), 400, '不能移动到自身或其子文件夹内')
    await expectError(await move(top.id, fileId), 404, '文件夹不存在')
    await expectError(await move(top.id, theirs.id), 404, '文件夹不存在')
    await expectError(await move(theirs.id, null), 404, '文件不存在')
    await expectError(await move(theirs.id, top.id), 404, '文件不存在')
    await expectError(await send('POST', entryUrl(top.id, 'move/'), a.access, {}), 400)

    expect(ok<CloudEntry>(await move(mid.id, other.id))).toMatchObject({ id: mid.id, parent_id: other.id })
    expect((await list(a, `parent=${other.id}`)).results.map((r) => r.name)).toEqual(['mid'])
    expect((await list(a, `parent=${top.id}`)).results).toEqual([])
    expect(ok<CloudEntry>(await move(fileId, null))).toMatchObject({ id: fileId, parent_id: null })
    expect(ok<CloudEntry>(await move(fileId, null))).toMatchObject({ parent_id: null })
    expect((await list(a)).results.map((r) => r.name)).toEqual(['other', 'top', 'paper.pdf'])
    await folder(a, 'mid', top.id)
    expect((await move(mid.id, top.id)).json()).toEqual({ code: 'name_taken', detail: '同名文件已存在' })
    // The moved folder took what it holds along.
    expect((await list(a, `parent=${low.id}`)).results).toEqual([])
    expect((await list(a, `parent=${mid.id}`)).results.map((r) => r.name)).toEqual(['low'])
  })

  test('trash, restore and purge of a nested folder; the used space goes down only on purge, by the purged files', async () => {
    const a = await someone()
    const b = await someone()
    const course = await folder(a, 'course')
    const week = await folder(a, 'week1', course.id)
    const f1 = await file(a, 'one.pdf', 1000, week.id)
    const f2 = await file(a, 'two.pdf', 2000, course.id)
    const early = await file(a, 'early.pdf', 400, week.id)
    const keep = await file(a, 'keep.pdf', 50)
    expect(await quota(a)).toEqual({ used: 3450, max: DEFAULT_CLOUD_SPACE })

    // A file deleted from inside first is its own trash item.
    t.clock.now += 1000
    const earlyTrashed = ok<CloudTrashEntry>(await send('DELETE', entryUrl(early), a.access))
    expect(earlyTrashed).toMatchObject({ id: early, name: 'early.pdf', parent_id: week.id, trashed_at: new Date(t.clock.now).toISOString() })
    t.clock.now += 1000
    const gone = ok<CloudTrashEntry>(await send('DELETE', entryUrl(course.id), a.access))
    expect(gone).toEqual({ ...course, trashed_at: new Date(t.clock.now).toISOString() })
    await expectError(await send('DELETE', entryUrl(course.id), a.access), 404, '文件不存在')
    await expectError(await send('DELETE', entryUrl(f1), a.access), 404, '文件不存在')
    await expectError(await send('DELETE', entryUrl(keep), b.access), 404, '文件不存在')

    const trash = ok<CloudTrashPage>(await send('GET', CLOUD_PATHS.trash, a.access))
    expect(trash.results.map((r) => r.name)).toEqual(['course', 'early.pdf'])
    expect(trash.next_cursor).toBeNull()
    expect(ok<CloudTrashPage>(await send('GET', CLOUD_PATHS.trash, b.access)).results).toEqual([])
    expect((await list(a)).results.map((r) => r.name)).toEqual(['keep.pdf'])
    await expectError(await send('GET', `${CLOUD_PATHS.entries}?parent=${week.id}`, a.access), 404, '文件夹不存在')
    expect(ok<CloudEntryPage>(await send('GET', `${CLOUD_PATHS.search}?q=pdf`, a.access)).results.map((r) => r.name)).toEqual(['keep.pdf'])
    expect(await quota(a)).toEqual({ used: 3450, max: DEFAULT_CLOUD_SPACE })

    // Another user and ids not in the trash: 404.
    for (const [who, id] of [
      [b, course.id],
      [a, week.id],
      [a, keep],
      [a, 999_999_999]
    ] as const) {
      await expectError(await send('POST', trashUrl(id, 'restore/'), who.access, {}), 404, '文件不存在')
      await expectError(await send('DELETE', trashUrl(id), who.access), 404, '文件不存在')
    }

    // Restore: the folder and what it held come back; the file deleted before stays in the trash.
    expect(ok<CloudEntry>(await send('POST', trashUrl(course.id, 'restore/'), a.access, {}))).toEqual(course)
    expect((await list(a, `parent=${course.id}`)).results.map((r) => r.name)).toEqual(['week1', 'two.pdf'])
    expect((await list(a, `parent=${week.id}`)).results.map((r) => r.name)).toEqual(['one.pdf'])
    expect(ok<CloudTrashPage>(await send('GET', CLOUD_PATHS.trash, a.access)).results.map((r) => r.name)).toEqual(['early.pdf'])

    // Delete again and purge: the earlier trash item survives at the root; used space goes down by 3000.
    ok(await send('DELETE', entryUrl(course.id), a.access))
    const purged = ok<CloudPurgeResponse>(await send('DELETE', trashUrl(course.id), a.access))
    expect(purged).toEqual({ freed: 3000, used: 450, max: DEFAULT_CLOUD_SPACE })
    expect(await quota(a)).toEqual({ used: 450, max: DEFAULT_CLOUD_SPACE })
    const rows = await t.database.db.select({ id: cloudEntries.id }).from(cloudEntries).where(eq(cloudEntries.ownerId, a.id))
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([early, keep].sort((x, y) => x - y))
    expect(ok<CloudTrashPage>(await send('GET', CLOUD_PATHS.trash, a.access)).results).toMatchObject([{ name: 'early.pdf', parent_id: null }])
    await expectError(await send('POST', trashUrl(f2, 'restore/'), a.access, {}), 404, '文件不存在')

    // Its folder is gone: it comes back at the root; a live 'early.pdf' there makes it 'early (1).pdf'.
    await file(a, 'early.pdf', 0)
    expect(ok<CloudEntry>(await send('POST', trashUrl(early, 'restore/'), a.access, {}))).toMatchObject({
      id: early,
      name: 'early (1).pdf',
      parent_id: null,
      extension: 'pdf'
    })
    ok(await send('DELETE', entryUrl(early), a.access))
    expect(ok<CloudPurgeResponse>(await send('DELETE', trashUrl(early), a.access))).toEqual({ freed: 400, used: 50, max: DEFAULT_CLOUD_SPACE })
    await expectError(await send('POST', trashUrl(course.id, 'restore/'), a.access, { x: 1 }), 400)
  })

  test('restore into a folder that is itself in the trash goes to the root; a clash in the folder gives "name (n)"', async () => {
    const a = await someone()
    const box = await folder(a, 'box')
    const inner = await folder(a, 'inner', box.id)
    ok(await send('DELETE', entryUrl(inner.id), a.access))
    await folder(a, 'inner', box.id)
    expect(ok<CloudEntry>(await send('POST', trashUrl(inner.id, 'restore/'), a.access, {}))).toMatchObject({ name: 'inner (1)', parent_id: box.id })
    ok(await send('DELETE', entryUrl(inner.id), a.access))
    ok(await send('DELETE', entryUrl(box.id), a.access))
    expect(ok<CloudEntry>(await send('POST', trashUrl(inner.id, 'restore/'), a.access, {}))).toMatchObject({ name: 'inner (1)', parent_id: null })
  })

  test('purge frees a content’s space once, when no other row of the user keeps it (秒传 files share it)', async () => {
    const a = await someone()
    const one = await file(a, 'a.pdf', 500, null, { md5: 'same' })
    await file(a, 'b.pdf', 0, null, { md5: 'same' }) // a 秒传 copy: no new space
    await t.database.db.update(cloudEntries).set({ size: 500 }).where(eq(cloudEntries.name, 'b.pdf'))
    ok(await send('DELETE', entryUrl(one), a.access))
    expect(ok<CloudPurgeResponse>(await send('DELETE', trashUrl(one), a.access))).toMatchObject({ freed: 0, used: 500 })
  })

  test('trash pages: latest deleted first, keyset with ties on the time', async () => {
    const a = await someone()
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push(await file(a, `f${i}.txt`, 1))
    for (const [i, id] of ids.entries()) {
      if (i % 2 === 0) t.clock.now += 1000
      ok(await send('DELETE', entryUrl(id), a.access))
    }
    const names: string[] = []
    let cursor: string | null = null
    do {
      const page: CloudTrashPage = ok<CloudTrashPage>(await send('GET', `${CLOUD_PATHS.trash}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, a.access))
      names.push(...page.results.map((r) => r.name))
      cursor = page.next_cursor
    } while (cursor)
    expect(names).toEqual(['f4.txt', 'f3.txt', 'f2.txt', 'f1.txt', 'f0.txt'])
    const listCursor = (await list(a, 'limit=1')).next_cursor
    expect(listCursor).toBeNull()
    const forged = Buffer.from(JSON.stringify(['name.asc', 0, 'x', 1])).toString('base64url')
    await expectError(await send('GET', `${CLOUD_PATHS.trash}?cursor=${forged}`, a.access), 400, '翻页位置与排序方式不符，请从第一页重新加载')
  })

  test('search: case-insensitive contains over live entries, LIKE wildcards literal, by name with pages', async () => {
    const a = await someone()
    const b = await someone()
    const dir = await folder(a, '2 Math 数学')
    await file(a, '1 MATH.pdf', 1, dir.id)
    await file(a, '3 math_2.pdf', 1)
    await file(a, '4 mathX2.pdf', 1)
    await file(a, '100%.txt', 1)
    await file(a, '100x.txt', 1)
    const trashed = await file(a, 'math-old.pdf', 1)
    await file(b, 'math-b.pdf', 1)
    ok(await send('DELETE', entryUrl(trashed), a.access))
    const search = async (q: string, extra = '') =>
      ok<CloudEntryPage>(await send('GET', `${CLOUD_PATHS.search}?q=${encodeURIComponent(q)}${extra}`, a.access)).results.map((r) => r.name)
    expect(await search('math')).toEqual(['1 MATH.pdf', '2 Math 数学', '3 math_2.pdf', '4 mathX2.pdf'])
    expect(await search('h_')).toEqual(['3 math_2.pdf'])
    expect(await search('0%')).toEqual(['100%.txt'])
    expect(await search(' 数学 ')).toEqual(['2 Math 数学'])
    expect(await search('nothing')).toEqual([])
    const first = ok<CloudEntryPage>(await send('GET', `${CLOUD_PATHS.search}?q=math&limit=3`, a.access))
    expect(first.results.map((r) => r.name)).toEqual(['1 MATH.pdf', '2 Math 数学', '3 math_2.pdf'])
    const second = ok<CloudEntryPage>(await send('GET', `${CLOUD_PATHS.search}?q=math&limit=3&cursor=${first.next_cursor}`, a.access))
    expect([second.results.map((r) => r.name), second.next_cursor]).toEqual([['4 mathX2.pdf'], null])
    expect(first.results[0]).toMatchObject({ parent_id: dir.id, is_folder: false, extension: 'pdf' })
    await expectError(await send('GET', `${CLOUD_PATHS.search}?q=%20%20`, a.access), 400, '请输入要搜索的文件名')
    await expectError(await send('GET', CLOUD_PATHS.search, a.access), 400)
    await expectError(await send('GET', `${CLOUD_PATHS.search}?q=${'a'.repeat(101)}`, a.access), 400)
  })
})
