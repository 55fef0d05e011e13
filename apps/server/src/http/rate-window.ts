import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

/** Where a caller stands in a fixed rate-limit window: what the RateLimit-* headers say. */
export interface RateWindow {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
  exceeded: boolean;
}

/**
 * Every answer of a rate-limited surface carries RateLimit-Limit, -Remaining, -Reset and -Policy;
 * beyond the limit, 429 with Retry-After and the surface's message.
 */
export function answerRateWindow(reply: FastifyReply, window: RateWindow, refusal: string): void {
  reply.header('ratelimit-limit', String(window.limit));
  reply.header('ratelimit-remaining', String(window.remaining));
  reply.header('ratelimit-reset', String(window.resetSeconds));
  reply.header('ratelimit-policy', `${window.limit};w=${window.windowSeconds}`);
  if (!window.exceeded) return;
  reply.header('retry-after', String(window.resetSeconds));
  throw new AppError(429, ERROR_CODES.rateLimited, refusal);
}
