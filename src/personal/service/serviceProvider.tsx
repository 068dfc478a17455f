import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { SERVICE_HOURS } from '@types-contract/personalHelp'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import { SOFT_VERSION } from '@/lib/constants'
import { urlOf } from '@/routes'
import { configStore } from '@/stores'
import { callSupport } from './ServiceParts'
import './service.scss'

/**
 * 服务提供方: who provides the service this brand's app gives, and how to reach them: the brand's
 * name, its support phone (the server's SERVICE_PHONE, else the brand's; a tap calls), the hours,
 * its official site, the agreements, and 自助服务 / 意见反馈. The brand record carries no company
 * name, so none is shown rather than an invented one (docs/personal.md).
 */
function ServiceProviderPage() {
  const phone = configStore.servicePhone
  return (
    <PageShell>
      <View className='sv-page' data-testid='service-provider-page'>
        <View className='sv-hero'>
          <Image className='sv-hero__logo' src={BRAND.defaultAvatar} imgProps={{ alt: '' }} />
          <Text className='sv-hero__name' data-testid='provider-name'>
            {BRAND.appName}
          </Text>
          <Text className='sv-hero__text'>
            本应用的服务由 {BRAND.appName} 运营团队提供 · 版本 {SOFT_VERSION}
          </Text>
        </View>
        <View className='sv-card'>
          <View className='sv-row' data-testid='provider-phone' onClick={() => void callSupport(phone)}>
            <Text>客服电话</Text>
            <Text className='sv-row__value sv-row__value--link'>{phone}</Text>
          </View>
          <View className='sv-row'>
            <Text>服务时间</Text>
            <Text className='sv-row__value'>{SERVICE_HOURS}</Text>
          </View>
          <View className='sv-row'>
            <Text>官方网站</Text>
            <Text className='sv-row__value' userSelect>
              {BRAND.openInApp.officialSite}
            </Text>
          </View>
        </View>
        <View className='sv-card'>
          <View className='sv-row' onClick={() => navigate(urlOf('personal/service/selfService'))}>
            <Text>自助服务</Text>
            <Text className='sv-row__value'>›</Text>
          </View>
          <View className='sv-row' onClick={() => navigate(urlOf('personal/feedback'))}>
            <Text>意见反馈</Text>
            <Text className='sv-row__value'>›</Text>
          </View>
          <View className='sv-row' onClick={() => navigate(urlOf('personal/settings/policy'))}>
            <Text>用户协议与隐私政策</Text>
            <Text className='sv-row__value'>›</Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ServiceProviderPage)
