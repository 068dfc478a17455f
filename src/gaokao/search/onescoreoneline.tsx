/**
 * 一分一段: a province-year-track table (chips and their sheets), a look-up by score or rank that
 * highlights and scrolls to its row, and the windowed rows. State: useOneScoreTable and
 * useOneScoreLookup; parts: parts/OneScore.tsx.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { ONE_SCORE_SHEET_TITLES, oneScoreOptions, oneScoreSheetValue, oneScoreSource, oneScoreTableSource, type OneScoreSheet } from '@/lib/oneScoreView'
import { tableProvenance } from '@/lib/tableSource'
import { OptionSheet } from '@/components/OptionSheet'
import { ChoiceChips, LookupForm, ScoreTable } from './parts/OneScore'
import { useOneScoreLookup } from './useOneScoreLookup'
import { useOneScoreTable } from './useOneScoreTable'
import '@/components/styles/gaokao.scss'
import './onescoreoneline.scss'

function OneScoreOneLine() {
  const { availability, tables, choice, pick, showScore, table } = useOneScoreTable()
  const lookup = useOneScoreLookup(choice, showScore)
  const [sheet, setSheet] = useState<OneScoreSheet>()
  // Official tables also say how the shipped copy was made (its MIT notice is in the repo).
  const provenance = choice ? tableProvenance(oneScoreTableSource(tables, choice, table.data?.source)) : null

  return (
    <PageShell>
      <LoadView state={availability.state} onRetry={availability.reload} />
      {availability.data && !choice ? <EmptyState title='暂无一分一段表' hint='数据导入后即可查询' testId='osl-empty' /> : null}
      {choice ? (
        <View className='gk-page' data-testid='osl-page'>
          <View className='gk-top osl-top'>
            <ChoiceChips choice={choice} onOpen={setSheet} />
            <LookupForm lookup={lookup} />
            <View className='osl-source'>
              <Text className='gk-source' data-testid='osl-source'>
                {oneScoreSource(tables, choice, table.data?.source)}
              </Text>
              {provenance ? (
                <Text className='osl-provenance' data-testid='osl-provenance'>
                  {provenance}
                </Text>
              ) : null}
            </View>
          </View>

          <ScoreTable table={table} highlight={lookup.result?.data.score} />

          {sheet ? (
            <OptionSheet
              title={ONE_SCORE_SHEET_TITLES[sheet]}
              options={oneScoreOptions(tables, choice, sheet)}
              value={oneScoreSheetValue(choice, sheet)}
              onPick={(v) => {
                setSheet(undefined)
                pick(sheet, v)
              }}
              onClose={() => setSheet(undefined)}
              testId={`osl-sheet-${sheet}`}
            />
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(OneScoreOneLine)
