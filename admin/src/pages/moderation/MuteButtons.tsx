/** 禁言 for a chosen time (PUT STAFF_PATHS.staffUsers + '<id>/mute/'), or 解除禁言 (DELETE) while muted. */
import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { STAFF_PATHS, type StaffUser } from '../../../../types/forumStaff'
import { ActionDialog } from '../../components/ActionDialog'
import { useConsole } from '../../components/useConsole'

const DAYS = [1, 3, 7, 30, 365]

export const mutePath = (userId: number) => `${STAFF_PATHS.staffUsers}${userId}/mute/`

export function MuteButtons({ user }: { user: Pick<StaffUser, 'user_id' | 'username' | 'muted_until'> }) {
  const consoleApi = useConsole()
  const [days, setDays] = useState(7)
  const muted = user.muted_until !== null && new Date(user.muted_until).getTime() > Date.now()
  if (muted)
    return (
      <ActionDialog
        label='解除禁言'
        description={`解除 ${user.username} 的禁言，对方可以立即发帖和回复。`}
        done='已解除禁言'
        testId={`unmute-${user.user_id}`}
        onConfirm={() => consoleApi.call('DELETE', mutePath(user.user_id))}
      />
    )
  return (
    <ActionDialog
      label='禁言'
      title={`禁言 ${user.username}`}
      description='禁言期间对方不能在社区发帖、回答和回复。'
      done='已禁言'
      color='warning'
      testId={`mute-${user.user_id}`}
      onConfirm={() => consoleApi.call('PUT', mutePath(user.user_id), { body: { until: new Date(Date.now() + days * 86_400_000).toISOString() } })}
    >
      <TextField select label='禁言时长' value={days} onChange={(e) => setDays(Number(e.target.value))}>
        {DAYS.map((d) => (
          <MenuItem key={d} value={d}>
            {d === 365 ? '一年' : `${d} 天`}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  )
}
