import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { EventDetailsResponse } from '@baitwatch/contracts/events/event-details';
import { EVENT_STATUS_LABELS } from '@baitwatch/contracts/events/event-types';
import { AiModelField, EventUrlText } from '../../../domains/events/components/detail-values.tsx';
import { type DetailsRow, DetailsTable } from '../../../domains/events/components/details-table.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { eventStatus, eventUser, eventUserAction } from '../model/event-view.ts';

const DEVICE = { D: 'Desktop', M: 'Mobile' } as const;
/** The statuses whose AI model the provider sees (spec doc 1 §2). */
const MODEL_STATUSES: readonly string[] = [
  EVENT_STATUS_LABELS.aiSuspicious,
  EVENT_STATUS_LABELS.googleFormPassword,
];

interface EventDetailsTableProps {
  event: EventDetailsResponse;
  role: Role;
  now: Date;
}

/** The user and threat details of an incident; the status and AI model rows are the provider's. */
export function EventDetailsTable({ event, role, now }: EventDetailsTableProps) {
  const provider = role === PROVIDER_ROLE;
  const status = eventStatus(event);
  const rows: DetailsRow[] = [
    ['User', eventUser(event) || '—'],
    ['Email', event.email ?? '—'],
    ['Organization', event.organizationName],
    ['URL', <EventUrlText key="url" url={event.url} />],
    ['Brand', event.brands.join(', ') || '—'],
    ['Opened At', formatDateTime(event.detectionTime)],
    ['Action', eventUserAction(event, now)],
    ['OS', event.os ?? '—'],
    ['Browser', event.browserName ?? '—'],
    ['Device', DEVICE[event.deviceType]],
    ['IP Address', event.domainIPAddress ?? '—'],
  ];
  if (provider) rows.push(['Status', <EventStatusBadge key="status" label={status} />]);
  if (provider && MODEL_STATUSES.includes(status))
    rows.push(['AI Model', <AiModelField key="model" modelCode={event.modelCode} />]);
  return <DetailsTable rows={rows} />;
}
