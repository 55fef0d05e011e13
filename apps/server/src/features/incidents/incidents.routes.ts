import {
  brandsResponseSchema,
  customerBrandsQuerySchema,
  tenantBrandsQuerySchema,
} from '@baitwatch/contracts/brands/portal-brands';
import {
  allEventsResponseSchema,
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from '@baitwatch/contracts/events/all-events';
import {
  eventDetailsParamsSchema,
  eventDetailsResponseSchema,
} from '@baitwatch/contracts/events/event-details';
import {
  customerLicensesCountQuerySchema,
  licensesCountResponseSchema,
  tenantLicensesCountQuerySchema,
} from '@baitwatch/contracts/events/licenses-count';
import { toEventRef } from '@baitwatch/contracts/events/query-params';
import {
  customerSearchExtensionUsersQuerySchema,
  searchExtensionUsersResponseSchema,
  tenantSearchExtensionUsersQuerySchema,
} from '@baitwatch/contracts/events/search-extension-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getForOrgScope } from '../../auth/org-scope-routes.ts';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { feedOptionsService } from './feed-options.service.ts';
import { incidentsService } from './incidents.service.ts';

/** The incident feed, its filter choices and the incident details (spec doc 1 §7 "Events", "License and users"). */
export async function registerIncidentsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const incidents = incidentsService(ctx);
  const options = feedOptionsService(ctx);

  getForOrgScope(
    v1,
    'all-events',
    {
      customers: customerAllEventsQuerySchema,
      tenants: tenantAllEventsQuerySchema,
      response: allEventsResponseSchema,
    },
    (user, scope, query) => incidents.allEvents(user, scope, query),
  );
  getForOrgScope(
    v1,
    'brands',
    {
      customers: customerBrandsQuerySchema,
      tenants: tenantBrandsQuerySchema,
      response: brandsResponseSchema,
    },
    (user, scope, query) => options.brands(user, scope, query),
  );
  getForOrgScope(
    v1,
    'search-extension-users',
    {
      customers: customerSearchExtensionUsersQuerySchema,
      tenants: tenantSearchExtensionUsersQuerySchema,
      response: searchExtensionUsersResponseSchema,
    },
    (user, scope, query) => options.searchExtensionUsers(user, scope, query.term),
  );
  getForOrgScope(
    v1,
    'licenses-count',
    {
      customers: customerLicensesCountQuerySchema,
      tenants: tenantLicensesCountQuerySchema,
      response: licensesCountResponseSchema,
    },
    (user, scope) => options.licensesCount(user, scope),
  );

  v1.withTypeProvider<ZodTypeProvider>().get(
    '/portal/customers/:id/events/:eventId',
    {
      schema: { params: eventDetailsParamsSchema, response: { 200: eventDetailsResponseSchema } },
    },
    async (request) =>
      incidents.details(requireUser(request), request.params.id, toEventRef(request.params.eventId)),
  );
}
