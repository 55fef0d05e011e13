import { expect } from 'vitest';
import { asUser, type World, type WorldUser } from './fixtures.ts';
import type { TestApp } from './harness.ts';

/** An event action call (verify-events, report-false-positive, clear-incident...) as a world user; expects 200. */
export async function eventAction(
  t: TestApp,
  w: World,
  who: WorldUser,
  e: { customerId: number; eventId: string },
  name: string,
  payload: object,
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/portal/customers/${e.customerId}/events/${e.eventId}/${name}`,
    headers: await asUser(t, w, who),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}
