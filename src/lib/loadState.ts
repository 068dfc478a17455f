/**
 * The page-loading state machine (SPEC §2 "Page loading"), free of Taro and React:
 *   start → pending (nothing shown) → loading (after delayMs) → timeout (after timeoutMs)
 *   succeed → done; fail → failed. A late success after a timeout still wins; late events of a
 *   superseded attempt (after a new start) are ignored.
 */
export type LoadPhase = 'idle' | 'pending' | 'loading' | 'timeout' | 'done' | 'failed'

export interface LoadSnapshot {
  phase: LoadPhase
  error?: string
}

export interface LoadTrackerOptions {
  delayMs: number
  timeoutMs: number
  onChange: (snapshot: LoadSnapshot) => void
}

export interface LoadTracker {
  /** Begins an attempt; returns its token for succeed/fail. */
  start(): number
  /** false when the attempt was superseded (its result must be dropped). */
  succeed(token: number): boolean
  fail(token: number, error: string): boolean
  snapshot(): LoadSnapshot
  dispose(): void
}

export function createLoadTracker({ delayMs, timeoutMs, onChange }: LoadTrackerOptions): LoadTracker {
  let state: LoadSnapshot = { phase: 'idle' }
  let attempt = 0
  let timers: ReturnType<typeof setTimeout>[] = []

  const clearTimers = () => {
    timers.forEach((t) => clearTimeout(t))
    timers = []
  }
  const set = (next: LoadSnapshot) => {
    state = next
    onChange(next)
  }
  const settle = (token: number, next: LoadSnapshot) => {
    if (token !== attempt) return false
    clearTimers()
    set(next)
    return true
  }

  return {
    start() {
      clearTimers()
      attempt += 1
      const token = attempt
      set({ phase: 'pending' })
      timers.push(
        setTimeout(() => token === attempt && state.phase === 'pending' && set({ phase: 'loading' }), delayMs),
        setTimeout(() => token === attempt && set({ phase: 'timeout' }), timeoutMs)
      )
      return token
    },
    succeed: (token) => settle(token, { phase: 'done' }),
    fail: (token, error) => settle(token, { phase: 'failed', error }),
    snapshot: () => state,
    dispose() {
      clearTimers()
      attempt += 1
    }
  }
}
