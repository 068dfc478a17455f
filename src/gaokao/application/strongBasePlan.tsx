import { Text, View } from '@tarojs/components'
import { withErrorText } from '@/api/account'
import { searchUniversities } from '@/api/gaokao'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { footnotes } from '@/lib/sources'
import {
  PILOT_SOURCES,
  PILOT_UNIVERSITIES,
  pilotIds,
  pilotProvinces,
  STRONG_BASE_ABOUT,
  STRONG_BASE_ELIGIBILITY,
  STRONG_BASE_POLICY,
  STRONG_BASE_STEPS
} from '@/lib/strongBase'
import { urlOf } from '@/routes'
import { Card, FactList, Footnotes, Hero, Steps } from './parts/Content'

/**
 * The pilots' detail-page ids: each pilot province's 本科 institutions in one page (82 at most,
 * the page size allows 100), matched by name. Listing by province rather than searching each name
 * keeps these look-ups out of the user's search history.
 */
async function loadPilotIds(): Promise<Map<string, number>> {
  const pages = await Promise.all(pilotProvinces().map((province) => searchUniversities({ province, level: '本科', page: 1, page_size: 100 }, { quiet: true })))
  return pilotIds(
    PILOT_UNIVERSITIES,
    pages.flatMap((p) => p.results)
  )
}

const STEP_NOTES = footnotes(STRONG_BASE_STEPS)

/** 强基计划: what it is, who may apply, the steps of the year, the pilot universities. */
export default function StrongBasePlan() {
  const links = usePageLoad(() => withErrorText(loadPilotIds(), '院校信息加载失败'))
  const ids = links.data
  const failed = links.state.phase === 'failed' || links.state.phase === 'timeout'

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='strongbase-page'>
        <Hero title='强基计划' text='基础学科招生改革试点 · 2020 年起实施' />
        <Card title='什么是强基计划'>
          <FactList facts={STRONG_BASE_ABOUT} />
        </Card>
        <Card title='谁可以报名'>
          <FactList facts={STRONG_BASE_ELIGIBILITY} />
        </Card>
        <Card title='选拔流程与时间'>
          <Steps testId='strongbase-steps' steps={STRONG_BASE_STEPS.map((s, i) => ({ ...s, refs: STEP_NOTES.refs[i] }))} />
          <Footnotes sources={STEP_NOTES.sources} />
        </Card>
        <Card title='试点高校' extra={<Text className='gk-count'>{PILOT_UNIVERSITIES.length} 所</Text>} testId='strongbase-pilots'>
          {failed ? (
            <View className='ac-field' data-testid='strongbase-links-error'>
              <Text className='ac-error'>{links.state.error ?? '院校信息加载超时'}，暂时无法打开院校详情</Text>
              <RetryButton onClick={links.reload} />
            </View>
          ) : null}
          <View className='ac-pilots'>
            {PILOT_UNIVERSITIES.map((p) => {
              const id = ids?.get(p.name)
              return (
                <View
                  key={p.name}
                  className={`ac-pilot${id !== undefined ? ' ac-pilot--link' : ''}`}
                  data-testid='strongbase-pilot'
                  data-linked={id !== undefined ? 'true' : 'false'}
                  onClick={id !== undefined ? () => navigate(urlOf('university/detail', { id })) : undefined}
                >
                  <Text className='ac-pilot__name'>{p.name}</Text>
                  <Text className='ac-pilot__meta'>
                    {p.province}
                    {p.since === 2021 ? ' · 2021 年加入' : ''}
                    {ids && id === undefined ? ' · 暂未收录' : ''}
                  </Text>
                </View>
              )
            })}
          </View>
          <Footnotes sources={PILOT_SOURCES} />
        </Card>
        <Text className='ac-footnote'>
          以上内容据{STRONG_BASE_POLICY}等公开政策整理，仅供参考；标注“待核”的内容尚未与原文逐条核对。当年的报名时间、招生专业和考核办法以教育部通知和各高校招生简章为准。
        </Text>
      </View>
    </PageShell>
  )
}
