import type { SocIncident } from '@baitwatch/contracts/enterprise-soc/fetch-incidents';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { displayedUserAction, eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import { incidentLink } from '../../lib/console-links.ts';
import type { SocOrganizationRow } from './enterprise-soc.repository.ts';

/**
 * An incident as fetch-incidents answers it: the console's record, its evidence and detail page as
 * absolute addresses (a SOC tool opens them outside the console); with a global key (`names` given),
 * the organization it belongs to.
 */
export function socIncidentOf(
  e: EventRecord,
  context: {
    now: Date;
    publicUrl: string;
    names: Map<number, Pick<SocOrganizationRow, 'organizationName' | 'orgCode'>> | null;
  },
): SocIncident {
  const absolute = (path: string) => `${context.publicUrl.replace(/\/+$/, '')}${path}`;
  const record: SocIncident = {
    id: e.eventId,
    url: e.url,
    detectionTime: e.detectionTime,
    email: e.email,
    screenshotURL: e.screenshotURL && absolute(e.screenshotURL),
    resizedScreenshotURL: e.resizedScreenshotURL && absolute(e.resizedScreenshotURL),
    pageContentURL: e.pageContentURL && absolute(e.pageContentURL),
    isFalsePositive: e.isFalsePositive,
    triagedEvent: e.triagedEvent,
    domainIPAddress: e.domainIPAddress,
    userAction: displayedUserAction(e.userAction, e.detectionTime, context.now),
    detailPageURL: incidentLink(context.publicUrl, e.customerId, e.eventId),
    brands: e.brands,
    status: eventStatusLabel(e),
  };
  if (!context.names) return record;
  const organization = context.names.get(e.customerId);
  return {
    ...record,
    customerId: e.customerId,
    customerName: organization?.organizationName ?? '',
    orgCode: organization?.orgCode ?? null,
  };
}
