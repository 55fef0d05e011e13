import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { redactedUrl } from './log-redaction.ts';

// Keys and tokens never reach the request log, whether the request is refused or not.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'info' } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('redacts keys and tokens from the URLs it writes', async () => {
    const secrets = ['bwsoc_c_SECRETKEY123', 'ONE-TIME-TOKEN-456', 'REFRESH789'];
    await t.app.inject({ url: `/enterprise-soc/fetch-incidents?apikey=${secrets[0]}&pagesize=5` });
    await t.app.inject({ url: `/taxii2/?api_key=${secrets[0]}` });
    await t.app.inject({ url: `/v1/auth/one-time/${secrets[1]}` });
    await t.app.inject({ url: `/v1/nope?refresh_token=${secrets[2]}` });
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).toContain('pagesize=5');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('keeps the rest of the address', () => {
    expect(redactedUrl('/x?a=1&apikey=s3cret&b=2#f')).toBe('/x?a=1&apikey=[redacted]&b=2#f');
    expect(redactedUrl('/v1/auth/one-time/abc?x=1')).toBe('/v1/auth/one-time/[redacted]?x=1');
    expect(redactedUrl('/v1/brand-policies?srchTxt=monkey')).toBe('/v1/brand-policies?srchTxt=monkey');
  });
});
