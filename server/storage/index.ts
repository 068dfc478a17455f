/**
 * The file store this server uses (store.ts): S3 when S3_BUCKET is configured, else local disk
 * under DATA_DIR/files. `secret` signs the server's own storage URLs (signer.ts).
 */
import path from 'path'
import type { Config } from '../config'
import { LocalFileStore } from './local'
import { S3FileStore } from './s3'
import type { FileStore } from './store'

export function openFileStore(config: Pick<Config, 's3' | 'dataDir' | 'apiPrefix'>, secret: string): FileStore {
  return config.s3 ? new S3FileStore(config.s3, secret, config.apiPrefix) : new LocalFileStore(path.join(config.dataDir, 'files'), secret, config.apiPrefix)
}
