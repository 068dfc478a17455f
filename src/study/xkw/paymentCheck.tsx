import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { fetchXkwRights } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { xkwVipView } from '@/lib/xkwView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { useXkwDownload } from '../components/xkwDownload'
import { MaterialCard, VipCard } from '../components/xkwParts'
import '../components/xkw.scss'

/**
 * 支付确认 (xkw/paymentCheck): where a library payment returns (core/payments/orderKinds.ts). The
 * result, the refreshed rights (the membership from the server, the newest purchases), each
 * purchase with 下载到云文库, and the way back to the library.
 */
function PaymentCheck() {
  const load = usePageLoad(fetchXkwRights)
  useReloadOnShowAndPull(load.reload)
  const { busy, download } = useXkwDownload(() => void load.reload())
  const rights = load.data
  const vip = xkwVipView(rights?.xkw_vip_info ?? userStore.data.xkw_vip_info, Date.now())
  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-payment-check'>
        <View className='xk-card xk-result'>
          <Text className='xk-result__icon'>✓</Text>
          <Text className='xk-result__title'>支付完成</Text>
          <Text className='xk-muted'>下载权限已更新，下载的资料会保存到你的云文库</Text>
        </View>
        <LoadView state={load.state} onRetry={load.reload} />
        {rights ? (
          <>
            <VipCard view={vip} onAction={() => navigate(urlOf('xkw/payment', { plan: 'xkw_year' }))} />
            <View className='xk-card'>
              <Text className='xk-card__title'>已购资料</Text>
              {rights.purchases.length === 0 ? <Text className='xk-muted'>还没有单独购买的资料</Text> : null}
              {rights.purchases.map((p) => (
                <View key={p.material.id} className='xk-purchase' data-testid='xkw-purchase'>
                  <MaterialCard material={p.material} onOpen={() => navigate(urlOf('xkw/bookDetail', { id: p.material.id }))} />
                  <View
                    className={`xk-btn xk-btn--small${busy ? ' xk-btn--disabled' : ''}`}
                    data-testid='xkw-purchase-download'
                    onClick={() => void download(p.material.id)}
                  >
                    下载到云文库
                  </View>
                </View>
              ))}
              <Text className='xk-muted'>
                今日已下载 {rights.downloads_today} 份{rights.downloads_before_code === 0 ? '，继续下载需短信验证' : ''}
              </Text>
            </View>
          </>
        ) : null}
        <View className='xk-btns'>
          <Text className='xk-btn xk-btn--ghost' onClick={() => navigate(urlOf('pages/tabbar/xkuPage'))}>
            返回资源库
          </Text>
          <Text className='xk-btn' onClick={() => navigate(urlOf('cloud/cloudLibrary'))}>
            查看云文库
          </Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(PaymentCheck)
