import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CollectionKind } from '@types-contract/personalCollections'
import { useCollect } from './useCollect'
import './CollectButton.scss'

interface Props {
  kind: CollectionKind
  /** An institution id or a major code. */
  id: number | string
  /** This page's URL, where a visitor comes back after logging in. */
  here: string
}

/** ☆ 收藏 / ★ 已收藏 on an institution's or a major's page (the hero's corner). */
export const CollectButton = observer(function CollectButton({ kind, id, here }: Props) {
  const c = useCollect(kind, id, here)
  return (
    <View
      className={`collect-btn${c.collected ? ' collect-btn--on' : ''}${c.busy ? ' collect-btn--busy' : ''}`}
      data-testid='collect-toggle'
      role='button'
      aria-pressed={c.collected}
      onClick={c.toggle}
    >
      <Text className='collect-btn__star'>{c.collected ? '★' : '☆'}</Text>
      <Text>{c.collected ? '已收藏' : '收藏'}</Text>
    </View>
  )
})
