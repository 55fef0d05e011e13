import { devWebhookInbox, getOutbox } from '@baitwatch/contracts/dev-outbox/calls';
import type { FastifyInstance } from 'fastify';
import { requireSessionUnlessPublic } from '../../auth/session.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/**
 * Recent mails, and the development webhook inbox (dev-outbox/calls.ts). Mounted when config.devOutbox is on, and then answered to a
 * signed-in provider admin only: 401 without a session, 403 for other roles.
 */
export async function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.devOutbox) return;
  const service = ctx.devOutbox;
  await app.register(async (scope) => {
    requireSessionUnlessPublic(scope);
    serveCall(scope, getOutbox, ({ user }) => service.recent(user));
  });
  serveCall(app, devWebhookInbox, (_input, reply) => {
    reply.status(204);
    return null;
  });
}
