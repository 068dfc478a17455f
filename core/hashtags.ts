/**
 * Forum hashtags (issue 19): a hashtag is a word typed after '#' in a post ('#强基计划', also the
 * closed form '#强基计划#'), stored and sent without the '#'. Shared by the server (a topic's tags
 * are the ones picked plus those typed in its body) and the composer (which shows what it found).
 *
 * A word is a run of Chinese characters, Latin letters, digits and '_' of at most
 * HASHTAG_MAX_LENGTH characters; punctuation, spaces and another '#' end it. A '#' right after such
 * a character starts no tag ('C#', '第3#楼'), and a longer run is no tag at all.
 * (No lookbehind and no \p{…} classes: the app's older iOS engines reject or bloat them.)
 */
export const HASHTAG_MAX_LENGTH = 20

const WORD = '0-9A-Za-z_\\u00c0-\\u024f\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff'
const TAG_IN_TEXT = new RegExp(`(^|[^${WORD}])#([${WORD}]+)`)

/** A hashtag as stored: without leading '#' and surrounding spaces. '' when nothing is left. */
export function normalizeHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '').replace(/#+$/, '').trim()
}

/** The hashtags typed in a text, in order of first appearance, each once. */
export function extractHashtags(text: string): string[] {
  const found: string[] = []
  const pattern = new RegExp(TAG_IN_TEXT.source, 'g')
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const word = match[2]
    if (word.length <= HASHTAG_MAX_LENGTH && !found.includes(word)) found.push(word)
  }
  return found
}

/** The picked tags (normalised) followed by those typed in the texts: each once, at most `max`. */
export function mergeHashtags(picked: readonly string[], texts: readonly string[], max: number): string[] {
  const merged: string[] = []
  for (const tag of [...picked.map(normalizeHashtag), ...texts.flatMap(extractHashtags)]) {
    if (tag !== '' && !merged.includes(tag)) merged.push(tag)
    if (merged.length === max) break
  }
  return merged
}

const TYPING = new RegExp(`(^|[^${WORD}])#([${WORD}]{0,${HASHTAG_MAX_LENGTH}})$`)

/**
 * The hashtag being typed at the end of a text (the composer's suggestions follow it): the word
 * after its last '#', '' right after the '#'; undefined when the text does not end in one (a
 * closed '#tag#', 'C#', a word past HASHTAG_MAX_LENGTH).
 */
export function typingHashtag(text: string): string | undefined {
  return TYPING.exec(text)?.[2]
}
