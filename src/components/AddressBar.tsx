/**
 * The order pages' shipping address (print's cloudPrintOrder and lockPrintOrder, the mall's
 * goodsOrder): who and where with ›, or 添加收货地址 when there is none. Moved here from
 * cloud/print so the market package shares it (subpackages never import each other).
 */
import { Text, View } from '@tarojs/components'
import type { PrintOrderAddress } from '@types-contract/print'
import { addressLine } from '@/lib/addressForm'
import './AddressBar.scss'

/** 默认 next to the default address (here and on print/addressList's cards). */
export const DefaultTag = () => <Text className='ad-default'>默认</Text>

export function AddressBar({ address, isDefault, onTap }: { address: PrintOrderAddress | null; isDefault?: boolean; onTap?: () => void }) {
  return (
    <View className='ad-bar' data-testid='order-address' data-empty={String(!address)} onClick={onTap}>
      <View className='ad-bar__icon' />
      {address ? (
        <View className='ad-bar__text'>
          <View className='ad-card__who'>
            <Text data-testid='order-address-name'>{address.name}</Text>
            <Text className='ad-card__mobile'>{address.mobile}</Text>
            {isDefault ? <DefaultTag /> : null}
          </View>
          <Text className='ad-card__where' data-testid='order-address-line'>
            {addressLine(address)}
          </Text>
        </View>
      ) : (
        <View className='ad-bar__text'>
          <Text className='ad-bar__add'>添加收货地址</Text>
        </View>
      )}
      {onTap ? <Text className='ad-bar__arrow'>›</Text> : null}
    </View>
  )
}
