import {
  activeUsersQuerySchema,
  activeUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/active-users';
import {
  allExtensionUsersQuerySchema,
  allExtensionUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/all-extension-users';
import {
  browserTypesQuerySchema,
  browserTypesResponseSchema,
} from '@baitwatch/contracts/dashboard/browser-types';
import {
  dailyAllEventsQuerySchema,
  dailyAllEventsResponseSchema,
} from '@baitwatch/contracts/dashboard/daily-all-events';
import {
  deviceTypesQuerySchema,
  deviceTypesResponseSchema,
} from '@baitwatch/contracts/dashboard/device-types';
import {
  extensionUsersQuerySchema,
  extensionUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/extension-users';
import {
  falsePositiveRatesQuerySchema,
  falsePositiveRatesResponseSchema,
} from '@baitwatch/contracts/dashboard/false-positive-rates';
import { osTypesQuerySchema, osTypesResponseSchema } from '@baitwatch/contracts/dashboard/os-types';
import { urlUsersQuerySchema, urlUsersResponseSchema } from '@baitwatch/contracts/dashboard/url-users';
import {
  verifyEventsQuerySchema,
  verifyEventsResponseSchema,
} from '@baitwatch/contracts/dashboard/verify-events';
import type { FastifyInstance } from 'fastify';
import { getForOrgScope } from '../../auth/org-scope-routes.ts';
import type { FeatureContext } from '../context.ts';
import { dashboardCardsService } from './dashboard-cards.service.ts';

/** GET dashboard/{customers|tenants}/{id}/...: the ten dashboard cards' calls (spec doc 2 §7), and Detection accuracy (ours). */
export function registerDashboardCardsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const cards = dashboardCardsService(ctx);

  getForOrgScope(
    v1,
    'all-extension-users',
    { ...allExtensionUsersQuerySchema, response: allExtensionUsersResponseSchema },
    (user, scope, query) => cards.allExtensionUsers(user, scope, query),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'extension-users',
    { ...extensionUsersQuerySchema, response: extensionUsersResponseSchema },
    (user, scope, query) => cards.newUsers(user, scope, query.daysduration),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'active-users',
    { ...activeUsersQuerySchema, response: activeUsersResponseSchema },
    (user, scope, query) => cards.activeUsers(user, scope, query.daysduration),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'daily/all-events',
    { ...dailyAllEventsQuerySchema, response: dailyAllEventsResponseSchema },
    (user, scope, query) => cards.dailyEvents(user, scope, query.daysduration),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'verify-events',
    { ...verifyEventsQuerySchema, response: verifyEventsResponseSchema },
    (user, scope, query) => cards.verifyEvents(user, scope, query.daysduration),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'false-positive-rates',
    { ...falsePositiveRatesQuerySchema, response: falsePositiveRatesResponseSchema },
    (user, scope, query) => cards.falsePositiveRates(user, scope, query.daysduration),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'url-users',
    { ...urlUsersQuerySchema, response: urlUsersResponseSchema },
    (user, scope, query) => cards.urlUsers(user, scope, query.daysduration, query.topvisitors),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'browser-types',
    { ...browserTypesQuerySchema, response: browserTypesResponseSchema },
    (user, scope) => cards.browserTypes(user, scope),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'os-types',
    { ...osTypesQuerySchema, response: osTypesResponseSchema },
    (user, scope) => cards.osTypes(user, scope),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'device-types',
    { ...deviceTypesQuerySchema, response: deviceTypesResponseSchema },
    (user, scope) => cards.deviceTypes(user, scope),
    'dashboard',
  );
}
