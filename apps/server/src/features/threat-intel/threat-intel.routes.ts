import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import { toEventRef } from '@baitwatch/contracts/events/query-params';
import { unverifyEventParamsSchema } from '@baitwatch/contracts/events/unverify-event';
import {
  submitThreatIntelBodySchema,
  submitThreatIntelParamsSchema,
  submitThreatIntelResponseSchema,
} from '@baitwatch/contracts/threat-intel/submit-threat-intel';
import {
  threatIntelEventDetailSchema,
  threatIntelEventParamsSchema,
} from '@baitwatch/contracts/threat-intel/threat-intel-event';
import {
  threatIntelEventsQuerySchema,
  threatIntelEventsResponseSchema,
} from '@baitwatch/contracts/threat-intel/threat-intel-events';
import { threatIntelSummarySchema } from '@baitwatch/contracts/threat-intel/threat-intel-summary';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { threatIntelService } from './threat-intel.service.ts';

/** Threat intel (spec doc 2 §7 "Threat intel", doc 1 §7 unverify): submission, unverify, the feed. */
export async function registerThreatIntelRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = threatIntelService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/threat-intel/:customerOrTenantParam/:eventId',
    {
      config: { roles: [PROVIDER_ROLE] },
      // An uploaded screenshot travels as a data URL inside the JSON body.
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        params: submitThreatIntelParamsSchema,
        body: submitThreatIntelBodySchema,
        response: { 200: submitThreatIntelResponseSchema },
      },
    },
    async (request) =>
      service.submit(
        requireUser(request),
        request.params.customerOrTenantParam,
        toEventRef(request.params.eventId),
        request.body,
      ),
  );

  api.put(
    '/threat-intel/unverify/:id/:customerId',
    {
      config: { roles: [PROVIDER_ROLE] },
      schema: { params: unverifyEventParamsSchema, response: { 200: eventActionResultSchema } },
    },
    async (request) =>
      service.unverify(requireUser(request), request.params.customerId, toEventRef(request.params.id)),
  );

  api.get(
    '/threat-intel/events',
    {
      schema: {
        querystring: threatIntelEventsQuerySchema,
        response: { 200: threatIntelEventsResponseSchema },
      },
    },
    async (request) => service.events(requireUser(request), request.query),
  );

  api.get(
    '/threat-intel/events/:id',
    { schema: { params: threatIntelEventParamsSchema, response: { 200: threatIntelEventDetailSchema } } },
    async (request) => service.event(requireUser(request), request.params.id),
  );

  api.get(
    '/threat-intel/summary',
    { schema: { response: { 200: threatIntelSummarySchema } } },
    async (request) => service.summary(requireUser(request)),
  );
}
