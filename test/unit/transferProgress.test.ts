/** Parts, resumed bytes, speed and texts of a transfer (src/lib/transferProgress.ts). */
import { addSample, bytesOfParts, noSamples, partRange, partsToSend, percentOf, progressText, speedOf, speedText, SPEED_WINDOW_MS } from '../../src/lib/transferProgress'

const MB = 1024 * 1024

test('part ranges: every part part_size bytes, the last the rest', () => {
  expect(partRange(1, 8 * MB, 50 * MB)).toEqual([0, 8 * MB])
  expect(partRange(7, 8 * MB, 50 * MB)).toEqual([48 * MB, 50 * MB])
  expect(partRange(1, 8 * MB, 100)).toEqual([0, 100])
})

test('a resumed upload sends the parts not done, in order, and counts the bytes of those done', () => {
  expect(partsToSend(7, [1, 2, 5])).toEqual([3, 4, 6, 7])
  expect(partsToSend(1, [])).toEqual([1])
  expect(partsToSend(3, [1, 2, 3])).toEqual([])
  expect(bytesOfParts([1, 2, 7], 8 * MB, 50 * MB)).toBe(16 * MB + 2 * MB)
  expect(bytesOfParts([1, 1], 8 * MB, 50 * MB)).toBe(8 * MB)
  expect(bytesOfParts([], 8 * MB, 50 * MB)).toBe(0)
})

test('percent: whole, 100 only at the end', () => {
  expect(percentOf(0, 100)).toBe(0)
  expect(percentOf(1, 3)).toBe(33)
  expect(percentOf(999, 1000)).toBe(99)
  expect(percentOf(1000, 1000)).toBe(100)
  expect(percentOf(5, 0)).toBe(0)
})

test('speed over the last few seconds; a restart below the last reading starts over', () => {
  let s = noSamples()
  expect(speedOf(s)).toBe(0)
  s = addSample(s, 0, 0)
  expect(speedOf(s)).toBe(0)
  s = addSample(s, 1000, MB)
  expect(speedOf(s)).toBe(MB)
  s = addSample(s, 2000, 3 * MB)
  expect(speedOf(s)).toBe(1.5 * MB)
  // Readings older than the window drop off but the newest of them (the anchor)...
  s = addSample(s, 2500, 3.5 * MB)
  s = addSample(s, 1000 + SPEED_WINDOW_MS + 1, 4 * MB)
  expect(s.samples.map((x) => x.at)).toEqual([1000, 2000, 2500, 1000 + SPEED_WINDOW_MS + 1])
  expect(speedOf(s)).toBeCloseTo((3 * MB * 1000) / (SPEED_WINDOW_MS + 1))
  // ...so steps far apart still read as a speed, not 0 between them.
  s = addSample(s, 20_000, 5 * MB)
  s = addSample(s, 20_100, 5 * MB)
  expect(s.samples.map((x) => x.at)).toEqual([1000 + SPEED_WINDOW_MS + 1, 20_000, 20_100])
  expect(speedOf(s)).toBeGreaterThan(0)
  s = addSample(s, 21_000, 10)
  expect(s.samples).toEqual([{ at: 21_000, bytes: 10 }])
  expect(speedOf(s)).toBe(0)
})

test('texts', () => {
  expect(speedText(1.5 * MB)).toBe('1.5 MB/s')
  expect(speedText(0)).toBe('')
  expect(progressText(12 * MB, 50 * MB)).toBe('12 MB / 50 MB')
  expect(progressText(60 * MB, 50 * MB)).toBe('50 MB / 50 MB')
})
