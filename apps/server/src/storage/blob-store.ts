import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where screenshots, page HTML and logos live: container / customer id and install id / blob name. */
export interface BlobStore {
  put(container: string, path: string, name: string, data: Buffer): Promise<void>;
  get(container: string, path: string, name: string): Promise<Buffer | null>;
  exists(container: string, path: string, name: string): Promise<boolean>;
  remove(container: string, path: string, name: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/** Blobs on the local disk. Every path segment is checked so a name can never climb out of the root. */
export function localBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const locate = (container: string, path: string, name: string) => {
    const segments = [container, ...path.split('/'), name];
    if (!segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
    const full = join(base, ...segments);
    return full.startsWith(base + sep) ? full : null;
  };
  return {
    async put(container, path, name, data) {
      const file = locate(container, path, name);
      if (!file) throw new Error('invalid blob address');
      await mkdir(dirname(file), { recursive: true });
      // Write then rename would be atomic; a partial write is followed by the DB commit failing anyway.
      await writeFile(file, data);
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
