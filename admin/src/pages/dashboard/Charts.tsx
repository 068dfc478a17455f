/** The dashboard's charts (recharts, a chunk of its own): users per day, and revenue per day in yuan. */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { Grid, Typography } from '@mui/material'
import type { AdminDashboardDay } from '../../../../types/adminDashboard'

export default function Charts({ days }: { days: AdminDashboardDay[] }) {
  const rows = days.map((d) => ({ ...d, day: d.date.slice(5), revenue: d.revenue_fen / 100 }))
  return (
    <Grid container spacing={2}>
      <Grid size={6}>
        <Typography variant='subtitle2' gutterBottom>
          新用户与付费用户
        </Typography>
        <ResponsiveContainer width='100%' height={260}>
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray='3 3' />
            <XAxis dataKey='day' fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Line type='monotone' dataKey='new_users' name='新用户' stroke='#1f5fbf' dot={false} isAnimationActive={false} />
            <Line type='monotone' dataKey='paying_users' name='付费用户' stroke='#e07b00' dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Grid>
      <Grid size={6}>
        <Typography variant='subtitle2' gutterBottom>
          每日收入（元，已扣除退款）
        </Typography>
        <ResponsiveContainer width='100%' height={260}>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray='3 3' />
            <XAxis dataKey='day' fontSize={12} />
            <YAxis fontSize={12} />
            <Tooltip formatter={(v) => `¥${Number(v).toFixed(2)}`} />
            <Legend />
            <Bar dataKey='revenue' name='收入' fill='#2e7d32' isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Grid>
    </Grid>
  )
}
