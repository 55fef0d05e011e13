import type { SearchResponse } from '@baitwatch/contracts/search/search';
import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../../test/entries.ts';
import { buildOrgOptions, filterEntries, LOCAL_OPTION_LIMIT } from './org-options.ts';

const customers = [
  superFeed(),
  globalView(),
  organization(11, 'BASICPHISH', { organizationName: 'Contoso' }),
  organization(12, 'BASICPHISH', { organizationName: 'Fabrikam' }),
];

describe('filterEntries', () => {
  it('matches the search text, ignoring case, and lists all for an empty term', () => {
    expect(filterEntries(customers, 'CONTO').map((entry) => entry.key)).toEqual(['c:11']);
    expect(filterEntries(customers, '  ')).toHaveLength(4);
  });
});

describe('buildOrgOptions', () => {
  it('limits the local list', () => {
    const many = Array.from({ length: LOCAL_OPTION_LIMIT + 10 }, (_, index) => organization(100 + index));
    expect(buildOrgOptions(many, '', undefined)[0]?.options).toHaveLength(LOCAL_OPTION_LIMIT);
  });

  it('adds server hits that lead to organizations the user can select', () => {
    const hits: SearchResponse = {
      organizations: [
        { customerId: 11, tenantId: 3, organizationName: 'Contoso', tenantName: 'Acme MSP' },
        { customerId: 12, tenantId: 3, organizationName: 'Fabrikam', tenantName: 'Acme MSP' },
        { customerId: 99, tenantId: 9, organizationName: 'Unknown', tenantName: 'Other' },
      ],
      users: [
        {
          customerId: 12,
          organizationName: 'Fabrikam',
          extensionUserId: 5,
          email: 'ann@fabrikam.test',
          osUserId: null,
          osComputerName: null,
        },
      ],
      brands: [
        { brand: 'Contoso Bank', customerId: 11, organizationName: 'Contoso' },
        { brand: 'Baseline', customerId: null, organizationName: null },
      ],
    };
    const groups = buildOrgOptions(customers, 'conto', hits);
    expect(groups.map((group) => group.label)).toEqual(['Organizations', 'Users', 'Brands']);
    expect(groups[0]?.options.map((option) => option.entryKey)).toEqual(['c:11', 'c:12']);
    expect(groups[1]?.options[0]).toMatchObject({
      entryKey: 'c:12',
      label: 'ann@fabrikam.test',
      detail: 'Acme MSP > Fabrikam',
    });
    expect(groups[2]?.options).toHaveLength(1);
    expect(groups[2]?.options[0]).toMatchObject({ entryKey: 'c:11', label: 'Contoso Bank' });
  });

  it('shows no empty groups', () => {
    expect(buildOrgOptions(customers, 'nothing like this', undefined)).toEqual([]);
  });
});
