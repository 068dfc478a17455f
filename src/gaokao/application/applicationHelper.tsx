import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { OneScoreAvailability } from '@types-contract/gaokao'
import { errorText, withErrorText } from '@/api/account'
import { getOneScoreAvailability, lookupOneScore } from '@/api/gaokao'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { VipLock } from '@/components/VipLock'
import { usePageLoad } from '@/components/usePageLoad'
import { comparableYears, defaultEquivalentTable, diffLabel, equivalentResult, lookupScore, type EquivalentResult } from '@/lib/equivalentScore'
import { chooseTable, rankRangeLabel, sourceLabel, type OneScoreChoice } from '@core/gaokao'
import { ONE_SCORE_SHEET_TITLES, oneScoreOptions, oneScoreSheetValue, pickOneScore, type OneScoreSheet } from '@/lib/oneScoreView'
import { ChoiceChips } from '../search/parts/OneScore'
import { parseGaokaoScore } from '@/lib/gaokaoSetting'
import { userStore } from '@/stores'
import { OptionSheet } from '@/components/OptionSheet'
import { Card, EntryGrid, type Entry } from './parts/Content'

const MORE_TOOLS: readonly Entry[] = [
  { spec: 'scoreLine/scoreLine', icon: '线', label: '批次线', note: '历年各批次控制线', testId: 'helper-scoreline' },
  { spec: 'application/applicationTable', icon: '检', label: '志愿表检查', note: '梯度与风险', testId: 'helper-check' }
]

/** 等位分: the score typed (the user's by default) in the chosen table → the same rank in the other years. */
const EquivalentTool = observer(function EquivalentTool({ tables }: { tables: OneScoreAvailability['tables'] }) {
  const [want, setWant] = useState<OneScoreChoice>()
  const choice = useMemo(() => (want ? chooseTable(tables, want) : defaultEquivalentTable(tables, userStore.data)), [tables, want])
  const [scoreText, setScoreText] = useState(() => (userStore.data.score === null ? '' : String(userStore.data.score)))
  const [result, setResult] = useState<EquivalentResult>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sheet, setSheet] = useState<OneScoreSheet>()

  const compute = async () => {
    if (!choice || busy) return
    const parsed = parseGaokaoScore(scoreText, choice.province)
    if (!parsed.ok) {
      setResult(undefined)
      setError(parsed.message)
      return
    }
    setError(null)
    setBusy(true)
    try {
      const answer = await lookupOneScore({ ...choice, score: lookupScore(parsed.value) }, { quiet: true })
      setResult(equivalentResult(answer, comparableYears(tables, choice)))
    } catch (e) {
      setResult(undefined)
      setError(errorText(e, '计算失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  // A prefilled score is computed at once, and again whenever the table changes.
  useEffect(() => {
    if (choice && scoreText.trim()) void compute()
    else setResult(undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute when the table changes, not on every keystroke of the score
  }, [choice?.province, choice?.year, choice?.track])

  if (!choice) return <Text className='gk-empty-small'>暂无一分一段表，数据导入后即可计算</Text>

  const pick = (kind: OneScoreSheet, value: string) => {
    setSheet(undefined)
    setWant(pickOneScore(choice, kind, value))
  }

  return (
    <>
      <ChoiceChips choice={choice} onOpen={setSheet} testIdPrefix='helper' />
      <View className='ac-field'>
        <Input
          className='ac-input'
          data-testid='helper-score-input'
          type='digit'
          value={scoreText}
          placeholder={`输入${choice.year}年的高考分数`}
          placeholderStyle='color:#aaa'
          onInput={(e) => (setScoreText(e.detail.value), setError(null))}
          onConfirm={compute}
        />
        <View className={`gk-btn${busy ? ' gk-btn--disabled' : ''}`} data-testid='helper-compute' onClick={compute}>
          {busy ? '计算中' : '计算'}
        </View>
      </View>
      {error ? (
        <Text className='ac-error' data-testid='helper-error'>
          {error}
        </Text>
      ) : null}
      {result ? (
        <View className='ac-eq' data-testid='helper-result'>
          <Text className='ac-eq__base' data-testid='helper-rank'>
            {result.year}年 {result.track} {result.score} 分 · 位次 {rankRangeLabel(result.rank_best, result.rank_worst)}
          </Text>
          {result.rows.length ? (
            <View className='ac-rows'>
              {result.rows.map((r) => (
                <View key={r.year} className='ac-row' data-testid='helper-equivalent-row'>
                  <Text className='ac-row__name'>{r.year}年等位分</Text>
                  <View className='ac-row__main'>
                    <Text className='ac-eq__score'>{r.score} 分</Text>
                    <Text className='ac-row__side'>{diffLabel(r.diff)}</Text>
                  </View>
                </View>
              ))}
            </View>
          ) : (
            <Text className='gk-empty-small' data-testid='helper-no-years'>
              {result.track}只有 {result.year} 年的一分一段表，暂无可比年份
            </Text>
          )}
          <Text className='gk-source'>{sourceLabel(result.source)}</Text>
        </View>
      ) : null}
      <Text className='ac-note'>
        按你的分数在该年一分一段表中的位次（同分考生中的最后一名），找出其他年份同一位次对应的分数；带小数的分数按整数部分计算。只比较同一省份、同一科类的年份，结果仅供参考。
      </Text>
      {sheet ? (
        <OptionSheet
          title={ONE_SCORE_SHEET_TITLES[sheet]}
          options={oneScoreOptions(tables, choice, sheet)}
          value={oneScoreSheetValue(choice, sheet)}
          onPick={(v) => pick(sheet, v)}
          onClose={() => setSheet(undefined)}
          testId={`helper-sheet-${sheet}`}
        />
      ) : null}
    </>
  )
})

/** 志愿助手: 等位分 and the links to 批次线 and 志愿表检查; a non-VIP sees them under the blur. */
function ApplicationHelper() {
  const availability = usePageLoad(() => withErrorText(getOneScoreAvailability({ quiet: true }), '一分一段表加载失败'))
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='helper-page'>
        <VipLock locked={!userStore.isVip} title='开通会员，使用志愿助手' testId='helper-lock'>
          <View className='ac-stack'>
            <Card title='等位分' testId='helper-equivalent'>
              <Text className='ac-note'>不同年份的试题难度不同，同样的分数位次不同。等位分把你的分数换算成往年同位次的分数，方便对照往年录取线。</Text>
              <LoadView state={availability.state} onRetry={availability.reload} />
              {availability.data ? <EquivalentTool tables={availability.data.tables} /> : null}
            </Card>
            <Card title='更多工具'>
              <EntryGrid entries={MORE_TOOLS} />
            </Card>
          </View>
        </VipLock>
      </View>
    </PageShell>
  )
}

export default observer(ApplicationHelper)
