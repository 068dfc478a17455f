import { View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { RankBody, RankTabs } from './parts/QuestionRanks'
import { useQuestionRanks } from './useQuestionRanks'

/**
 * 问答排行: a level's questions ranked three ways (回答最多 / 获赞最多 / 本周热门, top 50), the first
 * three marked; a row opens the question; 筛选 › opens the question filter; pull-to-refresh. State in
 * useQuestionRanks, parts in parts/QuestionRanks.tsx, rules in lib/questionFilter.ts.
 */
export default function QuestionRanksPage() {
  const r = useQuestionRanks()
  return (
    <PageShell>
      <View className='qr-page' data-testid='ranks-page'>
        <RankTabs kind={r.kind} onPick={r.pick} onFilter={r.openFilter} />
        <RankBody r={r} />
      </View>
    </PageShell>
  )
}
