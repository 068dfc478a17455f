/**
 * Pinyin of institution names for search, computed at import time with pinyin-pro (server only;
 * the app never imports it). Full pinyin without tones ('beijingdaxue') and initials ('bjdx');
 * latin letters and digits are kept lowercased, punctuation such as （） is dropped.
 */
import { pinyin } from 'pinyin-pro'

const clean = (syllables: string[]) => syllables.map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')).join('')

export function pinyinOf(name: string): { full: string; initials: string } {
  return {
    full: clean(pinyin(name, { toneType: 'none', type: 'array', v: true })),
    initials: clean(pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }))
  }
}
