/**
 * A cancel signal that works on both platforms: the mini-program's JavaScript has no
 * AbortController, so the md5, the PUTs and the downloads of a task listen to this instead.
 */
export interface AbortToken {
  readonly aborted: boolean
  /** Runs `listener` on abort (at once when already aborted); answers a function that removes it. */
  onAbort(listener: () => void): () => void
}

export interface Aborter extends AbortToken {
  abort(): void
}

/** Thrown (rejected with) by work stopped through its token. */
export class AbortedError extends Error {
  constructor() {
    super('aborted')
    this.name = 'AbortedError'
  }
}

export function createAborter(): Aborter {
  const listeners = new Set<() => void>()
  let aborted = false
  return {
    get aborted() {
      return aborted
    },
    abort() {
      if (aborted) return
      aborted = true
      for (const listener of [...listeners]) listener()
      listeners.clear()
    },
    onAbort(listener) {
      if (aborted) {
        listener()
        return () => undefined
      }
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

/** Throws AbortedError when the token has been aborted: a long job checks it between its steps. */
export function throwIfAborted(token: AbortToken | undefined): void {
  if (token?.aborted) throw new AbortedError()
}
