/**
 * Per-province server config (SPEC §3): gk_mode { recom_apply, apply, year, plan_year }.
 * Defaults for every province until the gaokao-data issue fills in the new-gaokao table:
 * apply 'normal', recom_apply true, year and plan_year the current year.
 */
import type { GkMode, ServerConfig } from '../../types/user'

export function gkModeFor(_province: string | null, now: number): GkMode {
  const year = new Date(now).getFullYear()
  return { recom_apply: true, apply: 'normal', year, plan_year: year }
}

export function serverConfigFor(province: string | null, now: number): ServerConfig {
  return { gk_mode: gkModeFor(province, now) }
}
