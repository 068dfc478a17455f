/** pages/tabbar/TabTools.tsx: a tab's tools, two to a row, each opening its page. */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual('react')
  // The icon is an Image: an <img> with its src, as Taro's H5 image draws it.
  return {
    ...jest.requireActual('../support/taroHosts').taroHosts,
    Image: ({ src, className }: { src: string; className: string }) => createElement('img', { src, className })
  }
})

const navigate = jest.fn()
jest.mock('../../src/components/nav', () => ({ navigate: (url: string) => navigate(url) }))

import { TabTools, type TabTool } from '../../src/pages/tabbar/TabTools'
import { toolIconSrc } from '../../src/lib/toolIcons'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  navigate.mockReset()
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const TOOLS: TabTool[] = [
  ['study/video/index', 'video', '视频课程', '名师精讲', 't-video'],
  ['study/write/index', 'write', '写作', '自动保存', 't-write'],
  ['study/checkin/checkin', 'checkin', '每日打卡', '连续打卡', 't-checkin']
]

test('two to a row (the last alone when odd), each with its drawn icon, label and note, opening its page', () => {
  act(() => root.render(<TabTools tools={TOOLS} />))
  const rows = [...container.querySelectorAll('.tab-tools')]
  expect(rows.map((row) => [...row.querySelectorAll('.tab-tool')].map((t) => (t as HTMLElement).dataset.testid))).toEqual([['t-video', 't-write'], ['t-checkin']])
  const write = container.querySelector('[data-testid="t-write"]') as HTMLElement
  expect([...write.children].map((c) => [c.className, c.textContent])).toEqual([
    ['tab-tool__icon', ''],
    ['tab-tool__title', '写作'],
    ['tab-tool__text', '自动保存']
  ])
  // A drawn icon, not a character in a square: the write icon's SVG as the image's source.
  const icon = write.querySelector('.tab-tool__icon') as HTMLElement
  expect(icon.dataset.icon).toBe('write')
  expect(icon.querySelector('img')?.getAttribute('src')).toBe(toolIconSrc('write'))
  act(() => write.click())
  expect(navigate).toHaveBeenCalledWith('/study/write/index')
})
