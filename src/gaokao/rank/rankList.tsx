import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { RankingEntry } from '@types-contract/edu'
import { getRanking } from '@/api/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { decodeParam, pagedQuery, rankingTitle, rankScoreLabel } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { FilterChip } from '../components/Filters'
import { PagedScrollList } from '../components/PagedList'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

const ROW_DESIGN_PX = 128
const TOP_POSITIONS = 3
const entryKey = (e: RankingEntry) => e.position

/** The entries of one ranking list, paginated; an entry of a known institution opens its page. */
export default function RankingListPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const province = decodeParam(params.province)
  const list = usePagedList((page) => getRanking(id, pagedQuery({ province }, page), { quiet: true }), [id, province], entryKey)
  const meta = list.last?.list

  return (
    <PageShell>
      <View className='gk-page' data-testid='rank-list-page'>
        <View className='gk-top'>
          <Text className='gk-card__title' data-testid='rank-list-title'>
            {meta ? rankingTitle(meta) : '排行榜'}
          </Text>
          {meta?.publisher ? <Text className='gk-muted'>发布：{meta.publisher}</Text> : null}
          {meta?.description ? <Text className='gk-muted'>{meta.description}</Text> : null}
          <View className='edu-bar'>
            <Text className='gk-count' data-testid='rank-count'>
              {list.state.loaded ? `共 ${list.state.count} 所院校${province ? `（${province}）` : ''}` : '加载中…'}
            </Text>
            <FilterChip
              label='筛选榜单'
              value={province ? `省份：${province}` : undefined}
              testId='rank-filter'
              // rankSelect replaces this page and comes back the same way, so choosing again and
              // again does not pile up lists behind each other.
              onClick={() => Taro.redirectTo({ url: urlOf('rank/rankSelect', { id, ...(province ? { province } : {}) }) }).catch(() => undefined)}
            />
          </View>
        </View>
        <PagedScrollList
          list={list}
          rowDesignPx={ROW_DESIGN_PX}
          keyOf={entryKey}
          rowTestId='rank-entry'
          testId='rank-entries'
          emptyTitle='榜单里没有符合条件的院校'
          emptyHint='换个省份试试'
          source={meta ? sourceLabel(meta.source) : undefined}
          onRowClick={(e) => e.institution_id && navigate(urlOf('university/detail', { id: e.institution_id }))}
          renderRow={(e) => (
            <View className='edu-rank'>
              <Text className={`edu-rank__pos${e.position <= TOP_POSITIONS ? ' edu-rank__pos--top' : ''}`}>{e.position}</Text>
              <View className='edu-rank__body'>
                <Text className='gk-row__name'>{e.name}</Text>
                <Text className='gk-row__meta'>{e.province || '—'}</Text>
              </View>
              {e.score !== null ? <Text className='edu-rank__score'>{rankScoreLabel(e.score)}</Text> : null}
              {e.institution_id ? <Text className='edu-rank__go'>›</Text> : null}
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
