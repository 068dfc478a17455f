/**
 * 设置高考信息: province, apply year, track or subjects, score and rank; the rank can be looked up
 * from the province's 一分一段 table. State: useGaokaoSetting; parts: parts/GaokaoSetting.tsx.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { refreshUser } from '@/api/account'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { PROVINCES } from '@core/provinceFacts'
import { OptionSheet } from '@/components/OptionSheet'
import { ProvinceCard, ScoreCard, TrackCard, YearCard } from './parts/GaokaoSetting'
import { useGaokaoSetting } from './useGaokaoSetting'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }))

function Setting() {
  const form = useGaokaoSetting()
  const [sheet, setSheet] = useState(false)

  return (
    <PageShell>
      <View className='gk-scroll-page app-setting' data-testid='gaokao-setting'>
        <ProvinceCard province={form.province} onOpen={() => setSheet(true)} />
        <YearCard form={form} />
        <TrackCard form={form} />
        <ScoreCard form={form} />

        {form.error && (
          <Text className='app-error' data-testid='setting-error'>
            {form.error}
          </Text>
        )}
        <View className={`gk-btn${form.busy ? ' gk-btn--disabled' : ''}`} data-testid='setting-save' onClick={form.busy ? undefined : form.save}>
          保存
        </View>
      </View>
      {sheet && (
        <OptionSheet
          title='选择省份'
          testId='setting-province-sheet'
          options={PROVINCE_OPTIONS}
          value={form.province}
          onPick={(p) => {
            form.pickProvince(p)
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
