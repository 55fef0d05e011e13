import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway self-signed certificate for `hostName` (openssl, made per run and deleted with its
 * folder at once). Browsers driven by the tests and benchmarks ignore certificate errors, so its name
 * matters only to a reader; https itself matters, since hosts on Chromium's HSTS preload list (Google's,
 * Microsoft's) are never fetched over http.
 */
export function throwawayCertificate(hostName: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bw-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key]
        .concat(['-out', cert, '-days', '2', '-subj', `/CN=${hostName}`])
        .concat(['-addext', `subjectAltName=DNS:${hostName}`]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
