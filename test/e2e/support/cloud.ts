/**
 * Library files for an e2e test, put there the way the app's uploader does it but through the API
 * (grant, PUT the bytes to the signed URL, complete), as the user whose token is given.
 */
import { createHash } from 'node:crypto'
import type { CloudEntry } from '../../../types/cloud'
import { CLOUD_UPLOAD_PATHS, type CloudUploadGrant } from '../../../types/cloudUploads'
import { okJson, signedFetch } from './api'

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex')

/** `bytes` uploaded as `name` into folder `parentId` (undefined: the root); the new entry. */
export async function uploadFile(baseUrl: string, token: string, name: string, bytes: Buffer, parentId?: number): Promise<CloudEntry> {
  const grant = await okJson<CloudUploadGrant>(
    await signedFetch(
      baseUrl,
      'POST',
      CLOUD_UPLOAD_PATHS.uploads,
      { name, size: bytes.length, md5: md5(bytes), ...(parentId === undefined ? {} : { parent_id: parentId }) },
      token
    ),
    'grant'
  )
  const up = grant.upload!
  const put = await fetch(new URL(up.url!, baseUrl), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } })
  if (put.status !== 200) throw new Error(`PUT ${name}: ${put.status}`)
  return okJson<CloudEntry>(await signedFetch(baseUrl, 'POST', `${CLOUD_UPLOAD_PATHS.uploads}${up.id}/complete/`, {}, token), 'complete')
}
