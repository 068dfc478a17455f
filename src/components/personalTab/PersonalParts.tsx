/**
 * The parts of the 我的 tab (pages/tabbar/personal): the profile header, the counts, the membership
 * card, the grid of areas and the rows of help and settings. Presentational: the page reads the
 * stores and passes what they show. Styles in pages/tabbar/tabs.scss.
 */
import { Image, Text, View } from '@tarojs/components'
import { AccessoryTag } from '@/components/AccessoryTag'
import { AvatarFrame } from '@/components/AvatarFrame'
import { navigate } from '@/components/nav'
import { ToolIcon } from '@/components/ToolIcon'
import type { MenuEntry } from '@/lib/personalMenu'
import { urlOf } from '@/routes'

interface ProfileProps {
  /** The avatar (the user's or the brand's default). */
  avatar: string
  name: string
  /** 高中生 · 高三, or the visitor's invitation to log in. */
  sub: string
  vip: boolean
  /** The pendant worn (its frame around the avatar) and the accessory (its tag beside the name); null: none. */
  pendant: string | null
  accessory: string | null
  onOpen: () => void
}

export function ProfileHeader({ avatar, name, sub, vip, pendant, accessory, onOpen }: ProfileProps) {
  return (
    <View className='profile' data-testid='profile' onClick={onOpen}>
      <AvatarFrame pendant={pendant}>
        <Image className='profile__avatar' src={avatar} mode='aspectFill' imgProps={{ alt: '' }} />
      </AvatarFrame>
      <View className='profile__info'>
        <View className='profile__name-row'>
          <Text className='profile__name' data-testid='profile-name'>
            {name}
          </Text>
          <AccessoryTag accessory={accessory} />
          {vip ? (
            <Text className='profile__vip' data-testid='profile-vip-badge'>
              VIP
            </Text>
          ) : null}
        </View>
        <Text className='profile__sub'>{sub}</Text>
      </View>
      <Text className='profile__arrow'>›</Text>
    </View>
  )
}

interface Stat {
  num: number
  label: string
  testId: string
  spec: string
  query?: Record<string, string>
}

/** The counts under the header (金币 → 任务中心, 关注, 粉丝), each opening its page. */
export function StatsRow({ stats }: { stats: readonly Stat[] }) {
  return (
    <View className='profile-stats'>
      {stats.map((s) => (
        <View key={s.testId} className='profile-stats__item' data-testid={s.testId} onClick={() => navigate(urlOf(s.spec, s.query))}>
          <Text className='profile-stats__num'>{s.num}</Text>
          <Text className='profile-stats__label'>{s.label}</Text>
        </View>
      ))}
    </View>
  )
}

interface VipProps {
  vip: boolean
  /** '会员到期 2026-06-01' for a member. */
  text: string
  onOpen: () => void
}

export function VipCard({ vip, text, onOpen }: VipProps) {
  return (
    <View className='vip-card' data-testid='profile-vip' onClick={onOpen}>
      <View className='vip-card__info'>
        <Text className='vip-card__title'>{vip ? '会员已开通' : '开通会员'}</Text>
        <Text className='vip-card__text'>{text}</Text>
      </View>
      <Text className='vip-card__action'>{vip ? '续费' : '立即开通'}</Text>
    </View>
  )
}

/** 我的服务: four to a row, one tile per area; the messages tile carries the unread badge. */
export function EntryGrid({ entries, badges }: { entries: readonly MenuEntry[]; badges: Readonly<Record<string, string>> }) {
  return (
    <View className='tab-card me-grid-card'>
      <Text className='tab-card__title'>我的服务</Text>
      <View className='me-grid' data-testid='personal-entries'>
        {entries.map((e) => (
          <View key={e.spec} className='me-grid__item' data-testid={e.testId} onClick={() => navigate(urlOf(e.spec))}>
            <View className='me-grid__icon-wrap'>
              {e.icon ? <ToolIcon name={e.icon} className='tab-grid__icon tab-grid__icon--drawn' /> : null}
              {badges[e.spec] ? (
                <Text className='me-grid__badge' data-testid={`${e.testId}-count`}>
                  {badges[e.spec]}
                </Text>
              ) : null}
            </View>
            <Text className='tab-grid__label'>{e.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** A titled group of rows (帮助与反馈, 设置). */
export function MenuRows({ title, rows }: { title: string; rows: readonly MenuEntry[] }) {
  return (
    <View className='me-rows'>
      <Text className='me-rows__title'>{title}</Text>
      <View className='menu'>
        {rows.map((r) => (
          <View key={r.spec} className='menu__item' data-testid={r.testId} onClick={() => navigate(urlOf(r.spec))}>
            <Text>{r.label}</Text>
            <Text className='menu__arrow'>›</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
