/** 发放优惠券 (MALL_CART_PATHS.staffCouponGrant): a coupon to one user, who finds it in the app's new-coupon popup. */
import { useState, type FormEvent } from 'react'
import { Title, useNotify } from 'react-admin'
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { MALL_CART_PATHS, type MallUserCoupon } from '../../../../types/mallCart'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const ID = /^[1-9]\d{0,9}$/

export function CouponGrantPage() {
  const consoleApi = useConsole()
  const notify = useNotify()
  const [userId, setUserId] = useState('')
  const [couponId, setCouponId] = useState('')
  const [busy, setBusy] = useState(false)
  const [granted, setGranted] = useState<MallUserCoupon | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const coupon = await consoleApi.call<MallUserCoupon>('POST', MALL_CART_PATHS.staffCouponGrant, { body: { user_id: Number(userId), coupon_id: Number(couponId) } })
      setGranted(coupon)
      notify('已发放', { type: 'success' })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title='发放优惠券' />
      <CardContent component='form' onSubmit={submit}>
        <Stack spacing={2}>
          <Typography color='text.secondary'>把一张优惠券发给一位用户，用户下次打开 App 时会在新券弹窗中看到。</Typography>
          <TextField
            label='用户编号'
            value={userId}
            onChange={(e) => setUserId(e.target.value.trim())}
            error={userId !== '' && !ID.test(userId)}
            inputProps={{ inputMode: 'numeric' }}
          />
          <TextField
            label='优惠券编号'
            value={couponId}
            onChange={(e) => setCouponId(e.target.value.trim())}
            error={couponId !== '' && !ID.test(couponId)}
            inputProps={{ inputMode: 'numeric' }}
          />
          <Button type='submit' variant='contained' disabled={busy || !ID.test(userId) || !ID.test(couponId)} sx={{ alignSelf: 'flex-start' }}>
            发放
          </Button>
          {granted ? (
            <Typography data-testid='coupon-granted'>
              已发放“{granted.name}”给用户 #{userId}，有效期至 {time(granted.ends_at)}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  )
}
