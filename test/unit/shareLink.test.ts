/** core/shareLink.ts: the share link text a user pastes, and finding its code and id again in whatever a chat made of it. */
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH, isShareCode, parseShareLinkText, shareLinkText } from '../../core/shareLink'

const link = { name: '高三数学资料', code: 'Ab3dEf9K', id: 1024, appName: '必得高考' }

test('the text carries the space’s name, the code and the id, and reads back', () => {
  const text = shareLinkText(link)
  expect(text).toBe('「高三数学资料」邀请你加入共享空间，链接码：Ab3dEf9K，编号：1024。复制这段话，打开必得高考即可查看')
  expect(parseShareLinkText(text)).toEqual({ code: 'Ab3dEf9K', id: 1024 })
})

test('found inside a chat message, across line breaks, ASCII colons and spaces', () => {
  expect(parseShareLinkText(`同学们看这个👇\n${shareLinkText(link)}\n记得下载`)).toEqual({ code: 'Ab3dEf9K', id: 1024 })
  expect(parseShareLinkText('链接码: Ab3dEf9K\n编号: 77')).toEqual({ code: 'Ab3dEf9K', id: 77 })
  expect(parseShareLinkText('链接码：Ab3dEf9K 、 编号：5')).toEqual({ code: 'Ab3dEf9K', id: 5 })
  // A name containing the words does not confuse it: the first whole pair counts.
  expect(parseShareLinkText(`「链接码：xx」${shareLinkText({ ...link, id: 9 })}`)).toEqual({ code: 'Ab3dEf9K', id: 9 })
})

test('nothing is found in text without a whole pair, or with a malformed part', () => {
  for (const text of [
    '',
    '今天的作业是第三章',
    '链接码：Ab3dEf9K',
    '编号：1024',
    '链接码：Ab3dEf9，编号：1024', // 7 characters
    '链接码：Ab3dEf9KZ，编号：1024', // 9
    '链接码：Ab3dEf0K，编号：1024', // 0 is not in the alphabet
    '链接码：Ab3dEf9K，编号：0',
    '链接码：Ab3dEf9K，编号：abc',
    '链接码：Ab3dEf9K，编号：99999999999999999'
  ])
    expect([text, parseShareLinkText(text)]).toEqual([text, null])
})

test('codes: eight characters of an alphabet without look-alikes', () => {
  expect(SHARE_CODE_LENGTH).toBe(8)
  for (const c of '0O1lI') expect(SHARE_CODE_ALPHABET).not.toContain(c)
  expect(new Set(SHARE_CODE_ALPHABET).size).toBe(SHARE_CODE_ALPHABET.length)
  expect(isShareCode('Ab3dEf9K')).toBe(true)
  expect(isShareCode('Ab3dEf9')).toBe(false)
  expect(isShareCode('Ab3dEf9O')).toBe(false)
})
