import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { Feed } from '@/components/forum/HomeParts'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { InstitutionCard, MajorCard } from './components/FavoriteParts'
import { PagedStatus } from '@/components/PagedStatus'
import { useFavoriteInstitutions, useFavoriteMajors } from './components/useCollectionList'
import { useFavorites } from './components/useFavorites'
import { usePageShows } from './components/usePageShows'
import './components/people.scss'
import './components/favorites.scss'

const TABS = [
  ['univ', '院校'],
  ['prof', '专业'],
  ['posts', '帖子']
] as const
type Tab = (typeof TABS)[number][0]

const tabOf = (raw: string | undefined): Tab => TABS.find(([key]) => key === raw)?.[0] ?? 'univ'

function Institutions({ shows }: { shows: number }) {
  const c = useFavoriteInstitutions(shows)
  return (
    <View className='fv-list' data-testid='favorites-univ'>
      {c.list.state.items.map((u) => (
        <InstitutionCard key={u.id} u={u} busy={c.removing === u.id} onOpen={() => navigate(urlOf('university/detail', { id: u.id }))} onRemove={() => c.remove(u.id)} />
      ))}
      <PagedStatus list={c.list} testId='favorites-univ' emptyTitle='还没有收藏的院校' emptyHint='在院校详情页点「收藏」，就能在这里找到它' />
    </View>
  )
}

function Majors({ shows }: { shows: number }) {
  const c = useFavoriteMajors(shows)
  return (
    <View className='fv-list' data-testid='favorites-prof'>
      {c.list.state.items.map((m) => (
        <MajorCard key={m.code} m={m} busy={c.removing === m.code} onOpen={() => navigate(urlOf('search/detail', { code: m.code }))} onRemove={() => c.remove(m.code)} />
      ))}
      <PagedStatus list={c.list} testId='favorites-prof' emptyTitle='还没有收藏的专业' emptyHint='在专业详情页点「收藏」，就能在这里找到它' />
    </View>
  )
}

const POSTS_EMPTY = { title: '还没有收藏的帖子', hint: '在帖子页点「收藏」，就能在这里找到它' }

function Posts({ shows }: { shows: number }) {
  const f = useFavorites(shows)
  return <Feed list={f.list} qaTags={f.qaTags} empty={POSTS_EMPTY} onOpen={f.openPost} />
}

/**
 * 我的收藏 (login; ?tab=univ|prof|posts): favourite institutions, majors (the user state's
 * collections) and forum posts, one tab each. Each tab's list pages at reach-bottom 80, refreshes on
 * pull-down and again whenever the page shows again (a 收藏 changed on a page opened from here); only
 * the picked tab is mounted, so only its list answers those. State in components/useCollectionList.ts
 * and useFavorites.ts.
 */
export default function FavoritesPage() {
  const { params } = useRouter()
  const [tab, setTab] = useState<Tab>(() => tabOf(params.tab))
  const shows = usePageShows()
  return (
    <PageShell>
      <View className='fv-page' data-testid='favorites-page'>
        <View className='pp-tabs' role='tablist'>
          {TABS.map(([key, label]) => (
            <View
              key={key}
              className={`pp-tab${key === tab ? ' pp-tab--on' : ''}`}
              role='tab'
              aria-selected={key === tab}
              data-testid={`favorites-tab-${key}`}
              onClick={() => setTab(key)}
            >
              {label}
            </View>
          ))}
        </View>
        {tab === 'univ' ? <Institutions shows={shows} /> : null}
        {tab === 'prof' ? <Majors shows={shows} /> : null}
        {tab === 'posts' ? <Posts shows={shows} /> : null}
      </View>
    </PageShell>
  )
}
