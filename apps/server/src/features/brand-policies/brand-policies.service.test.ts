import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { brandPoliciesService } from './brand-policies.service.ts';

describe('brand policies service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const paypal = {
    brandName: ' PayPal ',
    isActive: true,
    alias: [
      { value: 'PayPal', isPartialMatch: false },
      { value: 'paypal', isPartialMatch: true },
    ],
    domains: [{ value: 'PayPal.com' }, { value: 'paypal.me' }],
  };

  it('creates a policy with its aliases and domains (names trimmed, domains in lower case)', async () => {
    const created = await brandPoliciesService(t.deps).create(paypal);
    expect(created).toMatchObject({ brandName: 'PayPal', isActive: true });
    expect(created.alias.map((a) => [a.value, a.isPartialMatch])).toEqual([
      ['PayPal', false],
      ['paypal', true],
    ]);
    expect(created.domain.map((d) => d.value)).toEqual(['paypal.com', 'paypal.me']);
  });

  it('refuses a second policy of the same brand, whatever the case, and writes nothing', async () => {
    const service = brandPoliciesService(t.deps);
    const error = (await service.create({ ...paypal, brandName: 'PAYPAL' }).catch((e) => e)) as AppError;
    expect(error.status).toBe(409);
    expect(error.descs).toEqual(['Brand Policy PAYPAL already exists.']);
  });
});
