import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { inject } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './login.ts';

/** The console's functions key (the server's default; the built console sends the same). */
export const FUNCTIONS_KEY = process.env.FUNCTIONS_KEY ?? 'baitwatch-console';

export type DemoTokens = Record<DemoLogin, string>;

/**
 * Logs every demo role in once for the whole run (global setup), through the API. The login endpoint
 * is rate-limited per address and email, and every test comes from 127.0.0.1: tests that do not test
 * login itself share these session tokens instead of logging in again. The session outlives the run
 * (100 minutes); without its refresh cookie no test can rotate, and so revoke, a shared session.
 */
export async function signInDemoRoles(baseUrl: string): Promise<DemoTokens> {
  const tokens: Partial<DemoTokens> = {};
  for (const who of Object.keys(DEMO_LOGINS) as DemoLogin[]) {
    const response = await fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS[who], password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`Login of ${who} failed: ${response.status} ${await response.text()}`);
    const { id_token: token } = (await response.json()) as { id_token?: string };
    if (!token) throw new Error(`Login of ${who} answered no id_token`);
    tokens[who] = token;
  }
  return tokens as DemoTokens;
}

/** The run's shared session token of a demo role. */
export const demoToken = (who: DemoLogin): string => inject('demoTokens')[who];
