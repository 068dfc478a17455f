import { Text, View } from '@tarojs/components'
import type { Address } from '@types-contract/addresses'
import { DefaultTag } from '@/components/AddressBar'
import { addressLine } from '@/lib/addressForm'
import './address.scss'

interface CardProps {
  address: Address
  /** addressList's choose mode: the one orders ship to is outlined. */
  chosen: boolean
  busy: boolean
  onTap: () => void
  onDefault: () => void
  onEdit: () => void
  onDelete: () => void
}

/** An address of the list: who, where, and 设为默认 · 编辑 · 删除. */
export function AddressCard({ address: a, chosen, busy, onTap, onDefault, onEdit, onDelete }: CardProps) {
  const guard = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    if (!busy) fn()
  }
  return (
    <View className={`ad-card${chosen ? ' ad-card--chosen' : ''}`} data-testid='address' data-id={a.id} data-default={String(a.is_default)} onClick={onTap}>
      <View className='ad-card__who'>
        <Text>{a.name}</Text>
        <Text className='ad-card__mobile'>{a.mobile}</Text>
        {a.is_default ? <DefaultTag /> : null}
      </View>
      <Text className='ad-card__where'>{addressLine(a)}</Text>
      <View className='ad-card__tools'>
        <View className='ad-card__set' data-testid='address-default' onClick={guard(onDefault)}>
          <View className={`ad-check${a.is_default ? ' ad-check--on' : ''}`} />
          <Text>{a.is_default ? '默认地址' : '设为默认'}</Text>
        </View>
        <Text data-testid='address-edit' onClick={guard(onEdit)}>
          编辑
        </Text>
        <Text className='ad-danger' data-testid='address-delete' onClick={guard(onDelete)}>
          删除
        </Text>
      </View>
    </View>
  )
}
