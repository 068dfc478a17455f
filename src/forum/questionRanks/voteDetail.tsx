import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { FavoritePill, SharePill } from './parts/PostActions'
import { VoteBar, VoteHead, VoteOptions } from './parts/VoteDetail'
import { useFavorite } from './useFavorite'
import { usePostShare } from './usePostShare'
import { useVoteDetail } from './useVoteDetail'

/**
 * 投票详情: a vote's question and options; before voting, choose and submit; after voting or after
 * the deadline, the results (counts and percentages, the reader's choice marked), updated every few
 * seconds while the page is shown; 收藏 and 分享 as on the question page (useFavorite, usePostShare).
 * State in useVoteDetail, parts in parts/VoteDetail.tsx. Observes the user store for the bottom bar.
 */
function VoteDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const v = useVoteDetail(id)
  const here = urlOf('forum/questionRanks/voteDetail', { id })
  const favorite = useFavorite(v.post, here)
  const share = usePostShare(v.post, here)
  const now = Date.now()
  return (
    <PageShell>
      <View className='vd-page' data-testid='vote-page'>
        <LoadView state={v.load.state} onRetry={v.load.reload} />
        {v.post && v.vote ? (
          <>
            <VoteHead
              post={v.post}
              vote={v.vote}
              now={now}
              actions={
                <View className='pa-row' data-testid='vote-actions'>
                  <FavoritePill control={favorite} testId='vote-favorite' />
                  <SharePill onCopy={share.copyLink} testId='vote-share' />
                </View>
              }
            />
            <VoteOptions vote={v.vote} chosen={v.chosen} onChoose={v.choose} />
            <VoteBar vote={v.vote} chosen={v.chosen} loggedIn={v.loggedIn} sending={v.sending} onSubmit={v.submit} onLogin={v.goLogin} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(VoteDetailPage)
