import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { logout, refreshUser } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND } from '@/env'
import { chinaDate } from '@core/chinaTime'
import { SOFT_VERSION } from '@/lib/constants'
import { urlOf } from '@/routes'
import { configStore, themeStore, userStore } from '@/stores'
import { THEME_LABELS, THEME_NAMES } from '@/theme/themes'
import './tabs.scss'

const MENU: [label: string, spec: string, testId: string][] = [
  ['我的消息', 'personal/message', 'menu-messages'],
  ['我的收藏', 'personal/favorites', 'menu-favorites'],
  ['黑名单', 'personal/blackList', 'menu-blacklist'],
  ['编辑资料', 'personal/edite', 'menu-edite'],
  ['绑定手机', 'personal/phone', 'menu-phone'],
  ['切换身份', 'personal/switchIdentity', 'menu-identity'],
  ['用户协议与隐私政策', 'personal/settings/policy', 'menu-policy'],
  ['个人信息保护', 'personal/settings/infoProtect', 'menu-info-protect'],
  ['关于我们', 'personal/about', 'menu-about']
]

function Personal() {
  useDidShow(() => {
    if (userStore.isLoggedIn) refreshUser().catch(() => undefined)
  })
  const loggedIn = userStore.isLoggedIn
  const d = userStore.data
  const toLogin = () => navigate(urlOf('personal/loginWithPhone'))

  const confirmLogout = async () => {
    const { confirm } = await Taro.showModal({ title: '退出登录', content: '退出后本机的登录状态和数据将被清除，确定退出吗？' })
    if (!confirm) return
    await logout()
    Taro.showToast({ title: '已退出登录', icon: 'none' }).catch(() => undefined)
  }

  return (
    <PageShell tab='personal'>
      <View className='profile' data-testid='profile' onClick={() => (loggedIn ? navigate(urlOf('personal/edite')) : toLogin())}>
        <Image className='profile__avatar' src={userStore.avatar} mode='aspectFill' />
        <View className='profile__info'>
          <Text className='profile__name' data-testid='profile-name'>
            {userStore.displayName}
          </Text>
          <Text className='profile__sub'>{loggedIn ? `${userStore.identityLabel}${d.grade ? ` · ${d.grade}` : ''}` : '登录后同步志愿表、收藏与学习记录'}</Text>
        </View>
        <Text className='profile__arrow'>›</Text>
      </View>

      {loggedIn ? (
        <View className='profile-stats'>
          <View className='profile-stats__item' data-testid='profile-coins'>
            <Text className='profile-stats__num'>{d.num_coins}</Text>
            <Text className='profile-stats__label'>金币</Text>
          </View>
          <View className='profile-stats__item' data-testid='profile-follow' onClick={() => navigate(urlOf('personal/follow/follow'))}>
            <Text className='profile-stats__num'>{d.following_num}</Text>
            <Text className='profile-stats__label'>关注</Text>
          </View>
          <View className='profile-stats__item' data-testid='profile-fans' onClick={() => navigate(urlOf('personal/follow/follow', { tab: 'followers' }))}>
            <Text className='profile-stats__num'>{d.follower_num}</Text>
            <Text className='profile-stats__label'>粉丝</Text>
          </View>
        </View>
      ) : null}

      <View className='vip-card' data-testid='profile-vip' onClick={() => (loggedIn ? navigate(urlOf('pages/vip/index')) : toLogin())}>
        <View className='vip-card__info'>
          <Text className='vip-card__title'>{userStore.isVip ? '会员已开通' : '开通会员'}</Text>
          <Text className='vip-card__text'>{userStore.isVip ? `会员到期 ${chinaDate(d.vip.vip_date_end)}` : 'AI志愿填报 · 全部功能解锁'}</Text>
        </View>
        <Text className='vip-card__action'>{userStore.isVip ? '续费' : '立即开通'}</Text>
      </View>

      <View className='menu'>
        {MENU.map(([label, spec, testId]) => (
          <View key={spec} className='menu__item' data-testid={testId} onClick={() => navigate(urlOf(spec))}>
            <Text>{label}</Text>
            {spec === 'personal/message' && loggedIn && d.unReadMessageCount > 0 ? (
              <Text className='menu__badge' data-testid='menu-messages-count'>
                {d.unReadMessageCount}
              </Text>
            ) : null}
            <Text className='menu__arrow'>›</Text>
          </View>
        ))}
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

      {loggedIn ? (
        <View className='logout-wrap'>
          <Button block data-testid='logout' onClick={confirmLogout}>
            退出登录
          </Button>
        </View>
      ) : null}

      <View className='tab-footer'>
        <Text>客服电话 {configStore.servicePhone}</Text>
        <Text>
          {BRAND.appName} · 版本 {SOFT_VERSION}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(Personal)
