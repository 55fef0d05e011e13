import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@baitwatch/contracts/webhooks/calls';
import type { FastifyInstance } from 'fastify';
import { noStore } from '../../http/no-store.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The webhook calls (webhooks/calls.ts). */
export async function registerWebhooksRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.webhookEndpoints;
  serveCall(v1, listWebhookEndpoints, ({ user, query }) => service.list(user, query));
  serveCall(v1, addWebhookEndpoint, async ({ user, body }, reply) =>
    noStore(reply, await service.add(user, body)),
  );
  serveCall(v1, updateWebhookEndpoint, ({ user, params, body }) =>
    service.update(user, params.endpointId, body),
  );
  serveCall(v1, deleteWebhookEndpoint, ({ user, params }) => service.remove(user, params.endpointId));
  serveCall(v1, rotateWebhookSecret, async ({ user, params }, reply) =>
    noStore(reply, await service.rotateSecret(user, params.endpointId)),
  );
  serveCall(v1, sendTestWebhook, ({ user, params }) => service.sendTest(user, params.endpointId));
  serveCall(v1, listWebhookDeliveries, ({ user, params, query }) =>
    service.deliveries(user, params.endpointId, query.page),
  );
  serveCall(v1, resendWebhookDelivery, ({ user, params }) => service.resend(user, params.deliveryId));
}
