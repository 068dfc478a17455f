import { Image, Text, View } from '@tarojs/components'
import { MALL_GOODS_LIMITS } from '@types-contract/mallGoods'
import { mediaUrl } from '@/api/forum'
import { EmptyState } from '@/components/EmptyState'
import { ImageGrid } from '@/components/ImageUploadGrid'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { charCount } from '@core/feedback'
import { RATING_WORDS } from '@/lib/mallGoodsView'
import { TextArea } from '@/platform/TextArea'
import { urlOf } from '@/routes'
import { CommentItem } from './components/goodsCommentParts'
import { useAddComment } from './components/useAddComment'
import './components/goods.scss'

/**
 * 发表评价 (bookMall/addComment?order_item_id=, login; from a received order's 评价): the item,
 * the stars with their word, the text with its counter, up to six pictures, and 发表评价 with the
 * reason it is off. Once sent (or when written before) the comment is shown with 查看商品; an order
 * not received yet says 确认收货后才能评价. State in components/useAddComment.ts.
 */
export default function AddComment() {
  const a = useAddComment()
  const target = a.target.data
  const length = charCount(a.form.content.trim())
  const openGoods = () => target?.goods_id && navigate(urlOf('bookMall/productDetails', { id: target.goods_id }))
  return (
    <PageShell>
      <View className='mg-write' data-testid='add-comment'>
        <LoadView state={a.target.state} onRetry={a.target.reload} />
        {target ? (
          <>
            <View className='mg-section'>
              <View className='mg-write__item' onClick={openGoods}>
                {target.image_url ? (
                  <Image className='mg-write__pic' src={mediaUrl(target.image_url)} mode='aspectFill' imgProps={{ alt: '' }} />
                ) : (
                  <View className='mg-write__pic' />
                )}
                <View className='mg-write__item-text'>
                  <Text className='mg-write__title'>{target.title}</Text>
                  {target.sku_name ? <Text className='mg-write__sku'>{target.sku_name}</Text> : null}
                </View>
              </View>
              {target.comment ? null : target.received ? (
                <>
                  <View className='mg-rate' data-testid='comment-rating' data-rating={String(a.form.rating)}>
                    <Text className='mg-rate__label'>商品评分</Text>
                    <View className='mg-rate__stars'>
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Text
                          key={n}
                          className={`mg-rate__star${n <= a.form.rating ? ' mg-rate__star--on' : ''}`}
                          data-testid='comment-star'
                          onClick={() => a.change({ rating: n })}
                        >
                          ★
                        </Text>
                      ))}
                    </View>
                    <Text className='mg-rate__word'>{RATING_WORDS[a.form.rating]}</Text>
                  </View>
                  <TextArea
                    className='mg-write__body'
                    testId='comment-body'
                    value={a.form.content}
                    placeholder='说说你的使用感受，帮助更多同学做选择吧'
                    maxLength={MALL_GOODS_LIMITS.commentMax + 100}
                    onInput={(content) => a.change({ content })}
                  />
                  <Text className={`mg-write__count${length > MALL_GOODS_LIMITS.commentMax ? ' mg-write__count--over' : ''}`} data-testid='comment-count'>
                    {length}/{MALL_GOODS_LIMITS.commentMax}
                  </Text>
                  <ImageGrid
                    images={a.images.list}
                    max={MALL_GOODS_LIMITS.commentImagesMax}
                    onPick={a.images.pick}
                    onRetry={a.images.retry}
                    onRemove={a.images.remove}
                    onPreview={a.images.preview}
                  />
                </>
              ) : (
                <EmptyState testId='comment-not-received' title='确认收货后才能评价' hint='收到商品并确认收货后，再来分享你的使用感受吧' />
              )}
            </View>
            {target.comment ? (
              <View className='mg-section' data-testid='comment-done'>
                <Text className='mg-section__title'>我的评价</Text>
                <CommentItem comment={target.comment} />
                {target.goods_id ? (
                  <View className='mg-more-comments' role='button' data-testid='comment-open-goods' onClick={openGoods}>
                    <Text>查看商品</Text>
                  </View>
                ) : null}
              </View>
            ) : target.received ? (
              <View className='mg-write__bar'>
                <Text className={`mg-write__reason${a.sendError ? ' mg-write__reason--error' : ''}`} data-testid='comment-reason'>
                  {a.sendError ?? a.reason ?? ''}
                </Text>
                <View
                  className={`mg-write__submit${a.reason !== undefined || a.sending ? ' mg-write__submit--off' : ''}`}
                  role='button'
                  aria-disabled={a.reason !== undefined || a.sending}
                  data-testid='comment-submit'
                  onClick={a.submit}
                >
                  <Text>{a.sending ? '发表中…' : '发表评价'}</Text>
                </View>
              </View>
            ) : null}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
