/**
 * How far an upload or download has got, as people read it: the byte ranges of an upload's parts
 * (types/cloudUploads.ts: every part `part_size` bytes but the last), the bytes already stored
 * when a paused upload resumes, the speed over the last few seconds, and the texts.
 */
import { sizeText } from '@core/cloudFiles'

/** Bytes [start, end) of part `part` (1-based). */
export function partRange(part: number, partSize: number, size: number): [number, number] {
  const start = (part - 1) * partSize
  return [start, Math.min(size, start + partSize)]
}

/** The parts still to send, in order. */
export function partsToSend(partCount: number, partsDone: readonly number[]): number[] {
  const done = new Set(partsDone)
  const left: number[] = []
  for (let part = 1; part <= partCount; part++) if (!done.has(part)) left.push(part)
  return left
}

/** The bytes of the parts already stored. */
export function bytesOfParts(partsDone: readonly number[], partSize: number, size: number): number {
  return [...new Set(partsDone)].reduce((sum, part) => {
    const [start, end] = partRange(part, partSize, size)
    return sum + Math.max(0, end - start)
  }, 0)
}

/** 0-100, whole, never 100 before the last byte. */
export function percentOf(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0
  if (done >= total) return 100
  return Math.min(99, Math.floor((done / total) * 100))
}

/** A transfer's recent (time, bytes) readings. */
export interface SpeedSamples {
  samples: { at: number; bytes: number }[]
}

/** The span the speed is averaged over: long enough to smooth a part's bursts, short enough to follow a change. */
export const SPEED_WINDOW_MS = 3000

export const noSamples = (): SpeedSamples => ({ samples: [] })

/**
 * Adds a reading (bytes done so far at `at` ms). Readings older than the window drop off but the
 * newest of them, which anchors the window: progress that comes in steps (a part at a time, or a
 * mini-program PUT that reports only its end) still reads as the speed of the last few seconds
 * rather than 0 between steps. A reading below the last (a restart) starts over.
 */
export function addSample(state: SpeedSamples, at: number, bytes: number): SpeedSamples {
  const last = state.samples[state.samples.length - 1]
  if (!last || bytes < last.bytes) return { samples: [{ at, bytes }] }
  const older = state.samples.filter((s) => at - s.at > SPEED_WINDOW_MS)
  const recent = state.samples.filter((s) => at - s.at <= SPEED_WINDOW_MS)
  return { samples: [...older.slice(-1), ...recent, { at, bytes }] }
}

/** Bytes per second over the window; 0 until two readings are apart in time. */
export function speedOf(state: SpeedSamples): number {
  const { samples } = state
  if (samples.length < 2) return 0
  const first = samples[0]
  const last = samples[samples.length - 1]
  const ms = last.at - first.at
  return ms > 0 ? Math.max(0, ((last.bytes - first.bytes) * 1000) / ms) : 0
}

/** '1.5 MB/s'; '' when nothing moves. */
export function speedText(bytesPerSecond: number): string {
  return bytesPerSecond > 0 ? `${sizeText(bytesPerSecond)}/s` : ''
}

/** '12 MB / 50 MB'. */
export function progressText(done: number, total: number): string {
  return `${sizeText(Math.min(done, total))} / ${sizeText(total)}`
}
