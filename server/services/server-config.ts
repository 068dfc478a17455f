/**
 * Per-province server config (SPEC §3): gk_mode { recom_apply, apply, year, plan_year }.
 *
 * For a province of the facts table (core/provinceFacts.ts):
 *  plan_year   the province's plan_year fact;
 *  apply       applyModeFor(province, plan_year);
 *  year        the newest year with admission lines in the province, else plan_year;
 *  recom_apply whether the province has both enrollment plans and admission lines (recommendations
 *              have something to work on).
 * Without a province (or an unknown one) the defaults: apply 'normal', recom_apply true, year and
 * plan_year the current year. The data part comes from the province index of recommendUnits.ts
 * (cached, dropped on import); gkModeFor without it answers from the facts alone.
 */
import type { GkMode, ServerConfig } from '../../types/user'
import { applyModeFor, factsOf } from '../../core/provinceFacts'
import type { Db } from '../db/open'
import { provinceIndex, type ProvinceIndex } from './recommendUnits'

export function gkModeFor(province: string | null, now: number, index?: ProvinceIndex): GkMode {
  const year = new Date(now).getFullYear()
  const facts = province ? factsOf(province) : undefined
  if (!facts) return { recom_apply: true, apply: 'normal', year, plan_year: year }
  const plan_year = facts.plan_year
  const apply = applyModeFor(facts.province, plan_year)
  if (!index) return { recom_apply: true, apply, year: plan_year, plan_year }
  const data = index.get(facts.province)
  const has = (years: Partial<Record<string, number[]>> | undefined) => !!years && Object.values(years).some((list) => list!.length > 0)
  // Real per-major lines without plans still give units (recommend.ts, units from major lines).
  const recomApply = !!data && data.lineYears.length > 0 && (has(data.planYears) || has(data.realLineYears))
  return { recom_apply: recomApply, apply, year: data?.lineYears[0] ?? plan_year, plan_year }
}

export function serverConfigFor(province: string | null, now: number, index?: ProvinceIndex): ServerConfig {
  return { gk_mode: gkModeFor(province, now, index) }
}

/** serverConfigFor with the province's data read (the index is one cached look-up per database). */
export async function serverConfigOf(db: Db, province: string | null, now: number): Promise<ServerConfig> {
  const index = province && factsOf(province) ? await provinceIndex(db) : undefined
  return serverConfigFor(province, now, index)
}
