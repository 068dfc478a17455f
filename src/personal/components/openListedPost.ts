import Taro from '@tarojs/taro'
import type { PostSummary } from '@types-contract/forum'
import { navigate } from '@/components/nav'
import { postPagePath } from '@/lib/postActions'

/**
 * Opens a post of a person's list (我的话题, peopleInfo): its page (a vote's own); a post staff hid
 * has none to open, even for its author, who alone sees it listed (marked 已隐藏).
 */
export function openListedPost(post: Pick<PostSummary, 'id' | 'kind' | 'status'>): void {
  if (post.status === 'hidden') Taro.showToast({ title: '该帖子已被隐藏，仅你可见', icon: 'none' }).catch(() => undefined)
  else navigate(postPagePath(post))
}
