/** lib/fillRatio.ts: the 冲稳保 ratio stepper of AI filling. */
import { DEFAULT_FILL_RATIO } from '../../types/application'
import { stepRatio } from '../../src/lib/fillRatio'

const sum = (r: { rush: number; stable: number; safe: number }) => r.rush + r.stable + r.safe

test('a step up takes from the largest other share; down gives to 保 first', () => {
  expect(DEFAULT_FILL_RATIO).toEqual({ rush: 20, stable: 40, safe: 40 })
  expect(stepRatio(DEFAULT_FILL_RATIO, 'rush', 1)).toEqual({ rush: 30, stable: 30, safe: 40 })
  expect(stepRatio({ rush: 20, stable: 30, safe: 50 }, 'rush', 1)).toEqual({ rush: 30, stable: 30, safe: 40 })
  expect(stepRatio(DEFAULT_FILL_RATIO, 'rush', -1)).toEqual({ rush: 10, stable: 40, safe: 50 })
  expect(stepRatio(DEFAULT_FILL_RATIO, 'safe', -1)).toEqual({ rush: 20, stable: 50, safe: 30 })
})

test('bounds: nothing below 0, 保 never below 10, always 100 in all', () => {
  expect(stepRatio({ rush: 0, stable: 50, safe: 50 }, 'rush', -1)).toEqual({ rush: 0, stable: 50, safe: 50 })
  expect(stepRatio({ rush: 40, stable: 50, safe: 10 }, 'safe', -1)).toEqual({ rush: 40, stable: 50, safe: 10 })
  expect(stepRatio({ rush: 90, stable: 0, safe: 10 }, 'rush', 1)).toEqual({ rush: 90, stable: 0, safe: 10 })
  let r = DEFAULT_FILL_RATIO
  for (const [part, dir] of [
    ['rush', 1],
    ['rush', 1],
    ['safe', -1],
    ['stable', 1],
    ['stable', -1],
    ['safe', 1]
  ] as const) {
    r = stepRatio(r, part, dir)
    expect(sum(r)).toBe(100)
    expect(r.safe).toBeGreaterThanOrEqual(10)
  }
})
