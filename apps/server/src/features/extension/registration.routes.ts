import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { installCredentialsSchema } from '@baitwatch/contracts/extension/install-credentials';
import { registerManagedRequestSchema } from '@baitwatch/contracts/extension/register-managed';
import {
  registerManualStartRequestSchema,
  registerManualStartResponseSchema,
} from '@baitwatch/contracts/extension/register-manual-start';
import { registerManualVerifyRequestSchema } from '@baitwatch/contracts/extension/register-manual-verify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AttemptLimits, attemptLimiter } from '../../auth/rate-limit.ts';
import type { FeatureContext } from '../context.ts';
import type { ExtensionConfigService } from './extension-config.service.ts';
import type { InstallAuthenticator } from './install-auth.ts';
import { registrationService } from './registration.service.ts';

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

/** Registration, manual (doc 1 "Manual Deployment") and managed (automatic deployment). */
export async function registrationRoutes(
  scope: FastifyInstance,
  ctx: FeatureContext,
  shared: { config: ExtensionConfigService; auth: InstallAuthenticator },
) {
  const service = registrationService(ctx, shared.config, shared.auth);

  const limiterDeps = { db: ctx.database.db, clock: ctx.clock };
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/register/manual/start',
    {
      preHandler: attemptLimiter(limiterDeps, 'register-manual-start', field('email'), LIMITS.start),
      schema: {
        summary: 'Manual registration, step 1: email a six-digit code',
        tags: ['Registration'],
        body: registerManualStartRequestSchema,
        response: { 202: registerManualStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.startManual(request.body)),
  );

  api.post(
    '/register/manual/verify',
    {
      preHandler: attemptLimiter(limiterDeps, 'register-manual-verify', field('email'), LIMITS.verify),
      schema: {
        summary: 'Manual registration, step 2: the emailed code for an install token',
        tags: ['Registration'],
        body: registerManualVerifyRequestSchema,
        response: { 201: installCredentialsSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.verifyManual(request.body)),
  );

  api.post(
    '/register/managed',
    {
      preHandler: attemptLimiter(limiterDeps, 'register-managed', field('osUuid'), LIMITS.managed),
      schema: {
        summary: 'Managed registration (automatic deployment): license key and OS identity',
        tags: ['Registration'],
        body: registerManagedRequestSchema,
        response: { 201: installCredentialsSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.registerManaged(request.body)),
  );
}
