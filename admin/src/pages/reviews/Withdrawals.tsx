/**
 * 提现审核 (WALLET_PATHS.staffWithdrawals): staff transfer by hand to the user's WeChat, then mark the
 * request paid (the note may carry the transfer's reference), or reject it with a reason (the amount
 * goes back to the wallet). The limits the server already held each request to are shown above.
 */
import { Datagrid, FunctionField, SelectInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Alert, Chip, Stack } from '@mui/material'
import { WITHDRAWAL_RULES } from '../../../../core/wallet'
import { WALLET_TEXT_LIMITS, WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS_NAMES, type StaffWithdrawal } from '../../../../types/personalWallet'
import { EmptyState } from '../../components/EmptyState'
import { ReasonDialog } from '../../components/ReasonDialog'
import { time, yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的提现申请' />

const RESOURCE = 'withdrawals'
const filters = [
  <SelectInput
    key='status'
    source='status'
    label='状态'
    choices={WITHDRAWAL_STATUSES.map((id) => ({ id, name: WITHDRAWAL_STATUS_NAMES[id] }))}
    alwaysOn
    emptyText='全部'
  />
]

function Decide() {
  const request = useRecordContext<StaffWithdrawal>()
  const consoleApi = useConsole()
  if (!request || request.status !== 'pending') return null
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      <ReasonDialog
        label='已打款'
        title={`确认已向 ${request.user.username} 转账 ${yuan(request.amount_fen)}`}
        fieldLabel='转账单号或备注'
        maxLength={WALLET_TEXT_LIMITS.noteMax}
        variant='contained'
        done='已标记为已到账'
        testId={`withdrawal-paid-${request.id}`}
        onConfirm={(note) => consoleApi.act(RESOURCE, request.id, 'paid', note ? { note } : {})}
      />
      <ReasonDialog
        label='驳回'
        title='驳回提现'
        fieldLabel='驳回理由（用户可见）'
        required
        maxLength={WALLET_TEXT_LIMITS.noteMax}
        color='error'
        done='已驳回，金额已退回钱包'
        testId={`withdrawal-reject-${request.id}`}
        onConfirm={(note) => consoleApi.act(RESOURCE, request.id, 'reject', { note })}
      />
    </Stack>
  )
}

function Limits() {
  return (
    <Alert severity='info' sx={{ mt: 1 }}>
      提现规则（服务器已按此校验）：{WITHDRAWAL_RULES.join('；')}
    </Alert>
  )
}

export function WithdrawalList() {
  return (
    <>
      <Limits />
      <QueueList resource={RESOURCE} title='提现审核' filters={filters} filterDefaultValues={{ status: 'pending' }} empty={EMPTY}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
          <FunctionField label='用户' sortable={false} render={(w: StaffWithdrawal) => `${w.user.username}（#${w.user.user_id}）`} />
          <FunctionField label='手机号' sortable={false} render={(w: StaffWithdrawal) => w.user.phone_number} />
          <FunctionField label='微信' sortable={false} render={(w: StaffWithdrawal) => (w.user.wechat_bound ? '已绑定' : '未绑定（电话联系）')} />
          <FunctionField label='金额' sortable={false} render={(w: StaffWithdrawal) => yuan(w.amount_fen)} />
          <FunctionField
            label='状态'
            sortable={false}
            render={(w: StaffWithdrawal) => <Chip size='small' label={w.status_name} color={w.status === 'pending' ? 'warning' : 'default'} />}
          />
          <FunctionField label='申请时间' sortable={false} render={(w: StaffWithdrawal) => time(w.created_at)} />
          <FunctionField label='备注' sortable={false} render={(w: StaffWithdrawal) => w.review_note || '—'} />
          <Decide />
        </Datagrid>
      </QueueList>
    </>
  )
}
