/**
 * The local simulated courier (the default; no outside service): it assigns tracking numbers with
 * each company's prefix and answers a timeline computed from the shipping time and now alone, so
 * the same parcel reads the same at the same moment, and a test moves the clock to walk it:
 *
 *   0 h   已揽收  the print shop's city
 *   3 h   运输中  left for the hub (a transfer city picked by the tracking number)
 *   14 h  运输中  at the hub
 *   24 h  运输中  at the destination city
 *   32 h  派送中  out for delivery in the district
 *   44 h  已签收
 *
 * A parcel within one city skips the hub.
 */
import { randomInt } from 'crypto'
import { EXPRESS_COMPANY_NAMES, type ExpressCompany, type ExpressState } from '../../types/print'
import type { CourierProvider, Parcel, Tracking } from './provider'

const HOUR = 3_600_000

/** Tracking-number prefixes, as each company's numbers start. */
const PREFIXES: Record<ExpressCompany, string> = { sf: 'SF', yto: 'YT', zto: 'ZT', sto: 'ST', yunda: 'YD', ems: 'EMS' }
const TRANSFER_CITIES = ['武汉市', '郑州市', '南京市', '长沙市', '西安市', '济南市']

interface Step {
  after: number
  state: ExpressState
  text: string
}

/** The print shop's city when none is given. */
export const DEFAULT_ORIGIN = '杭州市'

export class SimulatedCourier implements CourierProvider {
  readonly name = 'simulated'

  constructor(private readonly origin: string = DEFAULT_ORIGIN) {}

  assignTrackingNo(company: ExpressCompany): string {
    return `${PREFIXES[company]}${String(randomInt(0, 1e12)).padStart(12, '0')}`
  }

  /** The transfer city of a parcel: fixed by its number, never its own origin or destination. */
  private hubOf(parcel: Parcel): string | null {
    const city = parcel.to.city
    if (city === this.origin) return null
    const sum = [...parcel.trackingNo].reduce((n, c) => n + c.charCodeAt(0), 0)
    const hub = TRANSFER_CITIES[sum % TRANSFER_CITIES.length]
    return hub === city || hub === this.origin ? null : hub
  }

  private steps(parcel: Parcel): Step[] {
    const company = EXPRESS_COMPANY_NAMES[parcel.company]
    const city = parcel.to.city
    const hub = this.hubOf(parcel)
    const station = `${city}${parcel.to.district}`
    return [
      { after: 0, state: 'collected', text: `【${this.origin}】${company}已揽收` },
      ...(hub
        ? ([
            { after: 3 * HOUR, state: 'in_transit', text: `快件已从【${this.origin}】发出，下一站【${hub}转运中心】` },
            { after: 14 * HOUR, state: 'in_transit', text: `快件已到达【${hub}转运中心】` }
          ] satisfies Step[])
        : []),
      { after: 24 * HOUR, state: 'in_transit', text: `快件已到达【${city}转运中心】` },
      { after: 32 * HOUR, state: 'delivering', text: `【${station}】快递员正在派送，请保持电话畅通` },
      { after: 44 * HOUR, state: 'signed', text: `快件已签收，感谢使用${company}` }
    ]
  }

  async track(parcel: Parcel, now: number): Promise<Tracking> {
    const all = this.steps(parcel)
    // The collection shows even on a clock a little behind the shipping time.
    const reached = all.filter((s, i) => i === 0 || parcel.shippedAt + s.after <= now)
    return {
      state: reached[reached.length - 1].state,
      events: reached.map((s) => ({ at: parcel.shippedAt + s.after, text: s.text })).reverse()
    }
  }
}
