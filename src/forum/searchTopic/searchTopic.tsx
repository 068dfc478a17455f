import { View } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { PostResults, SearchBar, SearchStart, TagResults, TypeTabs, UserResults } from './parts/SearchParts'
import { useSearchTopic } from './useSearchTopic'
import './parts/search.scss'

/**
 * 搜索 (forum/searchTopic/searchTopic?level=): the box (focused; 取消 goes back); before searching the
 * device's last ten searches (清空) and hashtags to try; then results under 帖子 / 话题 / 用户 with the
 * searched words marked, the next page at reach-bottom. State in useSearchTopic, parts in
 * parts/SearchParts.tsx, rules in lib/searchHighlight.ts and lib/forumSearchHistory.ts.
 */
export default function SearchTopic() {
  const s = useSearchTopic()
  return (
    <PageShell>
      <View className='st-page' data-testid='search-page'>
        <View className='st-top'>
          <SearchBar text={s.text} problem={s.problem} onInput={s.type} onSearch={() => s.submit()} onClear={s.clear} onCancel={s.cancel} />
          {s.q ? <TypeTabs current={s.tab} onPick={s.pickTab} /> : null}
        </View>
        {!s.q ? <SearchStart history={s.history} suggestions={s.suggestions} onPick={s.submit} onClearHistory={s.clearHistory} /> : null}
        {s.q && s.tab === 'posts' ? <PostResults list={s.posts} q={s.q} qaTags={s.qaTags} onOpen={s.openPost} /> : null}
        {s.q && s.tab === 'tags' ? <TagResults list={s.tags} q={s.q} onOpen={s.openTag} /> : null}
        {s.q && s.tab === 'users' ? <UserResults list={s.users} q={s.q} onOpen={s.openUser} /> : null}
      </View>
    </PageShell>
  )
}
