import { View } from '@tarojs/components'
import { GuideTips } from '@/components/GuideTips'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { Feed } from '@/components/forum/HomeParts'
import { emptyFilterText } from '@/lib/questionFilter'
import { FilterBar, FilterSummary } from './parts/QuestionFilter'
import { useQuestionFilter } from './useQuestionFilter'

/**
 * 问题筛选: a level's questions by QA tag, tab and state (全部 / 待回答 / 已解决 / 未解决), 最新 or 最热,
 * the choice kept in the page's address (a reload keeps it); feed cards, cursor-paged at
 * reach-bottom 80. State in useQuestionFilter, parts in parts/QuestionFilter.tsx,
 * rules in lib/questionFilter.ts.
 */
export default function QuestionFilterPage() {
  const q = useQuestionFilter()
  return (
    <PageShell>
      <View className='qf-page' data-testid='filter-page'>
        {q.config.data ? (
          <>
            <FilterBar q={q} />
            <FilterSummary filter={q.filter} qaTags={q.qaTags} tabs={q.tabs} onSort={(sort) => q.set({ sort })} />
            <Feed list={q.list} qaTags={q.qaTags} empty={emptyFilterText(q.filter, q.qaTags, q.tabs)} onOpen={q.openPost} />
            <GuideTips sets={['filterPopup']} />
          </>
        ) : (
          <LoadView state={q.config.state} onRetry={q.config.reload} />
        )}
      </View>
    </PageShell>
  )
}
