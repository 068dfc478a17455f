import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { logout, refreshUser } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { EntryGrid, MenuRows, ProfileHeader, StatsRow, VipCard } from '@/components/personalTab/PersonalParts'
import { BRAND } from '@/env'
import { chinaDate } from '@core/chinaTime'
import { SOFT_VERSION } from '@/lib/constants'
import { HELP_ROWS, MESSAGES_SPEC, PERSONAL_ENTRIES, SETTINGS_ROWS } from '@/lib/personalMenu'
import { badgeText } from '@/lib/unreadBadge'
import { urlOf } from '@/routes'
import { configStore, themeStore, userStore } from '@/stores'
import { THEME_LABELS, THEME_NAMES } from '@/theme/themes'
import './tabs.scss'

/**
 * 我的: who I am (avatar, name, identity and grade, VIP), my counts (金币 → 任务中心, 关注, 粉丝), the
 * membership card, a tile for every area of the personal centre (消息 with the unread count), help
 * and settings, the theme and 退出登录. A visitor sees 点击登录 and every tile leads through login.
 * The user is read again whenever the tab shows. Parts in components/personalTab/PersonalParts.tsx.
 */
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
      <ProfileHeader
        avatar={userStore.avatar}
        name={userStore.displayName}
        sub={loggedIn ? `${userStore.identityLabel}${d.grade ? ` · ${d.grade}` : ''}` : '登录后同步志愿表、收藏与学习记录'}
        vip={userStore.isVip}
        pendant={loggedIn ? d.worn_pendant : null}
        accessory={loggedIn ? d.worn_accessory : null}
        onOpen={() => (loggedIn ? navigate(urlOf('personal/edite')) : toLogin())}
      />

      {loggedIn ? (
        <StatsRow
          stats={[
            { num: d.num_coins, label: '金币', testId: 'profile-coins', spec: 'personal/taskcenter/index' },
            { num: d.following_num, label: '关注', testId: 'profile-follow', spec: 'personal/follow/follow' },
            { num: d.follower_num, label: '粉丝', testId: 'profile-fans', spec: 'personal/follow/follow', query: { tab: 'followers' } }
          ]}
        />
      ) : null}

      <VipCard
        vip={userStore.isVip}
        text={userStore.isVip ? `会员到期 ${chinaDate(d.vip.vip_date_end)}` : 'AI志愿填报 · 全部功能解锁'}
        onOpen={() => (loggedIn ? navigate(urlOf('pages/vip/index')) : toLogin())}
      />

      <EntryGrid entries={PERSONAL_ENTRIES} badges={{ [MESSAGES_SPEC]: loggedIn ? badgeText(d.unReadMessageCount) : '' }} />
      <MenuRows title='帮助与反馈' rows={HELP_ROWS} />
      <MenuRows title='设置' rows={SETTINGS_ROWS} />

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
