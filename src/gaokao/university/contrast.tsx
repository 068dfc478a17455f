import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { COMPARE_MAX, placeLabel } from '@/lib/gaokao'
import { urlOf } from '@/routes'
import { compareStore, type CompareItem } from '@/stores/compare'
import '../styles/gaokao.scss'
import './contrast.scss'

const FIELDS: [string, (u: CompareItem) => string][] = [
  ['所在地', (u) => placeLabel(u.province, u.city)],
  ['办学层次', (u) => u.level],
  ['主管部门', (u) => u.department],
  ['学校标识码', (u) => u.code],
  ['标签', (u) => u.tags.join(' / ')],
  ['备注', (u) => u.remark]
]

function Contrast() {
  const items = compareStore.items
  const search = () => navigate(urlOf('university/list/index'))
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='uni-contrast-page'>
        {items.length === 0 ? (
          <EmptyState title='还没有加入对比的院校' hint={`在院校详情页点“加入对比”，最多 ${COMPARE_MAX} 所`} testId='uni-contrast-empty'>
            <Text className='gk-link' data-testid='uni-contrast-search' onClick={search}>
              去搜索大学 ›
            </Text>
          </EmptyState>
        ) : (
          <>
            <Text className='gk-muted'>
              已选 {items.length}/{COMPARE_MAX} 所{items.length < 2 ? '，再加一所即可对比' : ''}
            </Text>
            <ScrollView scrollX className='cmp-scroll'>
              <View className='cmp-table' data-testid='uni-contrast-table'>
                <View className='cmp-row cmp-row--head'>
                  <View className='cmp-cell cmp-cell--label'>
                    <Text>院校</Text>
                  </View>
                  {items.map((u) => (
                    <View key={u.id} className='cmp-cell cmp-cell--head' data-testid='uni-contrast-col'>
                      <Text className='cmp-name' data-testid='uni-contrast-name' onClick={() => navigate(urlOf('university/detail', { id: u.id }))}>
                        {u.name}
                      </Text>
                      <Text className='cmp-remove' data-testid='uni-contrast-remove' onClick={() => compareStore.remove(u.id)}>
                        移除
                      </Text>
                    </View>
                  ))}
                </View>
                {FIELDS.map(([label, get]) => (
                  <View key={label} className='cmp-row'>
                    <View className='cmp-cell cmp-cell--label'>
                      <Text>{label}</Text>
                    </View>
                    {items.map((u) => (
                      <View key={u.id} className='cmp-cell'>
                        <Text>{get(u) || '—'}</Text>
                      </View>
                    ))}
                  </View>
                ))}
              </View>
            </ScrollView>
            {items.length < COMPARE_MAX ? (
              <View className='gk-btn gk-btn--ghost' onClick={search}>
                继续添加院校
              </View>
            ) : null}
            <Text className='gk-source'>数据来源：教育部 2025 年全国普通高等学校名单。录取分数、招生计划等对比将在后续版本接入。</Text>
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(Contrast)
