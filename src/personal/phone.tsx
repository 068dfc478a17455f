import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { maskPhone } from '@core/phone'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import './components/account.scss'

function Phone() {
  return (
    <PageShell>
      <View className='acct' data-testid='phone-page'>
        <View className='acct-card'>
          <Text className='acct-card__text'>当前绑定的手机号</Text>
          <Text className='acct-hero__title' data-testid='phone-bound'>
            {maskPhone(userStore.data.phone_number) || '未绑定'}
          </Text>
          <Text className='acct-card__text'>手机号用于登录和接收验证码。更换后请使用新手机号登录，旧手机号将无法再登录此账号。</Text>
        </View>
        <Button type='primary' block data-testid='phone-change' onClick={() => navigate(urlOf('personal/changePhone'))}>
          更换手机号
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(Phone)
