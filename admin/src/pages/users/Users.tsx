/**
 * 用户 (ADMIN_USER_PATHS.users): search by phone, name or id (phones masked in the list); a user's
 * page shows the profile, VIP, counts and payment orders, with the staff actions (VIP, mute, staff),
 * each with a reason kept in the audit log.
 */
import type { ReactNode } from 'react'
import { Datagrid, FunctionField, SearchInput, Show, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Avatar, Box, Card, LinearProgress, CardContent, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { AdminUserDetail, AdminUserRow } from '../../../../types/adminUsers'
import { ADMIN_ORDER_STATE_NAMES } from '../../../../types/adminOrders'
import { EmptyState } from '../../components/EmptyState'
import { time, yuan } from '../../components/format'
import { UserActions } from './UserActions'

const EMPTY = <EmptyState title='没有找到用户' hint='按手机号（全部或部分）、昵称或用户编号搜索' />
const filters = [<SearchInput key='q' source='q' placeholder='手机号、昵称或用户编号' alwaysOn sx={{ width: 320 }} />]

const vipText = (active: boolean, end: string | null) => (active ? `会员至 ${time(end)}` : '非会员')

export function UserList() {
  return (
    <QueueList resource='users' title='用户' filters={filters} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick='show' empty={EMPTY}>
        <FunctionField label='编号' sortable={false} render={(u: AdminUserRow) => u.id} />
        <FunctionField label='昵称' sortable={false} render={(u: AdminUserRow) => u.username} />
        <FunctionField label='手机号' sortable={false} render={(u: AdminUserRow) => u.phone || '—'} />
        <FunctionField
          label='会员'
          sortable={false}
          render={(u: AdminUserRow) => <Chip size='small' color={u.vip_active ? 'success' : 'default'} label={vipText(u.vip_active, u.vip_date_end)} />}
        />
        <FunctionField label='社区' sortable={false} render={(u: AdminUserRow) => (u.forum_muted_until ? `禁言至 ${time(u.forum_muted_until)}` : '正常')} />
        <FunctionField label='工作人员' sortable={false} render={(u: AdminUserRow) => (u.is_staff ? <Chip size='small' color='primary' label='工作人员' /> : '—')} />
        <FunctionField label='注册时间' sortable={false} render={(u: AdminUserRow) => time(u.created_at)} />
      </Datagrid>
    </QueueList>
  )
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant='caption' color='text.secondary'>
        {label}
      </Typography>
      <Typography data-testid={testId}>{value}</Typography>
    </Box>
  )
}

function UserDetail() {
  const user = useRecordContext<AdminUserDetail>()
  // react-admin shows the list's row while the detail loads: wait for the detail.
  if (!user?.vip) return <LinearProgress />
  const { vip, counts } = user
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid='user-detail'>
      <Stack direction='row' spacing={2} alignItems='center'>
        <Avatar src={user.avatar_url} sx={{ width: 56, height: 56 }} />
        <Box sx={{ flex: 1 }}>
          <Typography variant='h6'>
            {user.username}{' '}
            <Typography component='span' color='text.secondary'>
              #{user.id}
            </Typography>
          </Typography>
          <Stack direction='row' spacing={1}>
            {user.is_staff ? <Chip size='small' color='primary' label='工作人员' /> : null}
            {user.is_demo ? <Chip size='small' label='演示账号' /> : null}
            <Chip size='small' color={vip.active ? 'success' : 'default'} label={vipText(vip.active, vip.date_end)} data-testid='user-vip' />
            {user.forum_muted_until ? <Chip size='small' color='warning' label={`禁言至 ${time(user.forum_muted_until)}`} /> : null}
          </Stack>
        </Box>
        <UserActions user={user} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={8}>
          <Card variant='outlined'>
            <CardContent>
              <Typography variant='subtitle1' gutterBottom>
                资料
              </Typography>
              <Grid container spacing={2}>
                <Grid size={4}>
                  <Fact label='手机号' value={user.phone ?? '—'} />
                </Grid>
                <Grid size={4}>
                  <Fact label='身份' value={user.role === 'parent' ? '家长' : '学生'} />
                </Grid>
                <Grid size={4}>
                  <Fact label='微信' value={user.has_wechat ? '已绑定' : '未绑定'} />
                </Grid>
                <Grid size={4}>
                  <Fact label='省份 / 年级' value={`${user.province ?? '—'} / ${user.grade ?? '—'}`} />
                </Grid>
                <Grid size={4}>
                  <Fact label='高考年份' value={user.apply_year ?? '—'} />
                </Grid>
                <Grid size={4}>
                  <Fact label='注册时间' value={time(user.created_at)} />
                </Grid>
                <Grid size={4}>
                  <Fact label='钱包余额' value={yuan(user.balance_fen)} />
                </Grid>
                <Grid size={4}>
                  <Fact label='金币' value={user.num_coins} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={4}>
          <Card variant='outlined'>
            <CardContent>
              <Typography variant='subtitle1' gutterBottom>
                会员
              </Typography>
              <Stack spacing={1}>
                <Fact label='状态' value={vip.active ? '有效' : '无效'} />
                <Fact label='套餐' value={vip.plan ? `${vip.plan}${vip.price !== null ? `（¥${vip.price}）` : ''}` : '—'} />
                <Fact label='有效期' value={`${time(vip.date_start)} 至 ${time(vip.date_end)}`} testId='user-vip-end' />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Typography variant='body2' color='text.secondary'>
        云盘文件 {counts.cloud_files} · 帖子 {counts.forum_posts} · 回复 {counts.forum_replies} · 打印订单 {counts.print_orders} · 商城订单 {counts.shop_orders} ·
        支付订单 {counts.payment_orders}
      </Typography>
      <Card variant='outlined'>
        <CardContent>
          <Typography variant='subtitle1' gutterBottom>
            支付订单（最近 {user.orders.length} 笔）
          </Typography>
          {user.orders.length === 0 ? (
            <EmptyState title='没有支付订单' dense />
          ) : (
            <Table size='small'>
              <TableHead>
                <TableRow>
                  <TableCell>订单号</TableCell>
                  <TableCell>类型</TableCell>
                  <TableCell>内容</TableCell>
                  <TableCell align='right'>金额</TableCell>
                  <TableCell align='right'>已退</TableCell>
                  <TableCell>状态</TableCell>
                  <TableCell>支付方式</TableCell>
                  <TableCell>下单时间</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {user.orders.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell>
                      <a href={`#/orders/${o.id}/show`}>{o.out_order_number}</a>
                    </TableCell>
                    <TableCell>{o.kind}</TableCell>
                    <TableCell>{o.subject}</TableCell>
                    <TableCell align='right'>{yuan(o.total_fee)}</TableCell>
                    <TableCell align='right'>{o.refunded_fee ? yuan(o.refunded_fee) : '—'}</TableCell>
                    <TableCell>{ADMIN_ORDER_STATE_NAMES[o.status as keyof typeof ADMIN_ORDER_STATE_NAMES] ?? o.status}</TableCell>
                    <TableCell>
                      {o.provider} {o.method}
                    </TableCell>
                    <TableCell>{time(o.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  )
}

export function UserShow() {
  return (
    <Show resource='users' title='用户详情' actions={false}>
      <UserDetail />
    </Show>
  )
}
