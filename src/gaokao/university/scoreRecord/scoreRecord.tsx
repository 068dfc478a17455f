import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useRef } from 'react'
import { SCORE_RECORD_LIMITS, type ScoreRecord } from '@types-contract/edu'
import { errorText, withErrorText } from '@/api/account'
import { deleteScoreRecord, listScoreRecords } from '@/api/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { byExamDate, canAddRecord, recordTrend, subjectsLabel } from '@core/scoreRecord'
import { urlOf } from '@/routes'
import { TrendCard } from '@/gaokao/components/lines/TrendCard'
import '@/components/styles/gaokao.scss'
import '@/gaokao/components/lines/lines.scss'

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** 成绩记录: the user's mock-exam scores, their trend, and add / edit / delete. */
function ScoreRecords() {
  const page = usePageLoad(() => withErrorText(listScoreRecords({ quiet: true }), '成绩记录加载失败'))
  // Back from addRecord: show what was saved there (the first show is the mount's load).
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) page.reload()
    shown.current = true
  })

  const records = page.data
  const trend = useMemo(() => recordTrend(records ?? []), [records])
  const newestFirst = useMemo(() => byExamDate(records ?? []).reverse(), [records])

  const add = () => {
    if (!canAddRecord(records?.length ?? 0)) return toast(`最多保存 ${SCORE_RECORD_LIMITS.recordsMax} 条成绩记录`)
    navigate(urlOf('university/addRecord'))
  }

  const remove = async (r: ScoreRecord) => {
    const { confirm } = await Taro.showModal({ title: '删除成绩记录', content: `确定删除“${r.exam_name}”的成绩吗？` })
    if (!confirm) return
    try {
      await deleteScoreRecord(r.id, { quiet: true })
      toast('已删除')
      await page.reload()
    } catch (e) {
      toast(errorText(e, '删除失败，请稍后再试'))
    }
  }

  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {records ? (
        <View className='gk-scroll-page' data-testid='score-records-page'>
          {records.length ? (
            <>
              <TrendCard views={trend.views} xLabel={trend.xLabel} title='成绩趋势' testId='score-records-trend' />
              <View className='gk-card' data-testid='score-records'>
                <View className='ln-card-head'>
                  <Text className='gk-card__title'>全部记录（{records.length}）</Text>
                  <Text className='gk-link' data-testid='score-record-add' onClick={add}>
                    + 添加成绩
                  </Text>
                </View>
                {newestFirst.map((r) => (
                  <View key={r.id} className='sr-item' data-testid='score-record'>
                    <View className='sr-item__main'>
                      <Text className='sr-item__name'>{r.exam_name}</Text>
                      <Text className='sr-item__meta'>
                        {r.exam_date}
                        {r.rank !== null ? ` · 排名 ${r.rank}` : ''}
                      </Text>
                      {r.subjects.length ? <Text className='sr-item__meta'>{subjectsLabel(r)}</Text> : null}
                    </View>
                    <View className='sr-item__side'>
                      <Text className='sr-item__total' data-testid='score-record-total'>
                        {r.total}
                      </Text>
                      <View className='sr-item__actions'>
                        <Text className='gk-link' data-testid='score-record-edit' onClick={() => navigate(urlOf('university/addRecord', { id: r.id }))}>
                          编辑
                        </Text>
                        <Text className='sr-item__delete' data-testid='score-record-delete' onClick={() => remove(r)}>
                          删除
                        </Text>
                      </View>
                    </View>
                  </View>
                ))}
              </View>
            </>
          ) : (
            <EmptyState title='还没有成绩记录' hint='记下每次模考的成绩，看看自己的进步' testId='score-records-empty'>
              <View className='gk-btn ln-empty-btn' data-testid='score-record-add' onClick={add}>
                添加成绩
              </View>
            </EmptyState>
          )}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ScoreRecords)
