import { Text, View } from '@tarojs/components'
import { fetchMedals } from '@/api/medals'
import { withErrorText } from '@/api/errorText'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { heldSummary, splitMedals } from '@/lib/medalView'
import { urlOf } from '@/routes'
import { useReloadingPage } from '../components/useReloadingPage'
import { MedalSection } from './MedalParts'

/**
 * 我的勋章 (personal/medal/index): how many of the medals I hold, those held (with the day each
 * came) and those not yet (with my progress, or how a certificate medal is earned), most notable
 * first; a medal opens its page; 领取记录 lists what I received. Pull-to-refresh, and read again
 * when coming back (a certificate approved meanwhile).
 */
export default function MedalIndex() {
  const page = useReloadingPage(() => withErrorText(fetchMedals({ quiet: true }), '勋章加载失败'))
  const items = page.data?.items
  const open = (key: string) => navigate(urlOf('personal/medalDetail', { key }))
  const { held, locked } = splitMedals(items ?? [])
  return (
    <PageShell>
      <View className='md-page' data-testid='medal-index' data-loaded={String(items !== undefined)}>
        {items ? (
          <>
            <View className='md-head'>
              <View className='md-head__text'>
                <Text className='md-head__title'>我的勋章</Text>
                <Text className='md-head__count' data-testid='medal-summary'>
                  {heldSummary(items)}
                </Text>
              </View>
              <Text className='md-head__link' data-testid='medal-received' onClick={() => navigate(urlOf('personal/badgeReceiveList'))}>
                领取记录 ›
              </Text>
            </View>
            <MedalSection title='已获得' medals={held} empty='还没有勋章，去论坛回答问题试试吧' testId='medal-held' onOpen={open} />
            <MedalSection title='未获得' medals={locked} empty='全部勋章都已获得' testId='medal-locked' onOpen={open} />
          </>
        ) : (
          <LoadView state={page.state} onRetry={page.reload} />
        )}
      </View>
    </PageShell>
  )
}
