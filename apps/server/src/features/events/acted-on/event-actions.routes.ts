import {
  clearIncident,
  removeThreat,
  reportFalsePositive,
  verifyEvents,
} from '@baitwatch/contracts/events/action-calls';
import { toEventRef } from '@baitwatch/contracts/events/query-params';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../../http/serve-call.ts';
import type { AppContext } from '../../services.ts';
import { EVENT_ACTIONS } from './event-actions.service.ts';

/**
 * Verify, false positive, clear and remove threat (events/calls.ts). Unverify, which also takes the
 * event out of threat intel, is the threat-intel feature's (threat-intel.routes.ts).
 */
export async function registerEventActionsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.eventActions;

  serveCall(v1, verifyEvents, ({ user, params, body }) =>
    service.run(
      user,
      params.customerId,
      toEventRef(params.eventId),
      body.map((item) => toEventRef(item.eventId)),
      EVENT_ACTIONS.verify,
    ),
  );
  serveCall(v1, reportFalsePositive, ({ user, params, body }) =>
    service.run(
      user,
      params.customerId,
      toEventRef(params.eventId),
      body.map((item) => toEventRef(item.eventId)),
      EVENT_ACTIONS.falsePositive,
      () => ({ falsePositiveType: body[0]?.falsePositiveType }),
    ),
  );
  serveCall(v1, clearIncident, ({ user, params, body }) =>
    service.run(
      user,
      params.customerId,
      toEventRef(params.eventId),
      [toEventRef(body.eventId)],
      EVENT_ACTIONS.clear,
    ),
  );
  serveCall(v1, removeThreat, ({ user, params, body }) =>
    service.run(
      user,
      params.customerId,
      toEventRef(params.eventId),
      [toEventRef(body.eventId)],
      EVENT_ACTIONS.removeThreat,
    ),
  );
}
