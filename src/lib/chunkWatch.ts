/**
 * Watches code-chunk loads (the H5 page chunks) through one load tracker: the first load in
 * flight starts an attempt, the last one to finish ends it, and any failure fails it at once.
 * `ensure` is the bundler's chunk loader; wrapping it is the caller's business.
 */
import type { LoadTracker } from './loadState'

export type EnsureChunk = (chunkId: string | number) => Promise<unknown>

export function watchChunks(ensure: EnsureChunk, tracker: LoadTracker): EnsureChunk {
  let inFlight = 0
  let token = 0
  return (chunkId) => {
    if (inFlight === 0) token = tracker.start()
    inFlight += 1
    const mine = token
    return ensure(chunkId).then(
      (value) => {
        inFlight -= 1
        if (inFlight === 0) tracker.succeed(mine)
        return value
      },
      (error: unknown) => {
        inFlight -= 1
        tracker.fail(mine, error instanceof Error ? error.message : `Loading chunk ${chunkId} failed.`)
        throw error
      }
    )
  }
}
