/**
 * State of 设置高考信息: the form (province, apply year, track or subjects, score, rank) started from
 * the user store, the rank look-up in the fitting 一分一段 table (lib/gaokaoSetting.ts rankTableFor),
 * and 保存, which looks the rank up first when only the score is given. Where 保存 goes next:
 * ?redirect= (a page that asked for the info), else back.
 */
import Taro, { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import type { OneScoreAvailability } from '@types-contract/gaokao'
import type { LiberalScience, Subject } from '@types-contract/user'
import { errorText } from '@/api/account'
import { saveGaokaoInfo } from '@/api/application'
import { getOneScoreAvailability, lookupOneScore } from '@/api/gaokao'
import { goBackOr, navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { checkGaokaoInfo, subjectsProblem, trackOf } from '@core/gaokaoInfo'
import {
  applyYearOptions,
  offeredSubjects,
  parseGaokaoRank,
  parseGaokaoScore,
  rankLookupNote,
  rankTableFor,
  subjectScheme,
  toggleSubject,
  trackChoice,
  trackMissingMessage
} from '@/lib/gaokaoSetting'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

/** For an observer page, mounted once the user store holds the server's copy (the page's wrapper). */
export function useGaokaoSetting() {
  const { params } = useRouter()
  const user = userStore.data
  const [province, setProvince] = useState(user.province ?? '')
  const [year, setYear] = useState<number>(() => user.apply_year ?? applyYearOptions(new Date())[0])
  const [liberal, setLiberal] = useState<LiberalScience | null>(user.liberal_science)
  const [subjects, setSubjects] = useState<Subject[]>(offeredSubjects(user.province ?? '', user.subjects))
  const [scoreText, setScoreText] = useState(user.score === null ? '' : String(user.score))
  const [rankText, setRankText] = useState(user.rank.value === null ? '' : String(user.rank.value))
  const [lookupNote, setLookupNote] = useState('')
  // A saved subject the province does not offer (技术 outside 浙江) is dropped above; this says why.
  const [error, setError] = useState(() => subjectsProblem(user.province, user.subjects) ?? '')
  const [busy, setBusy] = useState(false)

  const tables = usePageLoad<OneScoreAvailability>(() => getOneScoreAvailability({ quiet: true }))
  const years = useMemo(() => applyYearOptions(new Date(), user.apply_year), [user.apply_year])
  const scheme = province ? subjectScheme(province, year) : null
  const info = { province, apply_year: year, ...trackChoice(scheme, liberal, subjects) }
  const track = province ? trackOf(info) : undefined

  /** Another province has other subjects and tables: its choice and note start over. */
  const pickProvince = (p: string) => {
    if (p === province) return
    setProvince(p)
    setSubjects([])
    setLookupNote('')
  }

  const tapSubject = (s: Subject) => {
    if (!scheme || scheme === 'liberal') return
    const next = toggleSubject(scheme, subjects, s)
    if (next.ok) setSubjects(next.subjects)
    else Taro.showToast({ title: next.message, icon: 'none' })
  }

  /** The rank of the typed score in the fitting table, shown and filled in; null when none fits. */
  const lookupRank = async (score: number): Promise<number | null> => {
    // Asked before the page's list of tables arrived (a busy server): fetch it now rather than say there is none.
    const available = tables.data ?? (await getOneScoreAvailability({ quiet: true }))
    const table = rankTableFor(available.tables, info)
    if (!table) {
      setLookupNote('暂无适用的一分一段表，请直接填写位次')
      return null
    }
    const found = await lookupOneScore({ ...table, score }, { quiet: true })
    setRankText(String(found.rank_worst))
    setLookupNote(rankLookupNote(found))
    return found.rank_worst
  }

  const lookup = async () => {
    setError('')
    const score = parseGaokaoScore(scoreText, province || null)
    if (!score.ok) return setError(score.message)
    if (!province || !track) return setError('请先选择省份和选科')
    try {
      await lookupRank(score.value)
    } catch (e) {
      setError(errorText(e, '位次查询失败，请稍后再试'))
    }
  }

  const save = async () => {
    setError('')
    if (!province) return setError('请选择省份')
    if (!track) return setError(trackMissingMessage(scheme))
    const score = parseGaokaoScore(scoreText, province)
    if (!score.ok) return setError(score.message)
    setBusy(true)
    try {
      let rank: number | null = null
      if (rankText.trim()) {
        const parsed = parseGaokaoRank(rankText)
        if (!parsed.ok) return setError(parsed.message)
        rank = parsed.value
      } else {
        rank = await lookupRank(score.value)
        if (rank === null) return setError('请填写位次')
      }
      const body = { ...info, score: score.value, rank }
      const check = checkGaokaoInfo(body)
      if (!check.complete) return setError(check.reasons?.subjects ?? check.message)
      await saveGaokaoInfo(body, { quiet: true })
      Taro.showToast({ title: '已保存', icon: 'success' })
      const redirect = params.redirect ? decodeURIComponent(params.redirect) : ''
      // After the toast has been seen.
      setTimeout(() => (redirect ? navigate(redirect) : goBackOr(urlOf('pages/tabbar/application'))), 600)
    } catch (e) {
      setError(errorText(e, '保存失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return {
    province,
    pickProvince,
    years,
    year,
    setYear,
    scheme,
    liberal,
    setLiberal,
    subjects,
    tapSubject,
    track,
    scoreText,
    setScoreText,
    rankText,
    setRankText,
    lookupNote,
    lookup,
    error,
    busy,
    save
  }
}

export type GaokaoSettingState = ReturnType<typeof useGaokaoSetting>
