/**
 * The composer's hashtag suggestions (issue 19: "hashtags typed with # and picked from
 * suggestions"): the hashtag config's words first, then the level's popular ones
 * (GET COMPOSE_PATHS.hashtags), without those the post already carries. While a '#word' is being
 * typed at the end of the body, the suggestions narrow to that word and a pick completes it in the
 * text; otherwise a pick adds the tag beside the text.
 */
import type { PopularHashtag } from '@types-contract/compose'
import type { TabConfigItem } from '@types-contract/user'
import { normalizeHashtag } from '@core/hashtags'

/** Suggestions shown at once. */
export const SUGGESTIONS_SHOWN = 12

/**
 * The words to offer: config then popular, each once, none of `taken`; narrowed to those containing
 * `typing` (those starting with it first) when a '#word' is being typed.
 */
export function hashtagSuggestions(
  config: readonly TabConfigItem[],
  popular: readonly PopularHashtag[],
  taken: readonly string[],
  typing: string | undefined,
  max = SUGGESTIONS_SHOWN
): string[] {
  const words: string[] = []
  for (const word of [...config.map((c) => normalizeHashtag(c.label)), ...popular.map((p) => p.tag)]) {
    if (word !== '' && !words.includes(word) && !taken.includes(word)) words.push(word)
  }
  if (!typing) return words.slice(0, max)
  const needle = typing.toLowerCase()
  const starts = words.filter((w) => w.toLowerCase().startsWith(needle))
  const contains = words.filter((w) => !w.toLowerCase().startsWith(needle) && w.toLowerCase().includes(needle))
  return [...starts, ...contains].slice(0, max)
}

/**
 * The body with the '#word' being typed at its end (`typing`, core/hashtags.ts typingHashtag)
 * completed to `word`, and a space after it so the next word is not part of the tag.
 */
export function completeHashtag(body: string, typing: string, word: string): string {
  return `${body.slice(0, body.length - typing.length)}${word} `
}
