import { Input, Text, View } from '@tarojs/components'
import { FORUM_LEVELS, FORUM_LIMITS, type ForumLevel } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { charCount, counterText } from '@/lib/composeForm'
import { hashtagText } from '@/lib/forumView'
import { TextArea } from '@/platform/TextArea'
import './compose.scss'

const LEVEL_LABELS: Record<ForumLevel, string> = { middle_school: '高中版', university: '大学版' }

/** A field's counter, red past its limit. */
function Counter({ text, max, testId }: { text: string; max: number; testId: string }) {
  return (
    <Text className={`cp-counter${charCount(text) > max ? ' cp-counter--over' : ''}`} data-testid={testId}>
      {counterText(text, max)}
    </Text>
  )
}

/** 已恢复上次未发布的草稿, with 清空 (start over) and 知道了. */
export function RestoredNotice({ onClear, onDismiss }: { onClear: () => void; onDismiss: () => void }) {
  return (
    <View className='cp-notice' data-testid='compose-restored'>
      <Text className='cp-notice__text'>已恢复上次未发布的草稿</Text>
      <Text className='cp-notice__action' data-testid='compose-clear-draft' onClick={onClear}>
        清空
      </Text>
      <Text className='cp-notice__action' onClick={onDismiss}>
        知道了
      </Text>
    </View>
  )
}

export function TitleField({ value, onInput, error }: { value: string; onInput: (v: string) => void; error: string | undefined }) {
  return (
    <View className='cp-field'>
      <Input
        className='cp-title'
        data-testid='compose-title'
        value={value}
        placeholder={`标题：一句话说清你的问题（${FORUM_LIMITS.titleMin}-${FORUM_LIMITS.titleMax} 字）`}
        placeholderStyle='color:#bbb'
        maxlength={FORUM_LIMITS.titleMax + 20}
        onInput={(e) => onInput(e.detail.value)}
      />
      <View className='cp-field__foot'>
        <Text className='cp-field__error'>{value !== '' && error ? error : ''}</Text>
        <Counter text={value} max={FORUM_LIMITS.titleMax} testId='compose-title-count' />
      </View>
    </View>
  )
}

interface BodyProps {
  value: string
  placeholder: string
  onInput: (v: string) => void
  error: string | undefined
}

export function BodyField({ value, placeholder, onInput, error }: BodyProps) {
  return (
    <View className='cp-field'>
      <TextArea className='cp-body' testId='compose-body' value={value} placeholder={placeholder} maxLength={FORUM_LIMITS.bodyMax + 100} onInput={onInput} />
      <View className='cp-field__foot'>
        <Text className='cp-field__error'>{value !== '' && error ? error : ''}</Text>
        <Counter text={value} max={FORUM_LIMITS.bodyMax} testId='compose-body-count' />
      </View>
    </View>
  )
}

interface HashtagsProps {
  hashtags: { tag: string; picked: boolean }[]
  suggestions: string[]
  typing: string | undefined
  error: string | undefined
  onPick: (word: string) => void
  onRemove: (tag: string) => void
}

/** A topic's hashtags (picked ones with ×; typed ones live in the text) and the suggestions, narrowed while a '#word' is typed. */
export function HashtagPicker({ hashtags, suggestions, typing, error, onPick, onRemove }: HashtagsProps) {
  return (
    <View className='cp-section' data-testid='compose-hashtags'>
      <View className='cp-section__head'>
        <Text className='cp-section__title'>话题</Text>
        <Text className={`cp-counter${hashtags.length > FORUM_LIMITS.hashtagsMax ? ' cp-counter--over' : ''}`}>
          {hashtags.length}/{FORUM_LIMITS.hashtagsMax} · 输入 # 添加
        </Text>
      </View>
      {hashtags.length > 0 ? (
        <View className='cp-chips'>
          {hashtags.map(({ tag, picked }) => (
            <View key={tag} className='cp-chip cp-chip--on' data-testid='compose-hashtag' data-tag={tag}>
              <Text>{hashtagText(tag)}</Text>
              {picked ? (
                <Text className='cp-chip__x' data-testid='compose-hashtag-remove' onClick={() => onRemove(tag)}>
                  ×
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      ) : null}
      {error ? <Text className='cp-field__error'>{error}</Text> : null}
      <Text className='cp-section__sub'>{typing ? `匹配「${typing}」的话题` : '推荐话题'}</Text>
      <View className='cp-chips' data-testid='compose-suggestions'>
        {suggestions.length === 0 ? <Text className='cp-section__sub'>{typing ? '没有匹配的话题，继续输入即可新建' : '暂无推荐'}</Text> : null}
        {suggestions.map((word) => (
          <View key={word} className='cp-chip' data-testid='compose-suggestion' data-tag={word} onClick={() => onPick(word)}>
            <Text>{hashtagText(word)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

interface PlaceProps {
  level: ForumLevel
  tabs: readonly TabConfigItem[]
  tab: string
  onLevel: (level: ForumLevel) => void
  onTab: (tab: string) => void
  /** Posting into a circle (?circle=): its name, and the level is the circle's. */
  circleName?: string
}

/** Where the post goes: 高中版 / 大学版 (the user's own first), or 发布到「圈子」 in its level, and a tab of that level. */
export function PlacePicker({ level, tabs, tab, onLevel, onTab, circleName }: PlaceProps) {
  return (
    <View className='cp-section' data-testid='compose-place'>
      <View className='cp-section__head'>
        {circleName !== undefined ? (
          <Text className='cp-section__title' data-testid='compose-circle'>
            发布到「{circleName}」
          </Text>
        ) : (
          <Text className='cp-section__title'>发布到</Text>
        )}
        <View className='cp-levels' role='radiogroup'>
          {/* A circle's posts go to its level: only that one is shown. */}
          {FORUM_LEVELS.filter((l) => circleName === undefined || l === level).map((l) => (
            <View
              key={l}
              className={`cp-level${l === level ? ' cp-level--on' : ''}`}
              data-testid={`compose-level-${l}`}
              role='radio'
              aria-checked={l === level}
              onClick={() => onLevel(l)}
            >
              <Text>{LEVEL_LABELS[l]}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='cp-chips'>
        {tabs.map((t) => (
          <View
            key={t.key}
            className={`cp-chip${t.key === tab ? ' cp-chip--on' : ''}`}
            data-testid={`compose-tab-${t.key}`}
            role='radio'
            aria-checked={t.key === tab}
            onClick={() => onTab(t.key)}
          >
            <Text>{t.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** A question's QA tag, optional: a second tap drops it. */
export function QaTagPicker({ tags, current, onPick }: { tags: readonly TabConfigItem[]; current: string | null; onPick: (key: string) => void }) {
  if (tags.length === 0) return null
  return (
    <View className='cp-section' data-testid='compose-qa-tags'>
      <View className='cp-section__head'>
        <Text className='cp-section__title'>问答标签</Text>
        <Text className='cp-section__sub'>选填</Text>
      </View>
      <View className='cp-chips'>
        {tags.map((t) => (
          <View
            key={t.key}
            className={`cp-chip${t.key === current ? ' cp-chip--on' : ''}`}
            data-testid={`compose-qa-${t.key}`}
            aria-pressed={t.key === current}
            onClick={() => onPick(t.key)}
          >
            <Text>{t.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

interface SubmitProps {
  /** Why 发布 is off; undefined when the post is ready. */
  reason: string | undefined
  error: string | undefined
  sending: boolean
  onSubmit: () => void
}

/** The bar at the bottom: the reason 发布 is off (or the send's error), and 发布. */
export function SubmitBar({ reason, error, sending, onSubmit }: SubmitProps) {
  const off = reason !== undefined || sending
  return (
    <View className='cp-bar'>
      <Text className={`cp-bar__note${error ? ' cp-bar__note--error' : ''}`} data-testid='compose-reason'>
        {error ?? reason ?? ''}
      </Text>
      <View className={`cp-bar__send${off ? ' cp-bar__send--off' : ''}`} data-testid='compose-submit' role='button' aria-disabled={off} onClick={onSubmit}>
        <Text>{sending ? '发布中…' : '发布'}</Text>
      </View>
    </View>
  )
}
