import { someCause } from '../../db/error-causes.ts';
import type { Transport } from './transport.ts';

/** Answers that mean "not now": the database or the server is away, and the call may be sent again. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Socket failures of a call whose answer never came (fetch wraps them in its cause). */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const isNetworkFailure = (error: unknown): boolean =>
  someCause(error, (candidate) => NETWORK_CODES.has(String((candidate as { code?: unknown }).code)));

/**
 * What a real extension does with a call the server did not acknowledge: it keeps it and sends the
 * same request again (the same event ids, so the server stores each event once) after a 503 (waiting
 * as Retry-After says) or a connection that was refused or cut, until `maxWaitMs` have passed. The
 * demo fleet and the fleet CLI both send through it.
 */
export function retryUntilAcknowledged(
  inner: Transport,
  options: { log?: (line: string) => void; maxWaitMs?: number; maxDelayMs?: number } = {},
): Transport {
  const maxWaitMs = options.maxWaitMs ?? 300_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  return async (request) => {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      let delayMs: number;
      let why: string;
      try {
        const res = await inner(request);
        if (!RETRIED_STATUSES.has(res.status)) return res;
        if (Date.now() - started >= maxWaitMs) return res;
        const retryAfter = Number(res.headers['retry-after']);
        delayMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000;
        why = `answered ${res.status}`;
      } catch (error) {
        if (!isNetworkFailure(error) || Date.now() - started >= maxWaitMs) throw error;
        delayMs = Math.min(250 * 2 ** attempt, 5_000);
        why = `failed (${(error as Error).message})`;
      }
      if (attempt === 0) options.log?.(`${request.method} ${request.path} ${why}; sending it again`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, maxDelayMs)));
    }
  };
}
