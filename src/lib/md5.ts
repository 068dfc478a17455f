/**
 * A file's md5 read in slices, so neither a 500 MB file nor its hash is ever in memory whole
 * (spark-md5's incremental hasher: plain JavaScript, so the same code runs in the H5 worker,
 * platform/md5.worker.ts, and in the mini-program, which has no WebAssembly for hash-wasm).
 */
import SparkMD5 from 'spark-md5'
import { throwIfAborted, type AbortToken } from './abort'

/** Bytes read and hashed per step: small enough for a phone's memory, large enough to be quick. */
export const MD5_SLICE_BYTES = 4 * 1024 * 1024

/** Reads bytes [start, end) of the file. */
export type SliceReader = (start: number, end: number) => ArrayBuffer | Promise<ArrayBuffer>

/**
 * The lower-case hex md5 of a `size`-byte file read by `read`, reporting progress (0-1) after each
 * slice. Between slices it yields to the event loop, so a hash on the page's own thread (the
 * mini-program) lets taps and redraws through; an aborted token stops it with AbortedError.
 */
export async function md5OfSlices(read: SliceReader, size: number, onProgress: (fraction: number) => void, token?: AbortToken): Promise<string> {
  const hasher = new SparkMD5.ArrayBuffer()
  onProgress(0)
  for (let start = 0; start < size; start += MD5_SLICE_BYTES) {
    throwIfAborted(token)
    const end = Math.min(size, start + MD5_SLICE_BYTES)
    hasher.append(await read(start, end))
    onProgress(end / size)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throwIfAborted(token)
  onProgress(1)
  return hasher.end()
}
