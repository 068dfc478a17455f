import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { JoinCard, LoginCard, ShareSection, SpaceCard } from '@/components/shares/DatabankParts'
import { useDatabank } from '@/components/shares/useDatabank'
import { loginUrlFor } from '@/lib/loginGuard'

/** My shares, then those I joined: each its first few and 全部 (share/shareSpaceList?list=). */
const SECTIONS = [
  { list: 'mine', title: '我创建的', empty: '还没有创建共享空间，点「创建共享空间」把资料分享给同学' },
  { list: 'joined', title: '我加入的', empty: '还没有加入共享空间，粘贴同学发来的口令即可加入' }
] as const

/**
 * 共享空间 (the second tab): my cloud space and the ways into the library (我的文库, 传输列表, 回收站,
 * 扩容), joining a shared space by pasting its link text, creating one, and the first of my shares
 * and of those I joined. Logged out: what it is for and 登录. State in components/shares/useDatabank.ts.
 */
function Databank() {
  const d = useDatabank()
  const data = d.page.data
  return (
    <PageShell tab='databank'>
      <View className='db-page' data-testid='databank-page'>
        <View className='db-head'>
          <Text className='db-head__title'>共享空间</Text>
          <Text className='db-head__sub'>存资料、传文件，和同学一起备考</Text>
        </View>
        {!d.loggedIn ? (
          <LoginCard onLogin={() => navigate(loginUrlFor('/pages/tabbar/databank'))} />
        ) : !data ? (
          <View className='db-card db-card--lift'>
            <LoadView state={d.page.state} onRetry={() => void d.page.reload()} />
          </View>
        ) : (
          <>
            <SpaceCard quota={data.quota} onOpen={(spec) => d.open(spec)} />
            <JoinCard paste={d.paste} onCreate={() => d.open('share/createShareSpace')} onSearch={() => d.open('share/shareSearchDetail')} />
            {SECTIONS.map((section) => (
              <ShareSection
                key={section.list}
                title={section.title}
                testId={`databank-${section.list}`}
                page={data[section.list]}
                empty={section.empty}
                onAll={() => d.open('share/shareSpaceList', { list: section.list })}
                onOpen={(id) => d.open('share/shareSpaceDetail', { id })}
              />
            ))}
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(Databank)
