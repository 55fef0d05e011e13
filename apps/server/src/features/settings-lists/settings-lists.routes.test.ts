import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { describe, expect, it } from 'vitest';
import { bearer, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// The allowed domains, allowed Google Form URLs and blocked URLs (spec doc 2 §5, §7): every call for
// every role and a foreign tenant, each rule's failing and passing inputs with the exact message, the
// duplicate under concurrency, the audit log, and the extension config's ETag.
const api = worldApp();
const { call } = api;

type Org = 'mspOrg1' | 'mspOrg2' | 'mspOrg3' | 'foreignOrg';
const orgId = (org: Org) => api.world[org].id;

/** Who may use the lists of which organization: the provider any, a TenantAdmin its tenant's, a CustomerAdmin its own. */
const mayUse = (who: WorldUser, org: Org) =>
  who === 'provider' ||
  (who === 'msp' && org !== 'foreignOrg') ||
  (who === 'customer' && org === 'mspOrg1') ||
  (who === 'basic' && org === 'mspOrg2') ||
  (who === 'intel' && org === 'mspOrg3') ||
  ((who === 'foreignMsp' || who === 'foreignCustomer') && org === 'foreignOrg');

/** The three lists' calls, by the spec's paths. */
const LISTS = {
  domains: {
    list: (id: number) => `/v1/portal/customers/${id}/whitelist-domain`,
    add: (id: number) => `/v1/portal/customers/${id}/whitelist-domain`,
    field: 'domain',
    answer: 'domain',
    value: (tag: string) => `${tag}.example.com`,
    remove: (who: WorldUser, customerId: number, id: number) =>
      call(who, 'DELETE', `/v1/portal/customers/${customerId}/whitelist-domain/${id}`),
  },
  googleFormUrls: {
    list: (id: number) => `/v1/portal/customers/${id}/whitelist-urls`,
    add: (id: number) => `/v1/portal/customers/${id}/whitelist-url`,
    field: 'url',
    answer: 'url',
    value: (tag: string) => `https://docs.google.com/forms/d/e/${tag}/viewform`,
    remove: (who: WorldUser, customerId: number, id: number) =>
      call(who, 'DELETE', `/v1/portal/customers/${customerId}/whitelist-url`, { whitelistedUrlId: id }),
  },
  blockedUrls: {
    list: (id: number) => `/v1/portal/customers/${id}/blacklist-urls`,
    add: (id: number) => `/v1/portal/customers/${id}/blacklist-urls`,
    field: 'url',
    answer: 'url',
    value: (tag: string) => `https://${tag}.evil.example/login`,
    remove: (who: WorldUser, customerId: number, id: number) =>
      call(who, 'DELETE', `/v1/portal/customers/${customerId}/blacklist-urls/${id}`),
  },
} as const;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];

const add = (who: WorldUser, list: ListName, customerId: number, value: unknown) =>
  call(who, 'POST', LISTS[list].add(customerId), { [LISTS[list].field]: value });
const items = async (list: ListName, customerId: number) => {
  const res = await call('provider', 'GET', LISTS[list].list(customerId));
  expect(res.statusCode).toBe(200);
  return res.json().list as { id: number; displayName: string; url?: string; authorizedDomain?: string }[];
};
const errorsOf = (res: { json: () => { errors: { desc: string }[] } }) =>
  res.json().errors.map((e) => e.desc);

describe('every call, every role', () => {
  it.each(LIST_NAMES)('%s: lists, adds and removes within the scope; 403 outside it', async (list) => {
    for (const who of ALL_USERS) {
      for (const org of ['mspOrg1', 'mspOrg3', 'foreignOrg'] as const) {
        const id = orgId(org);
        const allowed = mayUse(who, org);
        const status = allowed ? 200 : 403;
        const listed = await call(who, 'GET', LISTS[list].list(id));
        const added = await add(who, list, id, LISTS[list].value(`${who}-${org}`.toLowerCase()));
        expect({ who, org, list: listed.statusCode, add: added.statusCode }).toEqual({
          who,
          org,
          list: status,
          add: status,
        });
        if (!allowed) {
          expect(errorsOf(added)).toEqual(['You are not authorized to view this page.']);
          continue;
        }
        const item = added.json()[LISTS[list].answer];
        // The name column: the admin who added it.
        expect(item).toMatchObject({ customerId: id, displayName: `${api.world.users[who].firstName} User` });
        const removed = await LISTS[list].remove(who, id, item.id);
        expect({ who, org, remove: removed.statusCode }).toEqual({ who, org, remove: 200 });
      }
    }
  });

  it.each(LIST_NAMES)("%s: another organization's item cannot be read or removed by id", async (list) => {
    const foreign = (
      await add('foreignCustomer', list, orgId('foreignOrg'), LISTS[list].value('theirs'))
    ).json()[LISTS[list].answer];
    // Through the caller's own organization: not in its list (404); through theirs: refused (403).
    for (const who of ['customer', 'msp', 'provider'] as const) {
      const mine = await LISTS[list].remove(who, orgId('mspOrg1'), foreign.id);
      expect({ who, status: mine.statusCode }).toEqual({ who, status: 404 });
      const listed = (await call(who, 'GET', LISTS[list].list(orgId('mspOrg1')))).json().list;
      expect(listed.map((i: { id: number }) => i.id)).not.toContain(foreign.id);
    }
    for (const who of ['customer', 'msp'] as const) {
      expect((await LISTS[list].remove(who, orgId('foreignOrg'), foreign.id)).statusCode).toBe(403);
    }
    expect((await items(list, orgId('foreignOrg'))).map((i) => i.id)).toContain(foreign.id);
    expect((await LISTS[list].remove('foreignMsp', orgId('foreignOrg'), foreign.id)).statusCode).toBe(200);
  });

  it.each(LIST_NAMES)('%s: an unknown organization is 404 to the provider, 403 to others', async (list) => {
    for (const who of ALL_USERS) {
      const res = await call(who, 'GET', LISTS[list].list(999_999));
      expect({ who, status: res.statusCode }).toEqual({ who, status: who === 'provider' ? 404 : 403 });
    }
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const res = await api.t.app.inject({
      url: LISTS.domains.list(orgId('mspOrg1')),
      headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    });
    expect(res.statusCode).toBe(401);
    expect((await call('provider', 'GET', '/v1/portal/customers/abc/whitelist-domain')).statusCode).toBe(400);
    const badId = await call(
      'provider',
      'DELETE',
      `/v1/portal/customers/${orgId('mspOrg1')}/blacklist-urls/x`,
    );
    expect(errorsOf(badId)).toEqual([M.invalidId]);
    const badBody = await call(
      'provider',
      'DELETE',
      `/v1/portal/customers/${orgId('mspOrg1')}/whitelist-url`,
      {
        whitelistedUrlId: 'one',
      },
    );
    expect({ status: badBody.statusCode, errors: errorsOf(badBody) }).toEqual({
      status: 400,
      errors: [M.invalidId],
    });
  });
});

/** [input, the spec's message or null when it is accepted] in the spec's order of rules. */
type Case = [unknown, string | null];
const RULES: Record<ListName, Case[]> = {
  domains: [
    [undefined, M.domainRequired],
    ['   ', M.domainRequired],
    [`${'a'.repeat(250)}.com:1`, M.domainTooLong],
    ['http://example.com', M.domainInvalid],
    ['www.example.com', M.domainInvalid],
    ['ex--ample.com', M.domainInvalid],
    ['example', M.domainInvalid],
    ['exa mple.com', M.domainInvalid],
    ['example.com:80', M.domainPort],
    ['example.com:443', M.domainPort],
    ['example.com:0', M.domainPort],
    ['example.com:1023', M.domainPort],
    ['example.com:65536', M.domainPort],
    ['  Rules.Example.COM  ', null],
    ['rules.example.org:8443', null],
  ],
  blockedUrls: [
    [undefined, M.urlRequired],
    ['  ', M.urlRequired],
    ['not a url', M.blockedUrlInvalid],
    ['example', M.blockedUrlInvalid],
    ['user@example.com', M.blockedUrlInvalid],
    ['-bad.example.com', M.blockedUrlInvalid],
    ['bad..example.com', M.blockedUrlInvalid],
    ['http:/rules.example.com', M.blockedUrlInvalid],
    ['https//rules.example.com', M.blockedUrlInvalid],
    [`https://rules.example.com/${'a'.repeat(2048)}`, M.blockedUrlInvalid],
    [' https://www.rules.example.com/login?next=1 ', null],
    ['rules.example.net/path', null],
    ['ftp://files.rules.example.org', null],
  ],
  googleFormUrls: [
    [undefined, M.urlRequired],
    ['  ', M.urlRequired],
    [`docs.google.com/forms/d/${'a'.repeat(2030)}`, M.googleFormUrlTooLong],
    ['https://example.com/forms/d/abc', M.googleFormUrlPrefix],
    ['http://docs.google.com/forms/d/abc', M.googleFormUrlPrefix],
    ['https://docs.google.com/spreadsheets/d/abc', M.googleFormUrlPrefix],
    ['https://docs.google.com/forms/d/a b', M.googleFormUrlInvalid],
    ['https://docs.google.com/forms/d/<script>alert(1)</script>', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x?u=javascript:alert(1)', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x?a=1&onload=alert', M.googleFormUrlUnsafe],
    ["https://docs.google.com/forms/d/x?q='1'", M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x<!--', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x;drop', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x?a=1&&b=2', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x?a=1||b', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x%00', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x%2F%2Fevil', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x%5Cevil', M.googleFormUrlUnsafe],
    ['https://docs.google.com/forms/d/x?next=http://localhost/', M.googleFormUrlPrivate],
    ['https://docs.google.com/forms/d/x?next=http://127.0.0.1/', M.googleFormUrlPrivate],
    ['https://docs.google.com/forms/d/x?next=http://10.1.2.3/', M.googleFormUrlPrivate],
    ['https://docs.google.com/forms/d/x?next=http://172.20.0.1/', M.googleFormUrlPrivate],
    ['https://docs.google.com/forms/d/x?next=http://192.168.1.1/', M.googleFormUrlPrivate],
    ['https://docs.google.com:21/forms/d/abc', M.googleFormUrlPort],
    ['https://docs.google.com:443/forms/d/abc', M.googleFormUrlPort],
    ['https://docs.google.com:70000/forms/d/abc', M.googleFormUrlPort],
    ['  docs.google.com/forms/d/e/rules/viewform?usp=sf_link ', null],
    ['https://docs.google.com:8443/forms/d/e/rules/viewform', null],
    ['https://docs.google.com/forms/d/x?next=http://172.32.0.1/', null],
  ],
};

describe('the rules of doc 2 §5, in order, with the exact messages', () => {
  for (const list of LIST_NAMES) {
    it.each(
      RULES[list].map(([input, message]) => [list, String(input).slice(0, 60), input, message] as const),
    )('%s: %j', async (_list, _shown, input, message) => {
      const res = await add('basic', list, orgId('mspOrg2'), input);
      if (message === null) {
        expect(res.statusCode).toBe(200);
      } else {
        expect({ status: res.statusCode, errors: errorsOf(res) }).toEqual({ status: 400, errors: [message] });
      }
    });
  }

  it('keeps a domain trimmed and lower-case, a blocked URL trimmed, a Google Form URL without its scheme and URL-encoded', async () => {
    const id = orgId('mspOrg2');
    expect((await items('domains', id)).map((i) => i.authorizedDomain)).toContain('rules.example.com');
    expect((await items('blockedUrls', id)).map((i) => i.url)).toContain(
      'https://www.rules.example.com/login?next=1',
    );
    expect((await items('googleFormUrls', id)).map((i) => i.url)).toContain(
      'docs.google.com%2Fforms%2Fd%2Fe%2Frules%2Fviewform%3Fusp%3Dsf_link',
    );
  });
});

describe('duplicates', () => {
  const TWINS: Record<ListName, [string, string, string]> = {
    domains: ['twin.example.com', ' TWIN.Example.com ', M.domainDuplicate],
    blockedUrls: ['https://twin.example.com/a', 'HTTPS://TWIN.example.com/A', M.blockedUrlDuplicate],
    googleFormUrls: [
      'https://docs.google.com/forms/d/e/Twin/viewform',
      'DOCS.google.com/forms/d/e/twin/viewform',
      M.googleFormUrlDuplicate,
    ],
  };

  it.each(LIST_NAMES)(
    '%s: the same value in any case is refused with the duplicate message',
    async (list) => {
      const [first, again, message] = TWINS[list];
      const id = orgId('mspOrg1');
      expect((await add('customer', list, id, first)).statusCode).toBe(200);
      const res = await add('msp', list, id, again);
      expect({ status: res.statusCode, errors: errorsOf(res) }).toEqual({ status: 409, errors: [message] });
      // Another organization may hold the same value.
      expect((await add('msp', list, orgId('mspOrg2'), again)).statusCode).toBe(200);
    },
  );

  it.each(LIST_NAMES)(
    '%s: admins adding the same value at once get one row and duplicate messages',
    async (list) => {
      const id = orgId('mspOrg3');
      const value = LISTS[list].value('race');
      const answers = await Promise.all(
        (['intel', 'msp', 'provider', 'intel'] as const).map((who) => add(who, list, id, value)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).map((a) => errorsOf(a)[0])).toEqual(
        Array(3).fill(TWINS[list][2]),
      );
      const stored = (await items(list, id)).filter((i) => (i.url ?? i.authorizedDomain)?.includes('race'));
      expect(stored).toHaveLength(1);
    },
  );
});

describe('the audit log', () => {
  it('records each add and remove with the value, in the organization', async () => {
    const id = orgId('mspOrg2');
    const added = (
      await add('basic', 'googleFormUrls', id, 'docs.google.com/forms/d/e/audited/viewform')
    ).json();
    await LISTS.googleFormUrls.remove('msp', id, added.url.id);
    const domain = (await add('basic', 'domains', id, 'audited.example.com')).json();
    await LISTS.domains.remove('basic', id, domain.domain.id);
    const log = await call('msp', 'GET', `/v1/audit-log?customerId=${id}`);
    const entries = log.json().list as {
      action: string;
      target: string;
      actorEmail: string;
      before: unknown;
      after: unknown;
    }[];
    const shown = 'https://docs.google.com/forms/d/e/audited/viewform';
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'google-form-url.add',
          target: shown,
          actorEmail: 'basic@test.local',
          after: { url: shown },
        }),
        expect.objectContaining({
          action: 'google-form-url.remove',
          target: shown,
          actorEmail: 'msp@test.local',
          after: null,
        }),
        expect.objectContaining({ action: 'allowed-domain.add', target: 'audited.example.com' }),
        expect.objectContaining({
          action: 'allowed-domain.remove',
          before: { domain: 'audited.example.com', addedBy: 'CustomerAdmin User' },
        }),
      ]),
    );
  });
});

describe('the extension config', () => {
  it('changes its ETag on an add and a remove; an unchanged config still answers 304', async () => {
    const org = api.world.mspOrg2;
    const { token } = await registerManaged(api.t, org.licenseKey);
    const config = (etag?: string) =>
      api.t.app.inject({
        url: '/extension/v1/config',
        headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await config();
    const etag0 = first.headers.etag as string;
    expect((await config(etag0)).statusCode).toBe(304);

    const steps: [ListName, string, string][] = [
      ['domains', 'config.example.com', 'allowedDomains'],
      ['blockedUrls', 'https://config.evil.example/x', 'blockedUrls'],
      ['googleFormUrls', 'docs.google.com/forms/d/e/config/viewform', 'allowedGoogleFormUrls'],
    ];
    let etag = etag0;
    for (const [list, value, key] of steps) {
      const added = (await add('basic', list, org.id, value)).json()[LISTS[list].answer];
      const changed = await config(etag);
      expect({ list, status: changed.statusCode }).toEqual({ list, status: 200 });
      expect(changed.headers.etag).not.toBe(etag);
      const stored = added.url ?? added.authorizedDomain;
      expect(changed.json()[key]).toContain(stored);
      const withItem = changed.headers.etag as string;
      expect((await config(withItem)).statusCode).toBe(304);

      expect((await LISTS[list].remove('msp', org.id, added.id)).statusCode).toBe(200);
      const removed = await config(withItem);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()[key]).not.toContain(stored);
      etag = removed.headers.etag as string;
    }
  });
});
