/**
 * 商品与库存 (ADMIN_MALL_PATHS.goods, .skus): the mall's goods with their SKUs; put a good on sale or
 * off the shelf, and change a SKU's stock (by a delta, so units bought meanwhile stay taken) or price.
 */
import { useState } from 'react'
import { Datagrid, FunctionField, SearchInput, SelectInput, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Avatar, Box, Chip, InputAdornment, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import { ADMIN_MALL_LIMITS, ADMIN_MALL_PATHS, type AdminGoods, type AdminSku } from '../../../../types/adminMall'
import { MALL_CATEGORIES, MALL_CATEGORY_NAMES } from '../../../../types/mall'
import { MALL_GOODS_STATUSES } from '../../../../types/mallGoods'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const STATUS_NAMES: Record<(typeof MALL_GOODS_STATUSES)[number], string> = { on_sale: '在售', off_shelf: '已下架' }
const EMPTY = <EmptyState title='没有符合条件的商品' />
const filters = [
  <SearchInput key='q' source='q' placeholder='商品标题' alwaysOn />,
  <SelectInput key='status' source='status' label='状态' choices={MALL_GOODS_STATUSES.map((id) => ({ id, name: STATUS_NAMES[id] }))} alwaysOn emptyText='全部' />,
  <SelectInput key='category' source='category' label='分类' choices={MALL_CATEGORIES.map((id) => ({ id, name: MALL_CATEGORY_NAMES[id] }))} alwaysOn emptyText='全部' />
]

const fenOf = (text: string): number | null => (/^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null)

function SkuEdit({ sku }: { sku: AdminSku }) {
  const consoleApi = useConsole()
  const [delta, setDelta] = useState('')
  const [price, setPrice] = useState('')
  const [reason, setReason] = useState('')
  const d = delta === '' ? 0 : Number(delta)
  const deltaOk = delta === '' || (/^-?\d+$/.test(delta) && Math.abs(d) <= ADMIN_MALL_LIMITS.stockDeltaMax && sku.stock + d >= 0)
  const fen = price === '' ? null : fenOf(price)
  const priceOk = price === '' || (fen !== null && fen >= 1 && fen <= ADMIN_MALL_LIMITS.priceMaxFen)
  return (
    <ActionDialog
      label='调整'
      title={`调整 ${sku.name}（库存 ${sku.stock}，售价 ${yuan(sku.price_fen)}）`}
      done='已调整'
      onOpen={() => {
        setDelta('')
        setPrice('')
        setReason('')
      }}
      valid={deltaOk && priceOk && (d !== 0 || fen !== null)}
      onConfirm={() =>
        consoleApi.call('PATCH', `${ADMIN_MALL_PATHS.skus}${sku.id}/`, {
          body: { ...(d ? { stock_delta: d } : {}), ...(fen !== null ? { price_fen: fen } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) }
        })
      }
    >
      <TextField
        label='库存增减'
        placeholder='如 50 或 -5'
        value={delta}
        onChange={(e) => setDelta(e.target.value.trim())}
        error={!deltaOk}
        helperText={deltaOk && d ? `调整后 ${sku.stock + d}` : '正数补货，负数扣减'}
      />
      <TextField
        label='新售价（留空不改）'
        value={price}
        onChange={(e) => setPrice(e.target.value.trim())}
        error={!priceOk}
        InputProps={{ startAdornment: <InputAdornment position='start'>¥</InputAdornment> }}
      />
      <TextField label='备注（选填）' value={reason} onChange={(e) => setReason(e.target.value)} inputProps={{ maxLength: ADMIN_MALL_LIMITS.reasonMax }} />
    </ActionDialog>
  )
}

function Skus() {
  const goods = useRecordContext<AdminGoods>()
  if (!goods) return null
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Table size='small'>
        <TableHead>
          <TableRow>
            <TableCell>规格</TableCell>
            <TableCell align='right'>售价</TableCell>
            <TableCell align='right'>划线价</TableCell>
            <TableCell align='right'>库存</TableCell>
            <TableCell align='right'>已售</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {goods.skus.map((sku) => (
            <TableRow key={sku.id}>
              <TableCell>{sku.name}</TableCell>
              <TableCell align='right'>{yuan(sku.price_fen)}</TableCell>
              <TableCell align='right'>{sku.original_price_fen ? yuan(sku.original_price_fen) : '—'}</TableCell>
              <TableCell align='right'>{sku.stock === 0 ? <Chip size='small' color='error' label='缺货' /> : sku.stock}</TableCell>
              <TableCell align='right'>{sku.sold}</TableCell>
              <TableCell align='right'>
                <SkuEdit sku={sku} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

function Shelf() {
  const goods = useRecordContext<AdminGoods>()
  const consoleApi = useConsole()
  if (!goods) return null
  const onSale = goods.status === 'on_sale'
  return (
    <ActionDialog
      label={onSale ? '下架' : '上架'}
      color={onSale ? 'warning' : 'primary'}
      description={onSale ? `下架“${goods.title}”：用户不能再购买，已下的订单不受影响。` : `上架“${goods.title}”。`}
      done={onSale ? '已下架' : '已上架'}
      onConfirm={() => consoleApi.call('PATCH', `${ADMIN_MALL_PATHS.goods}${goods.id}/`, { body: { status: onSale ? 'off_shelf' : 'on_sale' } })}
    />
  )
}

export function GoodsList() {
  return (
    <QueueList resource='goods' title='商品与库存' filters={filters} empty={EMPTY}>
      <Datagrid bulkActionButtons={false} rowClick='expand' expand={<Skus />} empty={EMPTY}>
        <FunctionField
          label='商品'
          sortable={false}
          render={(g: AdminGoods) => (
            <Stack direction='row' spacing={1} alignItems='center'>
              <Avatar variant='rounded' src={g.cover_url ?? undefined} sx={{ width: 40, height: 40 }} />
              <Box>
                <Box>{g.title}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{g.subtitle}</Box>
              </Box>
            </Stack>
          )}
        />
        <FunctionField label='分类' sortable={false} render={(g: AdminGoods) => MALL_CATEGORY_NAMES[g.category]} />
        <FunctionField label='规格' sortable={false} render={(g: AdminGoods) => `${g.skus.length} 个`} />
        <FunctionField label='库存' sortable={false} render={(g: AdminGoods) => (g.stock === 0 ? <Chip size='small' color='error' label='缺货' /> : g.stock)} />
        <FunctionField label='已售' sortable={false} render={(g: AdminGoods) => g.sold} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(g: AdminGoods) => <Chip size='small' color={g.status === 'on_sale' ? 'success' : 'default'} label={STATUS_NAMES[g.status]} />}
        />
        <Shelf />
      </Datagrid>
    </QueueList>
  )
}
