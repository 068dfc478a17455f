/**
 * 退款: in full (everything still refundable) or in part, with a reason, through the provider. The
 * form's request_id (a uuid made when the dialog opens) makes a double submit refund once.
 */
import { useState } from 'react'
import { FormControlLabel, InputAdornment, Radio, RadioGroup, TextField } from '@mui/material'
import { ADMIN_ORDER_PATHS, ADMIN_REFUND_LIMITS, type AdminOrderDetail, type AdminRefundResult } from '../../../../types/adminOrders'
import { ActionDialog } from '../../components/ActionDialog'
import { yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

export function RefundDialog({ order }: { order: AdminOrderDetail }) {
  const consoleApi = useConsole()
  const [full, setFull] = useState(true)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [requestId, setRequestId] = useState('')
  const fen = /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : 0
  const amountOk = full || (fen >= 1 && fen <= order.refundable_fee)
  return (
    <ActionDialog
      label='退款'
      title={`退款（最多 ${yuan(order.refundable_fee)}）`}
      description='款项通过原支付渠道退回。'
      color='error'
      variant='contained'
      done='退款已提交'
      testId='order-refund'
      onOpen={() => {
        setFull(true)
        setAmount('')
        setReason('')
        setRequestId(crypto.randomUUID())
      }}
      valid={amountOk && reason.trim().length >= ADMIN_REFUND_LIMITS.reasonMin}
      onConfirm={() =>
        consoleApi.call<AdminRefundResult>('POST', `${ADMIN_ORDER_PATHS.orders}${order.id}/refund/`, {
          body: { ...(full ? {} : { amount: fen }), reason: reason.trim(), request_id: requestId }
        })
      }
    >
      <RadioGroup row value={full ? 'full' : 'part'} onChange={(e) => setFull(e.target.value === 'full')}>
        <FormControlLabel value='full' control={<Radio />} label={`全额退款 ${yuan(order.refundable_fee)}`} />
        <FormControlLabel value='part' control={<Radio />} label='部分退款' />
      </RadioGroup>
      {full ? null : (
        <TextField
          label='退款金额'
          value={amount}
          onChange={(e) => setAmount(e.target.value.trim())}
          error={amount !== '' && !amountOk}
          helperText={`0.01–${(order.refundable_fee / 100).toFixed(2)} 元`}
          InputProps={{ startAdornment: <InputAdornment position='start'>¥</InputAdornment> }}
        />
      )}
      <TextField
        label='退款原因（必填）'
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        inputProps={{ maxLength: ADMIN_REFUND_LIMITS.reasonMax }}
        multiline
        minRows={2}
      />
    </ActionDialog>
  )
}
