import {
  countLicenses,
  listFeedBrands,
  listIncidents,
  searchExtensionUsers,
} from '@baitwatch/contracts/events/calls';
import { getEventDetails } from '@baitwatch/contracts/events/details-calls';
import { toEventRef } from '@baitwatch/contracts/events/query-params';
import type { FastifyInstance } from 'fastify';
import { serveOrgScopeCalls } from '../../../auth/serve-org-scope-calls.ts';
import { serveCall } from '../../../http/serve-call.ts';
import type { AppContext } from '../../services.ts';

/** The incident feed, its filter choices and the incident details (events/calls.ts). */
export async function registerIncidentsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const incidents = ctx.incidents;
  const options = ctx.feedOptions;

  serveOrgScopeCalls(v1, listIncidents, ({ user, scope, query }) => incidents.allEvents(user, scope, query));
  serveOrgScopeCalls(v1, listFeedBrands, ({ user, scope, query }) => options.brands(user, scope, query));
  serveOrgScopeCalls(v1, searchExtensionUsers, ({ user, scope, query }) =>
    options.searchExtensionUsers(user, scope, query.term),
  );
  serveOrgScopeCalls(v1, countLicenses, ({ user, scope }) => options.licensesCount(user, scope));
  serveCall(v1, getEventDetails, ({ user, params }) =>
    incidents.details(user, params.id, toEventRef(params.eventId)),
  );
}
