import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where screenshots, page HTML and logos live: container / customer id and install id / blob name. */
export interface BlobStore {
  /** Resolves once the blob is stored whole (and, for a durable store, on disk). */
  put(container: string, path: string, name: string, data: Buffer): Promise<void>;
  /**
   * Readies the data for its name: `publish` then puts it there at once (atomic), or `discard` drops
   * it. Lets a caller do the slow part of a write outside its transaction and decide inside it. On
   * disk the data goes to a temporary file first; in object storage one upload is atomic itself, so
   * `publish` uploads it (decision 0053).
   */
  stage(container: string, path: string, name: string, data: Buffer): Promise<StagedBlob>;
  get(container: string, path: string, name: string): Promise<Buffer | null>;
  exists(container: string, path: string, name: string): Promise<boolean>;
  remove(container: string, path: string, name: string): Promise<void>;
}

/**
 * Opens a new file for writing; its directory is created on first use (remembered, so later puts skip
 * the mkdir). `durable`: each write returns once its data is on the disk (O_DSYNC), which spares a
 * separate flush call per blob.
 */
async function openCreatingDir(file: string, knownDirs: Set<string>, durable: boolean) {
  const dir = dirname(file);
  const flags =
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (durable ? constants.O_DSYNC : 0);
  if (!knownDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    knownDirs.add(dir);
  }
  try {
    return await open(file, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    return open(file, flags);
  }
}

/**
 * Flushes a directory's entries to the disk: a rename is durable only once its directory is, so a
 * crash right after the API answered could otherwise leave the blob under its temporary name.
 */
async function flushDirectory(dir: string) {
  const handle = await open(dir, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface StagedBlob {
  publish(): Promise<void>;
  discard(): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * The segments of a blob address (container, each part of the path, name), or null when any one could
 * climb out of its place or is not a plain name. Every store checks addresses with this.
 */
export function blobSegments(container: string, path: string, name: string): string[] | null {
  const segments = [container, ...path.split('/'), name];
  return segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..') ? segments : null;
}

export interface LocalBlobStoreOptions {
  /**
   * Flush each blob to the disk before `put` resolves (default true): the extension API answers only
   * after evidence is durably stored. The demo seeding turns it off; its data can be regenerated.
   */
  durable?: boolean;
}

/** Blobs on the local disk. Every path segment is checked so a name can never climb out of the root. */
export function localBlobStore(root: string, options: LocalBlobStoreOptions = {}): BlobStore {
  const durable = options.durable ?? true;
  const base = resolve(root);
  const knownDirs = new Set<string>();
  const locate = (container: string, path: string, name: string) => {
    const segments = blobSegments(container, path, name);
    if (!segments) return null;
    const full = join(base, ...segments);
    return full.startsWith(base + sep) ? full : null;
  };
  const stage: BlobStore['stage'] = async (container, path, name, data) => {
    const file = locate(container, path, name);
    if (!file) throw new Error('invalid blob address');
    // A temporary file beside the blob: rename within one directory is atomic, so readers see the old
    // blob or the new one, never half of one.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    // A write that fails (a full disk) leaves nothing behind: the temporary file goes with it.
    try {
      const handle = await openCreatingDir(temp, knownDirs, durable);
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return {
      async publish() {
        await rename(temp, file).catch(async (error) => {
          await rm(temp, { force: true });
          throw error;
        });
        if (durable) await flushDirectory(dirname(file));
      },
      discard: () => rm(temp, { force: true }),
    };
  };
  return {
    stage,
    async put(container, path, name, data) {
      await (await stage(container, path, name, data)).publish();
    },
    async get(container, path, name) {
      const file = locate(container, path, name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async exists(container, path, name) {
      const file = locate(container, path, name);
      if (!file) return false;
      return stat(file).then(
        () => true,
        () => false,
      );
    },
    async remove(container, path, name) {
      const file = locate(container, path, name);
      if (file) await rm(file, { force: true });
    },
  };
}

/** A temporary file older than this belongs to no write in progress (a write takes seconds at most). */
const ORPHAN_AGE_MS = 10 * 60_000;

/**
 * Removes the temporary files that writes cut short left behind (a kill -9 between write and rename):
 * at start, those older than any write in progress (another process may be writing now). Answers how
 * many went.
 */
export async function sweepTemporaryFiles(root: string, now = Date.now()): Promise<number> {
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.tmp')) {
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs > ORPHAN_AGE_MS) {
          await rm(path, { force: true });
          removed++;
        }
      }
    }
  };
  await walk(resolve(root));
  return removed;
}
