import type { Transport } from '../../../apps/server/src/demo/fleet/transport.ts';

/**
 * Over HTTP, a fleet from one machine shares one client address unless the server trusts a proxy hop
 * (TRUST_PROXY_HOPS=1 lets each simulated machine send its own X-Forwarded-For). When registration
 * limits answer 429, wait and try again rather than fail the run.
 */
export function retryOnRateLimit(
  inner: Transport,
  log: (line: string) => void,
  maxWaitMs = 120_000,
): Transport {
  return async (request) => {
    let waited = 0;
    for (;;) {
      const res = await inner(request);
      if (res.status !== 429 || waited >= maxWaitMs) return res;
      if (waited === 0)
        log(
          `rate limited on ${request.path}; waiting (run the server with TRUST_PROXY_HOPS=1 to avoid this)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      waited += 5_000;
    }
  };
}
