import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';

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

/**
 * Limits attempts on login-like routes by IP and email. Registers @fastify/rate-limit in the given
 * (encapsulated) scope and answers a preHandler, so the parsed body's email is available. Each call
 * gets its own counters, kept in this process's memory: each server process limits on its own.
 */
export async function attemptLimiter(
  scope: FastifyInstance,
  emailOf: (request: FastifyRequest) => string | undefined,
  limits: AttemptLimits = { perEmail: 10, perIp: 60, perEmailAnyIp: 30 },
) {
  if (!scope.hasDecorator('createRateLimit')) await scope.register(rateLimit, { global: false });
  const byEmail = scope.createRateLimit({
    max: limits.perEmail,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.ip}|${emailOf(request)?.toLowerCase() ?? ''}`,
  });
  const byIp = scope.createRateLimit({ max: limits.perIp, timeWindow: 60_000 });
  const checks = [byEmail, byIp];
  if (limits.perEmailAnyIp !== undefined) {
    checks.push(
      scope.createRateLimit({
        max: limits.perEmailAnyIp,
        timeWindow: 60_000,
        keyGenerator: (request) => emailOf(request)?.toLowerCase() ?? '',
      }),
    );
  }
  return async function limitAttempts(request: FastifyRequest) {
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new AppError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyAttempts);
    }
  };
}
