import { login } from '@baitwatch/contracts/auth/session-calls';
import { type Call, type CallAnswer, callPath } from '@baitwatch/contracts/common/call';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { z } from 'zod';
import { DEMO_LOGINS } from '../../../../apps/server/src/demo/data/demo-world.ts';

// The console API as the provider (BaitwatchAdmin) of the demo world: one sign-in for the run.

const FUNCTIONS_KEY = process.env.FUNCTIONS_KEY ?? 'baitwatch-console';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Baitwatch-demo-1';

/** What a call sends: its path parameters and body. */
export interface CallInput {
  params?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

export interface ConsoleSession {
  /** Makes a console API call; its answer parsed with the call's response schema. */
  call<C extends Call>(call: C, input?: CallInput): Promise<CallAnswer<C>>;
}

export async function signInAsProvider(baseUrl: string): Promise<ConsoleSession> {
  const signIn = await fetch(`${baseUrl}${login.path}`, {
    method: login.method,
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.provider, password: DEMO_PASSWORD }),
  });
  const { id_token: token } = (await signIn.json()) as { id_token?: string };
  if (!signIn.ok || !token) throw new Error(`The provider's sign-in answered ${signIn.status}`);
  const headers = { authorization: `Bearer ${token}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
  return {
    async call<C extends Call>(call: C, { params, body }: CallInput = {}) {
      const path = callPath(call, params);
      const response = await fetch(`${baseUrl}${path}`, {
        method: call.method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${call.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return (call.response as z.ZodType).parse(JSON.parse(text)) as CallAnswer<C>;
    },
  };
}
