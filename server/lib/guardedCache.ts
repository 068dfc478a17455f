/**
 * Values read from the database kept in memory, keyed, and forgotten after the writes that change
 * them (issue 29, load): a user's token version (server/plugins/auth.ts), the forum's sensitive-word
 * list (server/services/forum/wordCache.ts).
 *
 * Every forget bumps a generation: a read that started before a forget may hold the old value, and
 * is returned to its caller but not kept. Disabled, every lookup loads (another process may change
 * the value unseen).
 */
export class GuardedCache<K, V> {
  private readonly values = new Map<K, V>()
  private generation = 0

  /** Past `maxSize` keys the cache starts again empty. */
  constructor(
    private enabled: boolean,
    private readonly maxSize = Number.POSITIVE_INFINITY
  ) {}

  get size(): number {
    return this.values.size
  }

  /** The kept value of `key`, or `load`'s (kept unless a forget came meanwhile, or load found none). */
  async get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.enabled ? this.values.get(key) : undefined
    if (kept !== undefined) return kept
    const generation = this.generation
    const value = await load()
    if (value !== undefined && this.enabled && generation === this.generation) {
      if (this.values.size >= this.maxSize) this.values.clear()
      this.values.set(key, value)
    }
    return value
  }

  /** After a write that changed `key`'s value (null: any key's). */
  forget(key: K | null): void {
    this.generation += 1
    if (key === null) this.values.clear()
    else this.values.delete(key)
  }

  /** Off (and emptied), or on again. */
  setEnabled(enabled: boolean): void {
    this.forget(null)
    this.enabled = enabled
  }
}
