/**
 * 商城发货: mall orders of every user (MALL_ORDER_PATHS.staffOrders), 待发货 first; 发货 with the
 * courier and tracking number, 面单 for the parcel, and a row opens to the goods bought.
 */
import { Datagrid, FunctionField, SelectInput, TextField as RaTextField, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { SHOP_ORDER_FILTERS, SHOP_ORDER_STATUS_NAMES, type ShopOrder } from '../../../../types/mallOrders'
import { AddressLabel } from '../../components/AddressLabel'
import { EmptyState } from '../../components/EmptyState'
import { ShipDialog } from '../../components/ShipDialog'
import { time, yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的商城订单' hint='用户付款后，订单会出现在“待发货”中' />

const RESOURCE = 'mall-orders'
const statusChoices = SHOP_ORDER_FILTERS.map((id) => ({ id, name: id === 'after_sale' ? '售后中' : SHOP_ORDER_STATUS_NAMES[id] }))
const filters = [<SelectInput key='status' source='status' label='状态' choices={statusChoices} alwaysOn emptyText='全部' />]

function OrderItems() {
  const order = useRecordContext<ShopOrder>()
  if (!order) return null
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant='subtitle2' gutterBottom>
        商品（{order.items.length}）{order.remark ? ` · 买家备注：${order.remark}` : ''}
      </Typography>
      <Table size='small'>
        <TableHead>
          <TableRow>
            <TableCell>商品</TableCell>
            <TableCell>规格</TableCell>
            <TableCell align='right'>单价</TableCell>
            <TableCell align='right'>数量</TableCell>
            <TableCell align='right'>小计</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.title}</TableCell>
              <TableCell>{item.sku_name}</TableCell>
              <TableCell align='right'>{yuan(item.price_fen)}</TableCell>
              <TableCell align='right'>{item.quantity}</TableCell>
              <TableCell align='right'>{yuan(item.amount_fen)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant='body2' sx={{ mt: 1 }}>
        收货地址：{order.address.name} {order.address.mobile} {order.address.province}
        {order.address.city}
        {order.address.district}
        {order.address.detail}
      </Typography>
    </Box>
  )
}

function OrderActions() {
  const order = useRecordContext<ShopOrder>()
  const consoleApi = useConsole()
  if (!order) return null
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      {order.status === 'paid' ? <ShipDialog testId={`mall-ship-${order.id}`} onShip={(body) => consoleApi.act(RESOURCE, order.id, 'ship', body)} /> : null}
      <AddressLabel address={order.address} orderNo={order.order_no} contents={order.items.map((i) => `${i.title}×${i.quantity}`).join('、')} />
    </Stack>
  )
}

export function MallOrderList() {
  return (
    <QueueList resource={RESOURCE} title='商城发货' filters={filters} filterDefaultValues={{ status: 'paid' }} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick='expand' expand={<OrderItems />} empty={EMPTY}>
        <RaTextField source='order_no' label='订单编号' sortable={false} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(o: ShopOrder) => <Chip size='small' color={o.status === 'paid' ? 'warning' : 'default'} label={o.status_name} />}
        />
        <FunctionField label='商品' sortable={false} render={(o: ShopOrder) => o.items.map((i) => `${i.title}×${i.quantity}`).join('、')} />
        <FunctionField label='用户' sortable={false} render={(o: ShopOrder) => (o.user_id ? `#${o.user_id}` : '已注销')} />
        <FunctionField label='实付' sortable={false} render={(o: ShopOrder) => yuan(o.total_fen)} />
        <FunctionField label='付款时间' sortable={false} render={(o: ShopOrder) => time(o.paid_at)} />
        <FunctionField label='物流' sortable={false} render={(o: ShopOrder) => (o.express ? `${o.express.company_name} ${o.express.tracking_no}` : '—')} />
        <OrderActions />
      </Datagrid>
    </QueueList>
  )
}
