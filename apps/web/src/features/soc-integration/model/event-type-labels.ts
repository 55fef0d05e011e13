import type { WebhookEventType } from '@baitwatch/contracts/webhooks/event-types';

/** The event types as the console names them, with what each announces. */
export const EVENT_TYPE_LABELS: Record<WebhookEventType, { label: string; hint: string }> = {
  'incident.created': {
    label: 'Incident created',
    hint: 'An incident, reported phish or Google Form password arrives',
  },
  'incident.status_changed': {
    label: 'Incident status changed',
    hint: 'Verified, marked false positive or cleared',
  },
  'threat_intel.added': { label: 'Threat intel added', hint: 'An incident is submitted to the threat intel' },
  'extension_user.registered': {
    label: 'Extension user registered',
    hint: "A person's extension registers for the first time",
  },
  'license.limit_reached': {
    label: 'License limit reached',
    hint: 'The users reach the number the organization has',
  },
};

export const eventTypeLabel = (type: string) =>
  EVENT_TYPE_LABELS[type as WebhookEventType]?.label ?? (type === 'webhook.test' ? 'Test event' : type);
