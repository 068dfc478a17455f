import { BREAKPOINTS, breakpointOf, columnWidth, isTwoPane, minWidthQuery } from '@/lib/breakpoints'

describe('breakpoints', () => {
  it('are the spec’s five widths, in order', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([640, 768, 1024, 1280, 1536])
  })

  it('name the largest breakpoint a width reaches', () => {
    expect(breakpointOf(390)).toBeUndefined()
    expect(breakpointOf(639)).toBeUndefined()
    expect(breakpointOf(640)).toBe('sm')
    expect(breakpointOf(767)).toBe('sm')
    expect(breakpointOf(768)).toBe('md')
    expect(breakpointOf(1024)).toBe('lg')
    expect(breakpointOf(1279)).toBe('lg')
    expect(breakpointOf(1280)).toBe('xl')
    expect(breakpointOf(1536)).toBe('2xl')
    expect(breakpointOf(2560)).toBe('2xl')
  })

  it('give two panes only to a wide page from 1280 px', () => {
    expect(isTwoPane(1279, true)).toBe(false)
    expect(isTwoPane(1280, true)).toBe(true)
    expect(isTwoPane(1536, false)).toBe(false)
  })

  it('give the page column: the phone’s width, 640 px from 768 px, wider for a wide page', () => {
    expect(columnWidth(390, true)).toBe(390)
    expect(columnWidth(767, false)).toBe(767)
    expect(columnWidth(768, false)).toBe(640)
    expect(columnWidth(1280, false)).toBe(640)
    expect(columnWidth(1024, true)).toBe(640)
    expect(columnWidth(1280, true)).toBe(1200)
    expect(columnWidth(1536, true)).toBe(1440)
  })

  it('write a min-width media query', () => {
    expect(minWidthQuery('xl')).toBe('(min-width: 1280px)')
  })
})
