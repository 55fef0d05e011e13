import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEventMultipart, registerManaged } from '../test/extension-kit.ts';
import { seedWorld, type World } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { localBlobStore, sweepTemporaryFiles } from './blob-store.ts';

// A full disk under the evidence store: the write stores nothing and leaves no temporary file, the API
// answers 503 with Retry-After and STORAGE_FULL (the extension sends the event again later), and
// /readyz says the storage is in trouble. The disk is a real one: a 256 KB tmpfs, mounted as root (as
// this project's machines and CI run); a non-root run cannot mount one and says so.

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

const isRoot = process.getuid?.() === 0;

/** A real JPEG larger than the disk (noise compresses badly). */
const noisyJpeg = () =>
  sharp(randomBytes(700 * 500 * 3), { raw: { width: 700, height: 500, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
const disk = mkdtempSync(join(tmpdir(), 'bw-full-'));
let t: TestApp;
let world: World;
beforeAll(async () => {
  if (!isRoot) return;
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk]);
  t = await createTestApp({ env: { BLOB_STORE: disk } });
  world = await seedWorld(t);
});
afterAll(async () => {
  await t?.close();
  if (isRoot) execFileSync('umount', [disk]);
  rmSync(disk, { recursive: true, force: true });
});

describe.runIf(isRoot)('a full evidence disk', () => {
  it('stores nothing, leaves no temporary file, and says so: 503, Retry-After, STORAGE_FULL, /readyz', async () => {
    const store = localBlobStore(join(disk, 'direct'));
    const refused = await store.put('c', 'p', 'big', Buffer.alloc(1024 * 1024, 7)).catch((error) => error);
    expect((refused as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(filesUnder(disk)).toEqual([]);

    const { token } = await registerManaged(t, world.mspOrg1.licenseKey);
    const answer = await postEventMultipart(
      t,
      token,
      {
        eventId: randomUUID(),
        type: 0,
        url: 'https://login.example.net/',
        detectionTime: new Date().toISOString(),
      },
      { screenshot: await noisyJpeg() },
    );
    expect(answer.statusCode, answer.body).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json().errors[0].code).toBe(ERROR_CODES.storageFull);
    expect(filesUnder(disk).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('storage-full');
  });
});

describe('temporary files of interrupted writes', () => {
  it('are swept when older than any write in progress; blobs and fresh writes stay', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bw-sweep-'));
    try {
      mkdirSync(join(root, 'c', '1'), { recursive: true });
      const old = join(root, 'c', '1', 'blob.ab12.tmp');
      writeFileSync(old, 'half');
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(old, hourAgo, hourAgo);
      writeFileSync(join(root, 'c', '1', 'blob.cd34.tmp'), 'writing now');
      writeFileSync(join(root, 'c', '1', 'blob'), 'whole');
      expect(await sweepTemporaryFiles(root)).toBe(1);
      expect(filesUnder(root).sort()).toEqual(['blob', 'blob.cd34.tmp']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
