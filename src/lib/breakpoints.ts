/**
 * The desktop breakpoints (CSS px of the window), the same as styles/_layout.scss, and the page
 * column they give (PageShell.scss). docs/shell.md.
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** The page column from md up, and a `wide` page's from xl and 2xl up. */
export const COLUMN_PX = 640
export const COLUMN_WIDE_XL_PX = 1200
export const COLUMN_WIDE_2XL_PX = 1440

/** The largest breakpoint the width reaches, or undefined below sm (a phone). */
export function breakpointOf(width: number): Breakpoint | undefined {
  let found: Breakpoint | undefined
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (width >= min) found = name
  return found
}

/** Whether a page shows two panes: a `wide` page from xl up. */
export function isTwoPane(width: number, wide: boolean): boolean {
  return wide && width >= BREAKPOINTS.xl
}

/** The page column's width in CSS px at this window width (the window itself on a phone). */
export function columnWidth(width: number, wide: boolean): number {
  if (width < BREAKPOINTS.md) return width
  if (!isTwoPane(width, wide)) return COLUMN_PX
  return Math.min(width, width >= BREAKPOINTS['2xl'] ? COLUMN_WIDE_2XL_PX : COLUMN_WIDE_XL_PX)
}

/** The media query of "this breakpoint and up", for matchMedia. */
export function minWidthQuery(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`
}
