import type { Call } from '@baitwatch/contracts/common/call';

// Every call the extension makes goes to its one configured server, one of the extension API's calls
// (contracts' extension/calls.ts). Nothing else is ever fetched (the README's privacy section).

/** The server answered with an error status; `message` is its own reason where it gave one. */
export class ServerError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The server could not be reached (offline, stopped, DNS): the call may be tried again later. */
export class UnreachableError extends Error {}

/** The address as typed ("localhost:8080/") becomes an origin-like base ("http://localhost:8080"). */
export function normalServerUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const url = new URL(withScheme);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The call's method and path: the extension API's calls have no path parameters. */
export type ServerCall = Pick<Call, 'method' | 'path'>;

interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** The reason in the API's error shape ({errors: [{desc}], message}), else the status line. */
async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { desc?: string }[]; message?: string };
    const descs = (body.errors ?? []).map((e) => e.desc).filter(Boolean);
    if (descs.length > 0) return descs.join('; ');
    if (body.message) return body.message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return `The server answered ${response.status} ${response.statusText}`.trim();
}

/** Makes `call` on the server at `serverUrl`. Answers the Response for 2xx and 304. */
export async function callServer(
  serverUrl: string,
  call: ServerCall,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  let response: Response;
  try {
    response = await fetch(`${serverUrl}${call.path}`, {
      method: call.method,
      headers,
      body,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    throw new UnreachableError(`The server at ${serverUrl} cannot be reached (${(error as Error).message}).`);
  }
  if (response.ok || response.status === 304) return response;
  // A gateway in front of a stopped server: as unreachable, so queued work waits.
  if (response.status === 502 || response.status === 503 || response.status === 504)
    throw new UnreachableError(await reasonOf(response));
  throw new ServerError(response.status, await reasonOf(response));
}

/** JSON of a successful call. */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
