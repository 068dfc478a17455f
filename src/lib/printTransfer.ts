/**
 * The spec's transferParams of print/cloudPrintOrder: which queue files the order is for
 * (selectedFiles), the money the queue showed (order_all, yuan), where the user came from
 * (navigatorType) and, for an order already submitted, its print_order_id. Carried as one JSON
 * query value so that the page also opens inside a web view with the same address.
 */

export const PRINT_ORDER_PAGE = '/cloud/print/cloudPrintOrder'

/** queue: the print tab or centre; orderList: 去支付 on an order; lock: the lockPrintOrder page. */
export const PRINT_NAVIGATOR_TYPES = ['queue', 'orderList', 'lock'] as const
export type PrintNavigatorType = (typeof PRINT_NAVIGATOR_TYPES)[number]

export interface PrintTransferParams {
  selectedFiles: number[]
  order_all: number
  navigatorType: PrintNavigatorType
  print_order_id?: number
}

/** The page address for these parameters. */
export function printOrderUrl(params: PrintTransferParams): string {
  return `${PRINT_ORDER_PAGE}?transferParams=${encodeURIComponent(JSON.stringify(params))}`
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

/**
 * The parameters of the page's query value (decoded or not), or null when they are missing or
 * malformed; an order without print_order_id and without files is malformed too (the page then
 * says '创建订单出错，请重新加入打印队列').
 */
export function parsePrintTransfer(raw: string | undefined): PrintTransferParams | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw.startsWith('%7B') || raw.startsWith('%7b') ? decodeURIComponent(raw) : raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const files = Array.isArray(v.selectedFiles) ? v.selectedFiles : []
  if (!files.every(isId)) return null
  const navigatorType = PRINT_NAVIGATOR_TYPES.find((t) => t === v.navigatorType) ?? 'queue'
  const orderAll = typeof v.order_all === 'number' && Number.isFinite(v.order_all) && v.order_all >= 0 ? v.order_all : 0
  const printOrderId = isId(v.print_order_id) ? v.print_order_id : undefined
  if (printOrderId === undefined && files.length === 0) return null
  return { selectedFiles: files as number[], order_all: orderAll, navigatorType, ...(printOrderId === undefined ? {} : { print_order_id: printOrderId }) }
}
