import { Text } from '@tarojs/components'
import { ACCESSORY_LOOKS, itemOf } from '@core/personalItems'
import './AccessoryTag.scss'

/** The accessory (name tag) someone wears, beside their name on a profile; nothing for none or an unknown key. */
export function AccessoryTag({ accessory }: { accessory: string | null | undefined }) {
  const item = accessory ? itemOf('accessory', accessory) : undefined
  if (!item) return null
  const look = ACCESSORY_LOOKS[item.key]
  return (
    <Text className='accessory-tag' data-testid='accessory-tag' data-accessory={item.key} style={{ background: look.background, color: look.color }}>
      {item.name}
    </Text>
  )
}
