/** components/MonthCalendar.tsx: the task centre's and the study check-in's month calendar. */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

import { MonthCalendar } from '../../src/components/MonthCalendar'

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

const q = (testId: string) => container.querySelector(`[data-testid="${testId}"]`) as HTMLElement
const day = (date: string) => container.querySelector(`[data-date="${date}"]`) as HTMLElement

test('the task centre: June 2025 (Sunday the 1st) with its signed days, today and the days after', () => {
  const onMonth = jest.fn()
  act(() =>
    root.render(
      <MonthCalendar
        month='2025-06'
        current='2025-06'
        today='2025-06-10'
        marked={['2025-06-02', '2025-06-10']}
        onMonth={onMonth}
        block='tc-cal'
        testId='signin'
        mark='signed'
      />
    )
  )
  const calendar = q('signin-calendar')
  expect(calendar.className).toBe('tc-cal')
  expect(calendar.dataset.month).toBe('2025-06')
  expect(calendar.querySelector('.tc-cal__title')?.textContent).toBe('2025年6月')
  expect([...calendar.querySelectorAll('.tc-cal__weekday')].map((w) => w.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日'])
  // Monday first: six blanks before Sunday the 1st; 30 days; 6 weeks of 7.
  expect(container.querySelectorAll('[data-testid="signin-day"]')).toHaveLength(30)
  expect(container.querySelectorAll('.tc-cal__day')).toHaveLength(42)
  expect(container.querySelectorAll('.tc-cal__row')).toHaveLength(7)
  expect(day('2025-06-02').dataset.signed).toBe('true')
  expect(day('2025-06-02').className).toBe('tc-cal__day tc-cal__day--marked')
  expect(day('2025-06-03').dataset.signed).toBe('false')
  expect(day('2025-06-10').className).toBe('tc-cal__day tc-cal__day--marked tc-cal__day--today')
  expect(day('2025-06-11').className).toBe('tc-cal__day tc-cal__day--future')
  expect(day('2025-06-11').textContent).toBe('11')

  // This month: › is off and does nothing; ‹ goes back a month.
  expect(q('signin-next').className).toBe('tc-cal__arrow tc-cal__arrow--off')
  act(() => q('signin-next').click())
  expect(onMonth).not.toHaveBeenCalled()
  act(() => q('signin-prev').click())
  expect(onMonth).toHaveBeenCalledWith(-1)
})

test('the check-in: an earlier month in its card, checked days as data-checked, › goes forward', () => {
  const onMonth = jest.fn()
  act(() =>
    root.render(
      <MonthCalendar
        month='2025-05'
        current='2025-06'
        today='2025-06-10'
        marked={['2025-05-31']}
        onMonth={onMonth}
        block='ck-cal'
        className='ck-card'
        testId='checkin'
        mark='checked'
      />
    )
  )
  expect(q('checkin-calendar').className).toBe('ck-card ck-cal')
  expect(day('2025-05-31').dataset.checked).toBe('true')
  expect(day('2025-05-31').dataset.signed).toBeUndefined()
  expect(day('2025-05-30').className).toBe('ck-cal__day')
  expect(q('checkin-next').className).toBe('ck-cal__arrow')
  act(() => q('checkin-next').click())
  expect(onMonth).toHaveBeenCalledWith(1)
})
