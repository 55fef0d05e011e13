import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import {
  registerManaged,
  registerManualStart,
  registerManualVerify,
} from '@baitwatch/contracts/extension/calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AttemptLimits, attemptLimiter } from '../../auth/rate-limit.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const field = (name: string) => (request: FastifyRequest) =>
  (request.body as Record<string, unknown> | undefined)?.[name] as string | undefined;

/**
 * Limits per IP and per person. Sending codes costs mail, so it is the tightest; managed registration
 * allows a whole office behind one NAT address to register after a group-policy rollout.
 */
const LIMITS: Record<'start' | 'verify' | 'managed', AttemptLimits> = {
  start: { perEmail: 3, perIp: 30 },
  verify: { perEmail: 10, perIp: 60 },
  managed: { perEmail: 10, perIp: 600 },
};

/** Registration, manual (doc 1 "Manual Deployment") and managed (automatic deployment; extension/calls.ts). */
export async function registrationRoutes(scope: FastifyInstance, ctx: AppContext) {
  const service = ctx.registration;
  const limiterDeps = { db: ctx.database.db, clock: ctx.clock };
  const documented = (summary: string) => ({ summary, tags: ['Registration'], response: errors });

  serveCall(scope, registerManualStart, ({ body }) => service.startManual(body), {
    preHandler: attemptLimiter(limiterDeps, 'register-manual-start', field('email'), LIMITS.start),
    schema: documented('Manual registration, step 1: email a six-digit code'),
  });
  serveCall(scope, registerManualVerify, ({ body }) => service.verifyManual(body), {
    preHandler: attemptLimiter(limiterDeps, 'register-manual-verify', field('email'), LIMITS.verify),
    schema: documented('Manual registration, step 2: the emailed code for an install token'),
  });
  serveCall(scope, registerManaged, ({ body }) => service.registerManaged(body), {
    preHandler: attemptLimiter(limiterDeps, 'register-managed', field('osUuid'), LIMITS.managed),
    schema: documented('Managed registration (automatic deployment): license key and OS identity'),
  });
}
