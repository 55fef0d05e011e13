import { BRAND_POLICY_MESSAGES, type BrandPolicy } from '@baitwatch/contracts/brands/brand-policy';
import { describe, expect, it } from 'vitest';
import { ALL_USERS } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// Baseline brand policies (doc 2 §2, §5, §7): the provider's only; search over name, alias and
// domain; page size 11; every rule with its message; writes audited.
const api = worldApp();
const { call } = api;

const policy = (overrides: object = {}) => ({
  brandName: 'Contoso Bank',
  isActive: true,
  alias: [{ value: 'Contoso', isPartialMatch: false }],
  domains: [{ value: 'contoso-bank.com' }],
  ...overrides,
});
const descs = (answer: { statusCode: number; json: () => { errors?: { desc: string }[] } }) => {
  expect(answer.statusCode).toBe(400);
  return answer.json().errors?.map((e) => e.desc);
};

describe('baseline brand policies', () => {
  it('are read and written by the provider only', async () => {
    for (const who of ALL_USERS) {
      const provider = who === 'provider';
      const list = await call(who, 'GET', '/v1/brand-policies');
      const total = await call(who, 'GET', '/v1/brand-policies/total');
      const add = await call(who, 'POST', '/v1/brand-policies', policy({ brandName: `Brand of ${who}` }));
      expect({ who, list: list.statusCode, total: total.statusCode, add: add.statusCode }).toEqual({
        who,
        list: provider ? 200 : 403,
        total: provider ? 200 : 403,
        add: provider ? 200 : 403,
      });
    }
    const created = (
      await call('provider', 'POST', '/v1/brand-policies', policy({ brandName: 'Editable' }))
    ).json();
    for (const who of ALL_USERS.filter((w) => w !== 'provider')) {
      const edit = await call(
        who,
        'PUT',
        `/v1/brand-policies/${created.policy.id}`,
        policy({ brandName: 'Taken' }),
      );
      expect({ who, status: edit.statusCode }).toEqual({ who, status: 403 });
    }
  });

  it('are added and updated with the spec messages, names unique ignoring case', async () => {
    const added = await call(
      'provider',
      'POST',
      '/v1/brand-policies',
      policy({
        brandName: '  Fabrikam Pay ',
        alias: [
          { value: 'Fabrikam', isPartialMatch: true },
          { value: 'FabPay', isPartialMatch: false },
        ],
        domains: [{ value: 'Fabrikam.COM' }, { value: 'pay.fabrikam.io' }],
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const { message, policy: stored } = added.json() as { message: string; policy: BrandPolicy };
    expect(message).toBe(BRAND_POLICY_MESSAGES.added);
    expect(stored).toMatchObject({
      brandName: 'Fabrikam Pay',
      alias: [
        { value: 'Fabrikam', isPartialMatch: true },
        { value: 'FabPay', isPartialMatch: false },
      ],
      domain: [{ value: 'fabrikam.com' }, { value: 'pay.fabrikam.io' }],
    });
    const duplicate = await call(
      'provider',
      'POST',
      '/v1/brand-policies',
      policy({ brandName: 'FABRIKAM pay' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0].desc).toBe(BRAND_POLICY_MESSAGES.duplicate('FABRIKAM pay'));

    const updated = await call(
      'provider',
      'PUT',
      `/v1/brand-policies/${stored.id}`,
      policy({ brandName: 'Fabrikam Payments', isActive: false, domains: [{ value: 'fabrikam.com' }] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: BRAND_POLICY_MESSAGES.updated,
      policy: { brandName: 'Fabrikam Payments', isActive: false, domain: [{ value: 'fabrikam.com' }] },
    });
    // Its own name, in another case, is not a duplicate of itself.
    const same = await call(
      'provider',
      'PUT',
      `/v1/brand-policies/${stored.id}`,
      policy({ brandName: 'fabrikam payments' }),
    );
    expect(same.statusCode).toBe(200);
    expect((await call('provider', 'PUT', '/v1/brand-policies/999999', policy())).statusCode).toBe(404);

    const log = (await call('provider', 'GET', '/v1/audit-log?action=brand-policy.update')).json();
    expect(log.list[0]).toMatchObject({ target: 'fabrikam payments', customerId: null, tenantId: null });
    expect(log.list[1]).toMatchObject({
      before: { brandName: 'Fabrikam Pay', isActive: true, domains: 'fabrikam.com, pay.fabrikam.io' },
      after: { brandName: 'Fabrikam Payments', isActive: false, domains: 'fabrikam.com' },
    });
    // A TenantAdmin's audit log does not show the provider's own settings.
    const tenantLog = (await call('msp', 'GET', '/v1/audit-log?action=brand-policy.update')).json();
    expect(tenantLog.total).toBe(0);
  });

  it('answer each rule with its message', async () => {
    const cases: [object, string[]][] = [
      [{ brandName: ' ' }, [BRAND_POLICY_MESSAGES.brandNameRequired]],
      [{ brandName: 'x'.repeat(101) }, [BRAND_POLICY_MESSAGES.brandNameTooLong]],
      [{ alias: [] }, [BRAND_POLICY_MESSAGES.aliasRequired]],
      [{ domains: [] }, [BRAND_POLICY_MESSAGES.domainRequired]],
      [{ alias: [{ value: '', isPartialMatch: false }] }, [BRAND_POLICY_MESSAGES.aliasEmpty]],
      [{ alias: [{ value: 'a'.repeat(101), isPartialMatch: false }] }, [BRAND_POLICY_MESSAGES.aliasTooLong]],
      [{ domains: [{ value: ' ' }] }, [BRAND_POLICY_MESSAGES.domainEmpty]],
      [{ domains: [{ value: `${'a'.repeat(200)}.com` }] }, [BRAND_POLICY_MESSAGES.domainTooLong]],
      [{ domains: [{ value: '-bad.com' }] }, [BRAND_POLICY_MESSAGES.invalidDomain]],
      [{ domains: [{ value: 'localhost' }] }, [BRAND_POLICY_MESSAGES.invalidDomain]],
      [{ domains: [{ value: 'example.c0m' }] }, [BRAND_POLICY_MESSAGES.invalidDomain]],
      [
        { brandName: '', alias: [], domains: [] },
        [
          BRAND_POLICY_MESSAGES.brandNameRequired,
          BRAND_POLICY_MESSAGES.aliasRequired,
          BRAND_POLICY_MESSAGES.domainRequired,
        ],
      ],
    ];
    for (const [change, messages] of cases) {
      const answer = await call(
        'provider',
        'POST',
        '/v1/brand-policies',
        policy({ brandName: 'Rules', ...change }),
      );
      expect({ change, messages: descs(answer) }).toEqual({ change, messages });
    }
    const passing = await call(
      'provider',
      'POST',
      '/v1/brand-policies',
      policy({ brandName: 'Rules', domains: [{ value: 'a-b.example.co' }] }),
    );
    expect(passing.statusCode, passing.body).toBe(200);
  });

  it('search over name, alias and domain, filter by active, and page by eleven', async () => {
    const add = (brandName: string, alias: string, domain: string, isActive = true) =>
      call(
        'provider',
        'POST',
        '/v1/brand-policies',
        policy({
          brandName,
          isActive,
          alias: [{ value: alias, isPartialMatch: false }],
          domains: [{ value: domain }],
        }),
      );
    await add('Northwind Traders', 'NWT', 'northwind-traders.com');
    await add('Woodgrove', 'WoodBank', 'woodgrove.example', false);
    const search = async (query: string) =>
      (await call('provider', 'GET', `/v1/brand-policies${query}`)).json() as {
        list: BrandPolicy[];
        total: number;
        totalRecordCount: number;
      };
    expect((await search('?srchTxt=northwind')).list.map((p) => p.brandName)).toEqual(['Northwind Traders']);
    expect((await search('?srchTxt=WOODBANK')).list.map((p) => p.brandName)).toEqual(['Woodgrove']);
    expect((await search('?srchTxt=traders.com')).list.map((p) => p.brandName)).toEqual([
      'Northwind Traders',
    ]);
    expect((await search('?srchTxt=woodgrove&isActive=true')).total).toBe(0);
    expect((await search('?srchTxt=woodgrove&isActive=false')).total).toBe(1);
    expect((await search('?srchTxt=%25')).total).toBe(0);
    // An empty search box is no filter (the console's own calls send srchTxt= so).
    const unfiltered = await search('');
    for (const blank of ['?srchTxt=', '?srchTxt=%20%20'])
      expect((await search(blank)).total, blank).toBe(unfiltered.total);

    for (let n = 0; n < 12; n += 1)
      await add(`Paged ${String(n).padStart(2, '0')}`, `paged${n}`, `paged${n}.example`);
    const first = await search('?srchTxt=Paged');
    expect(first.list).toHaveLength(11);
    expect(first.total).toBe(12);
    const second = await search('?srchTxt=Paged&offset=11');
    expect(second.list.map((p) => p.brandName)).toEqual(['Paged 11']);
    const all = (await call('provider', 'GET', '/v1/brand-policies/total')).json().total;
    expect(first.totalRecordCount).toBe(all);
    expect((await call('provider', 'GET', '/v1/brand-policies?pageSize=0')).statusCode).toBe(400);
  });
});
