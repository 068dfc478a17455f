/**
 * Parcel tracking behind one interface (issue 21, docs/print.md "Express"). Staff ship a paid,
 * printed order with a courier company and a tracking number (their own, or one the provider
 * assigns); the order's tracking page asks the provider for the parcel's timeline. The built-in
 * provider is a local simulation (simulated.ts); a real courier API (快递100, 快递鸟 …) implements
 * the same interface and is chosen in index.ts.
 */
import type { ExpressCompany, ExpressState, PrintOrderAddress } from '../../types/print'

export const EXPRESS_STATE_NAMES: Record<ExpressState, string> = {
  collected: '已揽收',
  in_transit: '运输中',
  delivering: '派送中',
  signed: '已签收'
}

/** A parcel as the order knows it. */
export interface Parcel {
  company: ExpressCompany
  trackingNo: string
  /** When staff marked it shipped (ms). */
  shippedAt: number
  /** Where it goes (the order's address). */
  to: PrintOrderAddress
}

export interface TrackingEvent {
  /** ms */
  at: number
  text: string
}

export interface Tracking {
  state: ExpressState
  /** Newest first. */
  events: TrackingEvent[]
}

export interface CourierProvider {
  readonly name: string
  /** A new tracking number with the company's look, for a parcel shipped without one. */
  assignTrackingNo(company: ExpressCompany): string
  /** Where the parcel is as of `now`. */
  track(parcel: Parcel, now: number): Promise<Tracking>
}
