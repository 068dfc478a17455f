import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { usePageLoad } from '../../src/components/usePageLoad'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ load }: { load: () => Promise<string> }) {
  const { state, data, reload } = usePageLoad(load)
  return (
    <button data-phase={state.phase} onClick={() => reload()}>
      {data ?? state.error ?? ''}
    </button>
  )
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  jest.useFakeTimers()
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  jest.useRealTimers()
})

const button = () => container.querySelector('button')!

describe('usePageLoad', () => {
  it('is pending, then loading after 200 ms, then timeout at 60 s; 重试 reloads', async () => {
    let calls = 0
    let finish: (v: string) => void = () => undefined
    const load = () => {
      calls += 1
      return new Promise<string>((resolve) => (finish = resolve))
    }
    act(() => root.render(<Probe load={load} />))
    expect(button().dataset.phase).toBe('pending')
    act(() => jest.advanceTimersByTime(200))
    expect(button().dataset.phase).toBe('loading')
    act(() => jest.advanceTimersByTime(59800))
    expect(button().dataset.phase).toBe('timeout')
    act(() => button().click())
    expect(calls).toBe(2)
    expect(button().dataset.phase).toBe('pending')
    await act(async () => finish('数据'))
    expect(button().dataset.phase).toBe('done')
    expect(button().textContent).toBe('数据')
  })

  it('shows a failure', async () => {
    await act(async () => root.render(<Probe load={() => Promise.reject(new Error('坏了'))} />))
    expect(button().dataset.phase).toBe('failed')
    expect(button().textContent).toBe('坏了')
  })
})
