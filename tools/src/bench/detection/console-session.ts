import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { z } from 'zod';
import { DEMO_LOGINS } from '../../../../apps/server/src/demo/data/demo-world.ts';

// The console API as the provider (BaitwatchAdmin) of the demo world: one sign-in for the run.

const FUNCTIONS_KEY = process.env.FUNCTIONS_KEY ?? 'baitwatch-console';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Baitwatch-demo-1';

export interface ConsoleSession {
  get<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>>;
  send<T extends z.ZodType>(method: string, path: string, schema: T, body?: unknown): Promise<z.output<T>>;
}

export async function signInAsProvider(baseUrl: string): Promise<ConsoleSession> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.provider, password: DEMO_PASSWORD }),
  });
  const { id_token: token } = (await login.json()) as { id_token?: string };
  if (!login.ok || !token) throw new Error(`The provider's sign-in answered ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
  const send = async <T extends z.ZodType>(method: string, path: string, schema: T, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text)) as z.output<T>;
  };
  return { send, get: (path, schema) => send('GET', path, schema) };
}
