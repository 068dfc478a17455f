/**
 * Mouse dragging for drag-sort lists on desktop browsers (H5). Touch dragging goes through the
 * Views' touch events on both platforms; a mouse sends none, so on H5 pointer events of type
 * 'mouse' are listened to on the page root: a press on an element carrying data-drag-index starts
 * a drag, moves anywhere in the window follow, the release ends it. The mini-program has no mouse:
 * there this does nothing.
 */
export interface MouseDragHandlers {
  start(index: number, clientY: number): void
  move(clientY: number): void
  /** `cancelled`: the browser took the pointer away (no drop). */
  end(cancelled: boolean): void
}

/** Listens inside the element `hostId`; answers the function that stops listening. */
export function listenMouseDrag(hostId: string, handlers: MouseDragHandlers): () => void {
  if (process.env.TARO_ENV === 'weapp') return () => undefined
  const host = document.getElementById(hostId)
  if (!host) return () => undefined

  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return
    const handle = (e.target as Element | null)?.closest('[data-drag-index]')
    if (!handle || !host.contains(handle)) return
    e.preventDefault() // no text selection while dragging
    const move = (ev: PointerEvent) => handlers.move(ev.clientY)
    const stop = (ev: PointerEvent) => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', stop)
      window.removeEventListener('pointercancel', stop)
      handlers.end(ev.type === 'pointercancel')
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', stop)
    window.addEventListener('pointercancel', stop)
    handlers.start(Number(handle.getAttribute('data-drag-index')), e.clientY)
  }
  host.addEventListener('pointerdown', down)
  return () => host.removeEventListener('pointerdown', down)
}
