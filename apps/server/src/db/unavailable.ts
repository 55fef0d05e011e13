import { someCause } from './error-causes.ts';

/**
 * Whether a failure means the database is away (a lost connection, a restart, a failover) rather than
 * that the statement was wrong: such a call is answered 503 with Retry-After, and a job's bookkeeping
 * is tried again, since the same call succeeds once the database is back.
 */

/** SQLSTATEs of an administrator's shutdown, a crash shutdown and a server that is still starting. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that was refused, cut or never made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say, without a code, when a connection ends or cannot be had. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection ended/,
  /^Cannot use a pool after calling end on the pool/,
];

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SHUTDOWN_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    // Class 08: connection exception (08000, 08003, 08006, 08001, 08004...).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

export const isDatabaseUnavailable = (error: unknown): boolean => someCause(error, isConnectionFailure);

/**
 * The pool's wait for a connection ran out. With every connection of the pool in use, that is
 * overload (too many calls at once), not a database outage: the caller tells them apart by the pool.
 */
export const isPoolWaitTimeout = (error: unknown): boolean =>
  someCause(error, (candidate) =>
    /^timeout exceeded when trying to connect/.test(String((candidate as { message?: unknown }).message)),
  );

/** Seconds a caller is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
