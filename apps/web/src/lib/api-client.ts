import { refreshToken } from '@baitwatch/contracts/auth/session-calls';
import { apiErrorSchema, ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { paths } from './paths.ts';
import { type QueryValue, toQueryString } from './query-string.ts';
import { reportSessionLost, resetSessionSignal } from './session-signal.ts';
import { requestStepUp } from './step-up-signal.ts';

export const FUNCTIONS_KEY: string = import.meta.env.VITE_FUNCTIONS_KEY ?? 'baitwatch-console';

/**
 * The query string a call may send: the parameter names of the contract's query schema and no
 * others, each a value the query string writes as text (the schema reads it back on the server).
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]?: QueryValue | readonly QueryValue[];
};

/** A call without a query string, or one with the contract's query schema that types its parameters. */
type QueryOptions<S extends z.ZodType> =
  | { query?: undefined; querySchema?: undefined }
  | { query: QueryOf<S>; querySchema: S };

export type RequestOptions<T, S extends z.ZodType = z.ZodType> = QueryOptions<S> & {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The contract's response schema; every answer is parsed with it. `null` for empty answers. */
  schema: z.ZodType<T> | null;
  signal?: AbortSignal | undefined;
  /**
   * Calls that are themselves about the session (login, refresh, public pages) must not try a
   * refresh on 401: their 401 is the answer.
   */
  skipRefresh?: boolean;
  /** What the call accepts when not JSON (a server-sent events stream), and the headers it adds. */
  accept?: string;
  headers?: Readonly<Record<string, string>>;
};

const REFRESH_LOCK = 'baitwatch-refresh';

let refreshing: Promise<boolean> | null = null;

/** After a fresh login: the next lost session is reported again and no old refresh is reused. */
export function resetSessionState(): void {
  resetSessionSignal();
  refreshing = null;
}

function buildRequest(path: string, options: RequestOptions<unknown>): Request {
  const query = toQueryString(options.query as Record<string, QueryValue> | undefined);
  const headers = new Headers({
    ...options.headers,
    [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
    accept: options.accept ?? 'application/json',
  });
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
 * Runs `work` while holding the refresh lock that all tabs of this origin share. `waited` is true when
 * another tab held it first: that tab has likely renewed the (shared) cookies already. Without the
 * Web Locks API (old browsers, tests) the work runs at once.
 */
async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work(false);
  const free = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { value: await work(false) } : null,
  );
  if (free) return free.value;
  return locks.request(REFRESH_LOCK, () => work(true));
}

async function postRefresh(): Promise<boolean> {
  try {
    const response = await fetch(
      buildRequest(refreshToken.path, { method: refreshToken.method, body: {}, schema: null }),
    );
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * One refresh for any number of concurrent 401s in this tab, and one at a time across tabs: the
 * server treats a refresh token used twice as stolen and ends the session, and two tabs share the
 * cookies. A tab that waited for another's refresh first runs `probe` (its own call again) and
 * refreshes only if that is still refused. True when the session is usable again.
 */
export function refreshSession(probe?: () => Promise<boolean>): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      return await withRefreshLock(async (waited) => (waited && probe && (await probe())) || postRefresh());
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

/** Sends a call with the session: one refresh-and-retry on 401; a lost session is reported. */
async function sendWithSession(path: string, options: RequestOptions<unknown>): Promise<Response> {
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
    // When another tab's refresh already renewed the cookies, this retry is the answer.
    const retried: { response?: Response } = {};
    const probe = async () => {
      retried.response = await send(request.clone());
      return retried.response.status !== 401;
    };
    if (!(await refreshSession(probe))) {
      reportSessionLost();
      throw errorFromBody(401, await readBody(response), response.statusText || 'Unauthorized');
    }
    response = retried.response && retried.response.status !== 401 ? retried.response : await send(request);
    if (response.status === 401) reportSessionLost();
  }
  return response;
}

/** The catalogue code of an error answer's first error. */
const codeOf = (body: unknown) => (body as { errors?: { code?: string }[] } | undefined)?.errors?.[0]?.code;

/**
 * A session whose sign-in policy asks for a factor it has not set up may only enrol: any other call
 * answers 403 ENROLMENT_REQUIRED, and the tab goes to the enrolment page (once).
 */
function enrolWhenAsked(status: number, body: unknown) {
  if (
    status === 403 &&
    codeOf(body) === ERROR_CODES.enrolmentRequired &&
    window.location.pathname !== paths.enrol
  )
    window.location.assign(paths.enrol);
}

/** Calls the API: functions-key header, cookies, one refresh-and-retry on 401, parsed answers. */
export async function apiRequest<T, S extends z.ZodType = z.ZodType>(
  path: string,
  options: RequestOptions<T, S>,
): Promise<T> {
  let response = await sendWithSession(path, options as RequestOptions<unknown>);
  let body = await readBody(response);
  enrolWhenAsked(response.status, body);
  // A sensitive change asks for a factor proved in the last minutes: once proved, it is sent again.
  if (codeOf(body) === ERROR_CODES.stepUpRequired && (await requestStepUp())) {
    response = await sendWithSession(path, options as RequestOptions<unknown>);
    body = await readBody(response);
  }
  if (!response.ok) throw errorFromBody(response.status, body, response.statusText || 'Request failed');
  if (options.schema === null) return undefined as T;
  return options.schema.parse(body);
}

/**
 * Opens a stream the API answers (server-sent events) with the session, as every call: the answer
 * whose body the caller reads as it comes. Refused answers throw as any call's do.
 */
export async function apiStream(
  path: string,
  options: { signal?: AbortSignal; headers?: Readonly<Record<string, string>> },
): Promise<Response> {
  const response = await sendWithSession(path, { ...options, schema: null, accept: 'text/event-stream' });
  if (!response.ok)
    throw errorFromBody(response.status, await readBody(response), response.statusText || 'Request failed');
  return response;
}

/** A file the API made (an installer, a PDF): its bytes and the name the answer gives it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

const ATTACHMENT_NAME = /filename="([^"]+)"/;

/** Calls the API for a file: the same session handling as apiRequest, the answer kept as bytes. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await sendWithSession(path, { schema: null, signal });
  if (!response.ok)
    throw errorFromBody(response.status, await readBody(response), response.statusText || 'Request failed');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: ATTACHMENT_NAME.exec(disposition)?.[1] ?? null };
}
