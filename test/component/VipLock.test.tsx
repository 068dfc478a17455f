/** components/VipLock.tsx: children as they are when unlocked; blurred with 了解更多 when locked. */
import { act } from 'react'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

const showModal = jest.fn()
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { showModal: (...args: unknown[]) => showModal(...args) } }))

const navigate = jest.fn()
jest.mock('../../src/components/nav', () => ({ navigate: (url: string) => navigate(url) }))
jest.mock('../../src/stores', () => ({ themeStore: { vars: { '--app-primary': '#005aff' } } }))

import { VipLock } from '../../src/components/VipLock'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()

beforeEach(() => {
  showModal.mockReset()
  navigate.mockReset()
})

const q = dom.byTestId

test('unlocked: the children alone, no overlay', () => {
  act(() =>
    dom.render(
      <VipLock locked={false}>
        <p data-testid='tool'>工具</p>
      </VipLock>
    )
  )
  expect(q('tool')?.textContent).toBe('工具')
  expect(q('vip-lock')).toBeNull()
  expect(dom.container().textContent).not.toContain('了解更多')
})

test('locked: the children under the blur, with the title, the count and 了解更多', () => {
  act(() =>
    dom.render(
      <VipLock locked title='开通会员查看全部推荐' count='还有 36 所院校' testId='recommend-lock'>
        <p data-testid='tool'>工具</p>
      </VipLock>
    )
  )
  const lock = q('recommend-lock')!
  expect(lock).not.toBeNull()
  const blurred = lock.querySelector('.vip-lock__content')!
  expect(blurred.getAttribute('aria-hidden')).toBe('true')
  expect(blurred.contains(q('tool'))).toBe(true)
  expect(lock.querySelector('.vip-lock__overlay')!.textContent).toBe('VIP开通会员查看全部推荐还有 36 所院校了解更多')
  expect(q('recommend-lock-more')).not.toBeNull()
})

test('the default title, no count line', () => {
  act(() => dom.render(<VipLock locked>x</VipLock>))
  expect(q('vip-lock')!.querySelector('.vip-lock__title')!.textContent).toBe('开通会员，解锁全部功能')
  expect(q('vip-lock')!.querySelector('.vip-lock__count')).toBeNull()
})

test('了解更多 shows the spec’s modal; confirming opens the membership page, cancelling stays', async () => {
  act(() => dom.render(<VipLock locked>x</VipLock>))
  showModal.mockResolvedValueOnce({ confirm: true, cancel: false })
  await act(async () => q('vip-lock-more')!.click())
  expect(showModal).toHaveBeenCalledWith(
    expect.objectContaining({ title: '了解更多', content: '开通服务即可解锁全部功能', confirmText: '去开通', confirmColor: '#005aff' })
  )
  expect(navigate).toHaveBeenCalledWith('/pages/vip/index')

  showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await act(async () => q('vip-lock-more')!.click())
  expect(showModal).toHaveBeenCalledTimes(2)
  expect(navigate).toHaveBeenCalledTimes(1)
})
