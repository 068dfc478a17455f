import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PROGRESS_LIMITS } from '@types-contract/forumProgress'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { progressLength, progressState } from '@/lib/progressView'
import { TextArea } from '@/platform/TextArea'
import { useQuestionFeedback } from './useQuestionFeedback'
import './questionFeedback.scss'

/**
 * 问题反馈 (?id=<question id>, login): the asker writes how their question turned out and may mark it
 * solved (已解决). Someone else's question says who may write here. State in useQuestionFeedback.
 */
export default function QuestionFeedbackPage() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const f = useQuestionFeedback(id)
  const thread = f.load.data
  const length = progressLength(f.text)
  const off = f.problem !== undefined || f.sending
  return (
    <PageShell>
      <View className='qf-page' data-testid='feedback-page'>
        <LoadView state={f.load.state} onRetry={f.load.reload} />
        {thread && !thread.is_author ? <EmptyState testId='feedback-not-author' title='只有提问者可以更新进展' hint='你可以在问题页查看它的进展' /> : null}
        {thread?.is_author ? (
          <>
            <View className='qf-question'>
              <View className='qf-question__row'>
                <Text className='qf-question__label'>问题</Text>
                <Text className='qf-question__state'>{progressState(thread.solved_at).text}</Text>
              </View>
              <Text className='qf-question__title' data-testid='feedback-title'>
                {thread.title}
              </Text>
            </View>
            <View className='qf-card'>
              <TextArea
                className='qf-input'
                testId='feedback-input'
                value={f.text}
                placeholder='说说问题的最新进展：后来怎么决定的，结果如何，哪条建议帮到了你…'
                maxLength={PROGRESS_LIMITS.bodyMax}
                onInput={f.setText}
              />
              <Text className={`qf-count${length > PROGRESS_LIMITS.bodyMax ? ' qf-count--over' : ''}`} data-testid='feedback-count'>
                {length}/{PROGRESS_LIMITS.bodyMax}
              </Text>
            </View>
            <View className='qf-card qf-switch-row' onClick={() => f.setSolved(!f.solved)}>
              <View className='qf-switch-row__text'>
                <Text className='qf-switch-row__title'>问题已解决</Text>
                <Text className='qf-switch-row__hint'>打开后，问题会标记为「已解决」</Text>
              </View>
              <View className={`qf-switch${f.solved ? ' qf-switch--on' : ''}`} role='switch' aria-checked={f.solved} data-testid='feedback-solved'>
                <View className='qf-switch__knob' />
              </View>
            </View>
            <Text className='qf-note'>进展会通知回答过这个问题的人。</Text>
            {f.sendError ? (
              <Text className='qf-error' data-testid='feedback-error'>
                {f.sendError}
              </Text>
            ) : null}
            <View className={`qf-submit${off ? ' qf-submit--off' : ''}`} role='button' aria-disabled={off} data-testid='feedback-submit' onClick={f.submit}>
              <Text>{f.sending ? '提交中…' : '提交'}</Text>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
