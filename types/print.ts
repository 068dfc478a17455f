export type * from './schemas/print'

/**
 * Cloud printing by mail (issue 21, docs/print.md). A user adds library or share files to the print
 * queue (the spec's EduFiles), sets each file's print settings, may merge several into one bound
 * document (a group), checks the configuration and the fee, submits an order with an address, pays
 * it (order_type 'print', total_fee = order_money × 100), and follows it through printing and
 * shipping to receipt. Amounts are integer fen on the server; `order_money` is the yuan the spec's
 * app multiplies by 100.
 */

export const PRINT_PAPERS = ['A4', 'A3', 'B5', 'photo6'] as const
export type PrintPaper = (typeof PRINT_PAPERS)[number]
export const PRINT_PAPER_NAMES: Record<PrintPaper, string> = { A4: 'A4', A3: 'A3', B5: 'B5', photo6: '6寸照片纸' }

export const PRINT_COLORS = ['bw', 'color'] as const
export type PrintColor = (typeof PRINT_COLORS)[number]
export const PRINT_COLOR_NAMES: Record<PrintColor, string> = { bw: '黑白', color: '彩色' }

export const PRINT_SIDES = ['single', 'double'] as const
export type PrintSides = (typeof PRINT_SIDES)[number]
export const PRINT_SIDES_NAMES: Record<PrintSides, string> = { single: '单面', double: '双面' }

export const PRINT_BINDINGS = ['none', 'staple', 'ring'] as const
export type PrintBinding = (typeof PRINT_BINDINGS)[number]
export const PRINT_BINDING_NAMES: Record<PrintBinding, string> = { none: '不装订', staple: '订书钉', ring: '胶圈装订' }

/**
 * submitted (待付款) → paid (待打印) → printing (打印中) → shipped (已发货) → received (已完成);
 * submitted or paid → cancelled (已取消; a paid one is refunded in full). core/printOrders.ts holds
 * the transitions.
 */
export const PRINT_ORDER_STATUSES = ['submitted', 'paid', 'printing', 'shipped', 'received', 'cancelled'] as const
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number]
export const PRINT_ORDER_STATUS_NAMES: Record<PrintOrderStatus, string> = {
  submitted: '待付款',
  paid: '待打印',
  printing: '打印中',
  shipped: '已发货',
  received: '已完成',
  cancelled: '已取消'
}

/** Files the print shop takes: PDF (pages counted with pdf-lib) and pictures (one page each). */
export const PRINTABLE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const
export const PRINT_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const

/** The courier a shipped order goes with; the local simulated provider answers for all of them. */
export const EXPRESS_COMPANIES = ['sf', 'yto', 'zto', 'sto', 'yunda', 'ems'] as const
export type ExpressCompany = (typeof EXPRESS_COMPANIES)[number]
export const EXPRESS_COMPANY_NAMES: Record<ExpressCompany, string> = { sf: '顺丰速运', yto: '圆通速递', zto: '中通快递', sto: '申通快递', yunda: '韵达快递', ems: 'EMS' }

/** Where a tracked parcel is. */
export const EXPRESS_STATES = ['collected', 'in_transit', 'delivering', 'signed'] as const
export type ExpressState = (typeof EXPRESS_STATES)[number]

export const PRINT_LIMITS = {
  maxCopies: 99,
  /** Files in the queue at once. */
  maxQueueItems: 50,
  /** Files in one add (file_id_list) and in one order. */
  maxBatch: 50,
  /** Files in one merged group. */
  maxGroupItems: 20,
  /** The first pages a preview shows as images. */
  previewPages: 3,
  /** PDFs larger than this are not read to count pages (bytes; 200 MB). */
  maxCountBytes: 200 * 1024 * 1024,
  remarkMaxLength: 200,
  cancelReasonMaxLength: 100
} as const

/** The spec's debounce of add-to-print actions (ms). */
export const PRINT_ADD_DEBOUNCE_MS = 1000

/** The 422 codes of printing (detail texts are Chinese, for the user). */
export type PrintErrorCode =
  /** 暂不支持打印该格式: not a PDF or a picture (Word, PPT, Excel: save as PDF first). */
  | 'print_unsupported_type'
  /** 文件无法读取: a PDF pdf-lib cannot open, or one over maxCountBytes. */
  | 'print_unreadable'
  /** 打印队列已满 */
  | 'print_queue_full'
  /** 文件已在待付款订单中: the item is locked by a submitted order. */
  | 'print_item_locked'
  /** 订单已支付，请勿重复支付 */
  | 'print_order_paid'
  /** 订单已开始打印，无法取消 */
  | 'print_started'
  /** 订单已取消 */
  | 'print_order_cancelled'
  /** The transition asked is not open from the order's status (accept before shipping …). */
  | 'print_bad_state'

/** 403 codes: the share forbids printing this file (cloud shares' forbid_print), or the share is banned. */
export type PrintForbiddenCode = 'print_forbidden' | 'share_banned'

export const PRINT_PATHS = {
  /**
   * GET → PrintQueue. POST PrintQueueAdd → 201 PrintQueueAddResult (the spec's EduFiles).
   * + '<id>/' PATCH PrintSettingsPatch → PrintQueueItem; DELETE → DetailResponse.
   * + '<id>/preview/' GET → PrintPreview.
   */
  queue: '/api/cloud/print/queue/',
  /** POST PrintGroupCreate → 201 PrintGroup. + '<id>/' PATCH PrintGroupPatch → PrintGroup; DELETE → DetailResponse (files stay queued). */
  groups: '/api/cloud/print/groups/',
  /** GET → PrintPriceTable (the configured prices, fen). */
  prices: '/api/cloud/print/prices/',
  /** POST PrintItemsBody → PrintFeeQuote. */
  fee: '/api/cloud/print/fee/',
  /** POST PrintItemsBody → PrintConfigCheck (run before submit). */
  configCheck: '/api/cloud/print/config-check/',
  /**
   * GET PrintOrderListQuery → Page(PrintOrder). POST PrintOrderSubmit → 201 PrintOrder.
   * + '<id>/' GET → PrintOrder. + '<id>/cancel/' POST PrintOrderCancel → PrintOrder.
   * + '<id>/accept/' POST → PrintOrder (shipped → received). + '<id>/address/' POST PrintOrderAddress → PrintOrder.
   * + '<id>/tracking/' GET → PrintTracking.
   */
  orders: '/api/cloud/print/orders/',
  /** GET → PrintOrderCounts (the print centre's header). */
  orderCounts: '/api/cloud/print/orders/counts/',
  /**
   * Staff (users.is_staff): GET PrintOrderListQuery → Page(StaffPrintOrder) of every user (each file with a signed file_url).
   * + '<id>/printing/' POST → PrintOrder (paid → printing). + '<id>/shipped/' POST PrintOrderShip → PrintOrder.
   */
  staffOrders: '/api/admin/print/orders/'
} as const
