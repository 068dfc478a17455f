import { Input, Text, View } from '@tarojs/components'
import { ESSAY_GENRE_NAMES, ESSAY_GENRES, ESSAY_LIMITS, type EssayGenre, type EssayPrompt, type EssayPromptCard } from '@types-contract/writing'
import type { EssayProgress } from '@core/essayWords'
import { SYNC_TEXT, type DraftRow, type SyncState } from '@/lib/essayDraft'
import { TextArea } from '@/platform/TextArea'
import type { WriteTab } from './useWriteHome'
import './write.scss'

export function WriteTabs({ tab, onPick }: { tab: WriteTab; onPick: (tab: WriteTab) => void }) {
  const tabs: [WriteTab, string][] = [
    ['prompts', '作文题目'],
    ['drafts', '我的草稿']
  ]
  return (
    <View className='wr-tabs'>
      {tabs.map(([key, label]) => (
        <View key={key} className={`wr-tab${tab === key ? ' wr-tab--on' : ''}`} data-testid={`write-tab-${key}`} onClick={() => onPick(key)}>
          {label}
        </View>
      ))}
    </View>
  )
}

export function GenreChips({ genre, onPick }: { genre: EssayGenre | undefined; onPick: (genre: EssayGenre | undefined) => void }) {
  const chips: [EssayGenre | undefined, string][] = [[undefined, '全部'], ...ESSAY_GENRES.map((g): [EssayGenre, string] => [g, ESSAY_GENRE_NAMES[g]])]
  return (
    <View className='wr-chips'>
      {chips.map(([key, label]) => (
        <Text key={label} className={`wr-chip${genre === key ? ' wr-chip--on' : ''}`} data-testid='write-genre' onClick={() => onPick(key)}>
          {label}
        </Text>
      ))}
    </View>
  )
}

export function FreeWriteCard({ onStart }: { onStart: () => void }) {
  return (
    <View className='wr-free' data-testid='write-free' onClick={onStart}>
      <View className='wr-free__text'>
        <Text className='wr-free__title'>自由写作</Text>
        <Text className='wr-free__hint'>不选题目，写你想写的，边写边自动保存</Text>
      </View>
      <Text className='wr-free__go'>开始写 ›</Text>
    </View>
  )
}

export function PromptCard({ prompt, onStart }: { prompt: EssayPromptCard; onStart: () => void }) {
  return (
    <View className='wr-card' data-testid='write-prompt' data-id={prompt.id}>
      <View className='wr-card__head'>
        <Text className='wr-card__title'>{prompt.title}</Text>
        <Text className='wr-tag'>{prompt.genre_name}</Text>
        {prompt.is_demo ? <Text className='wr-tag wr-tag--demo'>示例数据</Text> : null}
      </View>
      <Text className='wr-card__excerpt'>{prompt.excerpt}</Text>
      <View className='wr-card__foot'>
        <Text className='wr-muted'>不少于 {prompt.target_words} 字</Text>
        <Text className='wr-card__btn' data-testid='write-prompt-start' onClick={onStart}>
          写这篇
        </Text>
      </View>
    </View>
  )
}

export function DraftCard({ row, onOpen, onDelete }: { row: DraftRow; onOpen: () => void; onDelete: () => void }) {
  return (
    <View className='wr-card' data-testid='write-draft' data-key={row.key}>
      <View className='wr-card__body' onClick={onOpen}>
        <View className='wr-card__head'>
          <Text className='wr-card__title'>{row.title}</Text>
          {row.badge ? <Text className='wr-tag wr-tag--warn'>{row.badge}</Text> : null}
        </View>
        <Text className='wr-muted'>{row.prompt}</Text>
        <Text className='wr-card__excerpt'>{row.excerpt || '（还没有正文）'}</Text>
      </View>
      <View className='wr-card__foot'>
        <Text className='wr-muted' data-testid='write-draft-words'>
          {row.words} 字 · {row.time}
        </Text>
        <View className='wr-card__actions'>
          <Text className='wr-card__link wr-card__link--danger' data-testid='write-draft-delete' onClick={onDelete}>
            删除
          </Text>
          <Text className='wr-card__btn' data-testid='write-draft-open' onClick={onOpen}>
            继续写
          </Text>
        </View>
      </View>
    </View>
  )
}

export function LoginHint({ onLogin }: { onLogin: () => void }) {
  return (
    <View className='wr-login' data-testid='write-login-hint'>
      <Text className='wr-login__text'>未登录时草稿只保存在本机。登录后草稿会保存到云端，换设备也能接着写。</Text>
      <Text className='wr-login__btn' data-testid='write-login' onClick={onLogin}>
        去登录
      </Text>
    </View>
  )
}

export function PromptPanel({ prompt, title }: { prompt: EssayPrompt | undefined; title: string | null }) {
  if (title === null) return <Text className='wr-muted wr-prompt-free'>自由写作</Text>
  return (
    <View className='wr-prompt' data-testid='write-prompt-panel'>
      <View className='wr-card__head'>
        <Text className='wr-card__title'>题目：{title}</Text>
        {prompt?.is_demo ? <Text className='wr-tag wr-tag--demo'>示例数据</Text> : null}
      </View>
      {prompt
        ? prompt.body.split('\n').map((line, i) => (
            <Text key={i} className='wr-prompt__line'>
              {line}
            </Text>
          ))
        : null}
    </View>
  )
}

interface EditorProps {
  title: string
  body: string
  progress: EssayProgress
  sync: SyncState
  onType: (text: { title?: string; body?: string }) => void
}

export function EssayEditorCard({ title, body, progress, sync, onType }: EditorProps) {
  return (
    <View className='wr-editor'>
      <Input
        className='wr-editor__title'
        data-testid='write-title'
        value={title}
        maxlength={ESSAY_LIMITS.titleMax}
        placeholder='作文标题（选填）'
        placeholderStyle='color:#bbb'
        onInput={(e) => onType({ title: e.detail.value })}
      />
      <TextArea
        className='wr-editor__body'
        testId='write-body'
        value={body}
        maxLength={ESSAY_LIMITS.bodyMax}
        placeholder='在这里开始写作…'
        onInput={(value) => onType({ body: value })}
      />
      <View className='wr-count' data-testid='write-count' data-count={progress.count}>
        <View className='wr-count__line'>
          <Text className='wr-count__text'>{progress.text}</Text>
          <Text className={`wr-count__hint${progress.reached ? ' wr-count__hint--done' : ''}`}>{progress.hint}</Text>
        </View>
        <View className='wr-bar'>
          <View className={`wr-bar__fill${progress.reached ? ' wr-bar__fill--done' : ''}`} style={{ width: `${progress.percent}%` }} />
        </View>
        <Text className={`wr-sync wr-sync--${sync}`} data-testid='write-sync' data-sync={sync}>
          {SYNC_TEXT[sync]}
        </Text>
      </View>
    </View>
  )
}
