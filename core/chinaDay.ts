/**
 * China's calendar days as integers (days since 1970-01-01 in China Standard Time, UTC+8, no
 * daylight saving), for countdowns and season switches. No library: the province facts that use it
 * load on the first screen. Formatting China time is core/chinaTime.ts, on the same offset.
 */

export const CHINA_UTC_OFFSET_MINUTES = 480

const DAY_MS = 86_400_000

/** The calendar day in China at that instant, as a day count. */
export const chinaDay = (instant: Date) => Math.floor((instant.getTime() + CHINA_UTC_OFFSET_MINUTES * 60_000) / DAY_MS)
/** The day count of a 'MM-DD' date of `year`. */
export const dayOf = (year: number, mmdd: string) => Date.UTC(year, Number(mmdd.slice(0, 2)) - 1, Number(mmdd.slice(3, 5))) / DAY_MS
/** The calendar year of a day count. */
export const yearOfDay = (day: number) => new Date(day * DAY_MS).getUTCFullYear()
