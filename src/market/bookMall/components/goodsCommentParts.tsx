/**
 * Comments as the goods pages show them (productDetails' newest two, commentList): the buyer's
 * avatar and masked name, the stars, the date, the text, the SKU bought and the pictures (tap to
 * preview); the summary with its score and 好评率; the tabs with their counts. What buyers wrote is
 * rendered as text.
 */
import { Image, Text, View } from '@tarojs/components'
import type { MallComment, MallCommentFilter, MallRatingSummary } from '@types-contract/mallGoods'
import { mediaUrl } from '@/api/forum'
import { BRAND } from '@/env'
import { chinaFormat } from '@core/chinaTime'
import { commentTabs, goodRateText } from '@/lib/mallGoodsView'
import { previewImage } from '@/platform/previewImage'
import './goods.scss'

/** Five stars, `rating` of them lit. */
export function Stars({ rating }: { rating: number }) {
  return (
    <View className='mg-stars' aria-label={`${rating} 星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Text key={n} className={n <= rating ? 'mg-star--on' : ''}>
          ★
        </Text>
      ))}
    </View>
  )
}

/** One comment; `short` clamps the text to two lines (the good's page). */
export function CommentItem({ comment, short = false }: { comment: MallComment; short?: boolean }) {
  const urls = comment.images.map((i) => mediaUrl(i.url))
  return (
    <View className='mg-comment' data-testid='goods-comment' data-id={String(comment.id)} data-rating={String(comment.rating)}>
      <View className='mg-comment__head'>
        <Image className='mg-comment__avatar' src={mediaUrl(comment.avatar_url) || BRAND.defaultAvatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        <View className='mg-comment__who'>
          <Text className='mg-comment__name'>
            {comment.user_name}
            {comment.is_demo ? <Text className='mg-comment__demo'>示例数据</Text> : null}
          </Text>
          <Stars rating={comment.rating} />
        </View>
        <Text className='mg-comment__date'>{chinaFormat(comment.created_at, 'YYYY-MM-DD')}</Text>
      </View>
      <Text className={`mg-comment__text${short ? ' mg-comment__text--short' : ''}`} data-testid='goods-comment-text'>
        {comment.content}
      </Text>
      {comment.images.length > 0 ? (
        <View className='mg-comment__images'>
          {comment.images.slice(0, short ? 3 : undefined).map((image, i) => (
            <Image
              key={image.url}
              className='mg-comment__image'
              src={mediaUrl(image.thumb_url)}
              mode='aspectFill'
              lazyLoad
              imgProps={{ alt: '查看大图' }}
              onClick={() => previewImage(urls, urls[i])}
            />
          ))}
        </View>
      ) : null}
      {comment.sku_name ? <Text className='mg-comment__sku'>已购：{comment.sku_name}</Text> : null}
    </View>
  )
}

/** The score (average to one decimal) with its stars and 好评率 · N 条评价. */
export function RatingSummary({ summary }: { summary: MallRatingSummary }) {
  return (
    <View className='mg-summary' data-testid='goods-rating-summary'>
      <Text className='mg-summary__score'>{summary.count === 0 ? '—' : summary.average.toFixed(1)}</Text>
      <View className='mg-summary__side'>
        <Stars rating={Math.round(summary.average)} />
        <Text className='mg-summary__rate'>
          {goodRateText(summary)} · {summary.count} 条评价
        </Text>
      </View>
    </View>
  )
}

/** 全部 12 · 好评 10 · 中评 1 · 差评 1 · 有图 3, the picked one filled. */
export function CommentTabs({ summary, current, onPick }: { summary: MallRatingSummary; current: MallCommentFilter; onPick: (filter: MallCommentFilter) => void }) {
  return (
    <View className='mg-filters' data-testid='comment-tabs'>
      {commentTabs(summary).map((tab) => (
        <Text
          key={tab.filter}
          className={`mg-filter${tab.filter === current ? ' mg-filter--on' : ''}`}
          data-testid='comment-tab'
          data-filter={tab.filter}
          aria-selected={tab.filter === current}
          onClick={() => onPick(tab.filter)}
        >
          {tab.label}
        </Text>
      ))}
    </View>
  )
}
