/**
 * components/useCursorList.ts: a keyset-paginated list's states (loading, empty, error + 重试,
 * loading more, a failed next page, the end), new queries dropping late answers, pull-to-refresh.
 */
import '../unit/support/globals'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useCursorList } from '../../src/components/useCursorList'
import type { CursorAnswer } from '../../src/lib/cursorList'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Row {
  id: number
}

/** A fetch whose answers the test gives, one pending call at a time. */
function controlledFetch() {
  const calls: { query: string; cursor: string | undefined; resolve: (a: CursorAnswer<Row>) => void; reject: (e: Error) => void }[] = []
  const fetch = (query: string) => (cursor: string | undefined) =>
    new Promise<CursorAnswer<Row>>((resolve, reject) => {
      calls.push({ query, cursor, resolve, reject })
    })
  return { calls, fetch, last: () => calls[calls.length - 1] }
}

const page = (ids: number[], next: string | null): CursorAnswer<Row> => ({ results: ids.map((id) => ({ id })), next_cursor: next })

let api: ReturnType<typeof useCursorList<Row>>
function Probe({ fetch, query, enabled }: { fetch: (q: string) => (c: string | undefined) => Promise<CursorAnswer<Row>>; query: string; enabled?: boolean }) {
  api = useCursorList(fetch(query), [query], { keyOf: (r) => r.id, enabled })
  return (
    <div data-phase={api.phase} data-error={api.state.error ?? ''}>
      {api.state.items.map((r) => r.id).join(',')}
    </div>
  )
}

let container: HTMLDivElement
let root: Root
const view = () => container.firstElementChild as HTMLDivElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('useCursorList', () => {
  it('loads, pages on with the cursor, skips rows already shown, and ends', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    expect(view().dataset.phase).toBe('loading')
    expect(f.last().cursor).toBeUndefined()
    await act(async () => f.last().resolve(page([1, 2], '2')))
    expect(view().dataset.phase).toBe('more')
    expect(view().textContent).toBe('1,2')

    act(() => api.loadMore())
    expect(view().dataset.phase).toBe('loadingMore')
    expect(f.last().cursor).toBe('2')
    act(() => api.loadMore()) // a second reach-bottom while loading asks nothing
    expect(f.calls).toHaveLength(2)
    await act(async () => f.last().resolve(page([2, 3], null)))
    expect(view().textContent).toBe('1,2,3')
    expect(view().dataset.phase).toBe('end')
    act(() => api.loadMore())
    expect(f.calls).toHaveLength(2)
  })

  it('is empty when the first page has nothing', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    await act(async () => f.last().resolve(page([], null)))
    expect(view().dataset.phase).toBe('empty')
  })

  it('shows a failed first page with its message, and 重试 asks again', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    await act(async () => f.last().reject(new Error('x')))
    expect(view().dataset.phase).toBe('error')
    expect(view().dataset.error).toBe('加载失败，请稍后再试')
    act(() => api.retry())
    expect(view().dataset.phase).toBe('loading')
    expect(f.last().cursor).toBeUndefined()
    await act(async () => f.last().resolve(page([7], null)))
    expect(view().dataset.phase).toBe('end')
  })

  it('keeps the rows when a next page fails; 重试 asks for that page again', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    await act(async () => f.last().resolve(page([1], 'c1')))
    act(() => api.loadMore())
    await act(async () => f.last().reject(new Error('offline')))
    expect(view().dataset.phase).toBe('moreError')
    expect(view().textContent).toBe('1')
    act(() => api.loadMore()) // no reach-bottom retries by itself
    expect(f.calls).toHaveLength(2)
    act(() => api.retry())
    expect(f.last().cursor).toBe('c1')
    await act(async () => f.last().resolve(page([2], null)))
    expect(view().textContent).toBe('1,2')
  })

  it('starts over on a new query and drops the old query’s late answer', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    const first = f.last()
    act(() => root.render(<Probe fetch={f.fetch} query='b' />))
    expect(f.last().query).toBe('b')
    await act(async () => first.resolve(page([1], null)))
    expect(view().dataset.phase).toBe('loading')
    await act(async () => f.last().resolve(page([9], null)))
    expect(view().textContent).toBe('9')
  })

  it('waits while disabled, then loads', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' enabled={false} />))
    expect(f.calls).toHaveLength(0)
    expect(view().dataset.phase).toBe('loading')
    act(() => root.render(<Probe fetch={f.fetch} query='a' enabled />))
    expect(f.calls).toHaveLength(1)
  })

  it('refresh keeps the rows until the first page answers again; a failed refresh keeps them', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    await act(async () => f.last().resolve(page([1, 2], 'c')))
    let ok: Promise<boolean> = Promise.resolve(false)
    act(() => {
      ok = api.refresh()
    })
    expect(view().textContent).toBe('1,2')
    expect(view().dataset.phase).toBe('more')
    await act(async () => f.last().resolve(page([3], null)))
    await expect(ok).resolves.toBe(true)
    expect(view().textContent).toBe('3')
    act(() => {
      ok = api.refresh()
    })
    await act(async () => f.last().reject(new Error('x')))
    await expect(ok).resolves.toBe(false)
    expect(view().textContent).toBe('3')
    expect(view().dataset.phase).toBe('end')
  })

  it('edits rows in place', async () => {
    const f = controlledFetch()
    act(() => root.render(<Probe fetch={f.fetch} query='a' />))
    await act(async () => f.last().resolve(page([1], null)))
    act(() => api.setItems((rows) => [...rows, { id: 5 }]))
    expect(view().textContent).toBe('1,5')
  })
})
