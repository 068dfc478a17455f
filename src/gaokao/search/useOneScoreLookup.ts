/**
 * The 一分一段 page's look-up: a score, or a rank when only the rank box is filled
 * (lib/oneScoreView.ts lookupQuery), in the table shown; the answer is kept until the table changes.
 */
import { useEffect, useState } from 'react'
import type { OneScoreLookup } from '@types-contract/gaokao'
import { errorText } from '@/api/account'
import { lookupOneScore } from '@/api/gaokao'
import type { OneScoreChoice } from '@core/gaokao'
import { lookupQuery } from '@/lib/oneScoreView'

export interface LookupResult {
  kind: 'score' | 'rank'
  /** The rank typed, for a rank look-up. */
  rank?: number
  data: OneScoreLookup
}

/** `onFound` gets the answer's score (the page scrolls to its row). */
export function useOneScoreLookup(choice: OneScoreChoice | undefined, onFound: (score: number) => void) {
  const [scoreText, setScoreText] = useState('')
  const [rankText, setRankText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<LookupResult>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (choice) setResult(undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another table clears the answer; choice is a new object each render
  }, [choice?.province, choice?.year, choice?.track])

  // Typing in one box empties the other: a look-up reads one of them.
  const typeScore = (value: string) => {
    setScoreText(value)
    if (value) setRankText('')
    setError(null)
  }
  const typeRank = (value: string) => {
    setRankText(value)
    if (value) setScoreText('')
    setError(null)
  }

  const submit = async () => {
    if (!choice) return
    setError(null)
    const query = lookupQuery(scoreText, rankText)
    if (!query.ok) {
      setError(query.error)
      return
    }
    setBusy(true)
    try {
      const data = await lookupOneScore({ ...choice, ...(query.by === 'rank' ? { rank: query.value } : { score: query.value }) }, { quiet: true })
      setResult({ kind: query.by, rank: query.by === 'rank' ? query.value : undefined, data })
      onFound(data.score)
    } catch (e) {
      setResult(undefined)
      setError(errorText(e, '查询失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return { scoreText, rankText, typeScore, typeRank, error, result, busy, submit }
}

export type OneScoreLookupView = ReturnType<typeof useOneScoreLookup>
