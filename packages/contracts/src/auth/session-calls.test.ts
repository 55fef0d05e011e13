import { describe, expect, it } from 'vitest';
import * as sessionCalls from './session-calls.ts';

describe('the session calls', () => {
  it('all live under the refresh cookie path, so the cookie reaches refresh and logout', () => {
    const calls = Object.values(sessionCalls).filter((value) => typeof value === 'object');
    expect(calls.length).toBeGreaterThan(5);
    for (const call of calls) expect(call.path.startsWith(`${sessionCalls.SESSION_PATH_PREFIX}/`)).toBe(true);
  });
});
