/**
 * The mini-program's share cards (useShareAppMessage, useShareTimeline; docs/links.md): for each
 * shared kind the card's title, the page it opens with its parameters, and its picture (a 5:4 PNG,
 * src/assets/share/<image>.png). Every page a card opens works for a visitor, except the group-buy
 * page, whose server answer needs a login (docs/links.md). Pure (routes table only).
 */
import { urlOf } from '../routes'

export type CardImage = 'institution' | 'major' | 'post' | 'form' | 'group' | 'space'

export interface ShareCard {
  title: string
  /** '/gaokao/university/detail?id=1': what the card opens. */
  path: string
  image: CardImage
}

/** WeChat cuts a card's title at about two lines; longer names end with …. */
export const CARD_TITLE_MAX = 28

export function cardTitle(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  return chars.length > CARD_TITLE_MAX ? `${chars.slice(0, CARD_TITLE_MAX - 1).join('')}…` : chars.join('')
}

export function institutionCard(u: { id: number; name: string }): ShareCard {
  return { title: cardTitle(`${u.name}：分数线、招生计划和开设专业`), path: urlOf('university/detail', { id: u.id }), image: 'institution' }
}

export function majorCard(m: { code: string; name: string }): ShareCard {
  return { title: cardTitle(`${m.name}专业：介绍、课程和就业`), path: urlOf('search/detail', { code: m.code }), image: 'major' }
}

/** A form holds a family's score and choices: the card invites to fill one's own (the 填志愿 tab), it never opens the sender's. */
export function formCard(appName: string): ShareCard {
  return { title: cardTitle(`我在${appName}填好了志愿表，你也来试试`), path: urlOf('pages/tabbar/application'), image: 'form' }
}

/** A space's card opens its landing with the link code, where a visitor sees it and logs in only to join; no code (banned, or not a member): the space's page. */
export function spaceCard(s: { id: number; name: string; code: string | null }): ShareCard {
  return {
    title: cardTitle(`邀请你加入共享空间「${s.name}」`),
    path: s.code ? urlOf('share/shareSpace', { id: s.id, code: s.code }) : urlOf('share/shareSpaceDetail', { id: s.id }),
    image: 'space'
  }
}

/** The query of a card's path: 朋友圈 reopens the same page with only this. */
export function timelineQuery(path: string): string {
  const i = path.indexOf('?')
  return i < 0 ? '' : path.slice(i + 1)
}
