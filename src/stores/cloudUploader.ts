/**
 * One file's upload to the cloud library (types/cloudUploads.ts), the `uploader` of an upload task:
 * md5 (with progress) → POST uploads {name, parent_id, size, md5} → instant (秒传: the entry at
 * once) or the bytes: one PUT to the grant's url, or, in parts, for each part not yet stored a
 * part URL and a PUT of that slice → complete → the entry. A paused or failed upload resumes from
 * its upload id: GET '<id>/' answers the parts already stored (and a fresh url), and only the others
 * go; an upload the server no longer knows (its grant lapsed) starts over with a new grant.
 *
 * Its API calls are quiet (no catalogue toast): the upload store shows a failure on the task.
 * The calls and platform adapters are injected, so the store's tests drive a fake of this whole
 * object and this flow is tested against a fake server (test/unit/cloudUploader.test.ts).
 */
import type { CloudEntry } from '@types-contract/cloud'
import type { CloudUpload } from '@types-contract/cloudUploads'
import { cancelUpload, completeUpload, fetchUpload, requestUpload, uploadPartUrl } from '../api/cloud'
import { ApiError } from '../api/request'
import { throwIfAborted, type AbortToken } from '../lib/abort'
import { bytesOfParts, partRange, partsToSend } from '../lib/transferProgress'
import { fileReadable, readSlice } from '../platform/localFiles'
import { hashFile } from '../platform/md5'
import { putBytes } from '../platform/transfer'

/** What an upload needs to run (again). */
export interface UploadJob {
  localPath: string
  name: string
  size: number
  parentId: number | null
  /** Known after a first run ('' before). */
  md5: string
  /** The server's upload once granted (a resume asks it for the parts done). */
  uploadId: number | null
}

/** What a run reports as it goes. */
export interface UploadEvents {
  md5Progress(fraction: number): void
  md5(md5: string): void
  uploadId(id: number): void
  /** Bytes stored so far (the parts done count at once when resuming). */
  sent(bytes: number): void
}

export interface Uploader {
  /** Runs the upload to its entry; rejects with AbortedError once `token` aborts. */
  run(job: UploadJob, events: UploadEvents, token: AbortToken): Promise<CloudEntry>
  /** Whether a failed upload can run again: its file is still readable. */
  canRestart(job: UploadJob): Promise<boolean>
  /** Cancels a granted upload on the server (the space it reserved is released); never throws. */
  discard(uploadId: number): Promise<void>
}

export interface UploaderDeps {
  hashFile: typeof hashFile
  readSlice: typeof readSlice
  fileReadable: typeof fileReadable
  putBytes: typeof putBytes
  requestUpload: typeof requestUpload
  fetchUpload: typeof fetchUpload
  uploadPartUrl: typeof uploadPartUrl
  completeUpload: typeof completeUpload
  cancelUpload: typeof cancelUpload
}

const PLATFORM_DEPS: UploaderDeps = { hashFile, readSlice, fileReadable, putBytes, requestUpload, fetchUpload, uploadPartUrl, completeUpload, cancelUpload }

const quiet = { quiet: true }

export function createUploader(deps: UploaderDeps = PLATFORM_DEPS): Uploader {
  /** The upload to send: the one granted before when the server still has it, else a new grant (or the entry, 秒传). */
  async function uploadOf(job: UploadJob, md5: string, events: UploadEvents): Promise<CloudUpload | CloudEntry> {
    if (job.uploadId !== null) {
      try {
        return await deps.fetchUpload(job.uploadId, quiet)
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) throw e
      }
    }
    const grant = await deps.requestUpload({ name: job.name, parent_id: job.parentId, size: job.size, md5 }, quiet)
    if (grant.instant && grant.entry) return grant.entry
    if (!grant.upload) throw new Error('上传失败，请重试')
    events.uploadId(grant.upload.id)
    return grant.upload
  }

  async function run(job: UploadJob, events: UploadEvents, token: AbortToken): Promise<CloudEntry> {
    let md5 = job.md5
    if (!md5) {
      md5 = await deps.hashFile(job.localPath, job.size, (f) => events.md5Progress(f), token)
      events.md5(md5)
    }
    throwIfAborted(token)
    const upload = await uploadOf(job, md5, events)
    throwIfAborted(token)
    if (!('part_count' in upload)) {
      events.sent(job.size)
      return upload
    }
    const { id, size, part_size: partSize, part_count: partCount, parts_done: partsDone } = upload
    let stored = bytesOfParts(partsDone, partSize, size)
    events.sent(stored)
    for (const part of partsToSend(partCount, partsDone)) {
      const [start, end] = partRange(part, partSize, size)
      const url = partCount === 1 && upload.url ? upload.url : (await deps.uploadPartUrl(id, part, quiet)).url
      throwIfAborted(token)
      const bytes = await deps.readSlice(job.localPath, start, end)
      const before = stored
      await deps.putBytes(url, bytes, { onProgress: (f) => events.sent(before + Math.round(f * (end - start))), abort: token })
      stored = before + (end - start)
      events.sent(stored)
    }
    throwIfAborted(token)
    return deps.completeUpload(id, quiet)
  }

  return {
    run,
    canRestart: (job) => deps.fileReadable(job.localPath),
    discard: (uploadId) =>
      deps.cancelUpload(uploadId, quiet).then(
        () => undefined,
        () => undefined
      )
  }
}
