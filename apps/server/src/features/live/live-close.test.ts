import { LIVE_EVENTS } from '@baitwatch/contracts/live/live-messages';
import { describe, expect, it } from 'vitest';
import { asUser, seedWorld } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { openStream } from '../../test/live-stream.ts';

describe('a closing server', () => {
  it('ends its open streams instead of waiting for the browsers to leave', async () => {
    const t = await createTestApp();
    const w = await seedWorld(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${base}/v1/live/events`, await asUser(t, w, 'provider'));
    await stream.next((m) => m.event === LIVE_EVENTS.position);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    stream.close();
  });
});
