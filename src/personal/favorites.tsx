import { View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { Feed } from '@/components/forum/HomeParts'
import { useFavorites } from './components/useFavorites'

const EMPTY = { title: '还没有收藏的帖子', hint: '在帖子页点「收藏」，就能在这里找到它' }

/**
 * 我的收藏 (login): the posts the user keeps, newest kept first, as the home feed's cards (skeletons,
 * error with 重试, the empty text, more at reach-bottom 80, pull-to-refresh); read again whenever the
 * page shows again. State in components/useFavorites.ts.
 */
export default function FavoritesPage() {
  const f = useFavorites()
  return (
    <PageShell>
      <View className='fv-page' data-testid='favorites-page'>
        <Feed list={f.list} qaTags={f.qaTags} empty={EMPTY} onOpen={f.openPost} />
      </View>
    </PageShell>
  )
}
