import { applyConfigCopy, previewConfigCopy } from '@baitwatch/contracts/settings/config-copy-calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** Copying an organization's configuration to others (settings/config-copy-calls.ts; decision 0040). */
export async function registerConfigCopyRoutes(v1: FastifyInstance, ctx: AppContext) {
  const copies = ctx.configCopy;
  serveCall(v1, previewConfigCopy, ({ user, params, body }) => copies.preview(user, params.id, body));
  serveCall(v1, applyConfigCopy, ({ user, params, body }) => copies.apply(user, params.id, body));
}
