/**
 * Shared spaces as the app shows them (src/lib/shareView.ts) and the share name rule shared with the
 * server (core/shareSpaces.ts): list lines, file marks and menus by role, the refused download, the
 * paste box's recognition of the link text, the link text to copy, the banner of a banned share.
 */
import { shareLinkText } from '../../core/shareLink'
import { shareNameProblem } from '../../core/shareSpaces'
import { downloadRefused, fileMarks, itemMenu, pastedLink, shareBanner, shareFileInfo, shareMenu, shareMeta, shareOwnerText, shareTextOf } from '../../src/lib/shareView'
import type { CloudShareFile } from '../../types/cloudShares'

const file = (over: Partial<CloudShareFile> = {}): CloudShareFile => ({
  id: 7,
  name: '期中.pdf',
  is_folder: false,
  size: 2048,
  extension: 'pdf',
  updated_at: '2025-03-08T00:00:00.000Z',
  share_id: 3,
  forbid_download: false,
  forbid_print: false,
  is_item: true,
  ...over
})

const owner = { user_id: 1, username: '李老师', avatar_url: '' }

describe('share names (core/shareSpaces.ts)', () => {
  test('1 to 30 characters, no control character', () => {
    expect(shareNameProblem('')).toBe('请输入共享空间名称')
    expect(shareNameProblem('高三数学')).toBeNull()
    expect(shareNameProblem('一'.repeat(30))).toBeNull()
    expect(shareNameProblem('一'.repeat(31))).toBe('名称不能超过30个字')
    // Code points, not UTF-16 units: 30 emoji fit.
    expect(shareNameProblem('📚'.repeat(30))).toBeNull()
    expect(shareNameProblem('a\tb')).toBe('名称不能包含换行等控制字符')
    expect(shareNameProblem('a/b:c')).toBeNull()
  })
})

describe('share lists', () => {
  test('meta and whose', () => {
    expect(shareMeta({ member_count: 3, item_count: 12 })).toBe('3位成员 · 12项')
    expect(shareOwnerText({ role: 'owner', owner })).toBe('我创建的')
    expect(shareOwnerText({ role: 'member', owner })).toBe('来自 李老师')
    expect(shareOwnerText({ role: 'member', owner: { ...owner, username: '' } })).toBe('来自 同学')
  })
})

describe('file rows', () => {
  test('marks: 禁止下载 and 禁止打印 as set', () => {
    expect(fileMarks(file())).toEqual([])
    expect(fileMarks(file({ forbid_download: true, forbid_print: true }))).toEqual(['禁止下载', '禁止打印'])
    expect(fileMarks(file({ forbid_print: true }))).toEqual(['禁止打印'])
  })

  test('the download is refused to members, never to the owner', () => {
    expect(downloadRefused(file({ forbid_download: true }), 'member')).toBe(true)
    expect(downloadRefused(file({ forbid_download: true }), 'owner')).toBe(false)
    expect(downloadRefused(file(), 'member')).toBe(false)
  })

  test('the owner’s ⋯ on an item: its rights as they are, and 移出', () => {
    expect(itemMenu(file({ forbid_print: true }))).toEqual([
      { key: 'forbid_download', label: '禁止下载', on: false },
      { key: 'forbid_print', label: '允许打印', on: true },
      { key: 'remove', label: '移出共享空间', danger: true }
    ])
    expect(itemMenu(file({ forbid_download: true }))[0]).toEqual({ key: 'forbid_download', label: '允许下载', on: true })
  })

  test('a share file as the preview pages’ fileInfo', () => {
    expect(shareFileInfo(file({ forbid_print: true }))).toEqual({ id: 7, name: '期中.pdf', extension: 'pdf', share_id: 3, forbid_download: false, forbid_print: true })
  })
})

describe('the share', () => {
  test('menus by role and state', () => {
    expect(shareMenu({ role: 'owner', banned: false }).map((m) => m.label)).toEqual(['添加文件', '重置链接（旧口令失效）', '封禁共享空间', '删除共享空间'])
    expect(shareMenu({ role: 'owner', banned: true }).map((m) => m.label)).toContain('解除封禁')
    expect(shareMenu({ role: 'member', banned: true })).toEqual([{ key: 'leave', label: '退出共享空间', danger: true }])
    expect(shareMenu({ role: 'visitor', banned: false })).toEqual([])
  })

  test('the banner of a banned share, by role', () => {
    expect(shareBanner({ role: 'member', banned: false })).toBeNull()
    expect(shareBanner({ role: 'member', banned: true })).toBe('该共享空间已被封禁，暂时无法查看其中的文件')
    expect(shareBanner({ role: 'owner', banned: true })).toContain('你已封禁这个共享空间')
  })

  test('the link text to copy: only with the code', () => {
    const text = shareTextOf({ id: 1024, name: '高三数学资料', code: 'Ab3dEf9K' }, '必得高考')
    expect(text).toBe('「高三数学资料」邀请你加入共享空间，链接码：Ab3dEf9K，编号：1024。复制这段话，打开必得高考即可查看')
    expect(shareTextOf({ id: 1024, name: '高三数学资料', code: null }, '必得高考')).toBeNull()
  })
})

describe('the paste box', () => {
  test('empty, recognised (anywhere in a chat message), or not', () => {
    expect(pastedLink('  ')).toEqual({ link: null, hint: '粘贴同学发来的共享口令，即可加入共享空间' })
    const text = shareLinkText({ name: '物理', code: 'Ab3dEf9K', id: 88, appName: '必得高考' })
    expect(pastedLink(`王同学：\n${text}\n快来`)).toEqual({ link: { code: 'Ab3dEf9K', id: 88 }, hint: '已识别：链接码 Ab3dEf9K，编号 88' })
    expect(pastedLink('链接码：Ab3dEf9，编号：88')).toEqual({ link: null, hint: '没有识别到共享口令，请粘贴完整的一段话' })
  })
})
