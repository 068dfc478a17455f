/**
 * 按编号处理: acting on a post, a reply or a user by its number, for what reached staff outside the
 * report queue (a user's message, a held post found in the app): hide, restore, release a post held
 * by the word list; mute or unmute a user.
 */
import { useState } from 'react'
import { Title } from 'react-admin'
import { Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { STAFF_CONTENT_ACTIONS, STAFF_PATHS, type StaffContentAction } from '../../../../types/forumStaff'
import { ActionDialog } from '../../components/ActionDialog'
import { useConsole } from '../../components/useConsole'
import { mutePath } from './MuteButtons'

const ID = /^[1-9]\d{0,9}$/
const ACTION_NAMES: Record<StaffContentAction, string> = { hide: '隐藏', restore: '恢复', release: '放行（敏感词待审）' }

function ContentCard() {
  const consoleApi = useConsole()
  const [kind, setKind] = useState<'post' | 'reply'>('post')
  const [id, setId] = useState('')
  const base = kind === 'post' ? STAFF_PATHS.staffPosts : STAFF_PATHS.staffReplies
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant='h6'>帖子与回复</Typography>
          <Stack direction='row' spacing={2}>
            <TextField select label='类型' value={kind} onChange={(e) => setKind(e.target.value as 'post' | 'reply')} sx={{ width: 140 }}>
              <MenuItem value='post'>帖子</MenuItem>
              <MenuItem value='reply'>回答 / 回复</MenuItem>
            </TextField>
            <TextField
              label='编号'
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
              error={id !== '' && !ID.test(id)}
              inputProps={{ inputMode: 'numeric', 'data-testid': 'moderate-content-id' }}
            />
          </Stack>
          <Stack direction='row' spacing={1}>
            {STAFF_CONTENT_ACTIONS.map((action) => (
              <ActionDialog
                key={action}
                label={ACTION_NAMES[action]}
                color={action === 'hide' ? 'error' : 'primary'}
                valid={ID.test(id)}
                description={`对${kind === 'post' ? '帖子' : '回复'} #${id || '?'} 执行“${ACTION_NAMES[action]}”？`}
                done='已处理'
                onConfirm={() => consoleApi.call('POST', `${base}${id}/${action}/`)}
              />
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

function UserCard() {
  const consoleApi = useConsole()
  const [id, setId] = useState('')
  const [days, setDays] = useState(7)
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant='h6'>用户禁言</Typography>
          <Stack direction='row' spacing={2}>
            <TextField
              label='用户编号'
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
              error={id !== '' && !ID.test(id)}
              inputProps={{ inputMode: 'numeric' }}
            />
            <TextField select label='时长' value={days} onChange={(e) => setDays(Number(e.target.value))} sx={{ width: 120 }}>
              {[1, 3, 7, 30, 365].map((d) => (
                <MenuItem key={d} value={d}>
                  {d === 365 ? '一年' : `${d} 天`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction='row' spacing={1}>
            <ActionDialog
              label='禁言'
              color='warning'
              valid={ID.test(id)}
              description={`禁言用户 #${id || '?'} ${days} 天？`}
              done='已禁言'
              onConfirm={() => consoleApi.call('PUT', mutePath(Number(id)), { body: { until: new Date(Date.now() + days * 86_400_000).toISOString() } })}
            />
            <ActionDialog
              label='解除禁言'
              valid={ID.test(id)}
              description={`解除用户 #${id || '?'} 的禁言？`}
              done='已解除禁言'
              onConfirm={() => consoleApi.call('DELETE', mutePath(Number(id)))}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

export function ModerationByNumberPage() {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title='按编号处理' />
      <Grid size={6}>
        <ContentCard />
      </Grid>
      <Grid size={6}>
        <UserCard />
      </Grid>
    </Grid>
  )
}
