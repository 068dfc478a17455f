/**
 * Component tests (jsdom): a React root on a fresh <div> for each test, unmounted and removed after
 * it. Register once at the top level of a test file; read the root and its container inside tests.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface DomRoot {
  container: () => HTMLDivElement
  /** Renders into the root (call it inside act()). */
  render: (node: ReactNode) => void
  /** The element with data-testid `testId` in the container, or null. */
  byTestId: (testId: string) => HTMLElement | null
  /** Unmounts what is rendered and starts a new root in the same container (a page opened again). */
  remount: () => void
}

export function domRootPerTest(): DomRoot {
  let container: HTMLDivElement | undefined
  let root: Root | undefined
  beforeEach(() => {
    container = document.createElement('div')
    document.body.appendChild(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    container?.remove()
  })
  return {
    container: () => container!,
    render: (node) => root!.render(node),
    byTestId: (testId) => container!.querySelector(`[data-testid="${testId}"]`),
    remount: () => {
      act(() => root!.unmount())
      root = createRoot(container!)
    }
  }
}
