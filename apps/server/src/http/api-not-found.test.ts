import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAXII_MEDIA_TYPE } from '@baitwatch/contracts/taxii/constants';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedSocKey } from '../test/soc-keys.ts';
import { worldApp } from '../test/world-app.ts';

// With the console built, every GET that no route knows falls back to its page, except under the
// APIs' and the server's own paths: there an unknown path is a 404 in that API's error shape (TAXII's
// under /taxii2/), and the request metrics count it as unmatched, not as the console's `/*`.
const web = mkdtempSync(join(tmpdir(), 'bw-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
const api = worldApp({ env: { WEB_DIST: web } });
afterAll(() => rmSync(web, { recursive: true, force: true }));

const isConsolePage = (body: string) => body.includes('<div id="root">');

describe('unknown paths', () => {
  it('under /taxii2/ answer a TAXII 404, never the console page', async () => {
    const key = await generatedSocKey(api, 'intel', { customerId: api.world.mspOrg3.id });
    const collection = '/taxii2/threat-intel/collections/not-a-collection';
    for (const url of [
      '/taxii2/nope/',
      `${collection}/objects/indicator--x/`,
      `${collection}/objects/indicator--x/versions/`,
    ]) {
      const answer = await api.t.app.inject({ url, headers: { apikey: key, accept: TAXII_MEDIA_TYPE } });
      expect({ url, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: TAXII_MEDIA_TYPE,
      });
      expect(answer.json()).toMatchObject({ title: expect.any(String), http_status: '404' });
    }
  });

  it('under the other APIs and the server’s endpoints answer a JSON 404; console routes get the page', async () => {
    for (const url of ['/v1/nope', '/enterprise-soc/nope', '/extension/v1/nope', '/metrics', '/readyz/x']) {
      const answer = await api.t.app.inject({ url });
      expect({ url, status: answer.statusCode, page: isConsolePage(answer.body) }).toEqual({
        url,
        status: 404,
        page: false,
      });
      expect(answer.json().errors).toBeDefined();
    }
    const page = await api.t.app.inject({ url: '/incidents' });
    expect(page.statusCode).toBe(200);
    expect(isConsolePage(page.body)).toBe(true);
  });

  it('are not counted as the console’s catch-all by the request metrics', async () => {
    /** Requests counted under the console's catch-all route `/*`, whatever their status. */
    const catchAll = async () =>
      (await api.t.deps.metrics.registry.metrics())
        .split('\n')
        .filter((line) => line.includes('route="/*"') && !line.startsWith('#') && line.includes('_total'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    const before = await catchAll();
    for (const url of ['/v1/nope-counted', '/metrics', '/taxii2/nope-counted/'])
      await api.t.app.inject({ url });
    expect(await catchAll()).toBe(before);
    await api.t.app.inject({ url: '/incidents' });
    expect(await catchAll()).toBe(before + 1);
  });
});
