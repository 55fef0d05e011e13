import { outboxResponseSchema } from '@baitwatch/contracts/dev-outbox/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';

const RECENT = 50;

/**
 * GET /dev/api/outbox: recent mails for local development, so invitation and reset links can be
 * followed without a mail server. Only mounted when config.devOutbox is on (never with SMTP or in
 * production by default): it shows live one-time links to anyone who can reach it.
 */
export async function registerDevOutboxRoutes(app: FastifyInstance, ctx: FeatureContext) {
  if (!ctx.config.devOutbox) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/dev/api/outbox', { schema: { response: { 200: outboxResponseSchema } } }, async () => {
      const mails = await ctx.mailer.recent(RECENT);
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          created: mail.created.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      };
    });
}
