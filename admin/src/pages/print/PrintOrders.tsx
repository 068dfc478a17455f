/**
 * 打印履约: the queue of paid print orders (PRINT_PATHS.staffOrders). 开始打印 moves paid → printing,
 * 发货 printing → shipped with the courier and tracking number, 面单 prints the address label, and a
 * row opens to the job's files with their print settings, each with 打开 (its signed download URL,
 * in a new tab, to print from).
 */
import { Datagrid, FunctionField, SelectInput, TextField as RaTextField, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import {
  PRINT_BINDING_NAMES,
  PRINT_COLOR_NAMES,
  PRINT_ORDER_STATUSES,
  PRINT_ORDER_STATUS_NAMES,
  PRINT_PAPER_NAMES,
  PRINT_SIDES_NAMES,
  type PrintOrderItem,
  type StaffPrintOrder,
  type StaffPrintOrderItem
} from '../../../../types/print'
import { CLOUD_UPLOAD_LIMITS } from '../../../../types/cloudUploads'
import { ActionDialog } from '../../components/ActionDialog'
import { AddressLabel } from '../../components/AddressLabel'
import { EmptyState } from '../../components/EmptyState'
import { ShipDialog } from '../../components/ShipDialog'
import { time, yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

const EMPTY = <EmptyState title='没有这个状态的打印订单' hint='用户付款后，订单会出现在“待打印”中' />

const RESOURCE = 'print-orders'
const statusChoices = PRINT_ORDER_STATUSES.map((id) => ({ id, name: PRINT_ORDER_STATUS_NAMES[id] }))
const STATUS_COLOR: Partial<Record<StaffPrintOrder['status'], 'warning' | 'info' | 'success' | 'default'>> = { paid: 'warning', printing: 'info', shipped: 'success' }

/** The files' URLs expire: the list refetches well inside their lifetime, so a page left open stays printable. */
const FILE_URL_REFRESH_MS = (CLOUD_UPLOAD_LIMITS.urlTtlMs * 2) / 3

const filters = [<SelectInput key='status' source='status' label='状态' choices={statusChoices} alwaysOn emptyText='全部' />]

/** The name as the user sees it: with its extension once (names usually carry it already). */
const fileName = (item: PrintOrderItem) => (item.name.toLowerCase().endsWith(`.${item.extension.toLowerCase()}`) ? item.name : `${item.name}.${item.extension}`)

const pagesOf = (item: PrintOrderItem) => {
  const { page_from, page_to } = item.settings
  return page_from || page_to ? `第 ${page_from ?? 1}–${page_to ?? item.page_count} 页` : `全部 ${item.page_count} 页`
}

/** 打开: the file's signed URL in a new tab (it expires, so the list refetches; see PrintOrderList). */
function OpenFile({ item, testId }: { item: StaffPrintOrderItem; testId: string }) {
  if (!item.file_url)
    return (
      <Typography variant='body2' color='text.secondary' data-testid={testId}>
        文件已不存在
      </Typography>
    )
  return (
    <Button
      size='small'
      href={item.file_url}
      target='_blank'
      rel='noopener noreferrer'
      startIcon={<OpenInNewIcon />}
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      打开
    </Button>
  )
}

/** The job's files, as they were submitted, with how each is to be printed and 打开 to print it. */
function PrintFiles() {
  const order = useRecordContext<StaffPrintOrder>()
  if (!order) return null
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid='print-order-files'>
      <Typography variant='subtitle2' gutterBottom>
        打印文件（{order.items.length}）{order.remark ? ` · 备注：${order.remark}` : ''}
      </Typography>
      <Table size='small'>
        <TableHead>
          <TableRow>
            <TableCell>文件</TableCell>
            <TableCell>页数</TableCell>
            <TableCell>份数</TableCell>
            <TableCell>纸张 / 颜色 / 单双面</TableCell>
            <TableCell>装订</TableCell>
            <TableCell>合并</TableCell>
            <TableCell align='right'>费用</TableCell>
            <TableCell align='right'>打印</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, i) => (
            <TableRow key={i}>
              <TableCell>{fileName(item)}</TableCell>
              <TableCell>{pagesOf(item)}</TableCell>
              <TableCell>{item.settings.copies}</TableCell>
              <TableCell>
                {PRINT_PAPER_NAMES[item.settings.paper]} / {PRINT_COLOR_NAMES[item.settings.color]} / {PRINT_SIDES_NAMES[item.settings.sides]}
              </TableCell>
              <TableCell>{PRINT_BINDING_NAMES[item.settings.binding]}</TableCell>
              <TableCell>{item.group_id ? `合并组 ${item.group_id}` : '—'}</TableCell>
              <TableCell align='right'>{yuan(item.fee.fee_fen)}</TableCell>
              <TableCell align='right'>
                <OpenFile item={item} testId={`print-file-${order.id}-${i}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

function OrderActions() {
  const order = useRecordContext<StaffPrintOrder>()
  const consoleApi = useConsole()
  if (!order) return null
  return (
    <Stack direction='row' spacing={1} justifyContent='flex-end'>
      {order.status === 'paid' ? (
        <ActionDialog
          label='开始打印'
          description={`将订单 ${order.id} 标记为打印中？用户会看到订单进入“打印中”。`}
          done='已标记为打印中'
          testId={`print-start-${order.id}`}
          onConfirm={() => consoleApi.act(RESOURCE, order.id, 'printing')}
        />
      ) : null}
      {order.status === 'printing' ? <ShipDialog testId={`print-ship-${order.id}`} onShip={(body) => consoleApi.act(RESOURCE, order.id, 'shipped', body)} /> : null}
      <AddressLabel address={order.address} orderNo={String(order.id)} contents={`打印文件 ${order.items.length} 个`} testId={`print-label-${order.id}`} />
    </Stack>
  )
}

export function PrintOrderList() {
  return (
    <QueueList
      resource={RESOURCE}
      title='打印履约'
      filters={filters}
      filterDefaultValues={{ status: 'paid' }}
      empty={EMPTY}
      queryOptions={{ refetchInterval: FILE_URL_REFRESH_MS }}
    >
      <Datagrid bulkActionButtons={false} rowClick='expand' expand={<PrintFiles />} empty={EMPTY} rowSx={() => ({ cursor: 'pointer' })}>
        <RaTextField source='id' label='订单号' sortable={false} />
        <FunctionField
          label='状态'
          sortable={false}
          render={(o: StaffPrintOrder) => <Chip size='small' color={STATUS_COLOR[o.status] ?? 'default'} label={o.status_name} />}
        />
        <FunctionField label='文件' sortable={false} render={(o: StaffPrintOrder) => `${o.items.length} 个，共 ${o.items.reduce((n, i) => n + i.fee.sides, 0)} 面`} />
        <FunctionField label='收件人' sortable={false} render={(o: StaffPrintOrder) => `${o.address.name} · ${o.address.province}${o.address.city}`} />
        <FunctionField label='实付' sortable={false} render={(o: StaffPrintOrder) => yuan(o.total_fen)} />
        <FunctionField label='付款时间' sortable={false} render={(o: StaffPrintOrder) => time(o.paid_at)} />
        <FunctionField label='物流' sortable={false} render={(o: StaffPrintOrder) => (o.express ? `${o.express.company_name} ${o.express.tracking_no}` : '—')} />
        <OrderActions />
      </Datagrid>
    </QueueList>
  )
}
