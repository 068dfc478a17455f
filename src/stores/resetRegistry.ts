/**
 * What logout must forget besides the user store (SPEC §4): uploads, downloads, addresses,
 * caches, the share code and application forms. Each store that holds such data registers its
 * reset() here when it is created; UserStore.logout() runs them all. Stores that do not exist
 * yet lose nothing: their persisted keys (platform/storage USER_STORAGE_KEYS) are removed anyway.
 */
export type ResetFn = () => void

const resets = new Map<string, ResetFn>()

/** Registers (or replaces) the reset of `name`; returns a function that unregisters it. */
export function registerReset(name: string, reset: ResetFn): () => void {
  resets.set(name, reset)
  return () => {
    if (resets.get(name) === reset) resets.delete(name)
  }
}

export function registeredResets(): string[] {
  return [...resets.keys()]
}

/** Runs every registered reset; one failing reset does not stop the others. Answers the names that failed. */
export function runResets(): string[] {
  const failed: string[] = []
  for (const [name, reset] of resets) {
    try {
      reset()
    } catch {
      failed.push(name)
    }
  }
  return failed
}
