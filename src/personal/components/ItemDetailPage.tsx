import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ITEM_KIND_NAMES, type ItemKind } from '@types-contract/personalItems'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { itemStatus } from '@/lib/wearView'
import { userStore } from '@/stores'
import { DressPreview, ItemButton } from './ItemParts'
import { useItemDetail } from './useItemDetail'
import './items.scss'

/**
 * A pendant's or accessory's page (pendantDetail / accessoryDetail, ?key=): it on my avatar or
 * beside my name, what it is, how to get it, my state and its one button. Open to visitors (the
 * button then asks to log in).
 */
function ItemDetailPage({ kind }: { kind: ItemKind }) {
  const { params } = useRouter()
  const d = useItemDetail(kind, params.key ?? '')
  const item = d.detail?.item
  const loggedIn = userStore.isLoggedIn
  return (
    <PageShell>
      <View className='it-page' data-testid='item-detail' data-kind={kind}>
        <LoadView state={d.load.state} onRetry={d.load.reload} />
        {item ? (
          <>
            <DressPreview
              avatar={userStore.avatar}
              name={userStore.displayName}
              pendant={kind === 'pendant' ? item.key : userStore.data.worn_pendant}
              accessory={kind === 'accessory' ? item.key : userStore.data.worn_accessory}
            />
            <View className='it-detail'>
              <Text className='it-detail__title' data-testid='item-name'>
                {item.name}
              </Text>
              <Text className='it-detail__desc'>{item.description}</Text>
              <View className='it-detail__row'>
                <Text>类型</Text>
                <Text className='it-detail__value'>{ITEM_KIND_NAMES[kind]}</Text>
              </View>
              <View className='it-detail__row'>
                <Text>获得方式</Text>
                <Text className='it-detail__value' data-testid='item-obtain'>
                  {item.obtain}
                </Text>
              </View>
              {loggedIn ? (
                <View className='it-detail__row'>
                  <Text>状态</Text>
                  <Text className='it-detail__value' data-testid='item-status'>
                    {item.owned ? itemStatus(item) : '未拥有'}
                  </Text>
                </View>
              ) : null}
              {d.detail?.num_coins !== null && d.detail?.num_coins !== undefined ? (
                <View className='it-detail__row'>
                  <Text>我的金币</Text>
                  <Text className='it-detail__value'>{d.detail.num_coins}</Text>
                </View>
              ) : null}
              <View className='it-detail__action'>
                <ItemButton item={item} loggedIn={loggedIn} busy={d.actions.busy === item.key} onAction={() => d.actions.act(item, d.detail?.num_coins ?? 0)} />
              </View>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(ItemDetailPage)
