import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { GuideTips } from '@/components/GuideTips'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { spaceCard } from '@/lib/shareCards'
import { useShareCard } from '@/platform/shareCard'
import { ActionSheet } from '../components/CloudParts'
import { ShareMembers } from '../components/shareMembers'
import { ShareBanner, ShareFileSheet, ShareFiles, ShareHeader } from '../components/shareParts'
import { useShareSpace } from '../components/shareSpace'
import '../components/share.scss'

/**
 * 共享空间详情 (?id=, and ?code= when opened from a link): the share's card (name, owner, members,
 * items), 复制口令, 成员, 搜索, the owner's 管理 (添加文件, 重置链接, 封禁 / 解除封禁, 删除) or a member's
 * 退出; its files (folders open shareFileList; 禁止下载 marked, its 下载 refused); a banned share
 * shows its banner and, to a member, nothing inside. State in components/shareSpace.ts.
 */
export default function ShareSpaceDetail() {
  const { params } = useRouter()
  const id = Number(params.id)
  const s = useShareSpace(id, params.code || undefined)
  const { share, actions } = s
  useShareCard(share ? spaceCard(share) : null, urlOf('share/shareSpaceDetail', { id }))
  return (
    <PageShell>
      <View className='cl-page' data-testid='share-space-page'>
        {!share ? (
          <LoadView state={s.page.state} onRetry={() => void s.reload()} />
        ) : (
          <>
            <ShareHeader
              share={share}
              onCopy={share.code && !share.banned ? s.copy : undefined}
              onMembers={s.readable ? () => s.setPanel('members') : undefined}
              onSearch={s.readable ? () => navigate(urlOf('share/shareSearchDetail', { share_id: id })) : undefined}
              onMenu={s.menu.length ? () => s.setPanel('menu') : undefined}
            />
            <ShareBanner share={share} />
            {s.readable ? (
              <View className='sp-section'>
                <ShareFiles
                  list={s.list}
                  role={share.role}
                  actions={actions}
                  empty={share.role === 'owner' ? '还没有共享文件，点「管理」→「添加文件」' : '这个共享空间还没有文件'}
                />
                <GuideTips sets={['downloadTooltip']} />
              </View>
            ) : null}
          </>
        )}
        {share && s.panel === 'menu' ? (
          <ActionSheet title={share.name} testId='share-menu-sheet' items={s.menu} onPick={s.pickMenu} onClose={() => s.setPanel(null)} />
        ) : null}
        {share && s.panel === 'members' ? <ShareMembers share={share} onClose={() => s.setPanel(null)} onChanged={() => void s.reload()} /> : null}
        <ShareFileSheet actions={actions} />
      </View>
    </PageShell>
  )
}
