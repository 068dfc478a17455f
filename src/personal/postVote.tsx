import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { OptionsEditor, PlacePicker, QuestionFields, Settings, SubmitBar } from './vote/PostVoteParts'
import { usePostVote } from './vote/usePostVote'

/**
 * 发起投票 (login required): the question, an optional description, 2-10 options, single or
 * multiple choice, a deadline preset, the level and tab; 发布投票 opens the new vote's page. State in
 * vote/usePostVote.ts, parts in vote/PostVoteParts.tsx. Observes the stores for the tab config.
 */
function PostVotePage() {
  const v = usePostVote()
  const { draft } = v
  return (
    <PageShell>
      <View className='pv-page' data-testid='vote-compose'>
        <QuestionFields title={draft.title} body={draft.body} onTitle={v.setTitle} onBody={v.setBody} />
        <OptionsEditor options={draft.options} onText={v.setOptionText} onAdd={v.addOption} onRemove={v.removeOption} />
        <Settings multiple={draft.multiple} days={draft.days} now={Date.now()} onMultiple={v.setMultiple} onDays={v.setDays} />
        <PlacePicker level={draft.level} tab={draft.tab} tabs={v.tabs} onLevel={v.setLevel} onTab={v.setTab} />
        <SubmitBar error={v.error} sending={v.sending} onSubmit={v.submit} />
      </View>
    </PageShell>
  )
}

export default observer(PostVotePage)
