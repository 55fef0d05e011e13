import { z } from 'zod';
import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS } from './constants.ts';
import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENT_TYPES } from './event-types.ts';

export const WEBHOOKS_TAG = 'Webhooks';

const hours = (ms: number) =>
  ms >= 3_600_000 ? `${ms / 3_600_000} h` : ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`;

/** What the SOC Integration page and the OpenAPI document say about receiving webhooks. */
export const WEBHOOKS_DESCRIPTION =
  'Baitwatch calls your endpoint when something happens, as the Standard Webhooks specification (standardwebhooks.com) says: ' +
  'a POST of JSON { type, timestamp, data } with the headers webhook-id (the same on every try and on a resend: use it to drop duplicates), ' +
  'webhook-timestamp (seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body">, one per secret during a rotation). ' +
  'Verify it with the signing secret shown when the endpoint was added, with any Standard Webhooks library. ' +
  `Answer 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s; anything else is tried again after ${WEBHOOK_RETRY_DELAYS_MS.map(hours).join(', ')}. ` +
  'An endpoint whose deliveries all fail for 24 hours is disabled and its admins are mailed.';

const headers = [
  ['webhook-id', 'The message id (msg_…): the same on every try and on a resend'],
  ['webhook-timestamp', 'When this try was sent, in seconds since 1970'],
  ['webhook-signature', 'Space-separated v1,<signature> values'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** The OpenAPI 3.1 `webhooks` section: one operation per event type, its body's schema from the contracts. */
export function webhooksOpenApi(): Record<string, object> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const data = WEBHOOK_EVENT_DATA[type];
      const body = z.object({ type: z.literal(type), timestamp: z.string(), data });
      return [
        type,
        {
          post: {
            tags: [WEBHOOKS_TAG],
            summary: type,
            description: data.description,
            parameters: headers,
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) },
              },
            },
            responses: { '200': { description: 'Received (any 2xx)' } },
          },
        },
      ];
    }),
  );
}
