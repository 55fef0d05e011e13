import { afterAll, beforeAll } from 'vitest';
import { asUser, seedWorld, type World, type WorldUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An API test's app over a fresh database with the small world (fixtures.ts), built before the file's
 * tests and closed after them, and a console call as one of the world's users.
 */
export function worldApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let app: TestApp | undefined;
  let seeded: World | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    seeded = await seedWorld(app);
  });
  afterAll(() => app?.close());
  const ready = () => {
    if (!app || !seeded) throw new Error('worldApp is used before its beforeAll ran');
    return { t: app, world: seeded };
  };
  return {
    get t() {
      return ready().t;
    },
    get world() {
      return ready().world;
    },
    /** A console call as `who` (bearer token and functions key), with a JSON body when given. */
    async call(who: WorldUser, method: Method, url: string, payload?: object) {
      const { t, world } = ready();
      return t.app.inject({
        method,
        url,
        headers: await asUser(t, world, who),
        ...(payload ? { payload } : {}),
      });
    },
  };
}
