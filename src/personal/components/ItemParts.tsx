import { Image, Text, View } from '@tarojs/components'
import type { Item } from '@types-contract/personalItems'
import { AccessoryTag } from '@/components/AccessoryTag'
import { AvatarFrame } from '@/components/AvatarFrame'
import { itemAction, itemStatus } from '@/lib/wearView'
import './items.scss'

/** The user's avatar and name dressed in `pendant` and `accessory` (keys; null: none). */
export function DressPreview({ avatar, name, pendant, accessory }: { avatar: string; name: string; pendant: string | null; accessory: string | null }) {
  return (
    <View className='it-preview' data-testid='dress-preview' data-pendant={pendant ?? ''} data-accessory={accessory ?? ''}>
      <AvatarFrame pendant={pendant}>
        <Image className='it-preview__avatar' src={avatar} mode='aspectFill' imgProps={{ alt: '' }} />
      </AvatarFrame>
      <View className='it-preview__name'>
        <Text>{name}</Text>
        <AccessoryTag accessory={accessory} />
      </View>
    </View>
  )
}

/** An item in the grid: how it looks (a pendant on the avatar, an accessory's tag), its name and status. */
export function ItemCard({ item, avatar, chosen, onChoose }: { item: Item; avatar: string; chosen: boolean; onChoose: () => void }) {
  return (
    <View
      className={`it-card${chosen ? ' it-card--chosen' : ''}`}
      data-testid='item-card'
      data-kind={item.kind}
      data-key={item.key}
      data-owned={String(item.owned)}
      data-worn={String(item.worn)}
      onClick={onChoose}
    >
      <View className='it-card__look'>
        {item.kind === 'pendant' ? (
          <AvatarFrame pendant={item.key}>
            <Image className='it-card__avatar' src={avatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          </AvatarFrame>
        ) : (
          <AccessoryTag accessory={item.key} />
        )}
      </View>
      <Text className='it-card__name'>{item.name}</Text>
      <Text className={`it-card__status${item.worn ? ' it-card__status--worn' : ''}`}>{itemStatus(item)}</Text>
    </View>
  )
}

interface ButtonProps {
  item: Item
  loggedIn: boolean
  busy: boolean
  onAction: () => void
}

/** The item's one button (wearView.itemAction): 佩戴, 取下, 购买 · N 金币, 去完成任务, 登录后获取. */
export function ItemButton({ item, loggedIn, busy, onAction }: ButtonProps) {
  const { label, action } = itemAction(item, loggedIn)
  return (
    <View className={`it-btn it-btn--${action}${busy ? ' it-btn--busy' : ''}`} data-testid='item-action' data-action={action} onClick={busy ? undefined : onAction}>
      {label}
    </View>
  )
}

/** The bar under 我的装扮's grid: the chosen item, how to get it, its button and the way to its page. */
export function ItemBar({ onDetail, ...button }: ButtonProps & { onDetail: () => void }) {
  const { item } = button
  return (
    <View className='it-bar' data-testid='item-bar' data-key={item.key}>
      <View className='it-bar__info' onClick={onDetail}>
        <Text className='it-bar__name'>
          {item.name} <Text className='it-bar__more'>详情 ›</Text>
        </Text>
        <Text className='it-bar__obtain'>{item.owned ? item.description : item.obtain}</Text>
      </View>
      <ItemButton {...button} />
    </View>
  )
}
