import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, resetSessionState } from './api-client.ts';
import { ApiError, errorLines } from './api-error.ts';
import { setSessionLostHandler } from './session-signal.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const okSchema = z.object({ ok: z.boolean() });

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let lost: number;

beforeEach(() => {
  resetSessionState();
  lost = 0;
  setSessionLostHandler(() => {
    lost += 1;
  });
  fetchMock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const thingsQuerySchema = z.object({ type: z.array(z.number()) });

describe('apiRequest', () => {
  it('types the query by the contract: a parameter the schema does not name does not compile', () => {
    // Never called: `npm run typecheck` checks that the compiler refuses it.
    const misspelled = () =>
      // @ts-expect-error "types" is not a parameter of thingsQuerySchema
      apiRequest('/v1/things', { querySchema: thingsQuerySchema, query: { types: [0] }, schema: okSchema });
    expect(typeof misspelled).toBe('function');
  });

  it('sends the functions key, includes cookies, serializes arrays without brackets, parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(
      apiRequest('/v1/things', { querySchema: thingsQuerySchema, query: { type: [0, 4] }, schema: okSchema }),
    ).resolves.toEqual({
      ok: true,
    });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get(FUNCTIONS_KEY_HEADER)).toBe('baitwatch-console');
    expect(request?.credentials).toBe('include');
    expect(new URL(request?.url ?? '').search).toBe('?type=0&type=4');
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    let refreshed = false;
    fetchMock.mockImplementation(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/v1/auth/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, { ok: true }) : json(401, { errors: [], message: 'Unauthorized' });
    });
    const results = await Promise.all([
      apiRequest('/v1/a', { schema: okSchema }),
      apiRequest('/v1/b', { schema: okSchema }),
      apiRequest('/v1/c', { method: 'POST', body: { x: 1 }, schema: okSchema }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refreshCalls = fetchMock.mock.calls.filter(([request]) =>
      request.url.endsWith('/v1/auth/refresh-token'),
    );
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.[0].method).toBe('POST');
    const retriedPost = fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/v1/c'));
    expect(retriedPost).toHaveLength(2);
    await expect(retriedPost[1]?.[0].text()).resolves.toBe('{"x":1}');
    expect(lost).toBe(0);
  });

  it('refreshes while holding the refresh lock that all tabs share', async () => {
    const heldDuringRefresh: boolean[] = [];
    let refreshed = false;
    fetchMock.mockImplementation(async (request) => {
      if (request.url.endsWith('/v1/auth/refresh-token')) {
        const state = await navigator.locks.query();
        heldDuringRefresh.push(state.held?.some((lock) => lock.name === 'baitwatch-refresh') ?? false);
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, { ok: true }) : json(401, { errors: [], message: 'Unauthorized' });
    });
    await expect(apiRequest('/v1/a', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(heldDuringRefresh).toEqual([true]);
  });

  it('after waiting for another tab to refresh, retries its call and does not refresh again', async () => {
    // Another tab holds the lock while it refreshes; the cookies it renews are this tab's too.
    let otherTabRefreshed = false;
    let releaseOtherTab = () => {};
    const otherTabHolds = new Promise<void>((resolve) => {
      releaseOtherTab = resolve;
    });
    const otherTab = navigator.locks.request('baitwatch-refresh', () => otherTabHolds);
    fetchMock.mockImplementation(async (request) => {
      if (request.url.endsWith('/v1/auth/refresh-token')) return json(200, {});
      return otherTabRefreshed ? json(200, { ok: true }) : json(401, { errors: [], message: 'Unauthorized' });
    });
    const call = apiRequest('/v1/a', { schema: okSchema });
    await vi.waitFor(async () => {
      const state = await navigator.locks.query();
      expect(state.pending?.some((lock) => lock.name === 'baitwatch-refresh')).toBe(true);
    });
    otherTabRefreshed = true;
    releaseOtherTab();
    await otherTab;
    await expect(call).resolves.toEqual({ ok: true });
    const paths = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths).toEqual(['/v1/a', '/v1/a']);
    expect(lost).toBe(0);
  });

  it('after waiting for another tab, refreshes when its retry is still refused', async () => {
    let refreshed = false;
    let releaseOtherTab = () => {};
    const otherTab = navigator.locks.request(
      'baitwatch-refresh',
      () =>
        new Promise<void>((resolve) => {
          releaseOtherTab = resolve;
        }),
    );
    fetchMock.mockImplementation(async (request) => {
      if (request.url.endsWith('/v1/auth/refresh-token')) {
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, { ok: true }) : json(401, { errors: [], message: 'Unauthorized' });
    });
    const call = apiRequest('/v1/a', { schema: okSchema });
    await vi.waitFor(async () => {
      const state = await navigator.locks.query();
      expect(state.pending?.some((lock) => lock.name === 'baitwatch-refresh')).toBe(true);
    });
    releaseOtherTab();
    await otherTab;
    await expect(call).resolves.toEqual({ ok: true });
    const paths = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths).toEqual(['/v1/a', '/v1/a', '/v1/auth/refresh-token', '/v1/a']);
  });

  it('refreshes without the Web Locks API', async () => {
    vi.stubGlobal('navigator', {});
    let refreshed = false;
    fetchMock.mockImplementation(async (request) => {
      if (request.url.endsWith('/v1/auth/refresh-token')) {
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, { ok: true }) : json(401, { errors: [], message: 'Unauthorized' });
    });
    await expect(apiRequest('/v1/a', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reports a lost session once when the refresh is refused (403)', async () => {
    fetchMock.mockImplementation(async (request) =>
      request.url.endsWith('/v1/auth/refresh-token')
        ? json(403, { errors: [{ code: 'FORBIDDEN', desc: 'expired' }], message: 'expired' })
        : json(401, { errors: [], message: 'Unauthorized' }),
    );
    const first = apiRequest('/v1/a', { schema: okSchema });
    const second = apiRequest('/v1/b', { schema: okSchema });
    await expect(first).rejects.toMatchObject({ status: 401 });
    await expect(second).rejects.toBeInstanceOf(ApiError);
    expect(lost).toBe(1);
  });

  it('does not refresh for session calls such as login', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, {
        errors: [{ code: 'UNAUTHORIZED', desc: 'The email or password is incorrect.' }],
        message: 'x',
      }),
    );
    const error = await apiRequest('/v1/auth/login', {
      method: 'POST',
      body: {},
      schema: okSchema,
      skipRefresh: true,
    }).catch((caught) => caught);
    expect(errorLines(error)).toEqual(['The email or password is incorrect.']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lost).toBe(0);
  });

  it('treats a failed request setup as a lost session', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(apiRequest('/v1/a', { method: 'POST', body: circular, schema: okSchema })).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(lost).toBe(1);
  });

  it('reads the error list, else the message, else the raw message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { errors: [{ code: 'VALIDATION', desc: 'Phone number is required' }], message: 'Bad' }),
    );
    fetchMock.mockResolvedValueOnce(
      json(500, { errors: [], message: 'Internal Server Error. Please Contact Administrator' }),
    );
    fetchMock.mockResolvedValueOnce(new Response('gateway down', { status: 502, statusText: 'Bad Gateway' }));
    const lines = [];
    for (let index = 0; index < 3; index += 1) {
      lines.push(errorLines(await apiRequest('/v1/x', { schema: okSchema }).catch((caught) => caught)));
    }
    expect(lines).toEqual([
      ['Phone number is required'],
      ['Internal Server Error. Please Contact Administrator'],
      ['Bad Gateway'],
    ]);
  });

  it('turns an unreachable server into status 0 without losing the session', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(apiRequest('/v1/x', { schema: okSchema })).rejects.toMatchObject({ status: 0 });
    expect(lost).toBe(0);
  });
});
