import type { PostDetail } from '@types-contract/forum'
import { postPagePath, shareTitleOf } from '@/lib/postActions'
import { copyText, h5LinkTo } from '@/platform/share'
import { useShareCard } from '@/platform/shareCard'

/**
 * 分享 of a post page (questionDetail, voteDetail). Mini-program: the page answers WeChat's share
 * sheet (its 分享 button or the menu's 转发) with the post's title (a topic: the start of its body; a
 * vote: its question) and the post's page; its route says `share` (src/routes.ts) so Taro wires it.
 * H5: `copyLink` puts the post's H5 link on the clipboard (platform/share.ts).
 */
export function usePostShare(post: PostDetail | undefined, here: string): { copyLink: () => void } {
  // The card (and 朋友圈) with its 5:4 picture: platform/shareCard.ts.
  useShareCard(post ? { title: shareTitleOf(post), path: postPagePath(post), image: 'post' } : null, here)
  return {
    copyLink: () => {
      if (post) void copyText(h5LinkTo(postPagePath(post)), '链接已复制，快去分享给同学吧', '复制失败，请稍后再试')
    }
  }
}
