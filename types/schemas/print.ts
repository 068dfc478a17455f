/**
 * Cloud printing schemas (issue 21). Constants, paths and the story: types/print.ts.
 */
import { EXPRESS_COMPANIES, EXPRESS_STATES, PRINT_BINDINGS, PRINT_COLORS, PRINT_LIMITS, PRINT_ORDER_STATUSES, PRINT_PAPERS, PRINT_SIDES } from '../print'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

/** One file's print settings. A page range of nulls is the whole file. */
export const PrintSettings = Obj({
  copies: Type.Integer({ minimum: 1, maximum: PRINT_LIMITS.maxCopies }),
  color: StringEnum(PRINT_COLORS),
  sides: StringEnum(PRINT_SIDES),
  paper: StringEnum(PRINT_PAPERS),
  page_from: Nullable(Type.Integer({ minimum: 1 })),
  page_to: Nullable(Type.Integer({ minimum: 1 })),
  binding: StringEnum(PRINT_BINDINGS)
})
export type PrintSettings = Static<typeof PrintSettings>

/** PATCH PRINT_PATHS.queue + '<id>/': the settings to change. */
export const PrintSettingsPatch = Type.Partial(PrintSettings, { additionalProperties: false })
export type PrintSettingsPatch = Static<typeof PrintSettingsPatch>

/** POST PRINT_PATHS.queue (the spec's EduFiles): library files, or a share's files with share_id or its link text. */
export const PrintQueueAdd = Obj({
  file_id_list: Type.Array(Id(), { minItems: 1, maxItems: PRINT_LIMITS.maxBatch }),
  share_id: Type.Optional(Id()),
  /** The share link text (core/shareLink.ts); its id names the share when share_id is absent. */
  share_link_str: Type.Optional(Type.String({ maxLength: 500 }))
})
export type PrintQueueAdd = Static<typeof PrintQueueAdd>

/** A file's fee under its settings (groups: the binding is counted once, on the group's first file). */
export const PrintItemFee = Obj({
  /** Printed sides: pages in the range × copies. */
  sides: Int(),
  /** Sheets of paper: double-sided halves it (rounded up per copy). */
  sheets: Int(),
  fee_fen: Int()
})
export type PrintItemFee = Static<typeof PrintItemFee>

export const PrintQueueItem = Obj({
  id: Int(),
  entry_id: Int(),
  /** The share the file came through; null for the user's own library file. */
  share_id: Nullable(Int()),
  name: Type.String(),
  extension: Type.String(),
  size: Int(),
  /** Pages of the file (a picture is one). */
  page_count: Int(),
  settings: PrintSettings,
  /** The merged group the file belongs to (its settings are the group's). */
  group_id: Nullable(Int()),
  /** The submitted (unpaid) order that holds the file; its settings cannot change meanwhile. */
  locked_by_order: Nullable(Int()),
  fee: PrintItemFee,
  created_at: Type.String()
})
export type PrintQueueItem = Static<typeof PrintQueueItem>

/** Several queue files printed and bound as one document, in this order, with one set of settings. */
export const PrintGroup = Obj({
  id: Int(),
  name: Type.String(),
  item_ids: Type.Array(Int()),
  settings: PrintSettings
})
export type PrintGroup = Static<typeof PrintGroup>

/** GET PRINT_PATHS.queue: newest first. */
export const PrintQueue = Obj({ items: Type.Array(PrintQueueItem), groups: Type.Array(PrintGroup) })
export type PrintQueue = Static<typeof PrintQueue>

/** 201 of POST PRINT_PATHS.queue: the files added, and those already queued (entry ids; the app offers 去打印中心). */
export const PrintQueueAddResult = Obj({ added: Type.Array(PrintQueueItem), already: Type.Array(Int()) })
export type PrintQueueAddResult = Static<typeof PrintQueueAddResult>

/** POST PRINT_PATHS.groups */
export const PrintGroupCreate = Obj({
  item_ids: Type.Array(Id(), { minItems: 2, maxItems: PRINT_LIMITS.maxGroupItems }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  settings: Type.Optional(PrintSettingsPatch)
})
export type PrintGroupCreate = Static<typeof PrintGroupCreate>

/** PATCH PRINT_PATHS.groups + '<id>/': the new order of its files (the same set, or fewer: the others leave the group), name, settings. */
export const PrintGroupPatch = Obj({
  item_ids: Type.Optional(Type.Array(Id(), { minItems: 2, maxItems: PRINT_LIMITS.maxGroupItems })),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  settings: Type.Optional(PrintSettingsPatch)
})
export type PrintGroupPatch = Static<typeof PrintGroupPatch>

export const PrintIdParams = Obj({ id: Id() })
export type PrintIdParams = Static<typeof PrintIdParams>

/** GET PRINT_PATHS.queue + '<id>/preview/': the first pages as images (signed, expiring URLs). */
export const PrintPreview = Obj({
  page_count: Int(),
  pages: Type.Array(Obj({ page: Int(), url: Type.String() })),
  /** Why there are no page images (the renderer is not installed …); null when there are. */
  message: Nullable(Type.String())
})
export type PrintPreview = Static<typeof PrintPreview>

/** One price of the table: fen per printed side. */
export const PrintSidePrice = Obj({ paper: StringEnum(PRINT_PAPERS), color: StringEnum(PRINT_COLORS), sides: StringEnum(PRINT_SIDES), fen: Int() })
export type PrintSidePrice = Static<typeof PrintSidePrice>

/** GET PRINT_PATHS.prices: the server's configured table (core/printFees.ts has the defaults). */
export const PrintPriceTable = Obj({
  side_prices: Type.Array(PrintSidePrice),
  /** Fen per bound copy. */
  binding_prices: Type.Array(Obj({ binding: StringEnum(PRINT_BINDINGS), fen: Int() })),
  delivery_fen: Int(),
  /** Delivery is free when the print fee reaches this (fen); null: never free. */
  free_delivery_over_fen: Nullable(Int())
})
export type PrintPriceTable = Static<typeof PrintPriceTable>

/** POST PRINT_PATHS.fee and PRINT_PATHS.configCheck */
export const PrintItemsBody = Obj({ item_ids: Type.Array(Id(), { minItems: 1, maxItems: PRINT_LIMITS.maxBatch }) })
export type PrintItemsBody = Static<typeof PrintItemsBody>

/** The fees of a set of queue files; `order_money` is yuan (total_fee = order_money × 100). */
export const PrintFeeQuote = Obj({
  items: Type.Array(Obj({ item_id: Int(), fee: PrintItemFee })),
  print_fee_fen: Int(),
  delivery_fee_fen: Int(),
  total_fen: Int(),
  order_money: Type.Number()
})
export type PrintFeeQuote = Static<typeof PrintFeeQuote>

/** POST PRINT_PATHS.configCheck: every problem that would stop a submit, per file and field. */
export const PrintConfigCheck = Obj({
  ok: Type.Boolean(),
  problems: Type.Array(Obj({ item_id: Int(), field: Nullable(Type.String()), message: Type.String() }))
})
export type PrintConfigCheck = Static<typeof PrintConfigCheck>

/** The address an order ships to, as it was when chosen (types/addresses.ts Address without its id). */
export const PrintOrderAddress = Obj({
  name: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  detail: Type.String()
})
export type PrintOrderAddress = Static<typeof PrintOrderAddress>

/** A file of an order, as it was when submitted. */
export const PrintOrderItem = Obj({
  name: Type.String(),
  extension: Type.String(),
  page_count: Int(),
  settings: PrintSettings,
  group_id: Nullable(Int()),
  fee: PrintItemFee
})
export type PrintOrderItem = Static<typeof PrintOrderItem>

export const PrintExpress = Obj({ company: StringEnum(EXPRESS_COMPANIES), company_name: Type.String(), tracking_no: Type.String() })
export type PrintExpress = Static<typeof PrintExpress>

export const PrintOrder = Obj({
  id: Int(),
  status: StringEnum(PRINT_ORDER_STATUSES),
  status_name: Type.String(),
  items: Type.Array(PrintOrderItem),
  address: PrintOrderAddress,
  remark: Type.String(),
  print_fee_fen: Int(),
  delivery_fee_fen: Int(),
  total_fen: Int(),
  /** Yuan: the payment's total_fee is order_money × 100. */
  order_money: Type.Number(),
  can_cancel: Type.Boolean(),
  express: Nullable(PrintExpress),
  /** Fen refunded (a paid order cancelled); 0 otherwise. */
  refunded_fen: Int(),
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  printing_at: Nullable(Type.String()),
  shipped_at: Nullable(Type.String()),
  received_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String())
})
export type PrintOrder = Static<typeof PrintOrder>

/**
 * Staff only (GET PRINT_PATHS.staffOrders): an order's file with `file_url`, a signed download URL
 * of its bytes valid for a short while (the cloud library's download; it names the file), or null
 * when the file is gone. The user's own PrintOrder never carries it.
 */
export const StaffPrintOrderItem = Obj({ ...PrintOrderItem.properties, file_url: Nullable(Type.String()) })
export type StaffPrintOrderItem = Static<typeof StaffPrintOrderItem>

/** Staff only: a PrintOrder whose files carry file_url. */
export const StaffPrintOrder = Obj({ ...PrintOrder.properties, items: Type.Array(StaffPrintOrderItem) })
export type StaffPrintOrder = Static<typeof StaffPrintOrder>

/** POST PRINT_PATHS.orders: locks the files (locked_by_order) until paid (they leave the queue) or cancelled (they stay). */
export const PrintOrderSubmit = Obj({
  item_ids: Type.Array(Id(), { minItems: 1, maxItems: PRINT_LIMITS.maxBatch }),
  address_id: Id(),
  remark: Type.Optional(Type.String({ maxLength: PRINT_LIMITS.remarkMaxLength }))
})
export type PrintOrderSubmit = Static<typeof PrintOrderSubmit>

export const PrintOrderListQuery = Obj({ status: Type.Optional(StringEnum(PRINT_ORDER_STATUSES)), ...PAGE_QUERY })
export type PrintOrderListQuery = Static<typeof PrintOrderListQuery>

export const PrintOrderCancel = Obj({ reason: Type.String({ minLength: 1, maxLength: PRINT_LIMITS.cancelReasonMaxLength }) })
export type PrintOrderCancel = Static<typeof PrintOrderCancel>

/** POST PRINT_PATHS.orders + '<id>/address/' (submitted or paid orders only). */
export const PrintOrderAddressChange = Obj({ address_id: Id() })
export type PrintOrderAddressChange = Static<typeof PrintOrderAddressChange>

/** Staff: POST PRINT_PATHS.staffOrders + '<id>/shipped/'; without tracking_no the courier provider assigns one. */
export const PrintOrderShip = Obj({ company: StringEnum(EXPRESS_COMPANIES), tracking_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{6,30}$' })) })
export type PrintOrderShip = Static<typeof PrintOrderShip>

export const PrintOrderCounts = Obj({ submitted: Int(), paid: Int(), printing: Int(), shipped: Int() })
export type PrintOrderCounts = Static<typeof PrintOrderCounts>

/** GET PRINT_PATHS.orders + '<id>/tracking/': the courier's timeline, newest first. */
export const PrintTracking = Obj({
  express: PrintExpress,
  state: StringEnum(EXPRESS_STATES),
  state_name: Type.String(),
  events: Type.Array(Obj({ time: Type.String(), text: Type.String() }))
})
export type PrintTracking = Static<typeof PrintTracking>
