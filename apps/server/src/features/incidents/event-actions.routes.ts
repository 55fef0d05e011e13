import { clearIncidentBodySchema } from '@baitwatch/contracts/events/clear-incident';
import {
  eventActionParamsSchema,
  eventActionResultSchema,
} from '@baitwatch/contracts/events/event-action-result';
import { toEventRef } from '@baitwatch/contracts/events/query-params';
import { removeThreatBodySchema } from '@baitwatch/contracts/events/remove-threat';
import { reportFalsePositiveBodySchema } from '@baitwatch/contracts/events/report-false-positive';
import { verifyEventsBodySchema } from '@baitwatch/contracts/events/verify-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { EVENT_ACTIONS, eventActionsService } from './event-actions.service.ts';

const BASE = '/portal/customers/:customerId/events/:eventId';
const response = { 200: eventActionResultSchema };

/**
 * Verify, false positive, clear and remove threat (spec doc 1 §4 and §7 "Events"). Unverify, which also
 * takes the event out of threat intel, is the threat-intel feature's (threat-intel.routes.ts).
 */
export async function registerEventActionsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = eventActionsService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  const options = <B>(body: B) => ({
    schema: { params: eventActionParamsSchema, body, response },
  });

  api.post(`${BASE}/verify-events`, options(verifyEventsBodySchema), async (request) =>
    service.run(
      requireUser(request),
      request.params.customerId,
      toEventRef(request.params.eventId),
      request.body.map((item) => toEventRef(item.eventId)),
      EVENT_ACTIONS.verify,
    ),
  );

  api.post(`${BASE}/report-false-positive`, options(reportFalsePositiveBodySchema), async (request) =>
    service.run(
      requireUser(request),
      request.params.customerId,
      toEventRef(request.params.eventId),
      request.body.map((item) => toEventRef(item.eventId)),
      EVENT_ACTIONS.falsePositive,
      () => ({ falsePositiveType: request.body[0]?.falsePositiveType }),
    ),
  );

  api.post(`${BASE}/clear-incident`, options(clearIncidentBodySchema), async (request) =>
    service.run(
      requireUser(request),
      request.params.customerId,
      toEventRef(request.params.eventId),
      [toEventRef(request.body.eventId)],
      EVENT_ACTIONS.clear,
    ),
  );

  api.put(`${BASE}/remove-threat`, options(removeThreatBodySchema), async (request) =>
    service.run(
      requireUser(request),
      request.params.customerId,
      toEventRef(request.params.eventId),
      [toEventRef(request.body.eventId)],
      EVENT_ACTIONS.removeThreat,
    ),
  );
}
