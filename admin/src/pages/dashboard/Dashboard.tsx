/**
 * 概览 (ADMIN_DASHBOARD_PATHS.dashboard): what waits for staff now, each a link to its queue, and new
 * users, paying users and revenue per China day over the chosen window. The charts (recharts) load
 * as a chunk of their own, after the figures.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { Link } from 'react-router-dom'
import { Box, Card, CardActionArea, CardContent, CircularProgress, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { ADMIN_DASHBOARD_PATHS, DASHBOARD_DAYS, type AdminDashboard, type AdminDashboardWaiting } from '../../../../types/adminDashboard'
import { yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const Charts = lazy(() => import('./Charts'))

const WAITING: { key: keyof AdminDashboardWaiting; label: string; to: string }[] = [
  { key: 'print_orders', label: '待打印订单', to: '/print-orders' },
  { key: 'mall_orders', label: '待发货商城订单', to: '/mall-orders' },
  { key: 'after_sales', label: '待处理售后', to: '/mall-after-sales' },
  { key: 'forum_reports', label: '待处理举报', to: '/forum-reports' },
  { key: 'certificates', label: '待审核认证', to: '/certificates' },
  { key: 'withdrawals', label: '待审核提现', to: '/withdrawals' }
]

const Loading = () => (
  <Box sx={{ py: 8, textAlign: 'center' }}>
    <CircularProgress />
  </Box>
)

export function Dashboard() {
  const consoleApi = useConsole()
  const notify = useNotify()
  const [days, setDays] = useState<number>(DASHBOARD_DAYS.default)
  const [data, setData] = useState<AdminDashboard | null>(null)

  useEffect(() => {
    let live = true
    setData(null)
    consoleApi
      .call<AdminDashboard>('GET', ADMIN_DASHBOARD_PATHS.dashboard, { query: { days } })
      .then((answer) => live && setData(answer))
      .catch((error: Error) => notify(error.message, { type: 'error' }))
    return () => {
      live = false
    }
  }, [consoleApi, notify, days])

  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid='dashboard'>
      <Title title='概览' />
      <Grid container spacing={2}>
        {WAITING.map((w) => (
          <Grid size={2} key={w.key}>
            <Card>
              <CardActionArea component={Link} to={w.to}>
                <CardContent>
                  <Typography variant='body2' color='text.secondary'>
                    {w.label}
                  </Typography>
                  <Typography variant='h4' color={data && data.waiting[w.key] > 0 ? 'warning.main' : 'text.primary'} data-testid={`waiting-${w.key}`}>
                    {data ? data.waiting[w.key] : '…'}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent>
          <Stack direction='row' alignItems='center' spacing={3} sx={{ mb: 2 }}>
            <Typography variant='h6' sx={{ flex: 1 }}>
              近 {days} 天
            </Typography>
            {data ? (
              <Typography color='text.secondary'>
                新用户 {data.totals.new_users} · 付费用户 {data.totals.paying_users} · 收入 {yuan(data.totals.revenue_fen)}
              </Typography>
            ) : null}
            <TextField select size='small' label='时间范围' value={days} onChange={(e) => setDays(Number(e.target.value))} sx={{ width: 140 }}>
              {[7, 30, DASHBOARD_DAYS.max].map((d) => (
                <MenuItem key={d} value={d}>
                  近 {d} 天
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {data ? (
            <Suspense fallback={<Loading />}>
              <Charts days={data.days} />
            </Suspense>
          ) : (
            <Loading />
          )}
        </CardContent>
      </Card>
    </Stack>
  )
}
