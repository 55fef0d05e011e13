import { randomUUID } from 'node:crypto';
import { bearer } from './extension-kit.ts';
import type { TestApp } from './harness.ts';

/** Reports one incident (type 0) through the extension API as the install; answers its event id. */
export async function reportIncident(t: TestApp, installToken: string): Promise<string> {
  const eventId = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: bearer(installToken),
    payload: {
      eventId,
      type: 0,
      url: `https://login.example-${eventId.slice(0, 6)}.test/`,
      detectionTime: new Date(Date.now() - 60_000).toISOString(),
      brands: ['PayPal'],
    },
  });
  if (res.statusCode >= 300) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return eventId;
}
