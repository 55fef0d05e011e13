import { EVENT_STATUS_LABELS } from '@baitwatch/contracts/events/event-types';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';

/** '{product} Verified' or 'AI Suspicious', from the record's isVerified flag (spec doc 2 §3). */
export const threatStatusLabel = (isVerified: boolean) =>
  isVerified ? EVENT_STATUS_LABELS.productVerified : EVENT_STATUS_LABELS.aiSuspicious;

/** The record's status, badged as the incident feeds badge the same labels. */
export function ThreatStatus({ isVerified }: { isVerified: boolean }) {
  return <EventStatusBadge label={threatStatusLabel(isVerified)} />;
}
