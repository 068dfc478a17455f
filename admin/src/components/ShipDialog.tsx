/**
 * 发货: the courier and the tracking number (left empty, the courier provider assigns one), as
 * PrintOrderShip / ShopOrderShip take them (types/schemas/print.ts).
 */
import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { EXPRESS_COMPANIES, EXPRESS_COMPANY_NAMES, type ExpressCompany } from '../../../types/print'
import { ActionDialog } from './ActionDialog'

/** PrintOrderShip.tracking_no's pattern. */
const TRACKING_NO = /^[A-Za-z0-9]{6,30}$/

export function ShipDialog({ onShip, testId }: { onShip: (body: { company: ExpressCompany; tracking_no?: string }) => Promise<unknown>; testId?: string }) {
  const [company, setCompany] = useState<ExpressCompany>('sf')
  const [trackingNo, setTrackingNo] = useState('')
  const bad = trackingNo !== '' && !TRACKING_NO.test(trackingNo)
  return (
    <ActionDialog
      label='发货'
      title='填写快递信息并发货'
      done='已发货，用户可在订单中查看物流'
      variant='contained'
      testId={testId}
      valid={!bad}
      onOpen={() => setTrackingNo('')}
      onConfirm={() => onShip({ company, ...(trackingNo ? { tracking_no: trackingNo } : {}) })}
    >
      <TextField
        select
        label='快递公司'
        value={company}
        onChange={(e) => setCompany(e.target.value as ExpressCompany)}
        inputProps={{ 'data-testid': testId ? `${testId}-company` : undefined }}
      >
        {EXPRESS_COMPANIES.map((c) => (
          <MenuItem key={c} value={c}>
            {EXPRESS_COMPANY_NAMES[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label='快递单号'
        value={trackingNo}
        onChange={(e) => setTrackingNo(e.target.value.trim())}
        error={bad}
        helperText={bad ? '单号为 6–30 位字母或数字' : '留空则由快递接口分配单号'}
        inputProps={{ 'data-testid': testId ? `${testId}-tracking` : undefined }}
      />
    </ActionDialog>
  )
}
