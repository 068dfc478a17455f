/**
 * The 一分一段 page's parts (gaokao/search/parts/OneScore.tsx) over the row window hook
 * (gaokao/components/useRowWindow.ts): the look-up's answer lines, and a long table of which only
 * a window is drawn, moved by a jump to a score.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { OneScoreLookup, OneScoreTable } from '../../types/gaokao'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)
// 750 px wide: design px are real px, so a row is 72 px and the 720 px screen shows 10 rows.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getSystemInfoSync: () => ({ windowWidth: 750, windowHeight: 720 }) } }))

import { LookupForm, ScoreTable } from '../../src/gaokao/search/parts/OneScore'
import { useRowWindow } from '../../src/gaokao/components/useRowWindow'
import type { LookupResult } from '../../src/gaokao/search/useOneScoreLookup'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const q = (testId: string) => container.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null
const all = (testId: string) => [...container.querySelectorAll(`[data-testid="${testId}"]`)] as HTMLElement[]

const source = { kind: 'sample' as const, label: '示例数据', year: 2025 }
const found: OneScoreLookup = {
  province: '河南',
  year: 2025,
  track: '物理类',
  score: 612,
  rank_best: 1101,
  rank_worst: 1200,
  equivalents: [{ year: 2024, score: 605 }],
  source
}

function lookupView(result: LookupResult | undefined, extra: { busy?: boolean; error?: string | null; submit?: () => Promise<void> } = {}) {
  return { scoreText: '', rankText: '1200', typeScore: jest.fn(), typeRank: jest.fn(), error: null, result, busy: false, submit: jest.fn(), ...extra }
}

test('a rank look-up answers with its score, the score’s rank range and 等位分', () => {
  act(() => root.render(<LookupForm lookup={lookupView({ kind: 'rank', rank: 1200, data: found })} />))
  const text = q('osl-result')!.textContent
  expect(text).toContain('位次 1200 对应 612 分')
  expect(text).toContain('612 分的位次区间 1101–1200')
  expect(q('osl-equivalents')!.textContent).toBe('等位分：2024年 605分')
  expect(q('osl-error')).toBeNull()
})

test('a score look-up has no rank line; an error shows; 查询 is disabled while busy', () => {
  const submit = jest.fn()
  act(() =>
    root.render(<LookupForm lookup={lookupView({ kind: 'score', data: { ...found, equivalents: [] } }, { busy: true, error: '查询失败，请稍后再试', submit })} />)
  )
  expect(q('osl-result')!.textContent).toBe('612 分的位次区间 1101–1200')
  expect(q('osl-equivalents')).toBeNull()
  expect(q('osl-error')!.textContent).toBe('查询失败，请稍后再试')
  const button = q('osl-lookup-submit')!
  expect(button.className).toBe('osl-submit gk-btn--disabled')
  act(() => button.click())
  expect(submit).not.toHaveBeenCalled()
})

const table: OneScoreTable = {
  province: '河南',
  year: 2025,
  track: '物理类',
  rows: Array.from({ length: 500 }, (_, i) => ({ score: 700 - i, count: 10, cumulative: 10 * (i + 1) })),
  source
}

let jump: (top: number) => void = () => undefined

/** ScoreTable over a real row window, as useOneScoreTable wires it. */
function Probe({ highlight }: { highlight?: number }) {
  const rows = useRowWindow(72, 10, { start: 0, end: 40 })
  jump = (top) => rows.showAt(top, table.rows.length)
  const view = {
    data: table,
    error: null,
    loading: false,
    key: 1,
    scrollTop: undefined,
    rowPx: rows.rowPx,
    start: rows.start,
    slice: rows.slice,
    onScroll: rows.onScroll,
    retry: jest.fn()
  }
  return <ScoreTable table={view} highlight={highlight} />
}

test('a long table draws only a window of rows, the top row as 分及以上, and moves to a score', () => {
  act(() => root.render(<Probe highlight={650} />))
  expect(all('osl-row')).toHaveLength(40)
  act(() => jump(0))
  // 10 visible rows and 10 below.
  expect(all('osl-row')).toHaveLength(20)
  const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent)
  expect(cells(all('osl-row')[0])).toEqual(['700分及以上', '10', '10'])
  expect(container.textContent).toContain('河南 2025 年 物理类 · 共 500 个分数段')

  // 650 is row 50: two rows above it stay in view, 10 overscan rows above those.
  act(() => jump((50 - 2) * 72))
  const rows = all('osl-row')
  expect(cells(rows[0])[0]).toBe('662')
  expect(rows.filter((r) => r.className.includes('osl-row--on')).map(cells)).toEqual([['650', '10', '510']])
  const pads = [...q('osl-table')!.children].filter((c) => c.getAttribute('style'))
  expect((pads[0] as HTMLElement).style.height).toBe(`${38 * 72}px`)
})
