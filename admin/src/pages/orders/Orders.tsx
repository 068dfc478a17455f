/**
 * 订单 (ADMIN_ORDER_PATHS.orders): payment orders of every type, filtered by type, state, China dates,
 * user or order number; an order's page shows the provider's records, the business order it paid,
 * its refunds, and refunds through the provider, in full or in part, with a reason.
 */
import type { ReactNode } from 'react'
import { Datagrid, DateInput, FunctionField, SelectInput, Show, TextInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Card, LinearProgress, CardContent, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import {
  ADMIN_ORDER_KINDS,
  ADMIN_ORDER_KIND_NAMES,
  ADMIN_ORDER_STATES,
  ADMIN_ORDER_STATE_NAMES,
  type AdminOrder,
  type AdminOrderDetail
} from '../../../../types/adminOrders'
import { SHOP_ORDER_STATUS_NAMES } from '../../../../types/mallOrders'
import { PRINT_ORDER_STATUS_NAMES } from '../../../../types/print'
import { EmptyState } from '../../components/EmptyState'
import { time, yuan } from '../../components/format'
import { RefundDialog } from './RefundDialog'

const EMPTY = <EmptyState title='没有符合条件的订单' />
/** DateInput gives 'YYYY-MM-DD', the China calendar day the route filters by. */
const filters = [
  <SelectInput key='kind' source='kind' label='类型' choices={ADMIN_ORDER_KINDS.map((id) => ({ id, name: ADMIN_ORDER_KIND_NAMES[id] }))} alwaysOn emptyText='全部' />,
  <SelectInput key='state' source='state' label='状态' choices={ADMIN_ORDER_STATES.map((id) => ({ id, name: ADMIN_ORDER_STATE_NAMES[id] }))} alwaysOn emptyText='全部' />,
  <DateInput key='date_from' source='date_from' label='起始日期' alwaysOn helperText={false} />,
  <DateInput key='date_to' source='date_to' label='截止日期' alwaysOn helperText={false} />,
  <TextInput key='user_id' source='user_id' label='用户编号' alwaysOn helperText={false} sx={{ width: 120 }} />,
  <TextInput key='order_number' source='order_number' label='订单号' alwaysOn helperText={false} />
]
const STATE_COLOR: Record<string, 'success' | 'warning' | 'default' | 'info'> = { paid: 'success', pending: 'default', partly_refunded: 'warning', refunded: 'info' }

/** The business order's status as the app names it. */
const businessStatus = ({ kind, status }: { kind: 'print' | 'shop'; status: string }): string =>
  (kind === 'print' ? (PRINT_ORDER_STATUS_NAMES as Record<string, string>) : (SHOP_ORDER_STATUS_NAMES as Record<string, string>))[status] ?? status

const Nowrap = ({ children }: { children: ReactNode }) => (
  <Box component='span' sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
)

export function OrderList() {
  return (
    <QueueList resource='orders' title='订单' filters={filters} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick='show' empty={EMPTY}>
        <FunctionField label='订单号' sortable={false} render={(o: AdminOrder) => o.out_order_number} />
        <FunctionField label='类型' sortable={false} render={(o: AdminOrder) => <Nowrap>{o.kind_name}</Nowrap>} />
        <FunctionField label='内容' sortable={false} render={(o: AdminOrder) => o.subject} />
        <FunctionField label='用户' sortable={false} render={(o: AdminOrder) => (o.user_id ? `${o.user_name ?? ''}（#${o.user_id}）${o.user_phone ?? ''}` : '已注销')} />
        <FunctionField label='金额' sortable={false} render={(o: AdminOrder) => yuan(o.total_fee)} />
        <FunctionField label='已退' sortable={false} render={(o: AdminOrder) => (o.refunded_fee ? yuan(o.refunded_fee) : '—')} />
        <FunctionField label='状态' sortable={false} render={(o: AdminOrder) => <Chip size='small' color={STATE_COLOR[o.state] ?? 'default'} label={o.state_name} />} />
        <FunctionField label='渠道' sortable={false} render={(o: AdminOrder) => `${o.provider} ${o.method}`} />
        <FunctionField label='下单时间' sortable={false} render={(o: AdminOrder) => time(o.created_at)} />
      </Datagrid>
    </QueueList>
  )
}

const Json = ({ value }: { value: unknown }) => (
  <Box component='pre' sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', bgcolor: 'grey.50', p: 1, borderRadius: 1 }}>
    {JSON.stringify(value, null, 2)}
  </Box>
)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell sx={{ width: 140, color: 'text.secondary' }}>{label}</TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  )
}

function OrderDetail() {
  const order = useRecordContext<AdminOrderDetail>()
  // react-admin shows the list's row while the detail loads: wait for the detail.
  if (!order?.refunds) return <LinearProgress />
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction='row' alignItems='center' spacing={2}>
        <Typography variant='h6' sx={{ flex: 1 }}>
          {order.kind_name}订单 {order.out_order_number} <Chip size='small' color={STATE_COLOR[order.state] ?? 'default'} label={order.state_name} />
        </Typography>
        <Typography>可退 {yuan(order.refundable_fee)}</Typography>
        {order.refundable_fee > 0 ? <RefundDialog order={order} /> : null}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={6}>
          <Card variant='outlined'>
            <CardContent>
              <Typography variant='subtitle1'>订单</Typography>
              <Table size='small'>
                <TableBody>
                  <Row label='内容'>{order.subject}</Row>
                  <Row label='金额'>{yuan(order.total_fee)}</Row>
                  <Row label='已退'>{yuan(order.refunded_fee)}</Row>
                  <Row label='下单 / 支付'>
                    {time(order.created_at)} / {time(order.paid_at)}
                  </Row>
                  <Row label='用户'>{order.user ? `${order.user.username ?? ''}（#${order.user.id}）${order.user.phone ?? ''}` : '已注销'}</Row>
                  {order.business ? (
                    <Row label='业务订单'>
                      {order.business.kind === 'print' ? '打印' : '商城'}订单 #{order.business.id} · {businessStatus(order.business)} · {yuan(order.business.total_fen)}
                      {order.business.paid_by_this ? '' : '（非本笔支付）'}
                    </Row>
                  ) : null}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={6}>
          <Card variant='outlined'>
            <CardContent>
              <Typography variant='subtitle1'>支付渠道记录</Typography>
              <Table size='small'>
                <TableBody>
                  <Row label='渠道'>
                    {order.provider} · {order.method} · {order.trade_type}
                  </Row>
                  <Row label='渠道交易号'>{order.provider_trade_no ?? '—'}</Row>
                  <Row label='预支付编号'>{order.prepay_id ?? '—'}</Row>
                  <Row label='下单参数'>
                    <Json value={order.details} />
                  </Row>
                  <Row label='履约结果'>{order.grant ? <Json value={order.grant} /> : '—'}</Row>
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card variant='outlined'>
        <CardContent>
          <Typography variant='subtitle1' gutterBottom>
            退款记录
          </Typography>
          {order.refunds.length === 0 ? (
            <EmptyState title='没有退款' dense />
          ) : (
            <Table size='small' data-testid='order-refunds'>
              <TableHead>
                <TableRow>
                  <TableCell>退款单号</TableCell>
                  <TableCell align='right'>金额</TableCell>
                  <TableCell>原因</TableCell>
                  <TableCell>状态</TableCell>
                  <TableCell>操作人</TableCell>
                  <TableCell>备注</TableCell>
                  <TableCell>时间</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.refunds.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.out_refund_no}</TableCell>
                    <TableCell align='right'>{yuan(r.amount)}</TableCell>
                    <TableCell>{r.reason_name}</TableCell>
                    <TableCell>{r.status === 'succeeded' ? '已退款' : `处理中（已尝试 ${r.attempts} 次${r.last_error ? `：${r.last_error}` : ''}）`}</TableCell>
                    <TableCell>{r.staff_id ? `${r.staff_name ?? ''}（#${r.staff_id}）` : '系统'}</TableCell>
                    <TableCell>{r.note ?? '—'}</TableCell>
                    <TableCell>{time(r.done_at ?? r.created_at)}</TableCell>
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

export function OrderShow() {
  return (
    <Show resource='orders' title='订单详情' actions={false}>
      <OrderDetail />
    </Show>
  )
}
