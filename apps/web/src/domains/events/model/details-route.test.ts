import { describe, expect, it } from 'vitest';
import { globalView, organization } from '../../../test/entries.ts';
import { detailsRoute, overviewPath, threatIntelSubmissionPath } from './details-route.ts';

describe('incident details route', () => {
  it('reads both route forms and refuses malformed ids', () => {
    expect(detailsRoute({ customerId: '5', eventId: 'abc' })).toEqual({
      tenantId: null,
      customerId: 5,
      eventId: 'abc',
    });
    expect(detailsRoute({ tenantId: '3', customerId: '5', eventId: 'abc' })).toEqual({
      tenantId: 3,
      customerId: 5,
      eventId: 'abc',
    });
    expect(detailsRoute({ customerId: 'x', eventId: 'abc' })).toBeNull();
    expect(detailsRoute({ tenantId: '-1', customerId: '5', eventId: 'abc' })).toBeNull();
  });

  it('returns to the feed it came from, the Global View with its group', () => {
    expect(overviewPath({ tenantId: null, customerId: 5, eventId: 'e' }, organization(5))).toBe(
      '/customers/5/incidents',
    );
    const multi = globalView(3, 7, { multiGroup: true });
    expect(overviewPath({ tenantId: 3, customerId: 5, eventId: 'e' }, multi)).toBe(
      '/tenants/3/incidents?group=7',
    );
    expect(overviewPath({ tenantId: 3, customerId: 5, eventId: 'e' }, null)).toBe('/tenants/3/incidents');
  });

  it('sends Verify to the threat-intel submission of the event', () => {
    expect(threatIntelSubmissionPath({ tenantId: null, customerId: 5, eventId: 'e' })).toBe(
      '/customers/5/threat-intel/e',
    );
    expect(threatIntelSubmissionPath({ tenantId: 3, customerId: 5, eventId: 'e' })).toBe(
      '/tenants/3/5/threat-intel/e',
    );
  });
});
