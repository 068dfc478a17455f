import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ENTRY_ROUTE, routeByPage } from '../routes'
import { PageShell } from './PageShell'
import './UnderConstruction.scss'

/** The one page every route shows until it is built: says so honestly and offers a way out. */
export function UnderConstruction({ page }: { page: string }) {
  const route = routeByPage(page)
  const goBack = () => {
    if (Taro.getCurrentPages().length > 1) Taro.navigateBack()
    else Taro.switchTab({ url: `/${ENTRY_ROUTE.page}` })
  }
  return (
    <PageShell>
      <View className='under-construction' data-testid='under-construction'>
        <Text className='under-construction__title'>{route?.title ?? page}</Text>
        <Text className='under-construction__badge'>功能建设中</Text>
        <Text className='under-construction__text'>这个页面正在建设，敬请期待。</Text>
        <Button type='primary' data-testid='under-construction-back' onClick={goBack}>
          返回
        </Button>
        <Button fill='none' data-testid='under-construction-home' onClick={() => Taro.switchTab({ url: `/${ENTRY_ROUTE.page}` })}>
          回到首页
        </Button>
      </View>
    </PageShell>
  )
}
