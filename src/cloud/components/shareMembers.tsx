import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CloudShareDetail, CloudShareMember } from '@types-contract/cloudShares'
import { fetchMembers, removeMember } from '@/api/cloudShares'
import { useCursorList } from '@/components/useCursorList'
import { toast } from '@/platform/toast'
import { actionFailed } from './fileActions'
import { ListStates } from './shareParts'
import './cloud.scss'
import './share.scss'

/** 成员: the owner first, then members latest joined first; the owner removes one (who can join again until the link is reset). */
export function ShareMembers({ share, onClose, onChanged }: { share: CloudShareDetail; onClose: () => void; onChanged: () => void }) {
  const list = useCursorList((cursor) => fetchMembers(share.id, cursor, { quiet: true }), [share.id], { keyOf: (m) => m.user_id })
  const remove = async (member: CloudShareMember) => {
    const { confirm } = await Taro.showModal({ title: '移出成员', content: `将「${member.username || '该成员'}」移出共享空间？如不想让其再次加入，请在管理中重置链接。` })
    if (!confirm) return
    try {
      await removeMember(share.id, member.user_id, { quiet: true })
      list.setItems((items) => items.filter((m) => m.user_id !== member.user_id))
      toast('已移出')
      onChanged()
    } catch (e) {
      actionFailed(e, '操作失败，请稍后再试')
    }
  }
  return (
    <View className='cl-mask' onClick={onClose} catchMove>
      <View className='cl-sheet sp-members' data-testid='share-members-sheet' onClick={(e) => e.stopPropagation()}>
        <View className='cl-sheet__title'>
          <Text>成员（{share.member_count + 1}人）</Text>
        </View>
        <View className='sp-members__list'>
          <View className='sp-member'>
            {share.owner.avatar_url ? (
              <Image className='sp-member__avatar' src={share.owner.avatar_url} mode='aspectFill' imgProps={{ alt: '' }} />
            ) : (
              <View className='sp-member__avatar' />
            )}
            <Text className='sp-member__name'>{share.owner.username || '同学'}</Text>
            <Text className='sh-badge'>创建者</Text>
          </View>
          <ListStates list={list} empty='还没有成员，复制口令发给同学吧' testId='share-member-list'>
            {list.state.items.map((m) => (
              <View key={m.user_id} className='sp-member' data-testid='share-member' data-id={m.user_id}>
                {m.avatar_url ? (
                  <Image className='sp-member__avatar' src={m.avatar_url} mode='aspectFill' imgProps={{ alt: '' }} />
                ) : (
                  <View className='sp-member__avatar' />
                )}
                <Text className='sp-member__name'>{m.username || '同学'}</Text>
                <Text className='sp-member__day'>{m.joined_at.slice(0, 10)} 加入</Text>
                {share.role === 'owner' ? (
                  <Text className='sp-member__remove' data-testid='share-member-remove' onClick={() => void remove(m)}>
                    移出
                  </Text>
                ) : null}
              </View>
            ))}
          </ListStates>
        </View>
        <View className='cl-sheet__cancel' onClick={onClose}>
          <Text>关闭</Text>
        </View>
      </View>
    </View>
  )
}
