import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The server settings that put blobs in this store's bucket, under `prefix`. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3 protocol server in this process (s3rver, files in a temporary directory) with one bucket:
 * the blob tests run against it as against the local disk, and several server processes share it.
 */
export async function startS3Server(bucket = 'baitwatch-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'bw-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: (prefix = 'blobs') => ({
      BLOB_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials: it checks the signature as S3 does.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The blob stores every blob test runs against: the local disk and an S3 protocol server. */
export const BLOB_STORE_KINDS = ['local', 's3'] as const;
export type BlobStoreKind = (typeof BLOB_STORE_KINDS)[number];
