import { Text, View } from '@tarojs/components'
import type { CloudShareSummary } from '@types-contract/cloudShares'
import { shareMeta, shareOwnerText } from '@/lib/shareView'
import './shares.scss'

/** The mark of a share the staff banned (a list row, a share's card). */
export function BannedBadge() {
  return (
    <Text className='sh-badge sh-badge--banned' data-testid='share-banned'>
      已封禁
    </Text>
  )
}

/** A shared space in a list (the databank tab, share/shareSpaceList): its name, whose, members and items, 已封禁. */
export function ShareRow({ share, onOpen }: { share: CloudShareSummary; onOpen: () => void }) {
  return (
    <View className='sh-row' data-testid='share-row' data-id={share.id} data-name={share.name} onClick={onOpen}>
      <View className={`sh-row__icon${share.role === 'owner' ? ' sh-row__icon--mine' : ''}`}>
        <Text>{[...share.name][0] ?? '共'}</Text>
      </View>
      <View className='sh-row__text'>
        <Text className='sh-row__name'>{share.name}</Text>
        <Text className='sh-row__meta'>{`${shareOwnerText(share)} · ${shareMeta(share)}`}</Text>
      </View>
      {share.banned ? <BannedBadge /> : null}
      <Text className='sh-row__arrow'>›</Text>
    </View>
  )
}
