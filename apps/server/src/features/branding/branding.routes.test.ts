import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { tenants, whitelabels } from '../../db/schema/index.ts';
import { UNTRUSTED_CONTENT_CSP } from '../../http/security-headers.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';
import { BLOB_STORE_KINDS, startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { appContext } from '../services.ts';
import { logoAddress } from './logo-address.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// The logos live in the blob store: every test runs against the local disk and an S3 protocol server.
describe.each(BLOB_STORE_KINDS)('branding, logos in the %s store', (kind) => {
  let t: TestApp;
  let s3: TestS3Server | null;
  let world: World;
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : null;
    t = await createTestApp({ env: s3?.env() });
    expect(t.deps.config.blobStore.kind).toBe(kind);
    world = await seedWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const branding = (host: string, query = '') =>
    t.app.inject({
      url: `/v1/auth/branding${query}`,
      headers: { host, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    });

  it('answers the product branding on the bare host and for unknown subdomains', async () => {
    for (const host of ['localhost:8080', 'nobody.localhost:8080']) {
      const res = await branding(host);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        productName: 'Baitwatch',
        brandName: 'Baitwatch',
        logoUrl: null,
        isWhitelabel: false,
        supportEmail: 'support@baitwatch.app',
        trialUrl: 'https://baitwatch.app/free-trial',
      });
    }
    // A tenant without whitelabel shows the product, but is recognised.
    expect((await branding('acme.localhost:8080')).json()).toMatchObject({
      isWhitelabel: false,
      tenantName: 'Acme MSP',
    });
  });

  it("answers a whitelabel tenant's brand, support email and logo", async () => {
    const db = t.deps.database.db;
    const tenantId = world.msp.tenant.id;
    await db.update(tenants).set({ isCustomized: true }).where(eq(tenants.id, tenantId));
    await db
      .insert(whitelabels)
      .values({ tenantId, brandName: 'Acme Shield', supportEmail: 'help@acme.test', logoBlob: 'logo.png' });
    const address = logoAddress(tenantId, 'logo.png');
    await t.deps.blobs.put(address.container, address.path, address.name, PNG);

    const res = await branding('acme.localhost:8080');
    const body = res.json();
    expect(body).toMatchObject({
      brandName: 'Acme Shield',
      supportEmail: 'help@acme.test',
      supportUrl: 'mailto:help@acme.test',
      trialUrl: null,
      isWhitelabel: true,
      subDomain: 'acme',
    });
    expect(body.logoUrl).toMatch(/^\/branding\/acme\/logo\?v=\d+$/);
    // The override is for tests and tools; the Host header is what the login page relies on.
    expect((await branding('localhost:8080', '?subdomain=ACME')).json().brandName).toBe('Acme Shield');

    const logo = await t.app.inject({ url: body.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // Someone else's bytes from the console's origin: never sniffed, run or framed.
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toBe(UNTRUSTED_CONTENT_CSP);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: '/branding/other/logo' })).statusCode).toBe(404);
  });

  it('saves a whitelabel through the service, and refuses a logo that is not a PNG, JPEG, GIF or WebP', async () => {
    const service = appContext(t.deps).branding;
    const tenantId = world.foreign.tenant.id;
    await service.setWhitelabelFlag(asSystem.tenant(tenantId), true);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [svg, Buffer.from('not an image')]) {
      await expect(
        service.saveWhitelabel(asSystem.tenant(tenantId), {
          brandName: 'Other Brand',
          supportEmail: null,
          logo: { fileName: 'logo.svg', data },
        }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Invalid file type. Accepted formats are: png, jpg, gif, webp',
      });
    }
    expect((await branding('other.localhost:8080')).json().isWhitelabel).toBe(false);

    await service.saveWhitelabel(asSystem.tenant(tenantId), {
      brandName: 'Other Brand',
      supportEmail: 'help@other.test',
      logo: { fileName: 'logo.png', data: PNG },
    });
    const body = (await branding('other.localhost:8080')).json();
    expect(body).toMatchObject({ brandName: 'Other Brand', supportUrl: 'mailto:help@other.test' });
    expect((await t.app.inject({ url: body.logoUrl })).rawPayload.equals(PNG)).toBe(true);
  });

  it('needs the functions key but no session, and rejects a malformed override', async () => {
    expect((await t.app.inject({ url: '/v1/auth/branding' })).statusCode).toBe(403);
    expect((await branding('localhost', '?subdomain=a/b')).statusCode).toBe(400);
  });
});
