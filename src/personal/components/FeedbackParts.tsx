/**
 * The parts of 意见反馈 (personal/feedback): the category chips, the text with its counter, the
 * contact field, 提交 with the reason it is off, and an earlier item with its reply. The pictures are
 * the composer's ImageGrid. What people wrote is rendered as text.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import { FEEDBACK_LIMITS, type FeedbackItem } from '@types-contract/personalFeedback'
import { mediaUrl } from '@/api/forum'
import { chinaFormat } from '@core/chinaTime'
import { charCount } from '@core/feedback'
import { categoryLabel, FEEDBACK_STATUS_LABELS } from '@/lib/feedbackForm'
import { previewImage } from '@/platform/previewImage'
import { TextArea } from '@/platform/TextArea'
import './feedback.scss'

export function CategoryChips({ options, current, onPick }: { options: readonly string[]; current: string | null; onPick: (key: string) => void }) {
  return (
    <View className='fb-chips' data-testid='feedback-categories'>
      {options.map((key) => (
        <Text
          key={key}
          className={`fb-chip${key === current ? ' fb-chip--on' : ''}`}
          data-testid='feedback-category'
          data-key={key}
          aria-selected={key === current}
          onClick={() => onPick(key)}
        >
          {categoryLabel(key)}
        </Text>
      ))}
    </View>
  )
}

export function BodyField({ value, placeholder, error, onInput }: { value: string; placeholder: string; error: string | undefined; onInput: (v: string) => void }) {
  const over = charCount(value.trim()) > FEEDBACK_LIMITS.bodyMax
  return (
    <View className='fb-field'>
      <TextArea className='fb-body' testId='feedback-body' value={value} placeholder={placeholder} maxLength={FEEDBACK_LIMITS.bodyMax + 100} onInput={onInput} />
      <View className='fb-field__foot'>
        <Text className='fb-field__error'>{value !== '' && error ? error : ''}</Text>
        <Text className={`fb-counter${over ? ' fb-counter--over' : ''}`} data-testid='feedback-body-count'>
          {charCount(value.trim())}/{FEEDBACK_LIMITS.bodyMax}
        </Text>
      </View>
    </View>
  )
}

export function ContactField({ value, error, onInput }: { value: string; error: string | undefined; onInput: (v: string) => void }) {
  return (
    <View className='fb-field'>
      <Input
        className='fb-contact'
        data-testid='feedback-contact'
        value={value}
        placeholder='手机号、微信号或邮箱（选填，方便我们联系你）'
        placeholderStyle='color:#bbb'
        maxlength={FEEDBACK_LIMITS.contactMax + 10}
        onInput={(e) => onInput(e.detail.value)}
      />
      {error ? <Text className='fb-field__error'>{error}</Text> : null}
    </View>
  )
}

export function SubmitButton({ reason, error, sending, onSubmit }: { reason: string | undefined; error: string | undefined; sending: boolean; onSubmit: () => void }) {
  const off = reason !== undefined || sending
  return (
    <View className='fb-submit-wrap'>
      <Text className={`fb-submit__note${error ? ' fb-submit__note--error' : ''}`} data-testid='feedback-reason'>
        {error ?? reason ?? ''}
      </Text>
      <View className={`fb-submit${off ? ' fb-submit--off' : ''}`} data-testid='feedback-submit' role='button' aria-disabled={off} onClick={onSubmit}>
        <Text>{sending ? '提交中…' : '提交'}</Text>
      </View>
    </View>
  )
}

/** An earlier feedback or report: its category, state and time, what was written, the pictures (tap to preview), the reply. */
export function HistoryItem({ item }: { item: FeedbackItem }) {
  const urls = item.images.map((image) => mediaUrl(image.url))
  return (
    <View className='fb-item' data-testid='feedback-item' data-id={String(item.id)} data-status={item.status}>
      <View className='fb-item__head'>
        <Text className='fb-item__category'>
          {item.kind === 'report' ? '举报 · ' : ''}
          {categoryLabel(item.category)}
        </Text>
        <Text className={`fb-status fb-status--${item.status}`}>{FEEDBACK_STATUS_LABELS[item.status]}</Text>
      </View>
      {item.target_user ? <Text className='fb-item__sub'>举报对象：{item.target_user.username}</Text> : null}
      <Text className='fb-item__body' data-testid='feedback-item-body'>
        {item.body}
      </Text>
      {item.images.length ? (
        <View className='fb-thumbs'>
          {item.images.map((image, i) => (
            <Image
              key={image.url}
              className='fb-thumb'
              src={mediaUrl(image.thumb_url)}
              mode='aspectFill'
              lazyLoad
              imgProps={{ alt: '查看大图' }}
              onClick={() => previewImage(urls, urls[i])}
            />
          ))}
        </View>
      ) : null}
      <Text className='fb-item__sub'>{chinaFormat(item.created_at, 'YYYY-MM-DD HH:mm')}</Text>
      {item.reply ? (
        <View className='fb-reply' data-testid='feedback-reply'>
          <Text className='fb-reply__title'>客服回复{item.replied_at ? ` · ${chinaFormat(item.replied_at, 'MM-DD HH:mm')}` : ''}</Text>
          <Text className='fb-reply__text' data-testid='feedback-reply-text'>
            {item.reply}
          </Text>
        </View>
      ) : null}
    </View>
  )
}
