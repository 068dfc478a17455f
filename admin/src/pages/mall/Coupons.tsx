/** 优惠券 (ADMIN_MALL_PATHS.coupons): the coupon templates with how many were issued and used, and a new one. */
import { useState } from 'react'
import { Datagrid, FunctionField, TopToolbar } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Link } from 'react-router-dom'
import { Button, Checkbox, FormControlLabel, InputAdornment, MenuItem, Stack, TextField } from '@mui/material'
import { ADMIN_MALL_LIMITS, ADMIN_MALL_PATHS, type AdminCoupon } from '../../../../types/adminMall'
import { MALL_CATEGORIES, MALL_CATEGORY_NAMES } from '../../../../types/mall'
import { MALL_COUPON_KIND_NAMES, type MallCouponKind } from '../../../../types/mallCart'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const fen = (yuanText: string): number | null => (/^\d+(\.\d{1,2})?$/.test(yuanText) ? Math.round(Number(yuanText) * 100) : null)
const Yuan = { startAdornment: <InputAdornment position='start'>¥</InputAdornment> }

function NewCoupon() {
  const consoleApi = useConsole()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<MallCouponKind>('cash')
  const [threshold, setThreshold] = useState('0')
  const [off, setOff] = useState('')
  const [percent, setPercent] = useState('')
  const [cap, setCap] = useState('')
  const [category, setCategory] = useState('')
  const [days, setDays] = useState('30')
  const [claimable, setClaimable] = useState(false)
  const [welcome, setWelcome] = useState(false)
  const t = fen(threshold)
  const o = fen(off)
  const p = Number(percent)
  const c = cap === '' ? null : fen(cap)
  const d = Number(days)
  const ok =
    name.trim() !== '' &&
    t !== null &&
    (kind === 'cash' ? o !== null && o >= 1 : Number.isInteger(p) && p >= 1 && p <= ADMIN_MALL_LIMITS.percentOffMax && (cap === '' || (c !== null && c >= 1))) &&
    Number.isInteger(d) &&
    d >= 1 &&
    d <= ADMIN_MALL_LIMITS.couponValidDaysMax
  return (
    <ActionDialog
      label='新建优惠券'
      variant='contained'
      done='已新建'
      valid={ok}
      onConfirm={() =>
        consoleApi.call('POST', ADMIN_MALL_PATHS.coupons, {
          body: {
            name: name.trim(),
            kind,
            threshold_fen: t,
            discount_fen: kind === 'cash' ? o : 0,
            percent_off: kind === 'discount' ? p : 0,
            max_discount_fen: kind === 'discount' ? c : null,
            category: category || null,
            valid_days: d,
            claimable,
            welcome
          }
        })
      }
    >
      <TextField label='名称' value={name} onChange={(e) => setName(e.target.value)} inputProps={{ maxLength: ADMIN_MALL_LIMITS.couponNameMax }} />
      <Stack direction='row' spacing={2}>
        <TextField select label='类型' value={kind} onChange={(e) => setKind(e.target.value as MallCouponKind)} sx={{ width: 140 }}>
          {(['cash', 'discount'] as const).map((k) => (
            <MenuItem key={k} value={k}>
              {MALL_COUPON_KIND_NAMES[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label='门槛（0 为无门槛）' value={threshold} onChange={(e) => setThreshold(e.target.value.trim())} error={t === null} InputProps={Yuan} />
      </Stack>
      {kind === 'cash' ? (
        <TextField label='减免金额' value={off} onChange={(e) => setOff(e.target.value.trim())} InputProps={Yuan} />
      ) : (
        <Stack direction='row' spacing={2}>
          <TextField label='折扣（减百分之几，15 即 8.5 折）' value={percent} onChange={(e) => setPercent(e.target.value.trim())} fullWidth />
          <TextField label='最高减（选填）' value={cap} onChange={(e) => setCap(e.target.value.trim())} InputProps={Yuan} />
        </Stack>
      )}
      <Stack direction='row' spacing={2}>
        <TextField select label='适用分类' value={category} onChange={(e) => setCategory(e.target.value)} sx={{ width: 160 }}>
          <MenuItem value=''>全场通用</MenuItem>
          {MALL_CATEGORIES.map((k) => (
            <MenuItem key={k} value={k}>
              {MALL_CATEGORY_NAMES[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label='领取后有效天数' value={days} onChange={(e) => setDays(e.target.value.trim())} />
      </Stack>
      <Stack direction='row'>
        <FormControlLabel control={<Checkbox checked={claimable} onChange={(e) => setClaimable(e.target.checked)} />} label='在领券中心展示' />
        <FormControlLabel control={<Checkbox checked={welcome} onChange={(e) => setWelcome(e.target.checked)} />} label='作为新人券发给每位用户' />
      </Stack>
    </ActionDialog>
  )
}

const EMPTY = <EmptyState title='还没有优惠券' />

export function CouponList() {
  return (
    <QueueList
      resource='coupons'
      title='优惠券'
      empty={false}
      actions={
        <TopToolbar>
          <Button component={Link} to='/coupon-grant'>
            发给指定用户
          </Button>
          <NewCoupon />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField label='编号' sortable={false} render={(c: AdminCoupon) => c.id} />
        <FunctionField label='名称' sortable={false} render={(c: AdminCoupon) => c.name} />
        <FunctionField label='规则' sortable={false} render={(c: AdminCoupon) => c.summary} />
        <FunctionField label='适用' sortable={false} render={(c: AdminCoupon) => (c.category ? MALL_CATEGORY_NAMES[c.category] : '全场通用')} />
        <FunctionField label='有效天数' sortable={false} render={(c: AdminCoupon) => c.valid_days} />
        <FunctionField
          label='发放方式'
          sortable={false}
          render={(c: AdminCoupon) => [c.claimable ? '领券中心' : '', c.welcome ? '新人券' : ''].filter(Boolean).join('、') || '仅人工发放'}
        />
        <FunctionField label='已发 / 已用' sortable={false} render={(c: AdminCoupon) => `${c.issued} / ${c.used}`} />
        <FunctionField label='创建时间' sortable={false} render={(c: AdminCoupon) => time(c.created_at)} />
      </Datagrid>
    </QueueList>
  )
}
