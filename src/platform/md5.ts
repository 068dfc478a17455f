/**
 * A chosen file's md5 with its progress (spec section 3: md5progress), one way per platform:
 *  - H5: in a Web Worker (md5Browser.ts, md5.worker.ts), so a 500 MB file never freezes the page;
 *    aborting terminates the worker;
 *  - weapp: on the page's thread, a slice at a time with a yield between slices (lib/md5.ts; a
 *    mini-program worker cannot read a chosen file's temp path).
 * The condition is decided at build time, so each build keeps one branch (and only H5 bundles the worker).
 */
import type { AbortToken } from '../lib/abort'
import { md5OfSlices } from '../lib/md5'
import { browserFileOf, readSlice } from './localFiles'

/** The lower-case hex md5 of the chosen file at `path` (`size` bytes). */
export function hashFile(path: string, size: number, onProgress: (fraction: number) => void, token?: AbortToken): Promise<string> {
  if (process.env.TARO_ENV === 'h5') {
    const file = browserFileOf(path)
    if (!file) return Promise.reject(new Error('文件已失效'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required in the H5 branch only, so the mini-program build never sees the worker
    return (require('./md5Browser') as typeof import('./md5Browser')).hashInWorker(file, onProgress, token)
  }
  return md5OfSlices((start, end) => readSlice(path, start, end), size, onProgress, token)
}
