import type { ActionSubject } from '@baitwatch/contracts/events/event-rules';
import type { ThreatIntelEvent } from '@baitwatch/contracts/threat-intel/threat-intel-event';
import type { ActionTarget } from '../../../domains/events/model/action-target.ts';

/**
 * A record as the event action menu's subject: a verified event of its organization. Only the
 * provider is told the organization and event (null otherwise), and only the provider may Unverify.
 */
export function unverifyTarget(record: ThreatIntelEvent): (ActionSubject & ActionTarget) | null {
  if (record.customerId === null || record.eventId === null) return null;
  return {
    type: 0,
    triagedEvent: true,
    isVerified: 'Y',
    customerId: record.customerId,
    eventId: record.eventId,
    url: record.threatURL,
    detectionTime: record.threatDetectedOn,
    user: null,
    userAction: 'Pending',
    brands: record.detectedBrands,
  };
}
