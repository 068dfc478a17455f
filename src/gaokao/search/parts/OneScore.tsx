/**
 * The parts of the 一分一段 page: the table's chips, the score / rank look-up with its answer, and
 * the windowed table. Presentational: the state is the page's hooks (useOneScoreTable,
 * useOneScoreLookup). One module, so the page stays one chunk.
 */
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { rankRangeLabel, scoreLabel, type OneScoreChoice } from '@core/gaokao'
import { RetryButton } from '@/components/RetryButton'
import { equivalentsLine, type OneScoreSheet } from '@/lib/oneScoreView'
import type { OneScoreLookupView } from '../useOneScoreLookup'
import type { OneScoreTableView } from '../useOneScoreTable'

/** Province, year and track of the table shown; a tap opens that sheet (also the 等位分 tool's). */
export function ChoiceChips({ choice, onOpen, testIdPrefix = 'osl' }: { choice: OneScoreChoice; onOpen: (kind: OneScoreSheet) => void; testIdPrefix?: string }) {
  const chip = (kind: OneScoreSheet, label: string) => (
    <View className='gk-chip gk-chip--on' data-testid={`${testIdPrefix}-${kind}`} onClick={() => onOpen(kind)}>
      <Text>{label}</Text>
      <Text className='gk-chip__arrow'>▼</Text>
    </View>
  )
  return (
    <View className='gk-chips'>
      {chip('province', choice.province)}
      {chip('year', `${choice.year}年`)}
      {chip('track', choice.track)}
    </View>
  )
}

interface LookupFieldProps {
  testId: string
  value: string
  placeholder: string
  unit: string
  onInput: (value: string) => void
  onConfirm: () => void
}

/** A number to look up (分数 or 位次), with its unit. */
function LookupField({ testId, value, placeholder, unit, onInput, onConfirm }: LookupFieldProps) {
  return (
    <View className='osl-field'>
      <Input
        className='osl-field__input'
        data-testid={testId}
        type='number'
        value={value}
        placeholder={placeholder}
        placeholderStyle='color:#aaa'
        onInput={(e) => onInput(e.detail.value)}
        onConfirm={onConfirm}
      />
      <Text className='osl-field__unit'>{unit}</Text>
    </View>
  )
}

/** The two boxes with 查询, the error, and the answer: the rank range (and 等位分) of the score found. */
export function LookupForm({ lookup }: { lookup: OneScoreLookupView }) {
  const { result } = lookup
  return (
    <>
      <View className='osl-lookup'>
        <LookupField testId='osl-score-input' value={lookup.scoreText} placeholder='输入分数' unit='分' onInput={lookup.typeScore} onConfirm={lookup.submit} />
        <Text className='osl-or'>或</Text>
        <LookupField testId='osl-rank-input' value={lookup.rankText} placeholder='输入位次' unit='名' onInput={lookup.typeRank} onConfirm={lookup.submit} />
        <View className={`osl-submit${lookup.busy ? ' gk-btn--disabled' : ''}`} data-testid='osl-lookup-submit' onClick={lookup.busy ? undefined : lookup.submit}>
          查询
        </View>
      </View>
      {lookup.error ? (
        <Text className='osl-error' data-testid='osl-error'>
          {lookup.error}
        </Text>
      ) : null}
      {result ? (
        <View className='osl-result' data-testid='osl-result'>
          {result.kind === 'rank' ? (
            <Text className='osl-result__main'>
              位次 {result.rank} 对应 <Text className='osl-em'>{result.data.score} 分</Text>
            </Text>
          ) : null}
          <Text className={result.kind === 'rank' ? 'osl-result__sub' : 'osl-result__main'}>
            {result.data.score} 分的位次区间 <Text className='osl-em'>{rankRangeLabel(result.data.rank_best, result.data.rank_worst)}</Text>
          </Text>
          {result.data.equivalents.length ? (
            <Text className='osl-result__sub' data-testid='osl-equivalents'>
              {equivalentsLine(result.data.equivalents)}
            </Text>
          ) : null}
        </View>
      ) : null}
    </>
  )
}

/** The column heads, then the rows (only a window of them drawn), an error with 重试, or 加载中. */
export function ScoreTable({ table, highlight }: { table: OneScoreTableView; highlight: number | undefined }) {
  const { data, rowPx } = table
  const { rows, padTop, padBottom } = table.slice(data?.rows ?? [])
  return (
    <>
      <View className='osl-head'>
        <Text className='osl-cell osl-cell--score'>分数</Text>
        <Text className='osl-cell'>本段人数</Text>
        <Text className='osl-cell'>累计人数</Text>
      </View>
      {table.error ? (
        <View className='gk-error'>
          <Text>{table.error}</Text>
          <RetryButton onClick={table.retry} />
        </View>
      ) : data ? (
        <ScrollView key={table.key} className='gk-list osl-table' scrollY scrollTop={table.scrollTop} onScroll={table.onScroll}>
          <View data-testid='osl-table'>
            <View style={{ height: `${padTop}px` }} />
            {rows.map((r, i) => (
              <View key={r.score} className={`osl-row${r.score === highlight ? ' osl-row--on' : ''}`} style={{ height: `${rowPx}px` }} data-testid='osl-row'>
                <Text className='osl-cell osl-cell--score'>{scoreLabel(r.score, table.start + i)}</Text>
                <Text className='osl-cell'>{r.count}</Text>
                <Text className='osl-cell'>{r.cumulative}</Text>
              </View>
            ))}
            <View style={{ height: `${padBottom}px` }} />
            <View className='gk-foot'>
              <Text>
                {data.province} {data.year} 年 {data.track} · 共 {data.rows.length} 个分数段
              </Text>
            </View>
          </View>
        </ScrollView>
      ) : table.loading ? (
        <View className='gk-foot'>
          <Text>加载中…</Text>
        </View>
      ) : null}
    </>
  )
}
