import { defineCall } from '../common/call.ts';
import { defineOrgScopeGet } from '../events/org-scope-calls.ts';
import { activeUsersQuerySchema, activeUsersResponseSchema } from './active-users.ts';
import { allExtensionUsersQuerySchema, allExtensionUsersResponseSchema } from './all-extension-users.ts';
import { browserTypesQuerySchema, browserTypesResponseSchema } from './browser-types.ts';
import { dailyAllEventsQuerySchema, dailyAllEventsResponseSchema } from './daily-all-events.ts';
import { deviceTypesQuerySchema, deviceTypesResponseSchema } from './device-types.ts';
import { extensionUsersQuerySchema, extensionUsersResponseSchema } from './extension-users.ts';
import { falsePositiveRatesQuerySchema, falsePositiveRatesResponseSchema } from './false-positive-rates.ts';
import { loginStatsResponseSchema } from './login-stats.ts';
import { osTypesQuerySchema, osTypesResponseSchema } from './os-types.ts';
import { statsParamsSchema, statsQuerySchema } from './stats-query.ts';
import { threatStatsResponseSchema } from './threat-stats.ts';
import { urlUsersQuerySchema, urlUsersResponseSchema } from './url-users.ts';
import { verifyEventsQuerySchema, verifyEventsResponseSchema } from './verify-events.ts';

// The dashboard's ten cards (spec doc 2 §7), Detection accuracy (ours), and the feed's two charts
// (spec doc 1 §7 "Charts and dashboards"), for an organization or a Global View.

/** The extension users, one page. */
export const allExtensionUsersCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'all-extension-users',
  query: allExtensionUsersQuerySchema,
  response: allExtensionUsersResponseSchema,
});

/** New users per day. */
export const newUsersCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'extension-users',
  query: extensionUsersQuerySchema,
  response: extensionUsersResponseSchema,
});

/** Active users per day. */
export const activeUsersCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'active-users',
  query: activeUsersQuerySchema,
  response: activeUsersResponseSchema,
});

/** Events per day. */
export const dailyEventsCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'daily/all-events',
  query: dailyAllEventsQuerySchema,
  response: dailyAllEventsResponseSchema,
});

/** Verified events per day. */
export const verifiedEventsCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'verify-events',
  query: verifyEventsQuerySchema,
  response: verifyEventsResponseSchema,
});

/** Detection accuracy: the false-positive rates. */
export const falsePositiveRatesCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'false-positive-rates',
  query: falsePositiveRatesQuerySchema,
  response: falsePositiveRatesResponseSchema,
});

/** Most common threats per unique users. */
export const urlUsersCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'url-users',
  query: urlUsersQuerySchema,
  response: urlUsersResponseSchema,
});

/** Users per browser. */
export const browserTypesCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'browser-types',
  query: browserTypesQuerySchema,
  response: browserTypesResponseSchema,
});

/** Users per operating system. */
export const osTypesCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'os-types',
  query: osTypesQuerySchema,
  response: osTypesResponseSchema,
});

/** Users per device type. */
export const deviceTypesCard = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'device-types',
  query: deviceTypesQuerySchema,
  response: deviceTypesResponseSchema,
});

/** The feed's threats chart: r=C for an organization, r=M (with groupId) for a Global View. */
export const getThreatStats = defineCall({
  method: 'GET',
  path: '/v1/dashboard/stats/{id}/threats',
  access: 'signedIn',
  params: statsParamsSchema,
  query: statsQuerySchema,
  response: threatStatsResponseSchema,
});

/** The feed's login pages chart, in the same two forms. */
export const getLoginStats = defineCall({
  method: 'GET',
  path: '/v1/dashboard/stats/{id}/events',
  access: 'signedIn',
  params: statsParamsSchema,
  query: statsQuerySchema,
  response: loginStatsResponseSchema,
});
