/**
 * State of the 一分一段 page: which tables exist, the one shown (the route's ?province&year&track
 * as far as they exist, else the user's province), its rows with the window drawn, and a jump to
 * a score's row.
 */
import { useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import type { OneScoreAvailability, OneScoreTable, Track } from '@types-contract/gaokao'
import { errorText, withErrorText } from '@/api/account'
import { getOneScoreAvailability, getOneScoreTable } from '@/api/gaokao'
import { usePageLoad } from '@/components/usePageLoad'
import { chooseTable, type OneScoreChoice } from '@core/gaokao'
import { pickOneScore, type OneScoreSheet } from '@/lib/oneScoreView'
import { userStore } from '@/stores'
import { useRowWindow } from '../components/useRowWindow'

/** Row height in 750-wide design px (onescoreoneline.scss .osl-row must fit it). */
const ROW_DESIGN_PX = 72

export function useOneScoreTable() {
  const { params } = useRouter()
  const availability = usePageLoad<OneScoreAvailability>(() => withErrorText(getOneScoreAvailability({ quiet: true }), '一分一段表加载失败'))
  const tables = useMemo(() => availability.data?.tables ?? [], [availability.data])
  const [want, setWant] = useState<Partial<OneScoreChoice>>(() => ({
    province: params.province ? decodeURIComponent(params.province) : undefined,
    year: params.year ? Number(params.year) : undefined,
    track: params.track ? (decodeURIComponent(params.track) as Track) : undefined
  }))
  const choice = useMemo(() => chooseTable(tables, want, userStore.data.province), [tables, want])

  const [table, setTable] = useState<OneScoreTable>()
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  // A new key per table remounts the scroll view at the top.
  const [key, setKey] = useState(0)
  const [scrollTop, setScrollTop] = useState<number>()
  const rowWindow = useRowWindow(ROW_DESIGN_PX, 10, { start: 0, end: 40 })

  const load = async (c: OneScoreChoice) => {
    setLoading(true)
    setError(null)
    try {
      const t = await getOneScoreTable(c, { quiet: true })
      setTable(t)
      rowWindow.showAt(0, t.rows.length)
      setKey((k) => k + 1)
      setScrollTop(undefined)
    } catch (e) {
      setTable(undefined)
      setError(errorText(e, '一分一段表加载失败'))
    } finally {
      setLoading(false)
    }
  }

  useEffect(() => {
    if (choice) load(choice)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a table is its province, year and track; choice is a new object each render
  }, [choice?.province, choice?.year, choice?.track])

  /** Scrolls to a score's row (two rows below the top), drawing the window there. */
  const showScore = (score: number) => {
    const index = table?.rows.findIndex((r) => r.score === score) ?? -1
    if (index < 0) return
    const top = Math.max(0, (index - 2) * rowWindow.rowPx)
    // A slightly different value each time, so the view scrolls back even to the same row.
    setScrollTop(top + Math.random() * 0.01)
    rowWindow.showAt(top)
  }

  const pick = (kind: OneScoreSheet, value: string) => {
    if (choice) setWant(pickOneScore(choice, kind, value))
  }

  return {
    availability,
    tables,
    choice,
    pick,
    showScore,
    table: {
      data: table,
      error,
      loading,
      key,
      scrollTop,
      rowPx: rowWindow.rowPx,
      start: rowWindow.start,
      slice: rowWindow.slice,
      onScroll: rowWindow.onScroll,
      retry: () => choice && load(choice)
    }
  }
}

export type OneScoreTableView = ReturnType<typeof useOneScoreTable>['table']
