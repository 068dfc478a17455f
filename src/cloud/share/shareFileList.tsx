import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { fetchShare } from '@/api/cloudShares'
import { withErrorText } from '@/api/errorText'
import { GuideTips } from '@/components/GuideTips'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { decodeParam } from '@/lib/edu'
import { useShareFileActions, useShareFiles } from '../components/shareFiles'
import { ShareBanner, ShareFileSheet, ShareFiles } from '../components/shareParts'
import '../components/share.scss'

/**
 * 共享文件 (?id=&parent=&name=): a folder inside a shared space, its live content, folders first;
 * deeper folders open this page again. Files marked 禁止下载 are refused with a toast (the server
 * refuses them too). The share is read first for the caller's role (the owner downloads anything).
 */
export default function ShareFileList() {
  const { params } = useRouter()
  const id = Number(params.id)
  const parent = Number(params.parent)
  const name = decodeParam(params.name) ?? ''
  useEffect(() => {
    if (name) void Taro.setNavigationBarTitle({ title: name })
  }, [name])
  const page = usePageLoad(() => withErrorText(fetchShare(id, undefined, { quiet: true }), '共享空间不存在或已被删除'))
  const share = page.data
  const readable = share !== undefined && (share.role === 'owner' || !share.banned)
  const list = useShareFiles(id, parent, readable)
  const actions = useShareFileActions(share?.role ?? 'member', list)
  return (
    <PageShell>
      <View className='cl-page' data-testid='share-folder-page'>
        {!share ? (
          <LoadView state={page.state} onRetry={() => void page.reload()} />
        ) : !readable ? (
          <ShareBanner share={share} />
        ) : (
          <View className='sp-section sp-section--top'>
            <ShareFiles list={list} role={share.role} actions={actions} empty='这个文件夹是空的' />
            <GuideTips sets={['downloadTooltip']} />
          </View>
        )}
        <ShareFileSheet actions={actions} />
      </View>
    </PageShell>
  )
}
