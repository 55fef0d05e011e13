import {
  activeUsersCard,
  allExtensionUsersCard,
  browserTypesCard,
  dailyEventsCard,
  deviceTypesCard,
  falsePositiveRatesCard,
  newUsersCard,
  osTypesCard,
  urlUsersCard,
  verifiedEventsCard,
} from '@baitwatch/contracts/dashboard/calls';
import type { FastifyInstance } from 'fastify';
import { serveOrgScopeCalls } from '../../auth/serve-org-scope-calls.ts';
import type { AppContext } from '../services.ts';

/** The ten dashboard cards' calls and Detection accuracy (dashboard/calls.ts). */
export function registerDashboardCardsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const cards = ctx.dashboardCards;
  serveOrgScopeCalls(v1, allExtensionUsersCard, ({ user, scope, query }) =>
    cards.allExtensionUsers(user, scope, query),
  );
  serveOrgScopeCalls(v1, newUsersCard, ({ user, scope, query }) =>
    cards.newUsers(user, scope, query.daysduration),
  );
  serveOrgScopeCalls(v1, activeUsersCard, ({ user, scope, query }) =>
    cards.activeUsers(user, scope, query.daysduration),
  );
  serveOrgScopeCalls(v1, dailyEventsCard, ({ user, scope, query }) =>
    cards.dailyEvents(user, scope, query.daysduration),
  );
  serveOrgScopeCalls(v1, verifiedEventsCard, ({ user, scope, query }) =>
    cards.verifyEvents(user, scope, query.daysduration),
  );
  serveOrgScopeCalls(v1, falsePositiveRatesCard, ({ user, scope, query }) =>
    cards.falsePositiveRates(user, scope, query.daysduration),
  );
  serveOrgScopeCalls(v1, urlUsersCard, ({ user, scope, query }) =>
    cards.urlUsers(user, scope, query.daysduration, query.topvisitors),
  );
  serveOrgScopeCalls(v1, browserTypesCard, ({ user, scope }) => cards.browserTypes(user, scope));
  serveOrgScopeCalls(v1, osTypesCard, ({ user, scope }) => cards.osTypes(user, scope));
  serveOrgScopeCalls(v1, deviceTypesCard, ({ user, scope }) => cards.deviceTypes(user, scope));
}
