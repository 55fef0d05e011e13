import { createHash, generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINUX_POLICY_DIRS, linuxManagedPolicyFile } from '@baitwatch/contracts/deployment/linux-policy';
import type { ManagedPolicy } from '@baitwatch/contracts/deployment/managed-policy';
import { EXTENSION_DIST } from './extension-browser.ts';

// What the managed-registration test needs besides a browser: the extension under an id of its own,
// and Chromium's machine-wide policy for that id only. The policy directory is shared by every
// Chromium on the machine, so nothing else may read what is written there: the manual cases' build
// has no such id, and a key made for this run means a concurrent run (another worktree) has another.

/** Chrome's id of an extension with this public key: the SHA-256 of its DER form, 32 nibbles as a–p. */
export function extensionIdOf(publicKeyDer: Buffer): string {
  const hex = createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 32);
  return [...hex].map((nibble) => String.fromCharCode(97 + Number.parseInt(nibble, 16))).join('');
}

export interface KeyedCopy {
  dir: string;
  extensionId: string;
  remove(): void;
}

/** A copy of the built extension whose manifest carries a fresh `key`, so its id is known before it loads. */
export function keyedExtensionCopy(): KeyedCopy {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const dir = mkdtempSync(join(tmpdir(), 'bw-ext-managed-'));
  cpSync(EXTENSION_DIST, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, key: der.toString('base64') }, null, 2));
  return {
    dir,
    extensionId: extensionIdOf(der),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface WrittenPolicy {
  path: string;
  remove(): void;
}

/**
 * Writes the extension's managed values where Chromium on Linux reads them, as an admin would
 * (LINUX_POLICY_DIRS.chromium). Needs root, as CI runs the tests; anywhere else it throws, saying
 * why, so the managed case fails instead of passing without having proved anything. The directory is
 * left in place (other policies, or a concurrent run, may live there); the file is the caller's to
 * remove.
 */
export function writeChromiumPolicy(extensionId: string, policy: ManagedPolicy): WrittenPolicy {
  const dir = LINUX_POLICY_DIRS.chromium;
  const path = join(dir, `baitwatch-e2e-${extensionId}.json`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, JSON.stringify(linuxManagedPolicyFile(extensionId, policy), null, 2), {
      mode: 0o644,
    });
  } catch (error) {
    throw new Error(
      `The managed registration is proved through Chromium's machine-wide policy, but ${path} could not be ` +
        `written (${(error as NodeJS.ErrnoException).code ?? String(error)}). Run the browser tests as root, ` +
        `as CI does, or give this user write access to ${dir}.`,
    );
  }
  return { path, remove: () => rmSync(path, { force: true }) };
}
