/**
 * The courier provider this server tracks parcels with (provider.ts): the local simulation, as no
 * courier API is configured yet. A real one (快递100, 快递鸟 …) implements CourierProvider and is
 * chosen here by its configuration.
 */
import type { CourierProvider } from './provider'
import { SimulatedCourier } from './simulated'

export function openCourier(): CourierProvider {
  return new SimulatedCourier()
}
