import { Text, View } from '@tarojs/components'
import type { ForumLevel } from '@types-contract/forum'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { useWelcome } from './useWelcome'
import '@/components/forum/forum.scss'
import './parts/welcome.scss'

const LEVELS: readonly { key: ForumLevel; label: string; hint: string }[] = [
  { key: 'middle_school', label: '高中', hint: '高考、选科、志愿填报' },
  { key: 'university', label: '大学', hint: '考研、求职、考公' }
]

/**
 * 欢迎 (forum/questionRanks/welcome): a first-time reader picks a level and the topics they care
 * about; the home tab then shows that level's feed with those tabs first (src/lib/forumPrefs.ts).
 * Opened from the home tab's welcome card and its level pill; no login needed.
 */
export default function Welcome() {
  const w = useWelcome()
  return (
    <PageShell>
      <View className='wl' data-testid='welcome-page'>
        <Text className='wl__title'>欢迎来到社区</Text>
        <Text className='wl__hint'>选一选，首页先给你看这些内容，之后随时可以在首页顶部修改</Text>
        <Text className='wl__label'>我是</Text>
        <View className='wl__levels'>
          {LEVELS.map((l) => (
            <View
              key={l.key}
              className={`wl__level${w.level === l.key ? ' wl__level--on' : ''}`}
              data-testid={`welcome-level-${l.key}`}
              role='radio'
              aria-checked={w.level === l.key}
              onClick={() => w.setLevel(l.key)}
            >
              <Text className='wl__level-name'>{l.label}</Text>
              <Text className='wl__level-hint'>{l.hint}</Text>
            </View>
          ))}
        </View>
        <Text className='wl__label'>感兴趣的话题（可多选）</Text>
        <LoadView state={w.config.state} onRetry={w.config.reload} />
        <View className='wl__chips'>
          {w.tabs.map((t) => (
            <View
              key={t.key}
              className={`fm-chip${w.interests.includes(t.key) ? ' fm-chip--on' : ''}`}
              data-testid={`welcome-interest-${t.key}`}
              role='checkbox'
              aria-checked={w.interests.includes(t.key)}
              onClick={() => w.toggle(t.key)}
            >
              <Text>{t.label}</Text>
            </View>
          ))}
        </View>
        <View className='wl__go' data-testid='welcome-save' role='button' onClick={w.save}>
          <Text>开始浏览</Text>
        </View>
      </View>
    </PageShell>
  )
}
