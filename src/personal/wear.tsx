import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ITEM_KINDS, ITEM_KIND_NAMES, type Item } from '@types-contract/personalItems'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { ITEM_DETAIL_PAGES, itemKindOf } from '@/lib/wearView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { DressPreview, ItemBar, ItemCard } from './components/ItemParts'
import { useWear } from './components/useWear'

/**
 * 我的装扮 (?kind=pendant|accessory): my avatar and name dressed in the chosen item, tabs 挂件 and
 * 饰品, each with what I own (worn first) and the shop (by price, then those a task unlocks); the bar
 * below wears, takes off or buys the chosen item (with a confirmation) or leads to its task. State
 * in components/useWear.ts; parts in components/ItemParts.tsx.
 */
function WearPage() {
  const { params } = useRouter()
  const w = useWear(itemKindOf(params.kind) ?? 'pendant')
  const avatar = userStore.avatar
  const grid = (items: Item[], testId: string) => (
    <View className='it-grid' data-testid={testId}>
      {items.map((item) => (
        <ItemCard key={item.key} item={item} avatar={avatar} chosen={w.chosen?.key === item.key} onChoose={() => w.choose(item)} />
      ))}
    </View>
  )
  return (
    <PageShell>
      <View className='it-page' data-testid='wear-page'>
        <LoadView state={w.load.state} onRetry={w.load.reload} />
        {w.catalogue ? (
          <>
            <DressPreview avatar={avatar} name={userStore.displayName} pendant={w.preview.pendant} accessory={w.preview.accessory} />
            <View className='it-tabs'>
              {ITEM_KINDS.map((kind) => (
                <Text key={kind} className={`it-tab${w.kind === kind ? ' it-tab--on' : ''}`} data-testid='wear-tab' data-kind={kind} onClick={() => w.setKind(kind)}>
                  {ITEM_KIND_NAMES[kind]}
                </Text>
              ))}
            </View>
            <Text className='it-section'>我的{ITEM_KIND_NAMES[w.kind]}</Text>
            {w.owned.length > 0 ? grid(w.owned, 'wear-owned') : <Text className='it-empty'>还没有{ITEM_KIND_NAMES[w.kind]}，用金币购买或完成任务获得</Text>}
            <Text className='it-section'>
              {ITEM_KIND_NAMES[w.kind]}商店 · 我的金币 <Text data-testid='wear-coins'>{w.catalogue.num_coins ?? 0}</Text>
            </Text>
            {w.shop.length > 0 ? grid(w.shop, 'wear-shop') : <Text className='it-empty'>全部{ITEM_KIND_NAMES[w.kind]}都已拥有</Text>}
            {w.chosen ? (
              <ItemBar
                item={w.chosen}
                loggedIn={userStore.isLoggedIn}
                busy={w.actions.busy === w.chosen.key}
                onAction={() => w.chosen && w.actions.act(w.chosen, w.catalogue?.num_coins ?? 0)}
                onDetail={() => w.chosen && navigate(urlOf(ITEM_DETAIL_PAGES[w.chosen.kind], { key: w.chosen.key }))}
              />
            ) : null}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(WearPage)
