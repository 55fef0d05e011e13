import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import {
  superFeedDetailsParamsSchema,
  superFeedDetailsResponseSchema,
} from '@baitwatch/contracts/super-feed/super-feed-event';
import {
  superFeedQuerySchema,
  superFeedResponseSchema,
} from '@baitwatch/contracts/super-feed/super-feed-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { superFeedService } from './super-feed.service.ts';

/** GET super-feed and GET super-feed/{id} (spec doc 1 §2 "Super feed", §7 "Events"). */
export async function registerSuperFeedRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = superFeedService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  // Refused before the query is read: the super feed does not exist for other roles.
  const config = { roles: [PROVIDER_ROLE] };

  api.get(
    '/super-feed',
    {
      config,
      schema: { querystring: superFeedQuerySchema, response: { 200: superFeedResponseSchema } },
    },
    async (request) => service.list(requireUser(request), request.query),
  );

  api.get(
    '/super-feed/:id',
    {
      config,
      schema: { params: superFeedDetailsParamsSchema, response: { 200: superFeedDetailsResponseSchema } },
    },
    async (request) => service.details(requireUser(request), request.params.id),
  );
}
