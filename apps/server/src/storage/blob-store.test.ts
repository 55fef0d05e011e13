import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { BLOB_STORE_KINDS, startS3Server, type TestS3Server } from '../test/s3-server.ts';
import type { BlobStore } from './blob-store.ts';
import { createBlobStore } from './create-blob-store.ts';

describe('BLOB_STORE', () => {
  it('is a directory by default and an S3 bucket with an s3:// address', () => {
    expect(loadConfig({ DATA_DIR: '/srv/bw' }).blobStore).toEqual({ kind: 'local', dir: '/srv/bw/blobs' });
    expect(
      loadConfig({
        BLOB_STORE: 's3://evidence-eu/baitwatch/prod/',
        S3_ENDPOINT: 'http://minio:9000',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      bucket: 'evidence-eu',
      prefix: 'baitwatch/prod',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // AWS S3 itself: virtual-hosted buckets, the SDK's own credential chain.
    expect(loadConfig({ BLOB_STORE: 's3://evidence', S3_REGION: 'eu-west-1' }).blobStore).toMatchObject({
      bucket: 'evidence',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ BLOB_STORE: 's3://Bad_Bucket/x' })).toThrow(/s3:\/\/bucket\/prefix/);
  });
});

describe.each(BLOB_STORE_KINDS)('the %s blob store', (kind) => {
  let store: BlobStore;
  let s3: TestS3Server | null = null;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bw-blobs-'));
    s3 = kind === 's3' ? await startS3Server() : null;
    store = createBlobStore(loadConfig({ DATA_DIR: dir, ...s3?.env() }).blobStore);
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const name = () => randomBytes(8).toString('hex');

  it('answers what was put, replaces it whole, and forgets it when removed', async () => {
    const b = name();
    expect([await store.get('c1', '7/install-a', b), await store.exists('c1', '7/install-a', b)]).toEqual([
      null,
      false,
    ]);
    const big = randomBytes(3 * 1024 * 1024);
    await store.put('c1', '7/install-a', b, big);
    expect((await store.get('c1', '7/install-a', b))?.equals(big)).toBe(true);
    expect(await store.exists('c1', '7/install-a', b)).toBe(true);
    await store.put('c1', '7/install-a', b, Buffer.from('second'));
    expect((await store.get('c1', '7/install-a', b))?.toString()).toBe('second');
    // The same name under another path or container is another blob.
    expect(await store.get('c1', '7/install-b', b)).toBeNull();
    expect(await store.get('c2', '7/install-a', b)).toBeNull();
    await store.remove('c1', '7/install-a', b);
    expect([await store.get('c1', '7/install-a', b), await store.exists('c1', '7/install-a', b)]).toEqual([
      null,
      false,
    ]);
    await expect(store.remove('c1', '7/install-a', b)).resolves.toBeUndefined();
  });

  it('shows a staged blob only once published, and never once discarded', async () => {
    const [kept, dropped] = [name(), name()];
    const stagedKept = await store.stage('c1', '7/i', kept, Buffer.from('kept'));
    const stagedDropped = await store.stage('c1', '7/i', dropped, Buffer.from('dropped'));
    expect([await store.exists('c1', '7/i', kept), await store.exists('c1', '7/i', dropped)]).toEqual([
      false,
      false,
    ]);
    await stagedKept.publish();
    await stagedDropped.discard();
    expect((await store.get('c1', '7/i', kept))?.toString()).toBe('kept');
    expect(await store.exists('c1', '7/i', dropped)).toBe(false);
  });

  it('refuses an address that could climb out of its place', async () => {
    for (const [container, path, blob] of [
      ['..', '7/i', 'x'],
      ['c1', '../../etc', 'passwd'],
      ['c1', '7/i', '..'],
      ['c1', '7//i', 'x'],
      ['c1', '7/i', 'a b'],
    ] as const) {
      await expect(store.put(container, path, blob, Buffer.from('x'))).rejects.toThrow(
        'invalid blob address',
      );
      await expect(store.stage(container, path, blob, Buffer.from('x'))).rejects.toThrow();
      expect(await store.get(container, path, blob)).toBeNull();
      expect(await store.exists(container, path, blob)).toBe(false);
    }
  });
});
