import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { OneScoreAvailability, OneScoreLookup, OneScoreTable, Track } from '../../../types/gaokao'
import { errorText, withErrorText } from '@/api/account'
import { getOneScoreAvailability, getOneScoreTable, lookupOneScore } from '@/api/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { usePageLoad } from '@/components/usePageLoad'
import {
  chooseTable,
  parseRank,
  parseScore,
  provincesOf,
  rankRangeLabel,
  scoreLabel,
  sourceLabel,
  tracksOf,
  yearsOf,
  type OneScoreChoice
} from '@core/gaokao'
import { computeWindow, designToPx } from '@/lib/virtualWindow'
import { userStore } from '@/stores'
import { useScreen } from '../components/PagedList'
import { OptionSheet } from '../components/Sheet'
import '../styles/gaokao.scss'
import './onescoreoneline.scss'

const ROW_DESIGN_PX = 72
type SheetKind = 'province' | 'year' | 'track'

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

function OneScoreOneLine() {
  const { params } = useRouter()
  const availability = usePageLoad<OneScoreAvailability>(() => withErrorText(getOneScoreAvailability({ quiet: true }), '一分一段表加载失败'))
  const tables = availability.data?.tables ?? []
  const [want, setWant] = useState<Partial<OneScoreChoice>>(() => ({
    province: params.province ? decodeURIComponent(params.province) : undefined,
    year: params.year ? Number(params.year) : undefined,
    track: params.track ? (decodeURIComponent(params.track) as Track) : undefined
  }))
  const choice = useMemo(() => chooseTable(tables, want, userStore.data.province), [tables, want])

  const [table, setTable] = useState<OneScoreTable>()
  const [tableError, setTableError] = useState<string | null>(null)
  const [tableLoading, setTableLoading] = useState(false)
  const [tableKey, setTableKey] = useState(0)
  const [sheet, setSheet] = useState<SheetKind>()

  const [scoreText, setScoreText] = useState('')
  const [rankText, setRankText] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [result, setResult] = useState<{ kind: 'score' | 'rank'; rank?: number; data: OneScoreLookup }>()
  const [busy, setBusy] = useState(false)

  const view = useScreen()
  const rowPx = designToPx(ROW_DESIGN_PX, view.width)
  const [range, setRange] = useState({ start: 0, end: 40 })
  const [scrollTop, setScrollTop] = useState<number>()
  const rowsRef = useRef(0)

  const loadTable = async (c: OneScoreChoice) => {
    setTableLoading(true)
    setTableError(null)
    try {
      const t = await getOneScoreTable(c, { quiet: true })
      setTable(t)
      rowsRef.current = t.rows.length
      setRange(windowAt(0, t.rows.length))
      setTableKey((k) => k + 1)
      setScrollTop(undefined)
    } catch (e) {
      setTable(undefined)
      setTableError(errorText(e, '一分一段表加载失败'))
    } finally {
      setTableLoading(false)
    }
  }

  useEffect(() => {
    if (choice) {
      setResult(undefined)
      loadTable(choice)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice?.province, choice?.year, choice?.track])

  function windowAt(top: number, count = rowsRef.current) {
    const w = computeWindow({ scrollTop: top, viewportHeight: view.height, rowHeight: rowPx, count, overscan: 10 })
    return { start: w.start, end: w.end }
  }

  const onScroll = (e: { detail: { scrollTop: number } }) => {
    const next = windowAt(e.detail.scrollTop)
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next))
  }

  const showRow = (score: number) => {
    const index = table?.rows.findIndex((r) => r.score === score) ?? -1
    if (index < 0) return
    const top = Math.max(0, (index - 2) * rowPx)
    setScrollTop(top + Math.random() * 0.01)
    setRange(windowAt(top))
  }

  const submit = async () => {
    if (!choice) return
    setInputError(null)
    const byRank = !scoreText.trim() && !!rankText.trim()
    const parsed = byRank ? parseRank(rankText) : parseScore(scoreText)
    if (!parsed.ok) {
      setInputError(!scoreText.trim() && !rankText.trim() ? '请输入分数或位次' : parsed.error)
      return
    }
    setBusy(true)
    try {
      const data = await lookupOneScore({ ...choice, ...(byRank ? { rank: parsed.value } : { score: parsed.value }) }, { quiet: true })
      setResult({ kind: byRank ? 'rank' : 'score', rank: byRank ? parsed.value : undefined, data })
      showRow(data.score)
    } catch (e) {
      setResult(undefined)
      setInputError(errorText(e, '查询失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const pick = (kind: SheetKind, value: string) => {
    setSheet(undefined)
    if (!choice) return
    if (kind === 'province') setWant({ province: value, year: choice.year, track: choice.track })
    else if (kind === 'year') setWant({ ...choice, year: Number(value) })
    else setWant({ ...choice, track: value as Track })
  }

  const sheetOptions = (kind: SheetKind) => {
    if (!choice) return []
    if (kind === 'province') return provincesOf(tables).map((p) => ({ value: p, label: p }))
    if (kind === 'year') return yearsOf(tables, choice.province).map((y) => ({ value: String(y), label: `${y}年` }))
    return tracksOf(tables, choice.province, choice.year).map((t) => ({ value: t, label: t }))
  }

  const rows = table ? table.rows.slice(range.start, Math.min(range.end, table.rows.length)) : []
  const padTop = range.start * rowPx
  const padBottom = table ? Math.max(0, (table.rows.length - range.start - rows.length) * rowPx) : 0
  const highlight = result?.data.score

  return (
    <PageShell>
      <LoadView state={availability.state} onRetry={availability.reload} />
      {availability.data && !choice ? <EmptyState title='暂无一分一段表' hint='数据导入后即可查询' testId='osl-empty' /> : null}
      {choice ? (
        <View className='gk-page' data-testid='osl-page'>
          <View className='gk-top osl-top'>
            <View className='gk-chips'>
              <View className='gk-chip gk-chip--on' data-testid='osl-province' onClick={() => setSheet('province')}>
                <Text>{choice.province}</Text>
                <Text className='gk-chip__arrow'>▼</Text>
              </View>
              <View className='gk-chip gk-chip--on' data-testid='osl-year' onClick={() => setSheet('year')}>
                <Text>{choice.year}年</Text>
                <Text className='gk-chip__arrow'>▼</Text>
              </View>
              <View className='gk-chip gk-chip--on' data-testid='osl-track' onClick={() => setSheet('track')}>
                <Text>{choice.track}</Text>
                <Text className='gk-chip__arrow'>▼</Text>
              </View>
            </View>

            <View className='osl-lookup'>
              <LookupField
                testId='osl-score-input'
                value={scoreText}
                placeholder='输入分数'
                unit='分'
                onInput={(v) => (setScoreText(v), v && setRankText(''), setInputError(null))}
                onConfirm={submit}
              />
              <Text className='osl-or'>或</Text>
              <LookupField
                testId='osl-rank-input'
                value={rankText}
                placeholder='输入位次'
                unit='名'
                onInput={(v) => (setRankText(v), v && setScoreText(''), setInputError(null))}
                onConfirm={submit}
              />
              <View className={`osl-submit${busy ? ' gk-btn--disabled' : ''}`} data-testid='osl-lookup-submit' onClick={busy ? undefined : submit}>
                查询
              </View>
            </View>
            {inputError ? (
              <Text className='osl-error' data-testid='osl-error'>
                {inputError}
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
                    等位分：{result.data.equivalents.map((e) => `${e.year}年 ${e.score}分`).join('，')}
                  </Text>
                ) : null}
              </View>
            ) : null}
            <Text className='gk-source' data-testid='osl-source'>
              {sourceLabel(table?.source ?? tables.find((t) => t.province === choice.province && t.year === choice.year && t.track === choice.track)?.source)}
            </Text>
          </View>

          <View className='osl-head'>
            <Text className='osl-cell osl-cell--score'>分数</Text>
            <Text className='osl-cell'>本段人数</Text>
            <Text className='osl-cell'>累计人数</Text>
          </View>
          {tableError ? (
            <View className='gk-error'>
              <Text>{tableError}</Text>
              <RetryButton onClick={() => loadTable(choice)} />
            </View>
          ) : table ? (
            <ScrollView key={tableKey} className='gk-list osl-table' scrollY scrollTop={scrollTop} onScroll={onScroll} data-testid='osl-table'>
              <View style={{ height: `${padTop}px` }} />
              {rows.map((r, i) => (
                <View
                  key={r.score}
                  className={`osl-row${r.score === highlight ? ' osl-row--on' : ''}`}
                  style={{ height: `${rowPx}px` }}
                  data-testid='osl-row'
                >
                  <Text className='osl-cell osl-cell--score'>{scoreLabel(r.score, range.start + i)}</Text>
                  <Text className='osl-cell'>{r.count}</Text>
                  <Text className='osl-cell'>{r.cumulative}</Text>
                </View>
              ))}
              <View style={{ height: `${padBottom}px` }} />
              <View className='gk-foot'>
                <Text>
                  {table.province} {table.year} 年 {table.track} · 共 {table.rows.length} 个分数段
                </Text>
              </View>
            </ScrollView>
          ) : tableLoading ? (
            <View className='gk-foot'>
              <Text>加载中…</Text>
            </View>
          ) : null}

          {sheet ? (
            <OptionSheet
              title={sheet === 'province' ? '选择省份' : sheet === 'year' ? '选择年份' : '选择科类'}
              options={sheetOptions(sheet)}
              value={sheet === 'province' ? choice.province : sheet === 'year' ? String(choice.year) : choice.track}
              onPick={(v) => pick(sheet, v)}
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
