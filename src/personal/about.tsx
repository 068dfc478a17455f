import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND } from '@/env'
import { APP_VERSION, SOFT_VERSION } from '@/lib/constants'
import { urlOf } from '@/routes'
import { configStore } from '@/stores'
import './components/account.scss'

function About() {
  const phone = configStore.servicePhone
  return (
    <PageShell>
      <View className='acct' data-testid='about-page'>
        <View className='acct-card' style={{ alignItems: 'center', padding: '56px 32px' }}>
          <Image className='acct-avatar acct-avatar--large' src={BRAND.defaultAvatar} imgProps={{ alt: '' }} />
          <Text className='acct-hero__title' data-testid='about-name'>
            {BRAND.appName}
          </Text>
          <Text className='acct-card__text' data-testid='about-version'>
            版本 {SOFT_VERSION}（{APP_VERSION}）
          </Text>
          <Text className='acct-card__text'>高考志愿填报与学习社区</Text>
        </View>
        <View className='acct-menu' style={{ margin: 0 }}>
          <View className='acct-menu__item' data-testid='about-phone' onClick={() => Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}>
            <Text>客服电话</Text>
            <Text className='acct-menu__value'>{phone}</Text>
          </View>
          <View className='acct-menu__item' onClick={() => navigate(urlOf('personal/settings/policy'))}>
            <Text>用户协议与隐私政策</Text>
            <Text className='acct-menu__arrow'>›</Text>
          </View>
          <View className='acct-menu__item' onClick={() => navigate(urlOf('personal/settings/infoProtect'))}>
            <Text>个人信息保护</Text>
            <Text className='acct-menu__arrow'>›</Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(About)
