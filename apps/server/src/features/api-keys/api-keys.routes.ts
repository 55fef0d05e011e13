import {
  fetchApiKey,
  fetchTenantApiKey,
  generateApiKey,
  generateTenantApiKey,
} from '@baitwatch/contracts/api-keys/calls';
import type { FastifyInstance } from 'fastify';
import { noStore } from '../../http/no-store.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The four API key calls (api-keys/calls.ts). */
export async function registerApiKeysRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.apiKeys;
  serveCall(v1, fetchApiKey, async ({ user, params }, reply) =>
    noStore(reply, await service.customerKey(user, params.customerId)),
  );
  serveCall(v1, generateApiKey, async ({ user, params, body }, reply) =>
    noStore(reply, await service.generateCustomerKey(user, params.customerId, body)),
  );
  serveCall(v1, fetchTenantApiKey, async ({ user, params }, reply) =>
    noStore(reply, await service.tenantKey(user, params.tenantId)),
  );
  serveCall(v1, generateTenantApiKey, async ({ user, params, body }, reply) =>
    noStore(reply, await service.generateTenantKey(user, params.tenantId, body)),
  );
}
