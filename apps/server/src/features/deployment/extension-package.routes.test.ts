import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { describe, expect, it } from 'vitest';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// The Deployment page's download of the browser extension: the zip `npm run build` makes.

const dir = mkdtempSync(join(tmpdir(), 'bw-extension-package-'));
const zipFile = join(dir, 'baitwatch-extension.zip');
const ZIP = Buffer.from('PK\u0005\u0006'.padEnd(22, '\0'), 'binary');
writeFileSync(zipFile, ZIP);

const api = worldApp({ env: { EXTENSION_PACKAGE: zipFile } });
const { call } = api;
const packagePath = (id: number | string) => `/v1/portal/customers/${id}/deployment/extension-package`;

const allowedTo = (...allowed: WorldUser[]) =>
  Object.fromEntries(ALL_USERS.map((who) => [who, allowed.includes(who) ? 200 : 403]));

async function statuses(url: string) {
  const seen: Partial<Record<WorldUser, number>> = {};
  for (const who of ALL_USERS) seen[who] = (await call(who, 'GET', url)).statusCode;
  return seen;
}

describe('the browser extension package', () => {
  it('is given to the admins of the organization in scope, as the Windows installer is', async () => {
    expect(await statuses(packagePath(api.world.mspOrg1.id))).toEqual(
      allowedTo('provider', 'msp', 'customer'),
    );
    expect(await statuses(packagePath(api.world.foreignOrg.id))).toEqual(
      allowedTo('provider', 'foreignMsp', 'foreignCustomer'),
    );
    // A TISOC license has no extension deployment (decision 0003).
    expect(await statuses(packagePath(api.world.mspOrg3.id))).toEqual(allowedTo('provider'));
  });

  it('is the built zip, as an attachment never cached', async () => {
    const answer = await call('customer', 'GET', packagePath(api.world.mspOrg1.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-extension\.zip"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.equals(ZIP)).toBe(true);
  });

  it('answers 400 for a malformed id and 404 with a reason when the server has no build of it', async () => {
    const bad = await call('provider', 'GET', packagePath('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].desc).toBe(MESSAGES.invalidCustomerId);
    rmSync(dir, { recursive: true, force: true });
    const missing = await call('provider', 'GET', packagePath(api.world.mspOrg1.id));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].desc).toBe(DEPLOYMENT_MESSAGES.extensionNotBuilt);
  });
});
