import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { loginUrlFor } from '@/lib/loginGuard'
import { replacePageUrl } from '@/platform/pageQuery'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { DraftCard, EssayEditorCard, FreeWriteCard, GenreChips, LoginHint, PromptCard, PromptPanel, WriteTabs } from './WriteParts'
import { useEssayEditor } from './useEssayEditor'
import { useWriteHome, type WriteTab } from './useWriteHome'

const SPEC = 'study/write/index'

/** The editor of one draft (?draft=<device key>): the prompt, title, body, the count and the save line. */
function Editor({ draftKey, userId, onBack }: { draftKey: string; userId: number | null; onBack: () => void }) {
  const e = useEssayEditor(draftKey, userId)
  const back = () => void e.flush().finally(onBack)
  return (
    <View className='wr-page' data-testid='write-editor' data-key={draftKey}>
      <View className='wr-bar-top'>
        <Text className='wr-back' data-testid='write-back' onClick={back}>
          ‹ 我的草稿
        </Text>
      </View>
      {e.missing ? (
        <EmptyState testId='write-missing' title={e.missing} hint='回到我的草稿看看其他草稿' />
      ) : e.essay ? (
        <>
          <PromptPanel prompt={e.prompt} title={e.essay.prompt_title} />
          <EssayEditorCard title={e.essay.title} body={e.essay.body} progress={e.progress} sync={e.sync} onType={e.type} />
        </>
      ) : (
        <Text className='wr-muted'>加载中…</Text>
      )}
    </View>
  )
}

function Home({ tab, userId, onTab, onOpen }: { tab: WriteTab; userId: number | null; onTab: (tab: WriteTab) => void; onOpen: (key: string) => void }) {
  const h = useWriteHome(tab, userId)
  useReachBottom(() => (tab === 'prompts' ? h.prompts.loadMore() : h.drafts.loadMore()))
  const login = () => void Taro.navigateTo({ url: loginUrlFor(urlOf(SPEC, { tab: 'drafts' })) }).catch(() => undefined)
  return (
    <View className='wr-page' data-testid='write-home' data-tab={tab}>
      <WriteTabs tab={tab} onPick={onTab} />
      {tab === 'prompts' ? (
        <>
          <FreeWriteCard onStart={() => onOpen(h.start(null))} />
          <GenreChips genre={h.genre} onPick={h.pickGenre} />
          {h.prompts.state.items.map((p) => (
            <PromptCard key={p.id} prompt={p} onStart={() => onOpen(h.start(p))} />
          ))}
          <PagedStatus list={h.prompts} testId='write-prompts' emptyTitle='还没有作文题目' emptyHint='先试试自由写作吧' />
        </>
      ) : (
        <>
          {userId === null ? <LoginHint onLogin={login} /> : null}
          {h.rows.map((row) => (
            <DraftCard key={row.key} row={row} onOpen={() => onOpen(row.key)} onDelete={() => h.remove(row)} />
          ))}
          {userId === null ? (
            h.rows.length === 0 ? (
              <EmptyState testId='write-drafts-empty' title='还没有草稿' hint='选一个题目或自由写作，写下的内容会自动保存' />
            ) : null
          ) : h.rows.length > 0 && h.drafts.state.items.length === 0 && h.drafts.state.loaded ? null : (
            <PagedStatus list={h.drafts} testId='write-drafts' emptyTitle='还没有草稿' emptyHint='选一个题目或自由写作，写下的内容会自动保存' />
          )}
        </>
      )}
    </View>
  )
}

/**
 * 写作 (study/write/index?tab=prompts|drafts&draft=<key>): the prompts (示例数据) and free writing,
 * 我的草稿, and the editor with the live word count. The view is written into the page's address
 * (platform/pageQuery.ts), so a reload opens the same draft, its text read from the device at once.
 * Login is optional: a guest's drafts stay on the device (with a hint to log in), an account's are
 * saved to the server too. Rules: lib/essayDraft.ts, core/essayWords.ts.
 */
function WritePage() {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const [tab, setTab] = useState<WriteTab>(params.tab === 'drafts' ? 'drafts' : 'prompts')
  const [draft, setDraft] = useState<string | undefined>(params.draft || undefined)
  const userId = userStore.isLoggedIn && userStore.data.user_id > 0 ? userStore.data.user_id : null
  const show = (next: { tab: WriteTab; draft?: string }) => {
    setTab(next.tab)
    setDraft(next.draft)
    replacePageUrl(urlOf(SPEC, next.draft ? { draft: next.draft } : { tab: next.tab }))
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }
  return (
    <PageShell>
      {draft ? (
        <Editor key={`${draft}:${userId}`} draftKey={draft} userId={userId} onBack={() => show({ tab: 'drafts' })} />
      ) : (
        <Home tab={tab} userId={userId} onTab={(next) => show({ tab: next })} onOpen={(key) => show({ tab, draft: key })} />
      )}
    </PageShell>
  )
}

export default observer(WritePage)
