import type { WebhookEventData, WebhookEventType } from '@baitwatch/contracts/webhooks/event-types';
import type { PushPlace } from './push-scope.ts';

/** What every channel needs to know of an event to find who hears it and to key it. */
export interface PushEventHead<T extends string = WebhookEventType> {
  type: T;
  place: PushPlace;
  /** Names the event for dedupe: the same source is queued once per listener however often it is emitted. */
  sourceKey: string;
  /** When it happened: a listener hears of what happened once it existed. */
  at: Date;
}

/** An event as its producer announces it (push-events.service.ts adds the organization's fields). */
export interface PushEvent<T extends WebhookEventType = WebhookEventType> extends PushEventHead<T> {
  data: WebhookEventData<T>;
}

/** The body every channel carries (the Standard Webhooks envelope): type, when (ISO 8601), data. */
export interface PushEnvelope {
  type: string;
  timestamp: string;
  data: object;
}
