import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import { incidentLink } from '../../lib/console-links.ts';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';

export interface AlertMailIncident {
  eventId: string;
  type: number;
  triagedEvent: boolean;
  url: string;
  email: string | null;
  detectionTime: Date;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });

/** One email for a batch of new incidents of one organization. */
export function incidentAlertMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
  customerId: number;
  organizationName: string;
  total: number;
  incidents: AlertMailIncident[];
}): OutgoingMail {
  const noun = input.total === 1 ? 'incident' : 'incidents';
  const lines = input.incidents.map((incident) =>
    [
      `- ${eventStatusLabel(incident)}: ${incident.url}`,
      `  User: ${incident.email ?? 'unknown'} · Detected: ${longDate.format(incident.detectionTime)}`,
      `  ${incidentLink(input.publicUrl, input.customerId, incident.eventId)}`,
    ].join('\n'),
  );
  const more = input.total - input.incidents.length;
  const feed = `${input.publicUrl.replace(/\/$/, '')}/customers/${input.customerId}/incidents`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `${PRODUCT_NAME} detected ${input.total} new ${noun} at ${input.organizationName}:`,
    '',
    ...lines,
    ...(more > 0 ? ['', `...and ${more} more.`] : []),
    '',
    `Open the incident feed: ${feed}`,
    '',
    'You receive this email because "Receive email alert" is on in your profile.',
  ].join('\n');
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: ${input.total} new ${noun} at ${input.organizationName}`,
    text,
  };
}
