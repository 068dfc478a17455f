import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { ENTRY_ROUTE } from '../routes'
import './NavBar.scss'

const home = () => {
  Taro.switchTab({ url: `/${ENTRY_ROUTE.page}` }).catch(() => undefined)
}

/** Back to the previous page, or home when this page was the first one opened (a link, a reload). */
export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) Taro.navigateBack().catch(home)
  else home()
}

/**
 * The H5 navigation bar of a non-tab page: its route title and a back button (PageShell draws it;
 * the mini-program keeps WeChat's own bar). Test hooks: [data-testid="navbar"], [data-testid="navbar-back"].
 */
export function NavBar({ title }: { title: string }) {
  return (
    <View className='navbar' data-testid='navbar'>
      <View className='navbar__back' data-testid='navbar-back' role='button' aria-label='返回' onClick={goBack} />
      <View className='navbar__title' role='heading' aria-level={1}>
        {title}
      </View>
    </View>
  )
}
