import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { searchUniversities } from '@/api/gaokao'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { placeLabel } from '@core/gaokao'
import { INTL_ABOUT, INTL_CHECKS, intlQuery } from '@/lib/intlUndergrad'
import { urlOf } from '@/routes'
import { ListFoot, listStatus } from '../components/PagedList'
import { usePagedList } from '@/components/usePagedList'
import { Card, FactList, Hero } from './parts/Content'

const idOf = (u: InstitutionSummary) => u.id

/**
 * 2025国际本科: what the words mean and what to check, then the 中外合作 institutions. The page
 * scrolls as a whole (the explanation first); the list is short, so its rows are not windowed.
 */
export default function ApplicationSchool() {
  const list = usePagedList((page) => searchUniversities(intlQuery(page), { quiet: true }), [], idOf)
  useReachBottom(() => list.loadMore())

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='intl-page'>
        <Hero title='国际本科' text='中外合作办学 · 报考前先看清这三件事' />
        <Card title='是什么'>
          <FactList facts={INTL_ABOUT} />
        </Card>
        <Card title='报考前要核实' testId='intl-checks'>
          <FactList facts={INTL_CHECKS} />
        </Card>
        <Card title='中外合作办学高校' extra={list.state.loaded ? <Text className='gk-count'>共 {list.state.count} 所</Text> : null} testId='intl-list'>
          {listStatus({ list, emptyTitle: '暂无中外合作办学高校', emptyHint: '院校名单导入后即可查看', testId: 'intl' }) ?? (
            <View className='ac-rows'>
              {list.state.items.map((u) => (
                <View key={u.id} className='ac-school' data-testid='intl-school' onClick={() => navigate(urlOf('university/detail', { id: u.id }))}>
                  <View className='ac-row__main'>
                    <Text className='ac-row__name ac-school__name'>{u.name}</Text>
                    <Text className='gk-tag'>{u.level}</Text>
                  </View>
                  <Text className='ac-school__meta'>
                    {placeLabel(u.province, u.city)} · {u.department}
                  </Text>
                  {u.remark ? <Text className='ac-school__meta'>{u.remark}</Text> : null}
                </View>
              ))}
            </View>
          )}
          <ListFoot list={list} source='来源：教育部 2025 年全国普通高等学校名单（备注为中外合作办学的高校）' sourceTestId='intl-source' />
        </Card>
      </View>
    </PageShell>
  )
}
