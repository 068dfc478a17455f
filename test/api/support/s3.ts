/**
 * A local S3 server for the storage tests: s3rver (npm, in a temp directory) on 127.0.0.1 at a free
 * port, behind a thin front that adds what s3rver 3 lacks and the tests need, the way S3 does it:
 * - SigV4 presigned URLs are verified (s3rver checks their expiry but accepts any V4 signature):
 *   a tampered URL, or a body whose Content-Length is not the signed one, is 403
 *   SignatureDoesNotMatch;
 * - ListParts and AbortMultipartUpload (s3rver answers 405): the front records the parts s3rver
 *   stored and answers from that record; an aborted upload takes no more parts (404 NoSuchUpload).
 * Requests signed in the Authorization header (the server's own SDK calls) pass as s3rver takes them.
 */
import { createHash, createHmac } from 'crypto'
import fs from 'fs'
import http from 'http'
import type { AddressInfo } from 'net'
import os from 'os'
import path from 'path'

// s3rver ships no types; this is the part used here.
const S3rver = require('s3rver') as new (options: object) => { configureBuckets(): Promise<void>; callback(): http.RequestListener }

export const S3_TEST_KEY = { id: 'S3RVER', secret: 'S3RVER' }
export const S3_TEST_BUCKET = 'cloud-test'

export interface TestS3 {
  endpoint: string
  /** The app's environment for this server. */
  env: Record<string, string>
  close(): Promise<void>
}

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()

/** Whether a presigned (query) SigV4 request carries the signature its fields and headers make. */
function presignedSignatureHolds(req: http.IncomingMessage, url: URL): boolean {
  const query = [...url.searchParams.entries()].filter(([name]) => name !== 'X-Amz-Signature')
  const canonicalQuery = query
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? ''
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('')
  const canonical = [req.method, url.pathname, canonicalQuery, headers, signedHeaders, url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'].join('\n')
  const [, date, region, service] = (url.searchParams.get('X-Amz-Credential') ?? '').split('/')
  const scope = `${date}/${region}/${service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', url.searchParams.get('X-Amz-Date'), scope, createHash('sha256').update(canonical).digest('hex')].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${S3_TEST_KEY.secret}`, date), region), service), 'aws4_request')
  return createHmac('sha256', key).update(toSign).digest('hex') === url.searchParams.get('X-Amz-Signature')
}

function s3Error(res: http.ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml', connection: 'close' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-s3-'))
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: S3_TEST_BUCKET }] })
  await s3rver.configureBuckets()
  const inner = s3rver.callback()
  /** uploadId → part number → what s3rver stored. */
  const parts = new Map<string, Map<number, { etag: string; size: number }>>()
  const aborted = new Set<string>()

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3')
    const uploadId = url.searchParams.get('uploadId')
    if (url.searchParams.has('X-Amz-Signature') && !presignedSignatureHolds(req, url)) {
      req.resume()
      return s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    }
    if (uploadId !== null && aborted.has(uploadId)) {
      req.resume()
      return s3Error(res, 404, 'NoSuchUpload', 'The specified upload does not exist.')
    }
    if (uploadId !== null && req.method === 'GET') {
      const [, bucket, ...key] = url.pathname.split('/')
      const list = [...(parts.get(uploadId) ?? new Map()).entries()].sort(([a], [b]) => a - b)
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>` +
          list.map(([n, p]) => `<Part><PartNumber>${n}</PartNumber><ETag>${p.etag}</ETag><Size>${p.size}</Size></Part>`).join('') +
          '</ListPartsResult>'
      )
    }
    if (uploadId !== null && req.method === 'DELETE') {
      parts.delete(uploadId)
      aborted.add(uploadId)
      res.writeHead(204)
      return res.end()
    }
    const partNumber = Number(url.searchParams.get('partNumber'))
    if (uploadId !== null && req.method === 'PUT' && partNumber > 0) {
      res.on('finish', () => {
        const etag = res.getHeader('etag')
        if (res.statusCode !== 200 || typeof etag !== 'string') return
        if (!parts.has(uploadId)) parts.set(uploadId, new Map())
        parts.get(uploadId)!.set(partNumber, { etag, size: Number(req.headers['content-length']) })
      })
    }
    if (uploadId !== null && req.method === 'POST') res.on('finish', () => res.statusCode === 200 && parts.delete(uploadId))
    inner(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: S3_TEST_BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3_TEST_KEY.id, S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secret },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}
