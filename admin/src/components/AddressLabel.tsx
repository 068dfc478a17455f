/**
 * 打印面单: the parcel's address in large type, printed with the browser's print dialog. The print
 * stylesheet shows the label alone (the console behind it is hidden on paper).
 */
import { useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material'
import type { PrintOrderAddress } from '../../../types/print'

const PRINT_ONLY_LABEL = `@media print {
  body * { visibility: hidden !important; }
  .gk-address-label, .gk-address-label * { visibility: visible !important; }
  .gk-address-label { position: fixed; left: 0; top: 0; width: 100mm; padding: 6mm; }
}`

export function AddressLabel({ address, orderNo, contents, testId }: { address: PrintOrderAddress; orderNo: string; contents: string; testId?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size='small'
        data-testid={testId}
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        面单
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} maxWidth='xs' fullWidth>
        <DialogTitle>地址面单</DialogTitle>
        <DialogContent>
          <style>{PRINT_ONLY_LABEL}</style>
          <Box className='gk-address-label' sx={{ border: '2px solid #000', p: 2, fontSize: 16, color: '#000' }} data-testid='address-label'>
            <Typography sx={{ fontSize: 13 }}>收件人</Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700 }}>
              {address.name} {address.mobile}
            </Typography>
            <Typography sx={{ fontSize: 18, mt: 1 }}>
              {address.province}
              {address.city}
              {address.district}
            </Typography>
            <Typography sx={{ fontSize: 18 }}>{address.detail}</Typography>
            <Divider sx={{ my: 1.5, borderColor: '#000' }} />
            <Typography sx={{ fontSize: 13 }}>订单 {orderNo}</Typography>
            <Typography sx={{ fontSize: 13 }}>内件：{contents}</Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>关闭</Button>
          <Button variant='contained' onClick={() => window.print()} data-testid='address-label-print'>
            打印
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
