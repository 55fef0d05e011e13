import { LIST_CSV_MESSAGES, LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../lib/csv.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// CSV export and import of allowed domains and blocked URLs (beyond the spec, decision 0035): a TenantAdmin
// or the provider, each row judged by the add page's rules with a report of the refused ones.
const api = worldApp();
const { call } = api;

const PATHS = { domains: 'whitelist-domain', blockedUrls: 'blacklist-urls' } as const;
const exportOf = (who: WorldUser, list: keyof typeof PATHS, id: number) =>
  call(who, 'GET', `/v1/portal/customers/${id}/${PATHS[list]}/export`);
const importTo = (who: WorldUser, list: keyof typeof PATHS, id: number, csv: string) =>
  call(who, 'POST', `/v1/portal/customers/${id}/${PATHS[list]}/import`, { csv });

describe('csvRows', () => {
  it('reads quoted cells, doubled quotes, CRLF and LF, and undoes the formula guard', () => {
    expect(csvRows('a,"b,c"\r\n"say ""hi""",x\n\'=1,y\nlast')).toEqual([
      ['a', 'b,c'],
      ['say "hi"', 'x'],
      ['=1', 'y'],
      ['last'],
    ]);
    expect(csvRows('"multi\nline",z\n')).toEqual([['multi\nline', 'z']]);
  });
});

describe('who may export and import', () => {
  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s: the provider any organization, a TenantAdmin its own, nobody else',
    async (list) => {
      for (const who of ALL_USERS) {
        for (const org of ['mspOrg1', 'foreignOrg'] as const) {
          const id = api.world[org].id;
          const allowed =
            who === 'provider' ||
            (who === 'msp' && org === 'mspOrg1') ||
            (who === 'foreignMsp' && org === 'foreignOrg');
          const host = `${who.toLowerCase()}.csv.example.com`;
          const value = list === 'domains' ? host : `https://${host}/x`;
          const imported = await importTo(who, list, id, value);
          const exported = await exportOf(who, list, id);
          const status = allowed ? 200 : 403;
          expect({ who, org, imported: imported.statusCode, exported: exported.statusCode }).toEqual({
            who,
            org,
            imported: status,
            exported: status,
          });
          if (allowed) expect(exported.body).toContain(value);
        }
      }
    },
  );
});

describe('import', () => {
  it('adds the valid rows and reports each refused one with its row and the rule', async () => {
    const id = api.world.mspOrg2.id;
    expect(
      (
        await call('msp', 'POST', `/v1/portal/customers/${id}/whitelist-domain`, {
          domain: 'kept.example.com',
        })
      ).statusCode,
    ).toBe(200);
    const csv = [
      'domain,note',
      'one.example.com,first',
      '',
      '"Two.Example.com",second',
      'http://three.example.com',
      'KEPT.example.com',
      'two.example.com',
      'four.example.com:443',
      '   ',
      'five.example.com:8443',
    ].join('\r\n');
    const res = await importTo('msp', 'domains', id, csv);
    expect(res.json()).toEqual({
      message: LIST_CSV_MESSAGES.imported(3, 4),
      added: 3,
      refused: [
        { row: 5, value: 'http://three.example.com', reason: M.domainInvalid },
        { row: 6, value: 'KEPT.example.com', reason: M.domainDuplicate },
        { row: 7, value: 'two.example.com', reason: M.domainDuplicate },
        { row: 8, value: 'four.example.com:443', reason: M.domainPort },
      ],
    });
    const exported = await exportOf('provider', 'domains', id);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.split('\r\n')[0]).toBe('domain,addedBy,created');
    for (const domain of ['one.example.com', 'two.example.com', 'five.example.com:8443'])
      expect(exported.body).toContain(`${domain},TenantAdmin User,`);

    // Each added row is audited as an add.
    const log = await call('msp', 'GET', `/v1/audit-log?customerId=${id}&action=allowed-domain.add`);
    expect(log.json().list.map((e: { target: string }) => e.target)).toEqual(
      expect.arrayContaining(['one.example.com', 'two.example.com', 'five.example.com:8443']),
    );
  });

  it('adds each value once when two imports of it run at once, and reports it to the other', async () => {
    const id = api.world.mspOrg2.id;
    // Both may read the list before either adds: the later add finds the row taken in its transaction.
    const csv = 'domain\nrace-a.example.com\nrace-b.example.com';
    const answers = (
      await Promise.all([importTo('msp', 'domains', id, csv), importTo('provider', 'domains', id, csv)])
    ).map(
      (res) => res.json() as { added: number; refused: { row: number; reason: string }[]; message: string },
    );
    expect(answers.reduce((sum, a) => sum + a.added, 0)).toBe(2);
    for (const answer of answers) {
      expect(answer.added + answer.refused.length).toBe(2);
      expect(answer.refused.every((r) => r.reason === M.domainDuplicate)).toBe(true);
      expect(answer.message).toBe(LIST_CSV_MESSAGES.imported(answer.added, answer.refused.length));
    }
  });

  it('judges blocked URLs by their rules, and refuses an empty or too large file', async () => {
    const id = api.world.mspOrg2.id;
    const res = await importTo(
      'provider',
      'blockedUrls',
      id,
      'url\nhttps://bad.example.com/a\nuser@example.com\n',
    );
    expect(res.json()).toMatchObject({
      added: 1,
      refused: [{ row: 3, value: 'user@example.com', reason: M.blockedUrlInvalid }],
    });
    for (const csv of ['', 'url\n\n']) {
      const empty = await importTo('provider', 'blockedUrls', id, csv);
      expect({ status: empty.statusCode, desc: empty.json().errors[0].desc }).toEqual({
        status: 400,
        desc: LIST_CSV_MESSAGES.empty,
      });
    }
    const many = Array.from({ length: 1001 }, (_, i) => `r${i}.example.com`).join('\n');
    const tooMany = await importTo('provider', 'domains', id, many);
    expect({ status: tooMany.statusCode, desc: tooMany.json().errors[0].desc }).toEqual({
      status: 400,
      desc: LIST_CSV_MESSAGES.tooLarge,
    });
  });
});
