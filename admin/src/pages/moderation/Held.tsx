/**
 * 待审核内容: posts, answers and replies held by the sensitive-word list (STAFF_PATHS.staffHeld),
 * oldest first. Each row releases the item (published: everyone sees it) or hides it (nobody sees it,
 * its author included), through the same audited routes as 按编号处理.
 */
import { Datagrid, FunctionField, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Chip, Stack, Typography } from '@mui/material'
import { STAFF_PATHS, type StaffHeldItem } from '../../../../types/forumStaff'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有待审核的内容' hint='含敏感词的帖子、回答和回复会先进入这里，放行后才对其他用户可见' />

const RESOURCE = 'forum-held'

/** The release / hide route of the post, or of the answer or reply. */
const actionPath = (item: StaffHeldItem, action: 'release' | 'hide') =>
  item.reply_id === null ? `${STAFF_PATHS.staffPosts}${item.post_id}/${action}/` : `${STAFF_PATHS.staffReplies}${item.reply_id}/${action}/`

const testKey = (item: StaffHeldItem) => `${item.kind}-${item.reply_id ?? item.post_id}`

function Content(_props: { label?: string }) {
  const item = useRecordContext<StaffHeldItem>()
  if (!item) return null
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant='body2' sx={{ fontWeight: 500 }}>
        {item.text}
      </Typography>
      <Typography variant='caption' color='text.secondary'>
        {item.reply_id === null ? `帖子 #${item.post_id}` : `帖子 #${item.post_id} 的回复 #${item.reply_id}`}
      </Typography>
    </Box>
  )
}

function Actions() {
  const item = useRecordContext<StaffHeldItem>()
  const consoleApi = useConsole()
  if (!item) return null
  const what = item.kind === 'post' ? '帖子' : '回复'
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      <ActionDialog
        label='放行'
        variant='contained'
        description={`放行这条${what}：它立即对所有人可见，作者会收到通知。`}
        done={`已放行${what}`}
        testId={`held-release-${testKey(item)}`}
        onConfirm={() => consoleApi.call('POST', actionPath(item, 'release'))}
      />
      <ActionDialog
        label='隐藏'
        color='error'
        description={`隐藏这条${what}：任何人（包括作者）都看不到它，作者会收到通知。`}
        done={`已隐藏${what}`}
        testId={`held-hide-${testKey(item)}`}
        onConfirm={() => consoleApi.call('POST', actionPath(item, 'hide'))}
      />
    </Stack>
  )
}

export function HeldList() {
  return (
    <QueueList resource={RESOURCE} title='待审核内容' empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField label='类型' sortable={false} render={(r: StaffHeldItem) => (r.kind === 'post' ? '帖子' : '回复')} />
        <Content label='内容' />
        <FunctionField
          label='命中敏感词'
          sortable={false}
          render={(r: StaffHeldItem) =>
            r.word ? (
              <Chip size='small' color='warning' label={r.word} />
            ) : (
              <Typography variant='caption' color='text.secondary'>
                已不在词表中
              </Typography>
            )
          }
        />
        <FunctionField label='作者' sortable={false} render={(r: StaffHeldItem) => `${r.author.username}（#${r.author.user_id}）`} />
        <FunctionField label='发布时间' sortable={false} render={(r: StaffHeldItem) => time(r.created_at)} />
        <Actions />
      </Datagrid>
    </QueueList>
  )
}
