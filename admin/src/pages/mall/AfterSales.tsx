/**
 * 售后申请 (MALL_ORDER_PATHS.staffAfterSales): approve (refunded through the payment provider, all
 * that was asked or less) or refuse with a note the user reads.
 */
import { useState } from 'react'
import { Datagrid, FunctionField, SelectInput, TextField as RaTextField, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Chip, InputAdornment, Stack, TextField } from '@mui/material'
import { SHOP_AFTER_SALE_STATUSES, SHOP_AFTER_SALE_STATUS_NAMES, SHOP_ORDER_LIMITS, type ShopAfterSale } from '../../../../types/mallOrders'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { Images } from '../../components/Images'
import { ReasonDialog } from '../../components/ReasonDialog'
import { time, yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的售后申请' />

const RESOURCE = 'mall-after-sales'
const statusChoices = SHOP_AFTER_SALE_STATUSES.map((id) => ({ id, name: SHOP_AFTER_SALE_STATUS_NAMES[id] }))
const filters = [<SelectInput key='status' source='status' label='状态' choices={statusChoices} alwaysOn />]

/** Yuan as typed → fen, or null when it is not an amount of at most `max` fen. */
function fenOf(text: string, max: number): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const fen = Math.round(Number(text) * 100)
  return fen >= 1 && fen <= max ? fen : null
}

function Approve({ request }: { request: ShopAfterSale }) {
  const consoleApi = useConsole()
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const fen = fenOf(amount, request.amount_fen)
  return (
    <ActionDialog
      label='同意退款'
      title={`同意售后并退款（申请 ${yuan(request.amount_fen)}）`}
      description='退款原路退回用户的支付账户。可以退得比申请的少，不能更多。'
      done='已同意，退款已发起'
      variant='contained'
      testId={`after-sale-approve-${request.id}`}
      valid={fen !== null}
      onOpen={() => {
        setAmount((request.amount_fen / 100).toFixed(2))
        setNote('')
      }}
      onConfirm={() => consoleApi.act(RESOURCE, request.id, 'decide', { approve: true, note: note.trim(), amount_fen: fen ?? undefined })}
    >
      <TextField
        label='退款金额'
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={fen === null}
        helperText={fen === null ? `请输入 0.01–${(request.amount_fen / 100).toFixed(2)} 元` : ' '}
        InputProps={{ startAdornment: <InputAdornment position='start'>¥</InputAdornment> }}
      />
      <TextField label='备注（选填）' value={note} onChange={(e) => setNote(e.target.value)} inputProps={{ maxLength: SHOP_ORDER_LIMITS.staffNoteMax }} />
    </ActionDialog>
  )
}

function Decide() {
  const request = useRecordContext<ShopAfterSale>()
  const consoleApi = useConsole()
  if (!request || request.status !== 'pending') return null
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      <Approve request={request} />
      <ReasonDialog
        label='拒绝'
        title='拒绝售后申请'
        fieldLabel='拒绝理由（用户可见）'
        required
        maxLength={SHOP_ORDER_LIMITS.staffNoteMax}
        color='error'
        done='已拒绝'
        testId={`after-sale-refuse-${request.id}`}
        onConfirm={(note) => consoleApi.act(RESOURCE, request.id, 'decide', { approve: false, note })}
      />
    </Stack>
  )
}

export function AfterSaleList() {
  return (
    <QueueList resource={RESOURCE} title='售后申请' filters={filters} filterDefaultValues={{ status: 'pending' }} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <RaTextField source='order_id' label='订单' sortable={false} />
        <FunctionField label='类型' sortable={false} render={(r: ShopAfterSale) => r.kind_name} />
        <FunctionField label='原因' sortable={false} render={(r: ShopAfterSale) => (r.description ? `${r.reason}：${r.description}` : r.reason)} />
        <FunctionField label='凭证' sortable={false} render={(r: ShopAfterSale) => <Images images={r.images} />} />
        <FunctionField label='金额' sortable={false} render={(r: ShopAfterSale) => yuan(r.amount_fen)} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(r: ShopAfterSale) => <Chip size='small' label={r.status_name} color={r.status === 'pending' ? 'warning' : 'default'} />}
        />
        <FunctionField label='申请时间' sortable={false} render={(r: ShopAfterSale) => time(r.created_at)} />
        <FunctionField label='处理备注' sortable={false} render={(r: ShopAfterSale) => r.staff_note || '—'} />
        <Decide />
      </Datagrid>
    </QueueList>
  )
}
