/**
 * Remembers request signatures already used, so a captured request cannot be replayed while its
 * timestamp is still fresh. The interface is async so a shared store (Redis) can replace the
 * in-memory one when several server processes run.
 */
export interface ReplayCache {
  /** Records `key` until `expiresAt` (ms); false when the key is already recorded and unexpired. */
  claim(key: string, expiresAt: number): Promise<boolean>
}

export class MemoryReplayCache implements ReplayCache {
  private readonly entries = new Map<string, number>()
  private nextPruneAt = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly pruneIntervalMs = 60_000
  ) {}

  get size(): number {
    return this.entries.size
  }

  async claim(key: string, expiresAt: number): Promise<boolean> {
    const now = this.now()
    if (now >= this.nextPruneAt) this.prune(now)
    const known = this.entries.get(key)
    if (known !== undefined && known > now) return false
    this.entries.set(key, expiresAt)
    return true
  }

  /** Drops expired keys; at most once per interval so a request costs O(1) on average. */
  private prune(now: number): void {
    for (const [key, expiresAt] of this.entries) {
      if (expiresAt <= now) this.entries.delete(key)
    }
    this.nextPruneAt = now + this.pruneIntervalMs
  }
}
