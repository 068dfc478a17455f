import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { BRAND } from '@/env'
import { urlOf } from '@/routes'
import { themeStore, userStore } from '@/stores'
import { THEME_LABELS, THEME_NAMES } from '@/theme/themes'
import './tabs.scss'

function Personal() {
  return (
    <PageShell tab='personal'>
      <View
        className='profile'
        data-testid='profile'
        onClick={() => !userStore.isLoggedIn && Taro.navigateTo({ url: urlOf('personal/loginWithPhone') })}
      >
        <Image className='profile__avatar' src={BRAND.defaultAvatar} />
        <Text className='profile__name'>{userStore.isLoggedIn ? '已登录' : '点击登录'}</Text>
      </View>
      <View className='tab-card' data-testid='theme-switch'>
        <Text className='tab-card__title'>主题颜色</Text>
        <View className='theme-options'>
          {THEME_NAMES.map((name) => (
            <Button
              key={name}
              size='small'
              type={themeStore.name === name ? 'primary' : 'default'}
              data-testid={`theme-${name}`}
              onClick={() => themeStore.setTheme(name)}
            >
              {THEME_LABELS[name]}
            </Button>
          ))}
        </View>
      </View>
      <View className='tab-card'>
        <Text className='tab-card__text'>客服电话 {BRAND.supportPhone}</Text>
      </View>
    </PageShell>
  )
}

export default observer(Personal)
