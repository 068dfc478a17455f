/**
 * Gaokao content contract schemas (issue 5, second slice). Constants and paths: types/edu.ts.
 */
import { APPLY_MODES, GAOKAO_MODES } from '../edu'
import { NumberEnum, StringEnum, type Static } from '../schema'

/** 0 = old gaokao (文科/理科), 1 = 3+3 (综合), 2 = 3+1+2 (物理类/历史类): spec §9. */
export const GaokaoMode = NumberEnum(GAOKAO_MODES)
export type GaokaoMode = Static<typeof GaokaoMode>

/**
 * How the main undergraduate batch is filled (spec §3 gk_mode.apply):
 * 'normal' = 院校 + 专业 (old gaokao: choose an institution, then up to six majors),
 * 'group' = 院校专业组 (3+1+2 provinces), 'category' = 专业 + 院校 (one major at one institution).
 */
export const ApplyMode = StringEnum(APPLY_MODES)
export type ApplyMode = Static<typeof ApplyMode>
