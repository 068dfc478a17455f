import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DEFAULT_FILL_RATIO, type AiFillResponse, type FillRatio } from '@types-contract/application'
import { errorText } from '@/api/account'
import { aiFill } from '@/api/application'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { VipLock } from '@/components/VipLock'
import { BAND_LABEL } from '@core/admissionBands'
import { checkGaokaoInfo, gaokaoInfoOf, gaokaoSummary } from '@core/gaokaoInfo'
import { stepRatio } from '@/lib/fillRatio'
import { CATEGORIES, mbtiType } from '@core/personalityMajors'
import { PROVINCES } from '@core/provinceFacts'
import { entryMeta, entryOf } from '@/lib/recommendView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { recommendationCache } from '@/stores/recommendation'
import { parseTaskId } from '@/payments/groupBuyView'
import { OptionSheet } from '@/components/OptionSheet'
import { UnitCard } from '@/components/UnitCard'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'
import VipPlans from './VipPlans'

const PARTS = ['rush', 'stable', 'safe'] as const

/** Chips that toggle membership of a list (regions, 门类). */
function MultiChips({ options, chosen, onChange, testId }: { options: readonly string[]; chosen: string[]; onChange: (v: string[]) => void; testId: string }) {
  return (
    <View className='gk-chips app-wrap'>
      {options.map((o) => (
        <Text
          key={o}
          className={`gk-chip${chosen.includes(o) ? ' gk-chip--on' : ''}`}
          data-testid={testId}
          onClick={() => onChange(chosen.includes(o) ? chosen.filter((x) => x !== o) : [...chosen, o])}
        >
          {o}
        </Text>
      ))}
    </View>
  )
}

/**
 * 会员 (VipPlans: state, plans, pay method, 开通; ?plan= ?group=1 ?task_id= from the group-buy page)
 * over AI志愿填报: a whole form for the province's slot count, built on the server from the probability
 * model with the chosen 冲/稳/保 ratio and preferences (regions, 门类, the MBTI result when the user
 * has one); every choice says why. A VIP adds it to the form in one tap; a non-VIP gets a masked
 * preview from the server (no names are sent) under the blur, with the 了解更多 modal.
 */
function AiFilling() {
  const { params } = useRouter()
  const [ratio, setRatio] = useState<FillRatio>(DEFAULT_FILL_RATIO)
  const [regions, setRegions] = useState<string[]>([])
  const [categories, setCategories] = useState<string[]>([])
  const [regionSheet, setRegionSheet] = useState(false)
  const [result, setResult] = useState<AiFillResponse>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const info = gaokaoInfoOf(userStore.data)
  const mbti = mbtiType(userStore.data.MBTIResult)

  const generate = async () => {
    setError('')
    const check = checkGaokaoInfo(info)
    if (!check.complete) {
      Taro.showToast({ title: check.message, icon: 'none' })
      navigate(`${urlOf('application/setting')}?redirect=${encodeURIComponent(urlOf('pages/vip/index'))}`)
      return
    }
    setBusy(true)
    try {
      const answer = await aiFill({ ratio, regions, categories })
      if (answer.unlocked) recommendationCache.put(answer.choices.map((c) => c.unit))
      setResult(answer)
    } catch (e) {
      setError(errorText(e, '生成失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  /** Replaces the form of this mode with the generated choices, in their order. */
  const applyChoices = async (answer: AiFillResponse) => {
    form.configure(answer.stat.province, answer.stat.mode)
    if (form.entries.length) {
      const { confirm } = await Taro.showModal({ title: '替换志愿表', content: '将用 AI 生成的志愿替换当前志愿表，是否继续？' })
      if (!confirm) return
    }
    form.startNew()
    for (const choice of answer.choices) {
      for (const id of choice.major_ids) {
        const major = choice.unit.majors.find((m) => m.id === id)
        if (major) form.toggle(entryOf(choice.unit, major), entryMeta(choice.unit, major))
      }
    }
    Taro.showToast({ title: '已加入志愿表', icon: 'success' })
    navigate(urlOf('application/applicationTable'))
  }

  return (
    <PageShell>
      <ScrollView scrollY className='gk-page'>
        <VipPlans initialPlan={params.plan} groupBuy={params.group === '1'} groupTaskId={parseTaskId(params.task_id)} />
        <View className='gk-scroll-page' data-testid='ai-filling'>
          <View className='gk-hero'>
            <Text className='gk-hero__name'>AI志愿填报</Text>
            <Text className='gk-hero__meta'>按录取概率与偏好，一键生成完整志愿表，每个志愿都说明理由</Text>
          </View>

          <View className='gk-card'>
            <View className='app-info'>
              <Text className='gk-card__title'>高考信息</Text>
              <Text className='gk-link' onClick={() => navigate(urlOf('application/setting'))}>
                修改
              </Text>
            </View>
            <Text className='gk-muted' data-testid='ai-info'>
              {gaokaoSummary(info) || '未设置高考信息'}
            </Text>
          </View>

          <View className='gk-card' data-testid='ai-ratio'>
            <Text className='gk-card__title'>冲稳保比例</Text>
            {PARTS.map((part) => (
              <View key={part} className='app-ratio'>
                <Text>{BAND_LABEL[part]}</Text>
                <View className='app-stepper'>
                  <Text className='app-stepper__btn' data-testid={`ratio-${part}-minus`} onClick={() => setRatio((r) => stepRatio(r, part, -1))}>
                    −
                  </Text>
                  <Text data-testid={`ratio-${part}`}>{ratio[part]}%</Text>
                  <Text className='app-stepper__btn' data-testid={`ratio-${part}-plus`} onClick={() => setRatio((r) => stepRatio(r, part, 1))}>
                    +
                  </Text>
                </View>
              </View>
            ))}
          </View>

          <View className='gk-card'>
            <View className='app-info'>
              <Text className='gk-card__title'>意向地区</Text>
              <Text className='gk-link' data-testid='ai-regions' onClick={() => setRegionSheet(true)}>
                {regions.length ? regions.join('、') : '不限 ›'}
              </Text>
            </View>
            <Text className='gk-card__title'>意向学科门类</Text>
            <MultiChips options={CATEGORIES} chosen={categories} onChange={setCategories} testId='ai-category' />
            <Text className='gk-muted'>
              {mbti
                ? `将参考你的 MBTI 性格测评结果 ${mbti}，以及 SDS 职业兴趣测评结果（如已完成）`
                : '完成 MBTI 性格测评或 SDS 职业兴趣测评后，AI 会参考测评结果推荐专业门类'}
            </Text>
            <Text className='gk-link' data-testid='ai-tests' onClick={() => navigate(urlOf('test/index'))}>
              性格与职业测评 ›
            </Text>
          </View>

          {error && <Text className='app-error'>{error}</Text>}
          <View className={`gk-btn${busy ? ' gk-btn--disabled' : ''}`} data-testid='ai-generate' onClick={busy ? undefined : generate}>
            {busy ? '生成中…' : '生成志愿表'}
          </View>

          {result && (
            <View className='gk-card' data-testid='ai-result'>
              <Text className='gk-card__title'>
                {`已生成 ${result.choices.length} 个志愿（冲 ${result.filled.rush} · 稳 ${result.filled.stable} · 保 ${result.filled.safe}）`}
              </Text>
              {result.preferences.map((p) => (
                <Text key={p} className='gk-muted'>
                  {p}
                </Text>
              ))}
              {result.unlocked && (
                <View className='gk-btn' data-testid='ai-use' onClick={() => applyChoices(result)}>
                  全部加入志愿表
                </View>
              )}
            </View>
          )}
        </View>
        {result && (
          <VipLock locked={!result.unlocked} title='开通会员，查看 AI 生成的完整志愿表' count={`共 ${result.choices.length} 个志愿`} testId='ai-lock'>
            <View data-testid='ai-choices'>
              {result.choices.map((c, i) => (
                <UnitCard key={c.unit.key} unit={c.unit} mode={result.stat.mode} note={`第 ${i + 1} 志愿 · ${c.reason}`} testId='ai-choice' />
              ))}
            </View>
          </VipLock>
        )}
        <View style={{ height: '48px' }} />
      </ScrollView>
      {regionSheet && (
        <OptionSheet
          title='意向地区（可多选）'
          options={PROVINCES.map((p) => ({ value: p, label: regions.includes(p) ? `✓ ${p}` : p }))}
          value=''
          onPick={(p) => setRegions((r) => (r.includes(p) ? r.filter((x) => x !== p) : [...r, p]))}
          onClose={() => setRegionSheet(false)}
        />
      )}
    </PageShell>
  )
}

export default observer(AiFilling)
