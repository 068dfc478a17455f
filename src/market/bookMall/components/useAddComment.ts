import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { MALL_GOODS_LIMITS, type MallCommentTarget } from '@types-contract/mallGoods'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchCommentTarget, sendComment } from '@/api/mallGoods'
import { useComposeImages, type ComposeImages } from '@/components/useComposeImages'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { imagesReadiness, uploadedKeys } from '@/lib/composeImages'
import { commentFormProblem, type CommentForm } from '@/lib/mallGoodsView'
import { toast } from '@/platform/toast'

export interface AddCommentPage {
  target: PageLoad<MallCommentTarget>
  form: CommentForm
  change: (patch: Partial<CommentForm>) => void
  images: ComposeImages
  /** Why 发表评价 is off; undefined when the comment may be sent. */
  reason: string | undefined
  sending: boolean
  /** The last send's refusal, above the button. */
  sendError: string | undefined
  submit: () => void
}

/**
 * 发表评价 (bookMall/addComment?order_item_id=, login): the item bought, the stars (5 to start),
 * the text (1-500 characters, counted) and up to six pictures uploaded as the composer's are (with
 * progress and retry). Sent, the page shows the comment in place of the form; an item already
 * commented shows its comment, one not received yet says so.
 */
export function useAddComment(): AddCommentPage {
  const { params } = useRouter()
  const itemId = Number(params.order_item_id) || 0
  const target = usePageLoad(() => withErrorText(itemId ? fetchCommentTarget(itemId, { quiet: true }) : Promise.reject(new Error('订单商品不存在')), '加载失败'))
  const [form, setForm] = useState<CommentForm>({ rating: 5, content: '' })
  const images = useComposeImages(MALL_GOODS_LIMITS.commentImagesMax)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string>()
  const [sent, setSent] = useState<MallCommentTarget>()
  const reason = commentFormProblem(form, imagesReadiness(images.list))

  const submit = async () => {
    if (reason !== undefined || sending || !target.data) return
    setSending(true)
    setSendError(undefined)
    try {
      const comment = await sendComment({ order_item_id: itemId, rating: form.rating, content: form.content.trim(), images: uploadedKeys(images.list) }, { quiet: true })
      setSent({ ...target.data, comment })
      toast('评价成功')
    } catch (e) {
      setSendError(errorText(e, '发表失败，请稍后再试'))
    } finally {
      setSending(false)
    }
  }

  return {
    target: sent ? { ...target, data: sent } : target,
    form,
    change: (patch) => {
      setForm((f) => ({ ...f, ...patch }))
      setSendError(undefined)
    },
    images,
    reason,
    sending,
    sendError,
    submit: () => void submit()
  }
}
