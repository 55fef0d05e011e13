import { BRAND_LOGO_MESSAGES } from '@baitwatch/contracts/brands/brand-logos';
import type { BrandPolicy } from '@baitwatch/contracts/brands/brand-policy';
import {
  differenceHash,
  greyLevels,
  hammingDistance,
} from '@baitwatch/contracts/extension/detection/image-hash';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { worldApp } from '../../test/world-app.ts';
import { extensionConfigService } from '../extension/extension-config.service.ts';

// Reference logos on brand policies (decision 0065): written with the policy, redrawn and hashed by
// the server, carried to the extensions in their config as hashes; bad pictures answer 400.
const api = worldApp();
const { call } = api;

/** A logo-like picture: a coloured mark and a bar on white, `width` pixels wide. */
async function pictureAt(width: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 2}" viewBox="0 0 40 20">
    <rect width="40" height="20" fill="#fff"/><circle cx="8" cy="10" r="7" fill="#c8102e"/>
    <rect x="18" y="5" width="20" height="4" fill="#002d72"/><rect x="18" y="12" width="12" height="3" fill="#6e6e6e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
const dataAddress = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const policy = (brandName: string, logos?: object[]) => ({
  brandName,
  isActive: true,
  alias: [{ value: brandName, isPartialMatch: false }],
  domains: [{ value: `${brandName.toLowerCase().replace(/\W/g, '')}.example` }],
  ...(logos ? { logos } : {}),
});

const errorsOf = (answer: { statusCode: number; json: () => { errors?: { desc: string }[] } }) => {
  expect(answer.statusCode).toBe(400);
  return answer
    .json()
    .errors?.map((e) => e.desc)
    .join(', ');
};

describe('reference logos of brand policies', () => {
  it('are stored redrawn, hashed as the extension hashes pictures, and reach the extensions’ config', async () => {
    const logo = { name: 'woodgrove.png', image: dataAddress(await pictureAt(400)) };
    const added = await call('provider', 'POST', '/v1/brand-policies', policy('Woodgrove Bank', [logo]));
    expect(added.statusCode, added.body).toBe(200);
    const stored = (added.json() as { policy: BrandPolicy }).policy;
    expect(stored.logos).toHaveLength(1);
    const [kept] = stored.logos;
    expect(kept?.name).toBe('woodgrove.png');
    expect(kept?.hash).toMatch(/^[0-9a-f]{16}$/);
    // Redrawn at most 256 pixels a side.
    const redrawn = await sharp(Buffer.from(kept?.image.split(',')[1] ?? '', 'base64')).metadata();
    expect(redrawn.width).toBe(256);

    // A kit's copy at another size hashes within a few bits, as the extension draws it (9x8, RGBA).
    const copy = await sharp(await pictureAt(90))
      .ensureAlpha()
      .resize(9, 8, { fit: 'fill' })
      .raw()
      .toBuffer();
    expect(hammingDistance(differenceHash(greyLevels(copy)), kept?.hash ?? '')).toBeLessThanOrEqual(10);

    // As an organization's extensions read their config.
    const { config } = await extensionConfigService(api.t.deps).load(api.world.mspOrg1.id);
    expect(config.brandPolicies.find((p) => p.brandName === 'Woodgrove Bank')?.logoHashes).toEqual([
      kept?.hash,
    ]);

    // A write without logos keeps them (the spec's body has none); an empty list removes them.
    const renamed = await call('provider', 'PUT', `/v1/brand-policies/${stored.id}`, policy('Woodgrove'));
    expect((renamed.json() as { policy: BrandPolicy }).policy.logos).toEqual(stored.logos);
    // A stored logo sent back unchanged keeps its hash.
    const resent = await call(
      'provider',
      'PUT',
      `/v1/brand-policies/${stored.id}`,
      policy('Woodgrove', [kept ?? {}]),
    );
    expect((resent.json() as { policy: BrandPolicy }).policy.logos[0]?.hash).toBe(kept?.hash);
    const cleared = await call('provider', 'PUT', `/v1/brand-policies/${stored.id}`, policy('Woodgrove', []));
    expect((cleared.json() as { policy: BrandPolicy }).policy.logos).toEqual([]);
  });

  it('answer 400 with their message for what is no picture, too large, or one too many, and write nothing', async () => {
    const png = dataAddress(await pictureAt(64));
    const cases: [object[], string][] = [
      [[{ name: 'a', image: 'https://example.com/logo.png' }], BRAND_LOGO_MESSAGES.notAnImage],
      [[{ name: 'a', image: 'data:image/png;base64,AAAA' }], BRAND_LOGO_MESSAGES.notAnImage],
      [
        [{ name: 'a', image: dataAddress(Buffer.from('<html></html>'), 'text/html') }],
        BRAND_LOGO_MESSAGES.notAnImage,
      ],
      [[{ name: 'a', image: dataAddress(Buffer.alloc(600 * 1024, 1)) }], BRAND_LOGO_MESSAGES.tooLarge],
      [[{ name: 'a', image: 42 }], BRAND_LOGO_MESSAGES.notAnImage],
      [Array.from({ length: 6 }, () => ({ name: 'a', image: png })), BRAND_LOGO_MESSAGES.tooMany],
      [[{ name: 'x'.repeat(101), image: png }], BRAND_LOGO_MESSAGES.nameTooLong],
    ];
    for (const [index, [logos, message]] of cases.entries()) {
      const answer = await call('provider', 'POST', '/v1/brand-policies', policy(`Refused ${index}`, logos));
      expect({ index, errors: errorsOf(answer) }).toEqual({ index, errors: message });
    }
    // A picture sharp cannot read (PNG bytes cut short) is refused after the schema, before any write.
    const broken = dataAddress((await pictureAt(64)).subarray(0, 60));
    expect(
      errorsOf(
        await call(
          'provider',
          'POST',
          '/v1/brand-policies',
          policy('Broken', [{ name: 'b', image: broken }]),
        ),
      ),
    ).toBe(BRAND_LOGO_MESSAGES.notAnImage);
    const search = await call('provider', 'GET', '/v1/brand-policies?srchTxt=Broken');
    expect(search.json().total).toBe(0);
  });
});
