/**
 * The staff actions on a user (ADMIN_USER_ACTIONS), each POSTed to users/<id>/<action>/ with a
 * reason (kept in the audit log): VIP for N days or until a date, mute until a time, unmute, and
 * grant or revoke the staff flag.
 */
import { useState } from 'react'
import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { ADMIN_USER_LIMITS, ADMIN_USER_PATHS, type AdminUserAction, type AdminUserDetail } from '../../../../types/adminUsers'
import { ActionDialog } from '../../components/ActionDialog'
import { useConsole } from '../../components/useConsole'
import { SpecialReward } from './SpecialReward'

const DATE = /^\d{4}-\d{2}-\d{2}$/

function ReasonField({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId?: string }) {
  return (
    <TextField
      label='原因（必填，记入操作日志）'
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputProps={{ maxLength: ADMIN_USER_LIMITS.reasonMax, 'data-testid': testId }}
      multiline
      minRows={2}
    />
  )
}

export function UserActions({ user }: { user: AdminUserDetail }) {
  const consoleApi = useConsole()
  const [reason, setReason] = useState('')
  const [mode, setMode] = useState<'days' | 'until'>('days')
  const [days, setDays] = useState('30')
  const [until, setUntil] = useState('')
  const [muteDays, setMuteDays] = useState(7)
  const act = (action: AdminUserAction, body: object) =>
    consoleApi.call('POST', `${ADMIN_USER_PATHS.users}${user.id}/${action}/`, { body: { ...body, reason: reason.trim() } })
  const reset = () => setReason('')
  const hasReason = reason.trim() !== ''
  const daysOk = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= ADMIN_USER_LIMITS.vipDaysMax
  const muted = user.forum_muted_until !== null

  return (
    <Stack direction='row' spacing={1}>
      <ActionDialog
        label={user.vip.active ? '延长会员' : '开通会员'}
        title={`${user.vip.active ? '延长' : '开通'} ${user.username} 的会员`}
        description={user.vip.active ? '会员有效期内：从当前到期日往后延长。' : '从现在开始计算。'}
        variant='contained'
        done='会员已更新'
        testId='user-vip-grant'
        onOpen={reset}
        valid={hasReason && (mode === 'days' ? daysOk : DATE.test(until))}
        onConfirm={() => act('vip', mode === 'days' ? { days: Number(days) } : { until })}
      >
        <ToggleButtonGroup exclusive size='small' value={mode} onChange={(_e, v: 'days' | 'until' | null) => v && setMode(v)}>
          <ToggleButton value='days'>按天数</ToggleButton>
          <ToggleButton value='until'>到指定日期</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'days' ? (
          <TextField
            label='天数'
            value={days}
            onChange={(e) => setDays(e.target.value.trim())}
            error={!daysOk}
            inputProps={{ inputMode: 'numeric', 'data-testid': 'user-vip-days' }}
          />
        ) : (
          <TextField label='到期日（含当天）' type='date' value={until} onChange={(e) => setUntil(e.target.value)} InputLabelProps={{ shrink: true }} />
        )}
        <ReasonField value={reason} onChange={setReason} testId='user-vip-grant-reason' />
      </ActionDialog>
      {muted ? (
        <ActionDialog label='解除禁言' done='已解除禁言' onOpen={reset} valid={hasReason} onConfirm={() => act('unmute', {})}>
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      ) : (
        <ActionDialog
          label='禁言'
          color='warning'
          done='已禁言'
          onOpen={reset}
          valid={hasReason}
          onConfirm={() => act('mute', { until: new Date(Date.now() + muteDays * 86_400_000).toISOString() })}
        >
          <TextField select label='禁言时长' value={muteDays} onChange={(e) => setMuteDays(Number(e.target.value))}>
            {[1, 3, 7, 30, 365].map((d) => (
              <MenuItem key={d} value={d}>
                {d === 365 ? '一年' : `${d} 天`}
              </MenuItem>
            ))}
          </TextField>
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
      <ActionDialog
        label={user.is_staff ? '取消工作人员' : '设为工作人员'}
        color={user.is_staff ? 'error' : 'primary'}
        description={user.is_staff ? '取消后对方立即无法使用运营后台。' : '工作人员可以登录运营后台并执行所有操作。'}
        done={user.is_staff ? '已取消工作人员权限' : '已设为工作人员'}
        onOpen={reset}
        valid={hasReason}
        onConfirm={() => act('staff', { is_staff: !user.is_staff })}
      >
        <ReasonField value={reason} onChange={setReason} />
      </ActionDialog>
      <SpecialReward userId={user.id} username={user.username} />
    </Stack>
  )
}
