import { toEventRef } from '@baitwatch/contracts/events/query-params';
import {
  getThreatIntelEvent,
  getThreatIntelSummary,
  listThreatIntelEvents,
  submitThreatIntel,
  unverifyEvent,
} from '@baitwatch/contracts/threat-intel/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** Threat intel: submission, unverify, the feed, one event and the summary (threat-intel/calls.ts). */
export async function registerThreatIntelRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.threatIntel;

  serveCall(
    v1,
    submitThreatIntel,
    ({ user, params, body }) =>
      service.submit(user, params.customerOrTenantParam, toEventRef(params.eventId), body),
    // An uploaded screenshot travels as a data URL inside the JSON body.
    { bodyLimit: 12 * 1024 * 1024 },
  );
  serveCall(v1, unverifyEvent, ({ user, params }) =>
    service.unverify(user, params.customerId, toEventRef(params.id)),
  );
  serveCall(v1, listThreatIntelEvents, ({ user, query }) => service.events(user, query));
  serveCall(v1, getThreatIntelEvent, ({ user, params }) => service.event(user, params.id));
  serveCall(v1, getThreatIntelSummary, ({ user }) => service.summary(user));
}
