/**
 * Network reconnect (SPEC §4, docs/runtime.md): when the network comes back after being gone, the
 * app's initialization runs again 500 ms later. A drop within those 500 ms cancels the run, so a
 * flapping connection re-initializes once it holds. Pure: the caller feeds the network's states.
 */
export const RECONNECT_DELAY_MS = 500

export interface Timers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }

/** Answers the function to call with each network state (`connected`); `reinit` runs after a comeback. */
export function reconnectWatcher(reinit: () => void, initiallyConnected: boolean, timers: Timers = realTimers): (connected: boolean) => void {
  let connected = initiallyConnected
  let pending: unknown = null
  return (now) => {
    if (!now) {
      connected = false
      if (pending !== null) timers.clear(pending)
      pending = null
      return
    }
    // Connected → connected (wifi to 4G) is no comeback.
    if (connected) return
    connected = true
    pending = timers.set(() => {
      pending = null
      reinit()
    }, RECONNECT_DELAY_MS)
  }
}
