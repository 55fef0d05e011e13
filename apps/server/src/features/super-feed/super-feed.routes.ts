import { getSuperFeedEvent, listSuperFeed } from '@baitwatch/contracts/super-feed/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The super feed and one of its events (super-feed/calls.ts). */
export async function registerSuperFeedRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.superFeed;
  serveCall(v1, listSuperFeed, ({ user, query }) => service.list(user, query));
  serveCall(v1, getSuperFeedEvent, ({ user, params }) => service.details(user, params.id));
}
