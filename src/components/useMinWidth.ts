import { useEffect, useState } from 'react'
import { minWidthQuery, type Breakpoint } from '@/lib/breakpoints'

const media = (name: Breakpoint) =>
  process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(minWidthQuery(name)) : undefined

/**
 * Whether the window is at least this breakpoint wide, following resizes (H5). The mini-program is
 * a phone: always false there. For a page that renders differently on a desktop (a two-pane page
 * opening a detail beside its list); what only looks different belongs in scss (`layout.from`).
 */
export function useMinWidth(name: Breakpoint): boolean {
  const [matches, setMatches] = useState(() => media(name)?.matches ?? false)
  useEffect(() => {
    const query = media(name)
    if (!query) return undefined
    const update = () => setMatches(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [name])
  return matches
}
