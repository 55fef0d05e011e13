import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type QueryParams, toQueryString } from './query-string.ts';
import { reportSessionLost, resetSessionSignal } from './session-signal.ts';

export const FUNCTIONS_KEY: string = import.meta.env.VITE_FUNCTIONS_KEY ?? 'baitwatch-console';
const REFRESH_PATH = '/v1/auth/refresh-token';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** The contract's response schema; every answer is parsed with it. `null` for empty answers. */
  schema: z.ZodType<T> | null;
  signal?: AbortSignal | undefined;
  /**
   * Calls that are themselves about the session (login, refresh, public pages) must not try a
   * refresh on 401: their 401 is the answer.
   */
  skipRefresh?: boolean;
}

let refreshing: Promise<boolean> | null = null;

/** After a fresh login: the next lost session is reported again and no old refresh is reused. */
export function resetSessionState(): void {
  resetSessionSignal();
  refreshing = null;
}

function buildRequest(path: string, options: RequestOptions<unknown>): Request {
  const query = toQueryString(options.query);
  const headers = new Headers({ [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new Request(new URL(query ? `${path}?${query}` : path, base), {
    method: options.method ?? 'GET',
    headers,
    body: body ?? null,
    credentials: 'include',
    signal: options.signal ?? null,
  });
}

/**
 * One refresh for any number of concurrent 401s: the first starts it, the rest wait for the same
 * answer. True when the session was renewed; a 403 (or any failure) means it cannot be.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(buildRequest(REFRESH_PATH, { method: 'POST', body: {}, schema: null }));
      return response.ok;
    } catch {
      return false;
    } finally {
      // Let a later, unrelated 401 (after the new token expires) refresh again.
      queueMicrotask(() => {
        refreshing = null;
      });
    }
  })();
  return refreshing;
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ApiError(0, SHELL_MESSAGES.networkError);
  }
}

/** The one error shape when the answer has it, else whatever message it carries. */
function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.message || fallback, parsed.data.errors);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return new ApiError(status, body.message);
  }
  return new ApiError(status, fallback);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API: functions-key header, cookies, one refresh-and-retry on 401, parsed answers. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  let request: Request;
  try {
    request = buildRequest(path, options);
  } catch (error) {
    // The spec: a failed request setup clears the session and goes to the login page.
    reportSessionLost();
    throw error;
  }
  let response = await send(request.clone());
  if (response.status === 401 && !options.skipRefresh) {
    if (!(await refreshSession())) {
      reportSessionLost();
      throw errorFromBody(401, await readBody(response), response.statusText || 'Unauthorized');
    }
    response = await send(request);
    if (response.status === 401) reportSessionLost();
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, body, response.statusText || 'Request failed');
  if (options.schema === null) return undefined as T;
  return options.schema.parse(body);
}
