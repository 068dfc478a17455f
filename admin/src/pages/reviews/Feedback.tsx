/** 用户反馈 (FEEDBACK_PATHS.staff): feedback and reports of users, open ones oldest first; one reply each, which the user reads. */
import { Datagrid, FunctionField, SelectInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Chip, Typography } from '@mui/material'
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_KINDS, FEEDBACK_LIMITS, FEEDBACK_STATUSES, type StaffFeedbackItem } from '../../../../types/personalFeedback'
import { EmptyState } from '../../components/EmptyState'
import { Images } from '../../components/Images'
import { ReasonDialog } from '../../components/ReasonDialog'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的反馈' />

const RESOURCE = 'feedback'
const KIND_NAMES: Record<(typeof FEEDBACK_KINDS)[number], string> = { feedback: '意见反馈', report: '举报用户' }
const STATUS_NAMES: Record<(typeof FEEDBACK_STATUSES)[number], string> = { open: '待回复', replied: '已回复' }
const filters = [
  <SelectInput key='status' source='status' label='状态' choices={FEEDBACK_STATUSES.map((id) => ({ id, name: STATUS_NAMES[id] }))} alwaysOn />,
  <SelectInput key='kind' source='kind' label='类型' choices={FEEDBACK_KINDS.map((id) => ({ id, name: KIND_NAMES[id] }))} alwaysOn emptyText='全部' />
]

function Reply() {
  const item = useRecordContext<StaffFeedbackItem>()
  const consoleApi = useConsole()
  if (!item || item.status !== 'open') return null
  return (
    <ReasonDialog
      label='回复'
      title={`回复 ${item.user.username}`}
      fieldLabel='回复内容（用户可见，只能回复一次）'
      required
      maxLength={FEEDBACK_LIMITS.replyMax}
      variant='contained'
      done='已回复'
      onConfirm={(reply) => consoleApi.act(RESOURCE, item.id, 'reply', { reply })}
    />
  )
}

export function FeedbackList() {
  return (
    <QueueList resource={RESOURCE} title='用户反馈' filters={filters} filterDefaultValues={{ status: 'open' }} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField
          label='类型'
          sortable={false}
          render={(f: StaffFeedbackItem) => (
            <Box>
              <Chip size='small' label={KIND_NAMES[f.kind]} color={f.kind === 'report' ? 'warning' : 'default'} />
              <Typography variant='caption' display='block' color='text.secondary'>
                {FEEDBACK_CATEGORY_LABELS[f.category as keyof typeof FEEDBACK_CATEGORY_LABELS] ?? f.category}
              </Typography>
            </Box>
          )}
        />
        <FunctionField label='用户' sortable={false} render={(f: StaffFeedbackItem) => `${f.user.username}（#${f.user.user_id}）`} />
        <FunctionField
          label='内容'
          sortable={false}
          render={(f: StaffFeedbackItem) => (
            <Box sx={{ maxWidth: 420 }}>
              <Typography variant='body2'>{f.body}</Typography>
              {f.target_user ? (
                <Typography variant='caption' color='text.secondary'>
                  被举报：{f.target_user.username}（#{f.target_user.user_id}）
                </Typography>
              ) : null}
              {f.reply ? (
                <Typography variant='caption' display='block' color='primary'>
                  已回复：{f.reply}
                </Typography>
              ) : null}
            </Box>
          )}
        />
        <FunctionField label='图片' sortable={false} render={(f: StaffFeedbackItem) => <Images images={f.images} />} />
        <FunctionField label='联系方式' sortable={false} render={(f: StaffFeedbackItem) => f.contact || '—'} />
        <FunctionField label='提交时间' sortable={false} render={(f: StaffFeedbackItem) => time(f.created_at)} />
        <Reply />
      </Datagrid>
    </QueueList>
  )
}
