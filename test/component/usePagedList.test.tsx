/** components/usePagedList.ts: a new query shows a fresh, loading list from its first render. */
import '../unit/support/globals'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { usePagedList } from '../../src/components/usePagedList'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Every render's tab and the rows it shows, to catch a frame with the wrong query's rows. */
const frames: string[] = []

function Probe({ tab }: { tab: string }) {
  const list = usePagedList<string>(async () => ({ count: 1, next: null, previous: null, results: [`${tab}-row`] }), [tab])
  const shown = list.state.loaded ? list.state.items.join(',') : 'loading'
  frames.push(`${tab}:${shown}`)
  return <p>{shown}</p>
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  frames.length = 0
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('usePagedList', () => {
  it('never shows the previous query’s rows under a new one, not even for one frame', async () => {
    await act(async () => root.render(<Probe tab='records' />))
    expect(container.textContent).toBe('records-row')
    await act(async () => root.render(<Probe tab='rewards' />))
    expect(container.textContent).toBe('rewards-row')
    expect(frames.filter((f) => f.startsWith('rewards:'))).not.toContain('rewards:records-row')
    expect(frames).toContain('rewards:loading')
  })
})
