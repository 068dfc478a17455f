/** The 31 provinces: one list, held with the province facts in src/lib/provinceFacts.ts (shared with the app). */
export { PROVINCES, isProvince, type Province } from '../../src/lib/provinceFacts'
