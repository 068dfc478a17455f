import { ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { MajorLevel } from '@types-contract/edu'
import { withErrorText } from '@/api/account'
import { getMajorCategories } from '@/api/edu'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { MAJOR_LEVELS } from '@types-contract/edu'
import { decodeParam, parseLevel } from '@/lib/edu'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { Tabs } from '../components/Filters'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** 门类 → 专业类 → majors: the catalogue as a tree, for browsing without a search word. */
export default function MajorComposition() {
  const { params } = useRouter()
  const [level, setLevel] = useState<MajorLevel>(parseLevel(decodeParam(params.level)))
  const [picked, setPicked] = useState(0)
  const { state, data: tree, reload } = usePageLoad(() => withErrorText(getMajorCategories(level, { quiet: true }), '专业目录加载失败'))
  // usePageLoad loads once on mount; a level switch loads the other catalogue.
  const shownLevel = useRef(level)
  useEffect(() => {
    if (level === shownLevel.current) return
    shownLevel.current = level
    setPicked(0)
    reload()
  }, [level, reload])

  const current = tree?.level === level ? tree : undefined
  const category = current?.categories[picked]
  const open = (subcategory?: string) => category && navigate(urlOf('search/result', { level, category: category.name, ...(subcategory ? { subcategory } : {}) }))

  return (
    <PageShell>
      <View className='gk-page' data-testid='major-tree-page'>
        <View className='gk-top'>
          <Tabs options={MAJOR_LEVELS} value={level} onChange={setLevel} testId='major-tree-level' />
          {current ? (
            <Text className='gk-source' data-testid='major-tree-source'>
              {sourceLabel(current.source ?? undefined)}
            </Text>
          ) : null}
        </View>
        <LoadView state={state} onRetry={reload} />
        {current && !current.categories.length ? <EmptyState title='暂无专业目录' hint='专业数据导入后即可浏览' testId='major-tree-empty' /> : null}
        {current && category ? (
          <View className='edu-tree'>
            <ScrollView scrollY className='edu-tree__side'>
              {current.categories.map((c, i) => (
                <View key={c.name} className={`edu-tree__cat${i === picked ? ' edu-tree__cat--on' : ''}`} data-testid='major-category' onClick={() => setPicked(i)}>
                  <Text>{c.name}</Text>
                  <Text className='edu-tree__count'>{c.count} 个专业</Text>
                </View>
              ))}
            </ScrollView>
            <ScrollView scrollY className='edu-tree__main' key={`${level}-${picked}`}>
              <View className='edu-tree__sub edu-tree__all' data-testid='major-category-all' onClick={() => open()}>
                <Text>全部{category.name}专业</Text>
                <Text>{category.count} ›</Text>
              </View>
              {category.subcategories.map((s) => (
                <View key={s.name} className='edu-tree__sub' data-testid='major-subcategory' onClick={() => open(s.name)}>
                  <Text>{s.name}</Text>
                  <Text className='edu-tree__count'>{s.count} ›</Text>
                </View>
              ))}
            </ScrollView>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}
