import { watchChunks } from '../../src/lib/chunkWatch'
import { CHUNK_TIMEOUT_MS, LOAD_TIMEOUT_MS, LOADING_DELAY_MS } from '../../src/lib/constants'
import { createLoadTracker, type LoadSnapshot } from '../../src/lib/loadState'

function tracker() {
  const seen: LoadSnapshot[] = []
  const t = createLoadTracker({ delayMs: LOADING_DELAY_MS, timeoutMs: LOAD_TIMEOUT_MS, onChange: (s) => seen.push(s) })
  return { t, seen }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('page loading timing', () => {
  it('uses the spec constants', () => {
    expect([LOADING_DELAY_MS, LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_MS]).toEqual([200, 60000, 120000])
  })

  it('shows nothing before 200 ms, the loading view from 200 ms', () => {
    const { t } = tracker()
    t.start()
    jest.advanceTimersByTime(199)
    expect(t.snapshot().phase).toBe('pending')
    jest.advanceTimersByTime(1)
    expect(t.snapshot().phase).toBe('loading')
  })

  it('never shows the loading view for a fast load', () => {
    const { t, seen } = tracker()
    const token = t.start()
    jest.advanceTimersByTime(150)
    expect(t.succeed(token)).toBe(true)
    jest.advanceTimersByTime(LOAD_TIMEOUT_MS * 2)
    expect(seen.map((s) => s.phase)).toEqual(['pending', 'done'])
  })

  it('times out at 60000 ms, and a retry starts over', () => {
    const { t } = tracker()
    t.start()
    jest.advanceTimersByTime(59999)
    expect(t.snapshot().phase).toBe('loading')
    jest.advanceTimersByTime(1)
    expect(t.snapshot().phase).toBe('timeout')
    const retry = t.start()
    expect(t.snapshot().phase).toBe('pending')
    t.succeed(retry)
    expect(t.snapshot().phase).toBe('done')
  })

  it('reports a failure with its message', () => {
    const { t } = tracker()
    const token = t.start()
    t.fail(token, 'boom')
    expect(t.snapshot()).toEqual({ phase: 'failed', error: 'boom' })
  })

  it('drops results of a superseded attempt', () => {
    const { t } = tracker()
    const first = t.start()
    const second = t.start()
    expect(t.succeed(first)).toBe(false)
    expect(t.snapshot().phase).toBe('pending')
    expect(t.fail(second, 'x')).toBe(true)
  })
})

describe('chunk watching', () => {
  type Deferred = { resolve: () => void; reject: (e: Error) => void }
  function fakeEnsure() {
    const pending: Deferred[] = []
    const ensure = jest.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.push({ resolve, reject })
        })
    )
    return { ensure, pending }
  }

  it('is loading while any chunk is in flight and done when the last arrives', async () => {
    const { t } = tracker()
    const { ensure, pending } = fakeEnsure()
    const watched = watchChunks(ensure, t)
    const a = watched(1)
    const b = watched(2)
    jest.advanceTimersByTime(LOADING_DELAY_MS)
    expect(t.snapshot().phase).toBe('loading')
    pending[0].resolve()
    await a
    expect(t.snapshot().phase).toBe('loading')
    pending[1].resolve()
    await b
    expect(t.snapshot().phase).toBe('done')
  })

  it("shows webpack's 'Loading chunk … failed' on a failed chunk", async () => {
    const { t } = tracker()
    const { ensure, pending } = fakeEnsure()
    const loading = watchChunks(ensure, t)(42)
    pending[0].reject(new Error('Loading chunk 42 failed.\n(timeout: /h5/js/42.js)'))
    await expect(loading).rejects.toThrow('Loading chunk 42 failed')
    expect(t.snapshot()).toEqual({ phase: 'failed', error: 'Loading chunk 42 failed.\n(timeout: /h5/js/42.js)' })
  })
})
