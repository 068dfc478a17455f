import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { paramText } from '@/lib/circleView'
import { composeKindOf, postTabs } from '@/lib/composeForm'
import { ImageGrid } from '@/components/ImageUploadGrid'
import { BodyField, HashtagPicker, PlacePicker, QaTagPicker, RestoredNotice, SubmitBar, TitleField } from './compose/ComposeParts'
import { useCompose } from './compose/useCompose'

/**
 * 发布话题 / 提问: the forum's composer. `?kind=question` asks a question (title, body, up to 9
 * pictures, an optional QA tag); any other kind, or none, posts a topic (text, pictures, hashtags
 * typed with # or picked from suggestions). Both are filed under a level and a tab; `?circle=<slug>`
 * posts into that circle (发布到「圈子名」, the circle's level). State in
 * compose/useCompose.ts, parts in compose/ComposeParts.tsx, rules in lib/compose*.ts.
 */
export default function PostTopic() {
  const { params } = useRouter()
  const c = useCompose(composeKindOf(params.kind), paramText(params.circle))
  const config = c.config.data
  const question = c.kind === 'question'
  return (
    <PageShell>
      <View className='cp-page' data-testid='compose-page' data-kind={c.kind}>
        <LoadView state={c.config.state} onRetry={c.config.reload} />
        {config ? (
          <>
            {c.restored ? <RestoredNotice onClear={c.clearDraft} onDismiss={c.dismissRestored} /> : null}
            <View className='cp-card'>
              {question ? <TitleField value={c.form.title} onInput={c.setTitle} error={c.check.errors.title} /> : null}
              <BodyField
                value={c.form.body}
                placeholder={question ? '补充说明（选填）：背景、分数、已经了解到的情况…' : '分享你的经验、心得或日常，输入 # 添加话题'}
                onInput={c.setBody}
                error={c.check.errors.body}
              />
              <ImageGrid images={c.images.list} onPick={c.images.pick} onRetry={c.images.retry} onRemove={c.images.remove} onPreview={c.images.preview} />
            </View>
            {question ? null : (
              <HashtagPicker
                hashtags={c.hashtags}
                suggestions={c.suggestions}
                typing={c.typing}
                error={c.check.errors.hashtags}
                onPick={c.pickSuggestion}
                onRemove={c.removeHashtag}
              />
            )}
            <PlacePicker
              level={c.form.level}
              tabs={postTabs(config.TabConfig[c.form.level] ?? [])}
              tab={c.form.tab}
              onLevel={c.setLevel}
              onTab={c.setTab}
              circleName={c.circle?.name}
            />
            {question ? <QaTagPicker tags={config.QaTagConfig} current={c.form.qaTag} onPick={c.toggleQaTag} /> : null}
            <SubmitBar reason={c.check.first} error={c.sendError} sending={c.sending} onSubmit={c.submit} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
