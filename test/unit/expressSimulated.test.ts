/**
 * The local simulated courier (server/express/simulated.ts): tracking numbers with the company's
 * prefix, and a timeline that depends on the shipping time and now only (已揽收 → 运输中 through
 * the cities → 派送中 → 已签收 over about two days), walked with an injected clock.
 */
import { EXPRESS_STATE_NAMES, type Parcel } from '../../server/express/provider'
import { DEFAULT_ORIGIN, SimulatedCourier } from '../../server/express/simulated'
import { EXPRESS_COMPANIES, EXPRESS_STATES } from '../../types/print'

const HOUR = 3_600_000
const shippedAt = Date.UTC(2025, 5, 1, 2, 0, 0)
const courier = new SimulatedCourier()

const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  company: 'sf',
  trackingNo: 'SF000000000001',
  shippedAt,
  to: { name: '张三', mobile: '13800138000', province: '北京市', city: '北京市', district: '东城区', detail: '东直门南大街 1 号' },
  ...overrides
})

test('tracking numbers carry the company’s prefix and the shipping form’s pattern', () => {
  for (const company of EXPRESS_COMPANIES) {
    const no = courier.assignTrackingNo(company)
    expect(no).toMatch(/^[A-Za-z0-9]{6,30}$/)
    expect(no.startsWith({ sf: 'SF', yto: 'YT', zto: 'ZT', sto: 'ST', yunda: 'YD', ems: 'EMS' }[company])).toBe(true)
  }
  expect(courier.assignTrackingNo('sf')).not.toBe(courier.assignTrackingNo('sf'))
})

test('the timeline walks from collection to signature over about two days, newest first', async () => {
  const at = async (hours: number) => courier.track(parcel(), shippedAt + hours * HOUR)
  const states: string[] = []
  for (const hours of [0, 2.9, 3, 14, 24, 31.9, 32, 43.9, 44, 24 * 30]) states.push((await at(hours)).state)
  expect(states).toEqual(['collected', 'collected', 'in_transit', 'in_transit', 'in_transit', 'in_transit', 'delivering', 'delivering', 'signed', 'signed'])
  const done = await at(48)
  // 北京市 is not the shop's city: the parcel goes through a transfer city.
  expect(done.events.map((e) => e.text)).toEqual([
    '快件已签收，感谢使用顺丰速运',
    '【北京市东城区】快递员正在派送，请保持电话畅通',
    '快件已到达【北京市转运中心】',
    expect.stringMatching(/^快件已到达【.+转运中心】$/),
    expect.stringMatching(new RegExp(`^快件已从【${DEFAULT_ORIGIN}】发出，下一站【.+转运中心】$`)),
    `【${DEFAULT_ORIGIN}】顺丰速运已揽收`
  ])
  expect(done.events.map((e) => (e.at - shippedAt) / HOUR)).toEqual([44, 32, 24, 14, 3, 0])
  // Each state has its Chinese name.
  expect(EXPRESS_STATES.map((s) => EXPRESS_STATE_NAMES[s])).toEqual(['已揽收', '运输中', '派送中', '已签收'])
})

test('the same parcel at the same moment reads the same; a clock behind the shipping time still shows the collection', async () => {
  const now = shippedAt + 20 * HOUR
  expect(await courier.track(parcel(), now)).toEqual(await new SimulatedCourier().track(parcel(), now))
  const early = await courier.track(parcel(), shippedAt - 60_000)
  expect([early.state, early.events.length]).toEqual(['collected', 1])
})

test('a parcel within the shop’s city skips the transfer city; the origin is the provider’s', async () => {
  const local = await courier.track(parcel({ to: { ...parcel().to, province: '浙江省', city: DEFAULT_ORIGIN, district: '西湖区' } }), shippedAt + 48 * HOUR)
  expect(local.events.map((e) => e.text)).toEqual([
    '快件已签收，感谢使用顺丰速运',
    `【${DEFAULT_ORIGIN}西湖区】快递员正在派送，请保持电话畅通`,
    `快件已到达【${DEFAULT_ORIGIN}转运中心】`,
    `【${DEFAULT_ORIGIN}】顺丰速运已揽收`
  ])
  const fromShanghai = await new SimulatedCourier('上海市').track(parcel({ company: 'ems' }), shippedAt)
  expect(fromShanghai.events).toEqual([{ at: shippedAt, text: '【上海市】EMS已揽收' }])
})
