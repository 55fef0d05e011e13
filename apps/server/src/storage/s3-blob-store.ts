import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3BlobStoreOptions } from '../config.ts';
import { type BlobStore, blobSegments } from './blob-store.ts';

/** What S3 answers for a key that is not there: NoSuchKey on GET, a bare 404 (NotFound) on HEAD. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Blobs in an S3 bucket (AWS S3 or any S3-compatible store), so every server process reads what any
 * other wrote. Addresses are checked as on disk. An upload is atomic (a reader sees the old object or
 * the new one), so a staged blob waits in memory and `publish` uploads it; `put` resolves once the
 * store has acknowledged the object, which S3 does only when it is stored durably.
 */
export function s3BlobStore(options: S3BlobStoreOptions, client?: S3Client): BlobStore {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  const Bucket = options.bucket;
  const keyOf = (container: string, path: string, name: string) => {
    const segments = blobSegments(container, path, name);
    return segments ? [options.prefix, ...segments].filter(Boolean).join('/') : null;
  };
  const upload = async (Key: string, data: Buffer) => {
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }));
  };

  return {
    async put(container, path, name, data) {
      const key = keyOf(container, path, name);
      if (!key) throw new Error('invalid blob address');
      await upload(key, data);
    },
    async stage(container, path, name, data) {
      const key = keyOf(container, path, name);
      if (!key) throw new Error('invalid blob address');
      return { publish: () => upload(key, data), discard: async () => {} };
    },
    async get(container, path, name) {
      const Key = keyOf(container, path, name);
      if (!Key) return null;
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(container, path, name) {
      const Key = keyOf(container, path, name);
      if (!Key) return false;
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(container, path, name) {
      const Key = keyOf(container, path, name);
      // Deleting a key that is not there succeeds, as rm --force does on disk.
      if (Key) await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
