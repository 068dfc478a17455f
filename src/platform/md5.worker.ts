/**
 * H5: a file's md5 off the page's thread (platform/md5.ts starts it), so hashing a 500 MB file
 * never freezes the page. Gets {file}, posts {progress} as it reads and then {md5} or {error}.
 */
import { md5OfSlices } from '../lib/md5'

/** The worker's synchronous reader (tsconfig's lib is DOM, not WebWorker, so its type is written here). */
declare const FileReaderSync: { new (): { readAsArrayBuffer(blob: Blob): ArrayBuffer } }

const scope = self as unknown as { onmessage: ((event: MessageEvent<{ file: Blob }>) => void) | null; postMessage: (message: unknown) => void }

scope.onmessage = (event) => {
  const { file } = event.data
  // A worker reads synchronously without blocking anyone: FileReaderSync is in every browser of the H5 list.
  const reader = new FileReaderSync()
  md5OfSlices(
    (start, end) => reader.readAsArrayBuffer(file.slice(start, end)),
    file.size,
    (progress) => scope.postMessage({ progress })
  ).then(
    (md5) => scope.postMessage({ md5 }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) })
  )
}
