import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { FEEDBACK_LIMITS } from '@types-contract/personalFeedback'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { categoriesOf } from '@/lib/feedbackForm'
import { nameOf } from '@/lib/peopleView'
import { ImageGrid } from '@/components/ImageUploadGrid'
import { BodyField, CategoryChips, ContactField, HistoryItem, SubmitButton } from './components/FeedbackParts'
import { PagedStatus } from '@/components/PagedStatus'
import { useFeedback } from './components/useFeedback'
import './components/people.scss'
import './components/feedback.scss'

/**
 * 意见反馈 (login), or 举报 a user with ?type=report&user_id= (peopleInfo's ··· → 举报): a category,
 * the text (5-500 characters, counted), up to six pictures (compressed and uploaded as the composer's,
 * with progress and retry), an optional contact; 提交 says why it is off until the form is ready. My
 * earlier feedback and reports follow, each with its state and the staff reply. State in
 * components/useFeedback.ts, rules in lib/feedbackForm.ts.
 */
export default function FeedbackPage() {
  const f = useFeedback()
  const report = f.mode?.kind === 'report'
  useEffect(() => {
    if (report) Taro.setNavigationBarTitle({ title: '举报' }).catch(() => undefined)
  }, [report])

  if (!f.mode) {
    return (
      <PageShell>
        <EmptyState testId='feedback-no-target' title='举报对象不存在' hint='请从用户主页的「···」进入举报' />
      </PageShell>
    )
  }
  const history = f.history.state
  return (
    <PageShell>
      <View className='fb-page' data-testid='feedback-page' data-mode={f.mode.kind}>
        {f.target ? (
          <>
            <LoadView state={f.target.state} onRetry={f.target.reload} />
            {f.target.data ? (
              <Text className='fb-section' data-testid='feedback-target'>
                举报用户：{nameOf(f.target.data)}
              </Text>
            ) : null}
          </>
        ) : null}
        <View className='fb-card'>
          <Text className='fb-card__title'>{report ? '举报原因' : '问题类型'}</Text>
          <CategoryChips options={categoriesOf(f.mode)} current={f.form.category} onPick={(category) => f.change({ category })} />
          <Text className='fb-card__title'>{report ? '举报说明' : '问题描述'}</Text>
          <BodyField
            value={f.form.body}
            placeholder={report ? '请说明 TA 的哪些行为违反了社区规范' : `请详细描述你遇到的问题或建议（${FEEDBACK_LIMITS.bodyMin}-${FEEDBACK_LIMITS.bodyMax} 字）`}
            error={f.check.errors.body}
            onInput={(body) => f.change({ body })}
          />
          <Text className='fb-card__title'>图片（选填）</Text>
          <ImageGrid
            images={f.images.list}
            max={FEEDBACK_LIMITS.imagesMax}
            onPick={f.images.pick}
            onRetry={f.images.retry}
            onRemove={f.images.remove}
            onPreview={f.images.preview}
          />
          <Text className='fb-card__title'>联系方式</Text>
          <ContactField value={f.form.contact} error={f.check.errors.contact} onInput={(contact) => f.change({ contact })} />
        </View>
        <SubmitButton reason={f.check.first} error={f.sendError} sending={f.sending} onSubmit={f.submit} />

        <Text className='fb-section'>我的反馈与举报</Text>
        <View data-testid='feedback-history'>
          {history.items.map((item) => (
            <HistoryItem key={item.id} item={item} />
          ))}
          <PagedStatus list={f.history} testId='feedback-history' emptyTitle='还没有反馈记录' emptyHint='提交后，客服的回复会显示在这里，也会通过消息通知你' />
        </View>
      </View>
    </PageShell>
  )
}
