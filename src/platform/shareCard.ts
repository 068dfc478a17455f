/**
 * A page's share card on the mini-program (src/lib/shareCards.ts): WeChat's share sheet
 * (useShareAppMessage) and 朋友圈 (useShareTimeline), each with the card's 5:4 picture. The page's
 * route says `share` (src/routes.ts) so its config enables both. On H5 the hooks do nothing.
 */
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { timelineQuery, type CardImage, type ShareCard } from '@/lib/shareCards'
import form from '@/assets/share/form.png'
import group from '@/assets/share/group.png'
import institution from '@/assets/share/institution.png'
import major from '@/assets/share/major.png'
import post from '@/assets/share/post.png'
import space from '@/assets/share/space.png'

export const CARD_IMAGES: Record<CardImage, string> = { institution, major, post, form, group, space }

/** `card` null while the page loads: the sheet then shares `here` without a picture. */
export function useShareCard(card: ShareCard | null, here: string): void {
  useShareAppMessage(() => (card ? { title: card.title, path: card.path, imageUrl: CARD_IMAGES[card.image] } : { path: here }))
  useShareTimeline(() => (card ? { title: card.title, query: timelineQuery(card.path), imageUrl: CARD_IMAGES[card.image] } : { query: timelineQuery(here) }))
}
