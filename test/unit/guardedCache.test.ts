/** server/lib/guardedCache.ts: kept values, forgets, a read that a forget overtook, the size bound, disabled. */
import { GuardedCache } from '../../server/lib/guardedCache'

const counting = (value: string | undefined) => {
  const load = jest.fn(async () => value)
  return load
}

test('a value is loaded once and kept until forgotten', async () => {
  const cache = new GuardedCache<number, string>(true)
  const load = counting('a')
  expect(await cache.get(1, load)).toBe('a')
  expect(await cache.get(1, load)).toBe('a')
  expect(load).toHaveBeenCalledTimes(1)
  cache.forget(1)
  expect(await cache.get(1, counting('b'))).toBe('b')
})

test('a read that a forget overtook is returned but not kept', async () => {
  const cache = new GuardedCache<number, string>(true)
  let release: (v: string) => void = () => undefined
  const slow = cache.get(1, () => new Promise<string>((resolve) => (release = resolve)))
  cache.forget(1)
  release('old')
  expect(await slow).toBe('old')
  expect(await cache.get(1, counting('new'))).toBe('new')
})

test('nothing found is not kept; past the size bound the cache starts again empty', async () => {
  const cache = new GuardedCache<number, string>(true, 2)
  expect(await cache.get(1, counting(undefined))).toBeUndefined()
  expect(cache.size).toBe(0)
  await cache.get(1, counting('a'))
  await cache.get(2, counting('b'))
  await cache.get(3, counting('c'))
  expect(cache.size).toBe(1)
  const load = counting('a2')
  expect(await cache.get(1, load)).toBe('a2')
  expect(load).toHaveBeenCalledTimes(1)
})

test('disabled, every lookup loads; enabled again, values are kept', async () => {
  const cache = new GuardedCache<number, string>(false)
  const load = counting('a')
  await cache.get(1, load)
  await cache.get(1, load)
  expect(load).toHaveBeenCalledTimes(2)
  cache.setEnabled(true)
  await cache.get(1, load)
  await cache.get(1, load)
  expect(load).toHaveBeenCalledTimes(3)
})
