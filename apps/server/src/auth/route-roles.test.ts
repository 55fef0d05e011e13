import type { Role } from '@baitwatch/contracts/common/product';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WorldUser } from '../test/fixtures.ts';
import { worldApp } from '../test/world-app.ts';

// A route that serves some roles only says so (`config.roles`), and everyone else is refused before
// the input is read: a CustomerAdmin's empty body on the provider's Add to Threat Intel is a 403, not a
// 400 that says what to send. Walks every route that declares its roles, so new ones are held to it.

const routes: { method: string; url: string; roles: readonly Role[] }[] = [];
const api = worldApp({
  onRoute: (route: RouteOptions) => {
    const roles = route.config?.roles;
    if (!roles) return;
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
      routes.push({ method, url: route.url, roles });
  },
});

const ROLE_OF: Record<WorldUser, Role> = {
  provider: 'BaitwatchAdmin',
  msp: 'TenantAdmin',
  customer: 'CustomerAdmin',
  basic: 'CustomerAdmin',
  intel: 'CustomerAdmin',
  foreignMsp: 'TenantAdmin',
  foreignCustomer: 'CustomerAdmin',
};

// Path parameters that name nothing in particular: the refusal comes before they are read.
const addressOf = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('routes that serve some roles only', () => {
  it('are declared on the provider’s and the tenant admins’ routes', () => {
    const declared = routes.map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'PUT /v1/threat-intel/:customerOrTenantParam/:eventId',
        'POST /v1/brand-policies',
        'GET /v1/super-feed',
        'PUT /v1/portal/tenants/:id/settings/whitelabel',
        'PUT /v1/enterprise-soc/generate-tenant-apikey/:tenantId',
      ]),
    );
  });

  it('refuse every other role with 403 before reading an empty, broken or missing body', async () => {
    const wrong: string[] = [];
    for (const route of routes)
      for (const [who, role] of Object.entries(ROLE_OF) as [WorldUser, Role][]) {
        if (route.roles.includes(role)) continue;
        for (const payload of [undefined, {}, { nonsense: true }]) {
          const answer = await api.call(who, route.method as 'GET', addressOf(route.url), payload);
          if (answer.statusCode !== 403)
            wrong.push(`${route.method} ${route.url} as ${who}: ${answer.statusCode}`);
        }
      }
    expect(wrong).toEqual([]);
  });
});
