import type { BlobStoreConfig } from '../config.ts';
import { type BlobStore, type LocalBlobStoreOptions, localBlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

/** The blob store BLOB_STORE names: a directory, or an S3 bucket (`s3://bucket/prefix`). */
export function createBlobStore(config: BlobStoreConfig, options: LocalBlobStoreOptions = {}): BlobStore {
  // `durable` is the disk's flush per file; an object store acknowledges only what it has stored.
  return config.kind === 's3' ? s3BlobStore(config) : localBlobStore(config.dir, options);
}
