/**
 * The S3-compatible file store (store.ts; chosen when S3_BUCKET is set, server/config.ts): objects
 * are keys of one bucket; cloud PUTs, parts and downloads are presigned S3 URLs (SigV4, signed at
 * the app clock's time, valid until the grant's URL expiry). A PUT or part URL signs its
 * Content-Length, so bytes other than the granted size are refused by S3 itself (403), and a
 * download URL carries the file name as response-content-disposition. Forum and avatar uploads
 * keep the server's own signed PUT (store.ts), and the server writes them here with PutObject.
 *
 * Checksums are asked for only when S3 requires them: the SDK's default would sign the checksum
 * of an empty body into presigned PUT URLs.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type Part
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { PassThrough, type Readable } from 'stream'
import { CLOUD_KEY_RE, contentDisposition, derivedKey, FILE_VARIANTS, SignedPutStore, type ByteRange, type FileStore } from './store'

export interface S3Settings {
  /** null: AWS itself (by region). */
  endpoint: string | null
  bucket: string
  region: string
  /** Both null: the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | null
  secretAccessKey: string | null
  forcePathStyle: boolean
}

/** S3's answer that an object or upload is not there. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.name === 'NoSuchUpload' || e.$metadata?.httpStatusCode === 404
}

export class S3FileStore extends SignedPutStore implements FileStore {
  readonly kind = 's3'
  private readonly client: S3Client
  private readonly bucket: string

  constructor(settings: S3Settings, secret: string, apiPrefix: string) {
    super(secret, apiPrefix)
    this.bucket = settings.bucket
    this.client = new S3Client({
      endpoint: settings.endpoint ?? undefined,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED'
    })
  }

  private presign(command: PutObjectCommand | UploadPartCommand | GetObjectCommand, expiresAt: number, now: number): Promise<string> {
    const options = { expiresIn: Math.max(1, Math.floor((expiresAt - now) / 1000)), signingDate: new Date(now) }
    // One call per command type: getSignedUrl is generic over the command's input and output.
    if (command instanceof PutObjectCommand) return getSignedUrl(this.client, command, options)
    if (command instanceof UploadPartCommand) return getSignedUrl(this.client, command, options)
    return getSignedUrl(this.client, command, options)
  }

  private async parts(key: string, uploadId: string): Promise<Part[]> {
    const parts: Part[] = []
    let marker: string | undefined
    do {
      const page = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }))
      parts.push(...(page.Parts ?? []))
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined
    } while (marker)
    return parts
  }

  async write(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }))
  }

  read(key: string, range?: ByteRange): Readable {
    const out = new PassThrough()
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
      .then((answer) => {
        const body = answer.Body as Readable
        body.on('error', (error) => out.destroy(error))
        body.pipe(out)
      })
      .catch((error: Error) => out.destroy(error))
    return out
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? 0
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async remove(keys: string[]): Promise<void> {
    const all = keys.flatMap((key) => (CLOUD_KEY_RE.test(key) ? [key] : [key, ...FILE_VARIANTS.map((variant) => derivedKey(key, variant))]))
    // DeleteObjects takes at most 1000 keys a call.
    for (let i = 0; i < all.length; i += 1000) {
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: all.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }))
    }
  }

  putUrl(key: string, size: number, expiresAt: number, now: number): Promise<string> {
    return this.presign(new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentLength: size }), expiresAt, now)
  }

  async startParts(key: string): Promise<string> {
    const started = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }))
    if (!started.UploadId) throw new Error('S3 answered no UploadId')
    return started.UploadId
  }

  partUrl(key: string, multipartId: string | null, part: number, size: number, expiresAt: number, now: number): Promise<string> {
    return this.presign(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: multipartId ?? '', PartNumber: part, ContentLength: size }), expiresAt, now)
  }

  async partsDone(key: string, multipartId: string | null): Promise<number[]> {
    if (!multipartId) return []
    try {
      return (await this.parts(key, multipartId)).map((p) => p.PartNumber ?? 0).sort((a, b) => a - b)
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
  }

  /** CompleteMultipartUpload; answers null: the stored bytes are hashed by reading them back. */
  async joinParts(key: string, multipartId: string | null, partCount: number): Promise<null> {
    const parts = (await this.parts(key, multipartId ?? '')).filter((p) => p.PartNumber && p.PartNumber <= partCount)
    parts.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0))
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: multipartId ?? '',
        MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) }
      })
    )
    return null
  }

  async abortParts(key: string, multipartId: string | null): Promise<void> {
    if (!multipartId) return
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: multipartId }))
    } catch (error) {
      if (!isMissing(error)) throw error
    }
  }

  downloadUrl(key: string, name: string, expiresAt: number, now: number): Promise<string> {
    return this.presign(new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: contentDisposition(name) }), expiresAt, now)
  }
}
