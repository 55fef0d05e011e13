import {
  createWhitelabel,
  deleteWhitelabel,
  getWhitelabel,
  updateWhitelabel,
} from '@baitwatch/contracts/whitelabel/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/**
 * The body of a save carries the logo as base64: 1 MB of image is about 1.4 MB of text, above the
 * app's 1 MiB default (decision 0027).
 */
const SAVE_BODY_LIMIT = 2 * 1_048_576;

/** The tenant's whitelabel (whitelabel/calls.ts in the contracts). */
export async function registerWhitelabelRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.whitelabel;
  serveCall(v1, getWhitelabel, ({ user, params }) => service.get(user, params.id));
  for (const save of [createWhitelabel, updateWhitelabel])
    serveCall(v1, save, ({ user, params, body }) => service.save(user, params.id, body), {
      bodyLimit: SAVE_BODY_LIMIT,
    });
  serveCall(v1, deleteWhitelabel, ({ user, params, body }) => service.remove(user, params.id, body));
}
