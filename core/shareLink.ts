/**
 * The share link text of a shared space (spec section 3: "a link code and an id"; issue 20): the
 * words a user pastes into a chat, and their detection in pasted text, which the app runs on the
 * clipboard to offer 加入. The server makes codes from the same alphabet and checks both parts.
 *
 * Format (our decision; the spec names only the two parts): one line that survives a chat app's
 * line wrapping and full-width punctuation,
 *   「高三数学资料」邀请你加入共享空间，链接码：Ab3dEf9K，编号：1024。复制这段话，打开必得高考即可查看
 * Detection looks for 链接码 then 编号 anywhere in the text, with ASCII or full-width colons and
 * any spaces or line breaks between, and reads the first such pair.
 */

/** No 0/O, 1/l/I: a code read aloud or retyped from a screenshot stays unambiguous. */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
export const SHARE_CODE_LENGTH = 8

export interface ShareLink {
  code: string
  id: number
}

export function isShareCode(code: string): boolean {
  return code.length === SHARE_CODE_LENGTH && [...code].every((c) => SHARE_CODE_ALPHABET.includes(c))
}

export function shareLinkText(link: ShareLink & { name: string; appName: string }): string {
  return `「${link.name}」邀请你加入共享空间，链接码：${link.code}，编号：${link.id}。复制这段话，打开${link.appName}即可查看`
}

const PATTERN = new RegExp(
  `链接码\\s*[:：]\\s*([${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}})(?![${SHARE_CODE_ALPHABET}])[\\s,，;；、]*编号\\s*[:：]\\s*(\\d{1,15})(?!\\d)`
)

/** The first link code and id in `text`, or null when it holds none. */
export function parseShareLinkText(text: string): ShareLink | null {
  const m = PATTERN.exec(text)
  if (!m) return null
  const id = Number(m[2])
  return Number.isSafeInteger(id) && id > 0 ? { code: m[1], id } : null
}

/**
 * The link text of any shared item (issue 25): the same two parts. A shared space's link code is its
 * secret code (above); a public item's link code names its kind, two letters that no space code can
 * be (those are 8 long), and its id is the item's: an institution's or post's number, a major's code
 * ('080901', '100201K').
 *   「北京大学」分享给你，链接码：YX，编号：1。复制这段话，打开必得高考即可查看
 */
export const ITEM_LINK_CODES = { institution: 'YX', major: 'ZY', post: 'TZ' } as const

export type ItemKind = keyof typeof ITEM_LINK_CODES

export type LinkTarget = ({ kind: 'space' } & ShareLink) | { kind: ItemKind; id: string }

const ITEM_ID: Record<ItemKind, RegExp> = { institution: /^[1-9]\d{0,14}$/, major: /^\d{4,6}[A-Z]{0,2}$/, post: /^[1-9]\d{0,14}$/ }

export function itemLinkText(item: { kind: ItemKind; id: string | number; name: string; appName: string }): string {
  return `「${item.name}」分享给你，链接码：${ITEM_LINK_CODES[item.kind]}，编号：${item.id}。复制这段话，打开${item.appName}即可查看`
}

const ANY_PATTERN = new RegExp(
  `链接码\\s*[:：]\\s*([${SHARE_CODE_ALPHABET}]{2,${SHARE_CODE_LENGTH}})(?![${SHARE_CODE_ALPHABET}])[\\s,，;；、]*编号\\s*[:：]\\s*([0-9A-Z]{1,15})(?![0-9A-Za-z])`,
  'g'
)

/** The first well-formed link (a space's or an item's) in `text`, or null. */
export function parseLinkText(text: string): LinkTarget | null {
  for (const m of text.matchAll(ANY_PATTERN)) {
    const [, code, id] = m
    if (isShareCode(code)) {
      const space = /^\d+$/.test(id) ? parseShareLinkText(m[0]) : null
      if (space) return { kind: 'space', ...space }
      continue
    }
    const kind = (Object.keys(ITEM_LINK_CODES) as ItemKind[]).find((k) => ITEM_LINK_CODES[k] === code)
    if (kind && ITEM_ID[kind].test(id)) return { kind, id }
  }
  return null
}
