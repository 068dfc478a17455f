/**
 * Print order helpers of the API tests (issue 21): an address, a submitted order of real PDF files
 * (test/api/support/print.ts), paying it through the sandbox, and the staff's moves.
 */
import { yuanToFen } from '../../../core/payments/plans'
import { ADDRESS_PATHS, type Address } from '../../../types/addresses'
import { PAY_PATHS, type CreateOrderResponse } from '../../../types/payments'
import { PRINT_PATHS, type PrintOrder, type PrintOrderShip } from '../../../types/print'
import type { AccountsApp, Member } from './accounts'
import { ok } from './forum'
import { confirmSandbox, createOrder } from './pay'
import { pdfBytes, printClient, storedFile } from './print'

export const orderUrl = (id: number, rest = '') => `${PRINT_PATHS.orders}${id}/${rest}`
export const staffUrl = (id: number, rest: 'printing' | 'shipped') => `${PRINT_PATHS.staffOrders}${id}/${rest}/`

export function printOrderClient(t: () => AccountsApp) {
  const { send, queued } = printClient(t)
  // File names are unique within a folder: each file gets the next number.
  let files = 0
  const self = {
    send,
    /** A new address of `who` in 杭州市西湖区. */
    address: async (who: Member, name = '张三'): Promise<Address> =>
      ok<Address>(
        await send('POST', ADDRESS_PATHS.addresses, who.access, { name, mobile: '13800138000', district_code: '330106', detail: '文三路 90 号 3 幢 201' }),
        201
      ),
    /** Queues new PDFs of `who` (pages each): the item ids. */
    async queuedPdfs(who: Member, ...pages: number[]): Promise<number[]> {
      const ids: number[] = []
      for (const n of pages) ids.push(await storedFile(t(), who, `讲义${++files}.pdf`, await pdfBytes(n)))
      return (await queued(who, ids)).added.map((item) => item.id)
    },
    /** Submits the items to a new address of `who`: the raw answer. */
    submit: async (who: Member, itemIds: number[], addressId?: number) =>
      send('POST', PRINT_PATHS.orders, who.access, { item_ids: itemIds, address_id: addressId ?? (await self.address(who)).id, remark: '周末前寄到' }),
    /** A submitted order of a new 2-page and 3-page PDF. */
    submitted: async (who: Member, ...pages: number[]): Promise<PrintOrder> =>
      ok<PrintOrder>(await self.submit(who, await self.queuedPdfs(who, ...(pages.length ? pages : [2, 3]))), 201),
    detail: async (who: Member, id: number) => ok<PrintOrder>(await send('GET', orderUrl(id), who.access)),
    /** A payment order for the print order (total_fee = order_money × 100, as the app sends it). */
    payment: (who: Member, order: PrintOrder, method: 'wxpay' | 'alipay' = 'wxpay'): Promise<CreateOrderResponse> =>
      createOrder(
        t(),
        who.access,
        { order_type: 'print', print_order_id: order.id, total_fee: yuanToFen(order.order_money) },
        method === 'wxpay' ? PAY_PATHS.orderNew : PAY_PATHS.alipayCreate
      ),
    /** Pays the print order through the sandbox's confirm page: the payment. */
    async pay(who: Member, order: PrintOrder): Promise<CreateOrderResponse> {
      const created = await self.payment(who, order)
      const confirmed = await confirmSandbox(t(), created)
      if (confirmed.statusCode !== 303) throw new Error(`confirm ${confirmed.statusCode} ${confirmed.body}`)
      return created
    },
    /** A paid order of `who`. */
    async paid(who: Member, ...pages: number[]): Promise<PrintOrder> {
      const order = await self.submitted(who, ...pages)
      await self.pay(who, order)
      return self.detail(who, order.id)
    },
    /** Staff moves the order: the raw answer. */
    staff: (staff: Member, id: number, to: 'printing' | 'shipped', body: Partial<PrintOrderShip> = to === 'shipped' ? { company: 'sf' } : {}) =>
      send('POST', staffUrl(id, to), staff.access, body),
    /** A shipped order of `who` (paid, printed and shipped by `staff`). */
    async shipped(who: Member, staff: Member): Promise<PrintOrder> {
      const order = await self.paid(who)
      ok(await self.staff(staff, order.id, 'printing'))
      return ok<PrintOrder>(await self.staff(staff, order.id, 'shipped'))
    }
  }
  return self
}
