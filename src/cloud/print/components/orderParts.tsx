import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PrintItemFee, PrintOrder, PrintOrderItem } from '@types-contract/print'
import { chinaFormat } from '@core/chinaTime'
import { moneyText, PRINT_ORDER_ACTION_NAMES, printOrderActions, printOrderFilesText, printOrderStatusHint, type PrintOrderAction } from '@/lib/printOrderView'
import { itemMeta } from '@/lib/printView'
import { FileIcon } from '@/cloud/components/CloudParts'
import './order.scss'

/** A file as an order shows it: a queue file before submitting, the order's snapshot after. */
export type OrderFile = Pick<PrintOrderItem, 'name' | 'extension' | 'page_count' | 'settings' | 'group_id'> & { fee: PrintItemFee }

/** The files with their settings and fees; files of one merged group carry a 合并装订 tag. */
export function OrderFiles({ files }: { files: readonly OrderFile[] }) {
  return (
    <View className='po-card' data-testid='order-files'>
      <Text className='po-card__title'>打印文件（{files.length}）</Text>
      {files.map((f, i) => (
        <View key={i} className='po-file' data-testid='order-file' data-name={f.name}>
          <FileIcon entry={{ is_folder: false, name: f.name, extension: f.extension }} />
          <View className='po-file__text'>
            <Text className='po-file__name'>{f.name}</Text>
            <Text className='po-file__meta'>
              {f.group_id !== null ? <Text className='po-tag'>合并装订</Text> : null}
              {itemMeta(f)}
            </Text>
          </View>
          <Text className='po-file__fee'>{moneyText(f.fee.fee_fen)}</Text>
        </View>
      ))}
    </View>
  )
}

/** 打印费, 运费 (包邮 when free) and 合计. */
export function OrderFees({ printFen, deliveryFen, totalFen }: { printFen: number; deliveryFen: number; totalFen: number }) {
  return (
    <View className='po-card' data-testid='order-fees'>
      <View className='po-line'>
        <Text>打印费</Text>
        <Text className='po-line__value' data-testid='order-print-fee'>
          {moneyText(printFen)}
        </Text>
      </View>
      <View className='po-line'>
        <Text>运费</Text>
        <Text className='po-line__value' data-testid='order-delivery-fee'>
          {deliveryFen === 0 ? '包邮' : moneyText(deliveryFen)}
        </Text>
      </View>
      <View className='po-line po-line--total'>
        <Text>合计</Text>
        <Text className='po-money' data-testid='order-total'>
          {moneyText(totalFen)}
        </Text>
      </View>
    </View>
  )
}

/** The bar at the bottom of an unpaid order: 合计 and the buttons given. */
export function OrderPayBar({ totalFen, children }: { totalFen: number; children: ReactNode }) {
  return (
    <View className='po-bar'>
      <View className='po-bar__total'>
        <Text>合计</Text>
        <Text className='po-bar__money' data-testid='order-pay-total'>
          {moneyText(totalFen)}
        </Text>
      </View>
      {children}
    </View>
  )
}

/** The status as a banner with what it means now. */
export function OrderStatusHead({ order }: { order: Pick<PrintOrder, 'status' | 'status_name' | 'refunded_fen'> }) {
  return (
    <View className={`po-status${order.status === 'cancelled' ? ' po-status--cancelled' : ''}`} data-testid='order-status' data-status={order.status}>
      <Text className='po-status__name'>{order.status_name}</Text>
      <Text className='po-status__hint' data-testid='order-status-hint'>
        {printOrderStatusHint(order)}
      </Text>
    </View>
  )
}

/** The order's buttons (lib/printOrderView.ts printOrderActions), the last one drawn as the main one. */
export function OrderActions({ order, busy, onAction }: { order: PrintOrder; busy: boolean; onAction: (action: PrintOrderAction) => void }) {
  const actions = printOrderActions(order)
  if (actions.length === 0) return null
  return (
    <View className='po-actions'>
      {actions.map((a, i) => (
        <View
          key={a}
          className={`po-action${i === actions.length - 1 ? ' po-action--main' : ''}${busy ? ' po-action--off' : ''}`}
          data-testid={`order-action-${a}`}
          onClick={(e) => {
            e.stopPropagation()
            if (!busy) onAction(a)
          }}
        >
          {PRINT_ORDER_ACTION_NAMES[a]}
        </View>
      ))}
    </View>
  )
}

/** An order of the list: when, its status, its files, the total and its buttons. */
export function OrderCard({ order, busy, onAction }: { order: PrintOrder; busy: boolean; onAction: (action: PrintOrderAction) => void }) {
  return (
    <View className='po-card' data-testid='print-order' data-id={order.id} data-status={order.status}>
      <View className='po-order__head'>
        <Text>{`订单 ${order.id} · ${chinaFormat(order.created_at, 'YYYY-MM-DD HH:mm')}`}</Text>
        <Text className={`po-order__status${order.status === 'cancelled' ? ' po-order__status--cancelled' : ''}`} data-testid='print-order-status'>
          {order.status_name}
        </Text>
      </View>
      <Text className='po-order__files'>{printOrderFilesText(order)}</Text>
      <Text className='po-muted' data-testid='print-order-hint'>
        {printOrderStatusHint(order)}
      </Text>
      <View className='po-order__foot'>
        <Text className='po-line'>
          合计 <Text className='po-money'>{moneyText(order.total_fen)}</Text>
        </Text>
        <OrderActions order={order} busy={busy} onAction={onAction} />
      </View>
    </View>
  )
}
