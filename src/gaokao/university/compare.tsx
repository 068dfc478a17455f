import { ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import type { CompareResponse } from '@types-contract/edu'
import type { Track } from '@types-contract/gaokao'
import { getCompare } from '@/api/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { goBackOr, navigate } from '@/components/nav'
import { defaultProvince } from '@core/admission'
import { compareSections, parseCompareIds, preferredTrack } from '@core/compare'
import { decodeParam } from '@/lib/edu'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Choices, provinceChoice, trackChoice, yearChoice, type Choice } from '../components/lines/Choices'
import { DataStatus, SourceNote } from '../components/lines/Status'
import { useData } from '../components/lines/useData'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'
import './compare.scss'

/**
 * 对比结果: two to four institutions (ids from university/contrast) side by side in one province
 * (the user's, else 北京) and one year and track (the newest, the user's track when the province
 * has it): facts, entry line, plans, subject assessment; the best value of each row highlighted
 * (lib/compare.ts). One call answers it all.
 */
export default function Compare() {
  const { params } = useRouter()
  const parsed = useMemo(() => parseCompareIds(decodeParam(params.ids)), [params.ids])
  const ids = parsed.ok ? parsed.ids : []
  const [province, setProvince] = useState(() => defaultProvince(userStore.data.province))
  const [want, setWant] = useState<{ year?: number; track?: Track }>(() => ({ track: preferredTrack(userStore.data) }))
  const answer = useData(
    () => (parsed.ok ? getCompare({ ids, province, ...want }, { quiet: true }) : Promise.resolve(null)),
    [ids.join(','), province, want.year, want.track],
    '对比数据加载失败'
  )
  const back = () => goBackOr(urlOf('university/contrast'))

  if (!parsed.ok) {
    return (
      <PageShell>
        <EmptyState title={parsed.error} hint='请在对比清单中选择院校' testId='uni-compare-invalid'>
          <Text className='gk-link' onClick={back}>
            去选择院校 ›
          </Text>
        </EmptyState>
      </PageShell>
    )
  }
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='uni-compare-page'>
        <DataStatus data={answer} isEmpty={(a) => !a.entries.length} emptyTitle='暂无对比数据' testId='uni-compare'>
          {(a) => (
            <Result
              answer={a}
              choices={[
                provinceChoice('uni-compare-province', a.province, setProvince),
                ...(a.year !== null ? [yearChoice('uni-compare-year', a.years, a.year, (year) => setWant((w) => ({ ...w, year })))] : []),
                ...(a.track !== null ? [trackChoice('uni-compare-track', a.tracks, a.track, (track) => setWant((w) => ({ ...w, track })))] : [])
              ]}
            />
          )}
        </DataStatus>
      </View>
    </PageShell>
  )
}

function Result({ answer, choices }: { answer: CompareResponse; choices: Choice[] }) {
  const sections = useMemo(() => compareSections(answer), [answer])
  const heads = answer.entries.map((e) => e.institution)
  return (
    <>
      <View className='gk-card'>
        <Choices choices={choices} />
        {answer.year === null ? (
          <Text className='ln-note' data-testid='uni-compare-no-lines'>
            暂无这些院校在{answer.province}的录取线和招生计划，可切换省份查看
          </Text>
        ) : (
          <Text className='ln-note'>高亮为该项最优：最低分最高、位次最小，计划和专业最多，评估等级最好</Text>
        )}
      </View>

      <ScrollView scrollX className='cmp-scroll'>
        <View className='cmp-table' data-testid='uni-compare-table'>
          <View className='cmp-row cmp-row--head'>
            <View className='cmp-cell cmp-cell--label'>
              <Text>院校</Text>
            </View>
            {heads.map((h) => (
              <View key={h.id} className='cmp-cell cmp-cell--head' data-testid='uni-compare-head' onClick={() => navigate(urlOf('university/detail', { id: h.id }))}>
                <Text className='cmp-name'>{h.name}</Text>
              </View>
            ))}
          </View>
          {sections.map((s) => (
            <View key={s.key} className='cmp-section' data-testid={`uni-compare-section-${s.key}`}>
              <Text className='cmp-section__title'>{s.title}</Text>
              {s.rows.map((r) => (
                <View key={r.key} className='cmp-row' data-testid={`uni-compare-row-${r.key}`}>
                  <View className='cmp-cell cmp-cell--label'>
                    <Text>{r.label}</Text>
                  </View>
                  {r.cells.map((text, i) => (
                    <View
                      key={heads[i].id}
                      className={`cmp-cell${r.best.includes(i) ? ' cmp-cell--best' : ''}`}
                      data-testid={r.best.includes(i) ? 'uni-compare-best' : undefined}
                    >
                      <Text>{text}</Text>
                    </View>
                  ))}
                </View>
              ))}
            </View>
          ))}
        </View>
      </ScrollView>

      <View className='gk-card' data-testid='uni-compare-sources'>
        <Text className='gk-card__title'>数据来源</Text>
        {sections.map((s) =>
          s.source ? (
            <View key={s.key} className='cmp-source'>
              <Text className='cmp-source__what'>{s.title}</Text>
              <SourceNote source={s.source} testId={`uni-compare-source-${s.key}`} />
            </View>
          ) : null
        )}
      </View>
    </>
  )
}
