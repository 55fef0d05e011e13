import { outboxResponseSchema } from '@baitwatch/contracts/dev-outbox/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { devOutboxService } from './dev-outbox.service.ts';

/**
 * GET /dev/api/outbox: recent mails, so invitation and reset links can be followed without a mail
 * server. Mounted when config.devOutbox is on (by default without SMTP, outside production), and then
 * answered to a signed-in BaitwatchAdmin only: 401 without a session, 403 for other roles.
 */
export async function registerDevOutboxRoutes(app: FastifyInstance, ctx: FeatureContext) {
  if (!ctx.config.devOutbox) return;
  const service = devOutboxService(ctx);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dev/api/outbox',
      { onRequest: authenticate, schema: { response: { 200: outboxResponseSchema } } },
      async (request) => service.recent(requireUser(request)),
    );
}
