import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { type AddressGuard, ForbiddenAddressError } from '../../lib/address-guard.ts';

/** What one try came to: the endpoint's status code (null: no answer), how long, and why it failed. */
export interface TryOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The endpoint's answer is read up to this much and dropped: only its status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST of a signed delivery. The connection's own DNS lookup goes through the address guard, so
 * a host that resolves to a forbidden address at send time (DNS rebinding) is refused, and an address
 * written as an IP literal is checked here (Node connects to those without a lookup). No redirect is
 * followed: a 3xx is a failed try. A 2xx within `timeoutMs` is success.
 */
export function sendWebhook(
  outgoing: OutgoingWebhook,
  guard: AddressGuard,
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<TryOutcome> {
  const started = now();
  const done = (statusCode: number | null, error: string | null): TryOutcome => ({
    statusCode,
    durationMs: Math.max(0, Math.round(now() - started)),
    error,
  });
  const url = new URL(outgoing.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !guard.allows(host))
    return Promise.resolve(done(null, new ForbiddenAddressError(host).message));

  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: {
          ...outgoing.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(outgoing.body),
          'user-agent': 'Baitwatch-Webhooks/1',
        },
        lookup: guard.lookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const finish = () => {
          const code = response.statusCode ?? null;
          const ok = code !== null && code >= 200 && code < 300;
          resolve(done(code, ok ? null : `The endpoint answered ${code}`));
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve(done(null, timedOut ? `No answer within ${timeoutMs / 1000} s` : error.message));
    });
    request.end(outgoing.body);
  });
}
