import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { errorsOf } from '../../test/by-role.ts';
import { ALL_USERS, TEST_PASSWORD } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY, fixedClock } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// An admin's sessions: listed with their browser, address and how they began, ended one by one or all
// but this one, and a sign-in from a browser the account never used told by mail.
const clock = fixedClock();
const api = worldApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser: its user agent, address and cookies (the device cookie once it has one). */
function browser(userAgent: string, ip: string) {
  const jar = new Map<string, string>();
  const headers = () => ({
    [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
    'user-agent': userAgent,
    'x-forwarded-for': ip,
    ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
  });
  return {
    async logIn(email: string) {
      const answer = await api.t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: headers(),
        payload: { email, password: TEST_PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      for (const cookie of answer.cookies) jar.set(cookie.name, cookie.value);
    },
    call: (method: 'GET' | 'POST', url: string) => api.t.app.inject({ method, url, headers: headers() }),
  };
}
const mailsTo = async (to: string) =>
  (await api.t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) =>
    m.subject.startsWith('New sign-in'),
  );

describe("an admin's sessions", () => {
  it('are listed with their browser, address and method; a new browser is told by mail, a known one not', async () => {
    const email = api.world.users.customer.email;
    const edge = browser(EDGE, '203.0.113.10');
    await edge.logIn(email);
    await api.t.deps.queue.drain();
    // Edge is new to the account too (the fixtures' sessions came from the tests' own client): count from here.
    const before = (await mailsTo(email)).length;
    const firefox = browser(FIREFOX, '198.51.100.7');
    await firefox.logIn(email);
    await edge.logIn(email);
    await api.t.deps.queue.drain();
    const told = await mailsTo(email);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)?.text).toContain('Firefox on Linux, from 198.51.100.7');

    const listed = (await firefox.call('GET', '/v1/auth/sessions')).json().sessions;
    const mine = listed.filter((s: { ip: string }) => ['203.0.113.10', '198.51.100.7'].includes(s.ip));
    expect(
      mine.map((s: { browser: string; current: boolean; method: string }) => [
        s.browser,
        s.current,
        s.method,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Firefox on Linux', true, 'password'],
        ['Edge on Windows', false, 'password'],
      ]),
    );
  });

  it('end one at once (its token stops working), or all but this one', async () => {
    const email = api.world.users.msp.email;
    const [a, b, c] = [
      browser(EDGE, '203.0.113.20'),
      browser(FIREFOX, '203.0.113.21'),
      browser(EDGE, '203.0.113.22'),
    ];
    for (const one of [a, b, c]) await one.logIn(email);
    const sessions = (await a.call('GET', '/v1/auth/sessions')).json().sessions as {
      id: string;
      ip: string;
    }[];
    const ofB = sessions.find((s) => s.ip === '203.0.113.21');
    const ended = await a.call('POST', `/v1/auth/sessions/${ofB?.id}/end`);
    expect(ended.json().message).toBe(AUTH_MESSAGES.sessionEnded);
    expect((await b.call('GET', '/v1/auth/me')).statusCode).toBe(401);
    expect((await c.call('GET', '/v1/auth/me')).statusCode).toBe(200);

    const others = await a.call('POST', '/v1/auth/sessions/end-others');
    expect(others.json().ended).toBeGreaterThanOrEqual(1);
    expect((await c.call('GET', '/v1/auth/me')).statusCode).toBe(401);
    const left = (await a.call('GET', '/v1/auth/sessions')).json().sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it("another admin's session is not found; a malformed id is refused; every role lists its own", async () => {
    const victim = browser(FIREFOX, '203.0.113.30');
    await victim.logIn(api.world.users.basic.email);
    const [theirs] = (await victim.call('GET', '/v1/auth/sessions')).json().sessions;
    const intruder = browser(EDGE, '203.0.113.31');
    await intruder.logIn(api.world.users.intel.email);
    const refused = await intruder.call('POST', `/v1/auth/sessions/${theirs.id}/end`);
    expect(refused.statusCode).toBe(404);
    expect(errorsOf(refused)).toEqual([AUTH_MESSAGES.sessionNotFound]);
    expect((await victim.call('GET', '/v1/auth/me')).statusCode).toBe(200);
    expect(errorsOf(await intruder.call('POST', '/v1/auth/sessions/nope/end'))).toEqual([
      AUTH_MESSAGES.invalidSessionId,
    ]);
    for (const who of ALL_USERS)
      expect((await api.call(who, 'GET', '/v1/auth/sessions')).statusCode).toBe(200);
    expect(
      (
        await api.t.app.inject({
          method: 'GET',
          url: '/v1/auth/sessions',
          headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
        })
      ).statusCode,
    ).toBe(401);
  });
});
