/** A file's md5 read in slices (src/lib/md5.ts), as the H5 worker and the mini-program compute it. */
import { createHash, randomBytes } from 'crypto'
import { AbortedError, createAborter } from '../../src/lib/abort'
import { MD5_SLICE_BYTES, md5OfSlices } from '../../src/lib/md5'

const sliceReader = (bytes: Buffer) => (start: number, end: number) => {
  const part = bytes.subarray(start, end)
  return part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength) as ArrayBuffer
}

test.each([
  ['one byte', 1],
  ['exactly one slice', MD5_SLICE_BYTES],
  ['two slices and a bit', 2 * MD5_SLICE_BYTES + 123]
])('%s: the md5 of the whole file, with progress to 1', async (_label, size) => {
  const bytes = randomBytes(size)
  const progress: number[] = []
  const md5 = await md5OfSlices(sliceReader(bytes), size, (p) => progress.push(p))
  expect(md5).toBe(createHash('md5').update(bytes).digest('hex'))
  expect(progress[0]).toBe(0)
  expect(progress[progress.length - 1]).toBe(1)
  expect([...progress].sort((a, b) => a - b)).toEqual(progress)
})

test('reads one slice at a time, never the file whole', async () => {
  const size = 3 * MD5_SLICE_BYTES
  const reads: [number, number][] = []
  const bytes = randomBytes(size)
  const read = sliceReader(bytes)
  await md5OfSlices(
    async (start, end) => {
      reads.push([start, end])
      return read(start, end)
    },
    size,
    () => undefined
  )
  expect(reads).toEqual([
    [0, MD5_SLICE_BYTES],
    [MD5_SLICE_BYTES, 2 * MD5_SLICE_BYTES],
    [2 * MD5_SLICE_BYTES, 3 * MD5_SLICE_BYTES]
  ])
})

test('an abort stops it between slices', async () => {
  const aborter = createAborter()
  const bytes = randomBytes(3 * MD5_SLICE_BYTES)
  const read = sliceReader(bytes)
  let reads = 0
  const run = md5OfSlices(
    (start, end) => {
      reads++
      if (reads === 2) aborter.abort()
      return read(start, end)
    },
    bytes.length,
    () => undefined,
    aborter
  )
  await expect(run).rejects.toBeInstanceOf(AbortedError)
  expect(reads).toBe(2)
})
