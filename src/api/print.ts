/**
 * The print queue's calls (types/print.ts PRINT_PATHS: queue, groups, prices, fee, config-check,
 * preview and the print centre's order counts), one function each, through request.ts. The order
 * calls (submit, list, cancel, pay …) are the order pages' module. Callers that tell the server's own
 * refusal (禁止打印, 暂不支持打印该格式, 文件已在待付款订单中) pass `quiet`: the catalogue's generic
 * 403 没有权限 and 404 暂无数据 would be wrong there.
 */
import {
  PRINT_PATHS,
  type PrintConfigCheck,
  type PrintFeeQuote,
  type PrintGroup,
  type PrintGroupCreate,
  type PrintGroupPatch,
  type PrintOrderCounts,
  type PrintPreview,
  type PrintPriceTable,
  type PrintQueue,
  type PrintQueueAdd,
  type PrintQueueAddResult,
  type PrintQueueItem,
  type PrintSettingsPatch
} from '@types-contract/print'
import type { DetailResponse } from '@types-contract/api'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const itemUrl = (id: number, rest = '') => `${PRINT_PATHS.queue}${id}/${rest}`
const groupUrl = (id: number) => `${PRINT_PATHS.groups}${id}/`

/** The queue (newest first) and its merged groups. */
export const fetchQueue = (o: Extra = {}) => request<PrintQueue>(PRINT_PATHS.queue, o)

/** The spec's EduFiles: library files, or a share's files with its id. 201: those added and those already queued. */
export const addToQueue = (input: PrintQueueAdd, o: Extra = {}) => request<PrintQueueAddResult>(PRINT_PATHS.queue, { method: 'POST', data: input, ...o })

/** New settings of one file; the answer carries its fee under them. */
export const patchQueueItem = (id: number, patch: PrintSettingsPatch, o: Extra = {}) => request<PrintQueueItem>(itemUrl(id), { method: 'PATCH', data: patch, ...o })

export const removeQueueItem = (id: number, o: Extra = {}) => request<DetailResponse>(itemUrl(id), { method: 'DELETE', ...o })

/** The first pages as images, or the server's reason why there are none. */
export const fetchPreview = (id: number, o: Extra = {}) => request<PrintPreview>(itemUrl(id, 'preview/'), o)

/** 201: several queue files as one bound document. */
export const createGroup = (input: PrintGroupCreate, o: Extra = {}) => request<PrintGroup>(PRINT_PATHS.groups, { method: 'POST', data: input, ...o })

/** A group's new order of files (fewer: the others leave it), name or settings. */
export const patchGroup = (id: number, patch: PrintGroupPatch, o: Extra = {}) => request<PrintGroup>(groupUrl(id), { method: 'PATCH', data: patch, ...o })

/** Dissolves the group; its files stay in the queue. */
export const removeGroup = (id: number, o: Extra = {}) => request<DetailResponse>(groupUrl(id), { method: 'DELETE', ...o })

/** The configured price table (fen). */
export const fetchPrices = (o: Extra = {}) => request<PrintPriceTable>(PRINT_PATHS.prices, o)

/** The fees of these queue files with delivery; order_money is yuan. */
export const quoteFee = (itemIds: number[], o: Extra = {}) => request<PrintFeeQuote>(PRINT_PATHS.fee, { method: 'POST', data: { item_ids: itemIds }, ...o })

/** Every problem that would stop a submit of these files. */
export const checkConfig = (itemIds: number[], o: Extra = {}) => request<PrintConfigCheck>(PRINT_PATHS.configCheck, { method: 'POST', data: { item_ids: itemIds }, ...o })

/** How many of my orders are in each open state (the print centre's header). */
export const fetchOrderCounts = (o: Extra = {}) => request<PrintOrderCounts>(PRINT_PATHS.orderCounts, o)
