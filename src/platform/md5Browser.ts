/** H5 only (platform/md5.ts requires it in its H5 branch): the md5 worker's client. */
import { AbortedError, type AbortToken } from '../lib/abort'

export function hashInWorker(file: File, onProgress: (fraction: number) => void, token?: AbortToken): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url))
    const stop = token?.onAbort(() => {
      worker.terminate()
      reject(new AbortedError())
    })
    const end = () => {
      stop?.()
      worker.terminate()
    }
    worker.onmessage = (event: MessageEvent<{ progress?: number; md5?: string; error?: string }>) => {
      const { progress, md5, error } = event.data
      if (typeof progress === 'number') onProgress(progress)
      else if (md5) {
        end()
        resolve(md5)
      } else {
        end()
        reject(new Error(error ?? '文件校验失败'))
      }
    }
    worker.onerror = () => {
      end()
      reject(new Error('文件校验失败'))
    }
    worker.postMessage({ file })
  })
}
