import { View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { MALL_COMMENT_FILTER_NAMES } from '@types-contract/mallGoods'
import { CommentItem, CommentTabs, RatingSummary } from './components/goodsCommentParts'
import { useCommentList } from './components/useCommentList'
import './components/goods.scss'

/**
 * 全部评价 (bookMall/commentList?id=&filter=): the score with its stars and 好评率, the tabs (全部,
 * 好评, 中评, 差评, 有图) with their counts that stay at the top, then the comments of the tab, newest
 * first, paged at reach-bottom. State in components/useCommentList.ts.
 */
export default function CommentList() {
  const c = useCommentList()
  const goods = c.goods.data
  return (
    <PageShell>
      <View className='mg-comments-page' data-testid='comment-page'>
        <LoadView state={c.goods.state} onRetry={c.goods.reload} />
        {goods ? (
          <>
            <RatingSummary summary={goods.rating} />
            <CommentTabs summary={goods.rating} current={c.filter} onPick={c.pick} />
          </>
        ) : null}
        <View className='mg-comment-list' data-testid='comment-list' data-filter={c.filter} data-loaded={String(c.list.state.loaded && !c.list.state.loading)}>
          {c.list.state.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </View>
        <PagedStatus
          list={c.list}
          testId='comments'
          emptyTitle={c.filter === 'all' ? '还没有评价' : `暂无${MALL_COMMENT_FILTER_NAMES[c.filter]}`}
          emptyHint={c.filter === 'all' ? '买过的同学收货后就可以评价啦' : undefined}
        />
      </View>
    </PageShell>
  )
}
