import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Clock } from '../lib/clock.ts';
import { rateLimitRepository } from './rate-limit.repository.ts';

export interface AttemptLimits {
  /** Attempts per minute for one IP and one email (guessing one account's password). */
  perEmail: number;
  /** Attempts per minute for one IP across emails (spraying; each attempt costs an argon2 hash). */
  perIp: number;
  /**
   * Attempts per minute for one email from any address. The client address comes from
   * X-Forwarded-For behind a proxy, which a client can vary; this bound does not depend on it.
   * Left out on routes that carry no email.
   */
  perEmailAnyIp?: number;
}

const WINDOW_MS = 60_000;
/** Each process deletes long-expired counters at most this often, on a hit (no timer to stop). */
const PURGE_EVERY_MS = 10 * 60_000;

/** Counter keys are hashed: the table holds no email or address, and every key has one length. */
const counterKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * Limits attempts on login-like routes by IP and email, as a preHandler (so the parsed body's email
 * is there). The counters live in the database (rate_limit_counters), so the limits hold across every
 * server process on it, not per process; `name` keeps each route's counters apart.
 */
export function attemptLimiter(
  { db, clock }: { db: Db; clock: Clock },
  name: string,
  emailOf: (request: FastifyRequest) => string | undefined,
  limits: AttemptLimits = { perEmail: 10, perIp: 60, perEmailAnyIp: 30 },
) {
  const counters = rateLimitRepository(db, clock);
  let lastPurge = 0;
  return async function limitAttempts(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request)?.toLowerCase() ?? '';
    const checks = [
      { key: counterKey(name, 'ip+email', request.ip, email), max: limits.perEmail },
      { key: counterKey(name, 'ip', request.ip), max: limits.perIp },
    ];
    if (limits.perEmailAnyIp !== undefined)
      checks.push({ key: counterKey(name, 'email', email), max: limits.perEmailAnyIp });
    const now = clock.now().getTime();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      // Housekeeping must not slow or fail the attempt it rides on.
      counters.purgeExpired().catch((error) => request.log.warn({ err: error }, 'rate-limit purge failed'));
    }
    // In order, stopping at the first limit exceeded: a refused attempt does not count against the
    // wider limits, so one address guessing one account does not lock that account for everyone.
    for (const check of checks) {
      const { hits, resetSeconds } = await counters.hitWindow(check.key, WINDOW_MS);
      if (hits > check.max) {
        // When the limit's window ends, so a client (or a person's browser) knows when to try again.
        reply.header('retry-after', String(Math.max(1, resetSeconds)));
        throw new AppError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyAttempts);
      }
    }
  };
}
