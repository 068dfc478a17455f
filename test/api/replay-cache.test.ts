import { MemoryReplayCache } from '../../server/lib/replay-cache'

test('a key is accepted once until it expires, and expired keys are pruned', async () => {
  let now = 1_000
  const cache = new MemoryReplayCache(() => now, 60_000)
  expect(await cache.claim('sig-a', now + 300_000)).toBe(true)
  expect(await cache.claim('sig-a', now + 300_000)).toBe(false)
  expect(await cache.claim('sig-b', now + 10_000)).toBe(true)
  expect(cache.size).toBe(2)

  now += 61_000 // sig-b expired; the prune interval has passed
  expect(await cache.claim('sig-c', now + 300_000)).toBe(true)
  expect(cache.size).toBe(2)
  expect(await cache.claim('sig-a', now + 300_000)).toBe(false)

  now += 300_000 // sig-a expired
  expect(await cache.claim('sig-a', now + 300_000)).toBe(true)
})
