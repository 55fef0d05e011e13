import { someCause } from '../db/error-causes.ts';

// A full disk (or quota) under the blob store: the write stored nothing, and the same write can pass
// once space is freed. Answered 503 with Retry-After (the extension retries those), and remembered
// for /readyz, by each app for itself (two apps in one process, as in the tests, do not share it).

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export const isStorageFull = (error: unknown): boolean =>
  someCause(error, (candidate) => FULL_CODES.has(String((candidate as { code?: unknown }).code)));

/** How long after the last full write /readyz still reports it (a probe that writes would add load). */
const REMEMBERED_MS = 60_000;

export interface StorageHealth {
  noteFull(now?: number): void;
  /** Whether a write found the store full in the last minute. */
  recentlyFull(now?: number): boolean;
}

export function createStorageHealth(): StorageHealth {
  let lastFullAt = 0;
  return {
    noteFull(now = Date.now()) {
      lastFullAt = now;
    },
    recentlyFull(now = Date.now()) {
      return lastFullAt > 0 && now - lastFullAt < REMEMBERED_MS;
    },
  };
}
