/** The 31 provinces: one list, held with the province facts in core/provinceFacts.ts (shared with the app). */
export { PROVINCES, isProvince, type Province } from '../../core/provinceFacts'
