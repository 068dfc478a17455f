/**
 * 举报处理: the forum's open reports, oldest first (STAFF_PATHS.staffReports, cursor-paged). Each
 * row acts on what was reported: hide or restore the post or reply, dismiss the reports, mute or
 * unmute its author. Acting on the target resolves every open report of it.
 */
import { Datagrid, FunctionField, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Chip, Stack, Typography } from '@mui/material'
import { STAFF_PATHS, type StaffReport } from '../../../../types/forumStaff'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'
import { MuteButtons } from './MuteButtons'

const EMPTY = <EmptyState title='没有待处理的举报' hint='用户举报帖子或回复后会出现在这里' />

const RESOURCE = 'forum-reports'
const STATUS_NAMES: Record<string, string> = { published: '已发布', hidden: '已隐藏', held: '待审核', deleted: '已删除' }

/** hide / restore on the post, or on the answer or reply when the report is about one. */
function targetPath(report: StaffReport, action: 'hide' | 'restore'): string {
  const { post_id, reply_id } = report.target
  return reply_id === null ? `${STAFF_PATHS.staffPosts}${post_id}/${action}/` : `${STAFF_PATHS.staffReplies}${reply_id}/${action}/`
}

function Target(_props: { label?: string }) {
  const report = useRecordContext<StaffReport>()
  if (!report) return null
  const { target } = report
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant='body2' sx={{ fontWeight: 500 }}>
        {target.text}
      </Typography>
      <Typography variant='caption' color='text.secondary'>
        {target.reply_id === null ? `帖子 #${target.post_id}` : `帖子 #${target.post_id} 的回复 #${target.reply_id}`} · 作者 {target.author.username}（#
        {target.author.user_id}）{target.author.muted_until ? ` · 禁言至 ${time(target.author.muted_until)}` : ''}
      </Typography>
    </Box>
  )
}

function Actions() {
  const report = useRecordContext<StaffReport>()
  const consoleApi = useConsole()
  if (!report) return null
  const hidden = report.target.status === 'hidden'
  const what = report.target.reply_id === null ? '帖子' : '回复'
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end' flexWrap='wrap' useFlexGap>
      {hidden ? (
        <ActionDialog
          label='恢复'
          description={`恢复这条${what}，所有人可以再次看到它。`}
          done={`已恢复${what}`}
          testId={`report-restore-${report.id}`}
          onConfirm={() => consoleApi.call('POST', targetPath(report, 'restore'))}
        />
      ) : (
        <ActionDialog
          label='隐藏'
          color='error'
          variant='contained'
          description={`隐藏这条${what}：任何人（包括作者）都看不到它。同一内容的其他举报一并处理。`}
          done={`已隐藏${what}`}
          testId={`report-hide-${report.id}`}
          onConfirm={() => consoleApi.call('POST', targetPath(report, 'hide'))}
        />
      )}
      <ActionDialog
        label='忽略'
        description='内容没有问题：关闭这条内容的所有举报，不做其他处理。'
        done='已忽略举报'
        testId={`report-dismiss-${report.id}`}
        onConfirm={() => consoleApi.act(RESOURCE, report.id, 'dismiss')}
      />
      <MuteButtons user={report.target.author} />
    </Stack>
  )
}

export function ReportList() {
  return (
    <QueueList resource={RESOURCE} title='举报处理' empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField
          label='举报'
          sortable={false}
          render={(r: StaffReport) => (
            <Box>
              <Chip size='small' color='warning' label={r.reason_label} />
              {r.target_open_reports > 1 ? <Chip size='small' sx={{ ml: 0.5 }} label={`共 ${r.target_open_reports} 条`} /> : null}
              {r.note ? (
                <Typography variant='caption' display='block' color='text.secondary'>
                  {r.note}
                </Typography>
              ) : null}
            </Box>
          )}
        />
        <Target label='被举报内容' />
        <FunctionField label='内容状态' sortable={false} render={(r: StaffReport) => STATUS_NAMES[r.target.status] ?? r.target.status} />
        <FunctionField label='举报人' sortable={false} render={(r: StaffReport) => `${r.reporter.username}（#${r.reporter.user_id}）`} />
        <FunctionField label='举报时间' sortable={false} render={(r: StaffReport) => time(r.created_at)} />
        <Actions />
      </Datagrid>
    </QueueList>
  )
}
