import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// The console's files as the server sends them: the build's brotli or gzip copy as the browser
// accepts, hashed bundles cached for a year, the page itself checked every time, source maps only on
// request of the setting.
const web = mkdtempSync(join(tmpdir(), 'bw-web-'));
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(web, 'assets', 'app-Ab12Cd34.js'), BUNDLE);
writeFileSync(join(web, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(BUNDLE));
writeFileSync(join(web, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(BUNDLE));
writeFileSync(join(web, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3}');

let plain: TestApp;
let withMaps: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ env: { WEB_DIST: web } });
  withMaps = await createTestApp({ env: { WEB_DIST: web, SOURCE_MAPS: '1' } });
});
afterAll(async () => {
  await plain?.close();
  await withMaps?.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (t: TestApp, url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the console’s files', () => {
  it('go out precompressed: brotli where accepted, else gzip, else as built', async () => {
    const br = await get(plain, '/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get(plain, '/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const identity = await get(plain, '/assets/app-Ab12Cd34.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(BUNDLE);
  });

  it('cache hashed bundles for a year, the page not at all', async () => {
    expect((await get(plain, '/assets/app-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/incidents'])
      expect((await get(plain, url)).headers['cache-control'], url).toBe('no-cache');
  });

  it('keep source maps to themselves unless SOURCE_MAPS asks', async () => {
    expect((await get(plain, '/assets/app-Ab12Cd34.js.map')).statusCode).toBe(404);
    expect((await get(withMaps, '/assets/app-Ab12Cd34.js.map')).statusCode).toBe(200);
  });
});
