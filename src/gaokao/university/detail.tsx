import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { InstitutionDetail } from '../../../types/gaokao'
import { errorText } from '@/api/account'
import { getUniversity } from '@/api/gaokao'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { COMPARE_MAX, placeLabel } from '@/lib/gaokao'
import { urlOf } from '@/routes'
import { compareStore } from '@/stores/compare'
import '../styles/gaokao.scss'

const LATER = '暂无数据，后续版本接入'

function Kv({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className='gk-kv'>
      <Text className='gk-kv__k'>{k}</Text>
      <Text className='gk-kv__v' data-testid={testId}>
        {v || '—'}
      </Text>
    </View>
  )
}

function Later({ title, testId }: { title: string; testId: string }) {
  return (
    <View className='gk-card' data-testid={testId}>
      <Text className='gk-card__title'>{title}</Text>
      <Text className='gk-empty-small'>{LATER}</Text>
    </View>
  )
}

function sourceText(u: InstitutionDetail): string {
  return u.source.kind === 'sample' ? `示例数据 · ${u.source.label}` : `数据来源：${u.source.label}`
}

function UniversityDetail() {
  const { params } = useRouter()
  const id = Number(params.id)
  const { state, data: u, reload } = usePageLoad(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('院校不存在')
    try {
      return await getUniversity(id, { quiet: true })
    } catch (e) {
      throw new Error(errorText(e, '院校信息加载失败'))
    }
  })

  const added = u ? compareStore.has(u.id) : false
  const add = () => {
    if (!u) return
    if (added) return navigate(urlOf('university/contrast'))
    const result = compareStore.add(u)
    const title = result === 'full' ? `最多对比 ${COMPARE_MAX} 所院校` : `已加入对比（${compareStore.items.length}/${COMPARE_MAX}）`
    Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
  }

  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {u ? (
        <View className='gk-scroll-page' data-testid='uni-detail-page'>
          <View className='gk-hero'>
            <Text className='gk-hero__name' data-testid='uni-detail-name'>
              {u.name}
            </Text>
            <Text className='gk-hero__meta'>
              {placeLabel(u.province, u.city)} · {u.level}
            </Text>
            <View className='gk-chips' style={{ flexWrap: 'wrap' }}>
              {u.tags.map((t) => (
                <Text key={t} className='gk-tag'>
                  {t}
                </Text>
              ))}
              {u.remark ? <Text className='gk-tag'>{u.remark}</Text> : null}
            </View>
          </View>

          <View className='gk-card' data-testid='uni-overview'>
            <Text className='gk-card__title'>院校概况</Text>
            <Kv k='学校标识码' v={u.code} testId='uni-detail-code' />
            <Kv k='所在地' v={placeLabel(u.province, u.city)} />
            <Kv k='办学层次' v={u.level} />
            <Kv k='主管部门' v={u.department} />
            <Kv k='备注' v={u.remark} />
            <Kv k='标签' v={u.tags.join(' / ')} />
            <Text className='gk-source' data-testid='uni-detail-source'>
              {sourceText(u)}
            </Text>
          </View>

          <View className='gk-actions'>
            <View className={`gk-btn${added ? ' gk-btn--ghost' : ''}`} data-testid='uni-compare-add' onClick={add}>
              {added ? '已加入对比 · 去对比' : '加入对比'}
            </View>
            <View className='gk-btn gk-btn--ghost' data-testid='uni-compare-link' onClick={() => navigate(urlOf('university/contrast'))}>
              对比院校（{compareStore.items.length}/{COMPARE_MAX}）
            </View>
          </View>

          <Later title='录取分数线' testId='uni-section-scores' />
          <Later title='招生计划' testId='uni-section-plans' />
          <Later title='开设专业' testId='uni-section-majors' />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UniversityDetail)
