import { Input, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { OneScoreAvailability } from '../../../types/gaokao'
import type { LiberalScience, Subject } from '../../../types/user'
import { errorText, refreshUser } from '@/api/account'
import { saveGaokaoInfo } from '@/api/application'
import { getOneScoreAvailability, lookupOneScore } from '@/api/gaokao'
import { LoadView } from '@/components/LoadView'
import { goBackOr, navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { checkGaokaoInfo, sortSubjects, trackOf } from '@core/gaokaoInfo'
import { applyYearOptions, parseGaokaoRank, parseGaokaoScore, rankLookupNote, rankTableFor, subjectScheme, subjectsOffered, toggleSubject } from '@/lib/gaokaoSetting'
import { fullMarksOf, PROVINCES } from '@core/provinceFacts'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { OptionSheet } from '../components/Sheet'
import '../styles/gaokao.scss'
import './application.scss'

const LIBERAL: readonly LiberalScience[] = ['理科', '文科']

interface Chip<T extends string | number> {
  value: T
  on: boolean
  testId: string
  onTap: (value: T) => void
}

function Choice<T extends string | number>({ value, on, testId, onTap }: Chip<T>) {
  return (
    <View className={`gk-chip app-choice${on ? ' gk-chip--on' : ''}`} data-testid={testId} onClick={() => onTap(value)}>
      <Text>{value}</Text>
    </View>
  )
}

/**
 * 设置高考信息: province, apply year, track or subjects, score and rank. The rank can be looked up
 * from the province's 一分一段 table (lib/gaokaoSetting.ts rankTableFor); saving with a score and no
 * rank looks it up first. Where the page goes next: ?redirect= (a page that asked for the info),
 * else back.
 */
function Setting() {
  const { params } = useRouter()
  const user = userStore.data
  const [province, setProvince] = useState(user.province ?? '')
  const [year, setYear] = useState<number>(() => user.apply_year ?? applyYearOptions(new Date())[0])
  const [liberal, setLiberal] = useState<LiberalScience | null>(user.liberal_science)
  const [subjects, setSubjects] = useState<Subject[]>(sortSubjects(user.subjects))
  const [scoreText, setScoreText] = useState(user.score === null ? '' : String(user.score))
  const [rankText, setRankText] = useState(user.rank.value === null ? '' : String(user.rank.value))
  const [lookupNote, setLookupNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [sheet, setSheet] = useState(false)

  const tables = usePageLoad<OneScoreAvailability>(() => getOneScoreAvailability({ quiet: true }))
  const years = useMemo(() => applyYearOptions(new Date(), user.apply_year), [user.apply_year])
  const scheme = province ? subjectScheme(province, year) : null
  const info = { province, apply_year: year, liberal_science: scheme === 'liberal' ? liberal : null, subjects: scheme === 'liberal' ? [] : subjects }
  const track = province ? trackOf(info) : undefined

  const tapSubject = (s: Subject) => {
    if (!scheme || scheme === 'liberal') return
    const next = toggleSubject(scheme, subjects, s)
    if (next.ok) setSubjects(next.subjects)
    else Taro.showToast({ title: next.message, icon: 'none' })
  }

  /** The rank of the typed score in the fitting table, shown and filled in; null when none fits. */
  const lookupRank = async (score: number): Promise<number | null> => {
    const table = rankTableFor(tables.data?.tables ?? [], info)
    if (!table) {
      setLookupNote('暂无适用的一分一段表，请直接填写位次')
      return null
    }
    const found = await lookupOneScore({ ...table, score }, { quiet: true })
    setRankText(String(found.rank_worst))
    setLookupNote(rankLookupNote(found))
    return found.rank_worst
  }

  const onLookup = async () => {
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

  const onSave = async () => {
    setError('')
    if (!province) return setError('请选择省份')
    if (!track) return setError(scheme === 'liberal' ? '请选择文科或理科' : scheme === '3+3' ? '请选择三门选考科目' : '请选择首选科目和两门再选科目')
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
      if (!check.complete) return setError(check.message)
      await saveGaokaoInfo(body, { quiet: true })
      Taro.showToast({ title: '已保存', icon: 'success' })
      const redirect = params.redirect ? decodeURIComponent(params.redirect) : ''
      setTimeout(() => (redirect ? navigate(redirect) : goBackOr(urlOf('pages/tabbar/application'))), 600)
    } catch (e) {
      setError(errorText(e, '保存失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const offered = scheme && scheme !== 'liberal' ? subjectsOffered(scheme) : null
  return (
    <PageShell>
      <View className='gk-scroll-page app-setting' data-testid='gaokao-setting'>
        <View className='gk-card'>
          <Text className='gk-card__title'>省份</Text>
          <View className='app-field' data-testid='setting-province' onClick={() => setSheet(true)}>
            <Text className={province ? '' : 'gk-muted'}>{province || '选择高考所在省份'}</Text>
            <Text className='gk-chip__arrow'>▼</Text>
          </View>
        </View>

        <View className='gk-card'>
          <Text className='gk-card__title'>高考年份</Text>
          <View className='gk-chips app-wrap'>
            {years.map((y) => (
              <Choice key={y} value={y} on={y === year} testId='setting-year' onTap={setYear} />
            ))}
          </View>
        </View>

        <View className='gk-card'>
          <Text className='gk-card__title'>{scheme === 'liberal' ? '文理科' : '选考科目'}</Text>
          {!scheme && <Text className='gk-muted'>请先选择省份</Text>}
          {scheme === 'liberal' && (
            <View className='gk-chips'>
              {LIBERAL.map((l) => (
                <Choice key={l} value={l} on={l === liberal} testId='setting-liberal' onTap={setLiberal} />
              ))}
            </View>
          )}
          {offered && offered.first.length > 0 && <Text className='gk-muted'>首选科目（二选一）</Text>}
          {offered && offered.first.length > 0 && (
            <View className='gk-chips'>
              {offered.first.map((s) => (
                <Choice key={s} value={s} on={subjects.includes(s)} testId='setting-subject' onTap={tapSubject} />
              ))}
            </View>
          )}
          {offered && <Text className='gk-muted'>{scheme === '3+1+2' ? '再选科目（四选二）' : '选考科目（六选三）'}</Text>}
          {offered && (
            <View className='gk-chips app-wrap'>
              {offered.rest.map((s) => (
                <Choice key={s} value={s} on={subjects.includes(s)} testId='setting-subject' onTap={tapSubject} />
              ))}
            </View>
          )}
          {track && <Text className='gk-source'>排名科类：{track}</Text>}
        </View>

        <View className='gk-card'>
          <Text className='gk-card__title'>成绩</Text>
          <View className='app-field'>
            <Input
              className='app-field__input'
              data-testid='setting-score'
              type='digit'
              value={scoreText}
              placeholder={`高考（或模考）分数，满分 ${province ? fullMarksOf(province) : 750}`}
              onInput={(e) => setScoreText(e.detail.value)}
            />
            <Text className='gk-muted'>分</Text>
          </View>
          <View className='app-field'>
            <Input
              className='app-field__input'
              data-testid='setting-rank'
              type='number'
              value={rankText}
              placeholder='全省位次（不填则按分数查询）'
              onInput={(e) => setRankText(e.detail.value)}
            />
            <Text className='gk-link' data-testid='setting-lookup' onClick={onLookup}>
              按分数查位次
            </Text>
          </View>
          {lookupNote && (
            <Text className='gk-source' data-testid='setting-lookup-note'>
              {lookupNote}
            </Text>
          )}
        </View>

        {error && (
          <Text className='app-error' data-testid='setting-error'>
            {error}
          </Text>
        )}
        <View className={`gk-btn${busy ? ' gk-btn--disabled' : ''}`} data-testid='setting-save' onClick={busy ? undefined : onSave}>
          保存
        </View>
      </View>
      {sheet && (
        <OptionSheet
          title='选择省份'
          testId='setting-province-sheet'
          options={PROVINCES.map((p) => ({ value: p, label: p }))}
          value={province}
          onPick={(p) => {
            if (p !== province) {
              setProvince(p)
              setSubjects([])
              setLookupNote('')
            }
            setSheet(false)
          }}
          onClose={() => setSheet(false)}
        />
      )}
    </PageShell>
  )
}

const SettingForm = observer(Setting)

/**
 * The form starts from the account as the server has it: info saved on another device (a parent's
 * phone, the mini-program) must not be overwritten by this device's stored copy. Offline, the
 * stored copy is used.
 */
export default function SettingPage() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // Quiet, and never throws: a failure leaves the stored copy.
    void refreshUser().finally(() => setReady(true))
  }, [])
  return ready ? (
    <SettingForm />
  ) : (
    <PageShell>
      <LoadView state={{ phase: 'loading' }} onRetry={() => undefined} />
    </PageShell>
  )
}
