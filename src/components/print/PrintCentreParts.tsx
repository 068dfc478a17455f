import { Text, View } from '@tarojs/components'
import type { PrintOrderCounts, PrintQueueItem } from '@types-contract/print'
import { isPrintPicture } from '@core/printFees'
import { moneyText } from '@/lib/printOrderView'
import { groupMeta, itemMeta, orderCountLinks, unitFeeFen, type QueueUnit } from '@/lib/printView'
import './print.scss'

/** The ways in, three to a row: label, icon, spec path, test id. */
const ENTRIES: [label: string, icon: string, spec: string, testId: string][] = [
  ['从文库添加', '库', 'cloud/cloudLibrary', 'print-entry-library'],
  ['上传文件', '传', 'print/webViewFileUpload', 'print-entry-upload'],
  ['照片打印', '照', 'print/cloudPrintPicture', 'print-entry-picture'],
  ['合并打印', '合', 'print/cloudPrintMerge', 'print-entry-merge'],
  ['我的订单', '单', 'print/printOrderList', 'print-entry-orders'],
  ['地址管理', '址', 'print/addressList', 'print-entry-address']
]

/** The blue head: what the page is for. */
export function PrintHead() {
  return (
    <View className='pc-head'>
      <Text className='pc-head__title'>云打印</Text>
      <Text className='pc-head__sub'>文库资料在线打印，快递送到家</Text>
    </View>
  )
}

/** My orders by state (待付款 · 待打印 · 打印中 · 已发货), each opening printOrderList?status=; blank counts when unknown. */
export function OrderCounts({ counts, onOpen }: { counts: PrintOrderCounts | null; onOpen: (spec: string, query?: Record<string, string>) => void }) {
  return (
    <View className='pc-card pc-card--lift' data-testid='print-order-counts'>
      <View className='pc-card__title'>
        <Text>我的打印订单</Text>
        <Text className='pc-card__link' data-testid='print-orders-all' onClick={() => onOpen('print/printOrderList')}>
          全部订单 ›
        </Text>
      </View>
      <View className='pc-counts'>
        {orderCountLinks(counts).map((c) => (
          <View key={c.status} className='pc-counts__item' data-testid={`print-count-${c.status}`} onClick={() => onOpen('print/printOrderList', { status: c.status })}>
            <Text className='pc-counts__num'>{counts ? c.count : '-'}</Text>
            <Text className='pc-counts__label'>{c.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** 从文库添加, 上传文件, 照片打印, 合并打印, 我的订单, 地址管理. */
export function PrintEntries({ onOpen }: { onOpen: (spec: string) => void }) {
  return (
    <View className='pc-card pc-entries'>
      {ENTRIES.map(([label, icon, spec, testId]) => (
        <View key={spec} className='pc-entry' data-testid={testId} onClick={() => onOpen(spec)}>
          <View className='pc-entry__icon'>
            <Text>{icon}</Text>
          </View>
          <Text>{label}</Text>
        </View>
      ))}
    </View>
  )
}

/** Logged out (the print tab): what it is for, and 登录. */
export function PrintLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <View className='pc-card pc-card--lift' data-testid='print-login'>
      <View className='pc-card__title'>
        <Text>登录后使用云打印</Text>
      </View>
      <Text className='pc-hint'>把文库里的试卷、笔记打印出来，快递送到家。</Text>
      <View className='pc-btn' data-testid='print-login-button' onClick={onLogin}>
        <Text>登录 / 注册</Text>
      </View>
    </View>
  )
}

/** A file's tile: PDF, 图 (a picture) or 合 (a merged group). */
export function PrintFileIcon({ item }: { item?: Pick<PrintQueueItem, 'extension'> }) {
  const kind = !item ? 'group' : isPrintPicture(item.extension) ? 'image' : 'pdf'
  return (
    <View className={`pc-icon pc-icon--${kind}`}>
      <Text>{kind === 'group' ? '合' : kind === 'image' ? '图' : 'PDF'}</Text>
    </View>
  )
}

interface RowProps {
  unit: QueueUnit
  selected: boolean
  onToggle: () => void
  onOpen: () => void
  onPreview: () => void
  onRemove: () => void
}

/**
 * A row of the queue: the check, the file (or the group with its files), pages and settings, the
 * fee; 设置 · 预览 · 移出 (a group: 分组). A row a submitted order holds shows 待付款 and opens that order.
 */
export function QueueRow({ unit, selected, onToggle, onOpen, onPreview, onRemove }: RowProps) {
  const locked = unit.lockedBy !== null
  const name = unit.kind === 'item' ? unit.item.name : unit.group.name
  return (
    <View className='pc-row' data-testid='print-item' data-name={name} data-kind={unit.kind} data-locked={String(locked)} data-selected={String(selected)}>
      {locked ? (
        <View className='pc-check pc-check--off' />
      ) : (
        <View
          className={`pc-check${selected ? ' pc-check--on' : ''}`}
          data-testid='print-item-check'
          role='checkbox'
          aria-label={`选择 ${name}`}
          aria-checked={selected}
          onClick={onToggle}
        />
      )}
      <View className='pc-row__body' data-testid='print-item-open' onClick={onOpen}>
        <PrintFileIcon item={unit.kind === 'item' ? unit.item : undefined} />
        <View className='pc-row__text'>
          <Text className='pc-row__name'>{name}</Text>
          <Text className='pc-row__meta' data-testid='print-item-meta'>
            {unit.kind === 'item' ? itemMeta(unit.item) : groupMeta(unit.group, unit.items)}
          </Text>
          {unit.kind === 'group' ? <Text className='pc-row__files'>{unit.items.map((i) => i.name).join('、')}</Text> : null}
        </View>
      </View>
      <View className='pc-row__side'>
        <Text className='pc-row__fee' data-testid='print-item-fee'>
          {moneyText(unitFeeFen(unit))}
        </Text>
        {locked ? (
          <Text className='pc-tag pc-tag--locked' data-testid='print-item-locked' onClick={onOpen}>
            待付款
          </Text>
        ) : (
          <View className='pc-row__actions'>
            {unit.kind === 'item' ? (
              <>
                <Text className='pc-link' data-testid='print-item-preview' onClick={onPreview}>
                  预览
                </Text>
                <Text className='pc-link pc-link--danger' data-testid='print-item-remove' onClick={onRemove}>
                  移出
                </Text>
              </>
            ) : (
              <Text className='pc-link' data-testid='print-group-open' onClick={onOpen}>
                分组
              </Text>
            )}
          </View>
        )}
      </View>
    </View>
  )
}

interface BarProps {
  allChosen: boolean
  files: number
  totalFen: number
  delivery: string
  checking: boolean
  onAll: () => void
  onCheckout: () => void
}

/** 全选, 合计 with the delivery, 去结算 (n). */
export function CheckoutBar({ allChosen, files, totalFen, delivery, checking, onAll, onCheckout }: BarProps) {
  return (
    <View className='pc-bar' data-testid='print-bar' data-files={files}>
      <View className='pc-bar__all' data-testid='print-select-all' onClick={onAll}>
        <View className={`pc-check${allChosen ? ' pc-check--on' : ''}`} />
        <Text>全选</Text>
      </View>
      <View className='pc-bar__sum'>
        <Text className='pc-bar__total'>
          合计{' '}
          <Text className='pc-bar__money' data-testid='print-total'>
            {moneyText(totalFen)}
          </Text>
        </Text>
        <Text className='pc-bar__delivery' data-testid='print-delivery'>
          {delivery}
        </Text>
      </View>
      <View className={`pc-bar__go${files === 0 || checking ? ' pc-bar__go--off' : ''}`} data-testid='print-checkout' onClick={onCheckout}>
        <Text>{files ? `去结算(${files})` : '去结算'}</Text>
      </View>
    </View>
  )
}
