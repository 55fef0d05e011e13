import {
  fetchApiKey,
  fetchTenantApiKey,
  generateApiKey,
  generateTenantApiKey,
} from '@baitwatch/contracts/api-keys/calls';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** A key is a secret: no cache keeps a copy of an answer that carries one. */
const noStore = <T>(reply: FastifyReply, answer: T) => {
  reply.header('cache-control', 'no-store');
  return answer;
};

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
