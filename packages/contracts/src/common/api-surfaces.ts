/**
 * Where each of the server's APIs lives: every path of its calls (each API's calls.ts files) starts
 * with its base. The server answers an unknown path under a base in the API's own shape (never the
 * console's page) and sheds these under load; the console's dev server forwards them.
 */
export const API_BASES = {
  console: '/v1',
  extension: '/extension',
  soc: '/enterprise-soc',
  socThreatIntel: '/threat-intel/soc',
  taxii: '/taxii2',
  blobStorage: '/storage',
  devOutbox: '/dev/api',
} as const;

/** The operations endpoints (operations/calls.ts): never the console's page either. */
export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** True when `url` (a path with its query) is `base` itself or below it. */
export const isUnder = (url: string, base: string) =>
  url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);

/** True for a path of one of the APIs. */
export const isApiPath = (url: string) => Object.values(API_BASES).some((base) => isUnder(url, base));
