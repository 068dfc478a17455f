/** core/shareLink.ts: the link text of a shared institution, major or post, read back next to a shared space's. */
import { itemLinkText, parseLinkText, shareLinkText } from '../../core/shareLink'

test('an item’s text names it, carries its kind code and id, and reads back', () => {
  const text = itemLinkText({ kind: 'institution', id: 12, name: '北京大学', appName: '必得高考' })
  expect(text).toBe('「北京大学」分享给你，链接码：YX，编号：12。复制这段话，打开必得高考即可查看')
  expect(parseLinkText(text)).toEqual({ kind: 'institution', id: '12' })
  expect(parseLinkText(itemLinkText({ kind: 'major', id: '100201K', name: '临床医学', appName: 'x' }))).toEqual({ kind: 'major', id: '100201K' })
  expect(parseLinkText(`看看这个\n${itemLinkText({ kind: 'post', id: 7, name: '选科怎么选', appName: 'x' })}`)).toEqual({ kind: 'post', id: '7' })
})

test('a shared space’s text still reads as a space, with its secret code', () => {
  const text = shareLinkText({ name: '物理', code: 'Ab3dEf9K', id: 88, appName: '必得高考' })
  expect(parseLinkText(text)).toEqual({ kind: 'space', code: 'Ab3dEf9K', id: 88 })
})

test('unknown kind codes and ids of the wrong shape are skipped; a later good pair still counts', () => {
  for (const bad of [
    '链接码：QQ，编号：12',
    '链接码：YX，编号：0',
    '链接码：YX，编号：12A',
    '链接码：ZY，编号：12',
    '链接码：TZ，编号：abc',
    '链接码：Ab3dEf9K，编号：12A',
    '链接码：YX，编号：'
  ]) {
    expect(parseLinkText(bad)).toBeNull()
  }
  expect(parseLinkText('链接码：QQ，编号：1；链接码：ZY，编号：080901')).toEqual({ kind: 'major', id: '080901' })
})
