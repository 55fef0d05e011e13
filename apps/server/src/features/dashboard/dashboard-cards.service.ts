import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { ACTIVE_LEGENDS } from '@baitwatch/contracts/dashboard/active-users';
import type { AllExtensionUsersResponse } from '@baitwatch/contracts/dashboard/all-extension-users';
import type { DashboardBreakdown, DashboardSeries } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { FalsePositiveRatesResponse } from '@baitwatch/contracts/dashboard/false-positive-rates';
import { eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { type OrgScopeRequest, resolveOrgScope } from '../../auth/org-scope.ts';
import type { FeatureContext } from '../context.ts';
import {
  breakdown,
  daysBetween,
  falsePositiveRatesOf,
  toSeries,
  verifiedTally,
  windowDays,
} from './card-shapes.ts';
import {
  type CardScope,
  dashboardCardsRepository,
  type FleetDimension,
} from './dashboard-cards.repository.ts';

/**
 * The dashboard cards (spec doc 2 §2, §7): who may read a scope is the access policy's answer
 * (resolveOrgScope, as for the feed); the figures come from the aggregates (decision 0044).
 */
export function dashboardCardsService(ctx: FeatureContext) {
  const repo = dashboardCardsRepository(ctx.database.db);

  async function cardScope(user: SessionUser, request: OrgScopeRequest, days: number) {
    const organizations = await resolveOrgScope(ctx.policy, user, request);
    const xaxis = windowDays(ctx.clock.now(), days);
    const scope: CardScope = { organizations, from: xaxis[0] ?? '' };
    return { scope, xaxis, none: organizations.ids.length === 0 };
  }

  /** One legend always, so a chart draws its (empty) days. */
  const newUsersSeries = (xaxis: string[], rows: { day: string; count: string | number }[]) => {
    const series = toSeries(
      xaxis,
      rows.map((r) => ({ day: r.day, legend: 'New users', count: Number(r.count) })),
    );
    return series.series.length
      ? series
      : { ...series, series: [{ legend: 'New users', values: { count: xaxis.map(() => 0) } }] };
  };

  const eventsSeries = (xaxis: string[], rows: Awaited<ReturnType<typeof repo.eventDays>>) =>
    toSeries(
      xaxis,
      rows.map((r) => ({
        day: r.day,
        legend: eventStatusLabel({ type: Number(r.type), triagedEvent: r.triaged }),
        count: Number(r.count),
      })),
    );

  async function fleet(user: SessionUser, request: OrgScopeRequest, dimension: FleetDimension) {
    const organizations: AuthorizedOrganizations = await resolveOrgScope(ctx.policy, user, request);
    if (organizations.ids.length === 0) return breakdown([]);
    const rows = await repo.fleet(organizations, dimension);
    return breakdown(rows.map((r) => ({ legend: r.value, count: Number(r.users) })));
  }

  return {
    async falsePositiveRates(
      user: SessionUser,
      request: OrgScopeRequest,
      days: number,
    ): Promise<FalsePositiveRatesResponse> {
      const { scope, none } = await cardScope(user, request, days);
      return falsePositiveRatesOf(none ? [] : await repo.falsePositiveRates(scope));
    },

    async allExtensionUsers(
      user: SessionUser,
      request: OrgScopeRequest,
      page: { offset: number; pageSize: number },
    ): Promise<AllExtensionUsersResponse> {
      const { scope, none } = await cardScope(user, request, 1);
      if (none) return { records: [], totalRecordsCount: 0 };
      const [rows, totals] = await Promise.all([
        repo.usersPage(scope.organizations, page.offset, page.pageSize),
        repo.userTotals(scope),
      ]);
      return {
        records: rows.map((r) => ({
          id: Number(r.id),
          customerId: Number(r.customer_id),
          name: r.name,
          email: r.email,
          created: new Date(r.created).toISOString(),
        })),
        totalRecordsCount: totals.registered,
      };
    },

    async newUsers(user: SessionUser, request: OrgScopeRequest, days: number): Promise<DashboardSeries> {
      const { scope, xaxis, none } = await cardScope(user, request, days);
      return newUsersSeries(xaxis, none ? [] : await repo.newUsersByDay(scope));
    },

    async activeUsers(
      user: SessionUser,
      request: OrgScopeRequest,
      days: number,
    ): Promise<DashboardBreakdown> {
      const { scope, none } = await cardScope(user, request, days);
      const totals = none ? { registered: 0, seen: 0 } : await repo.userTotals(scope);
      const active = Math.min(totals.seen, totals.registered);
      return breakdown(
        [
          { legend: ACTIVE_LEGENDS.active, count: active },
          { legend: ACTIVE_LEGENDS.inactive, count: totals.registered - active },
        ],
        totals.registered,
      );
    },

    async dailyEvents(user: SessionUser, request: OrgScopeRequest, days: number): Promise<DashboardSeries> {
      const { scope, xaxis, none } = await cardScope(user, request, days);
      return eventsSeries(xaxis, none ? [] : await repo.eventDays(scope));
    },

    async verifyEvents(
      user: SessionUser,
      request: OrgScopeRequest,
      days: number,
    ): Promise<DashboardBreakdown> {
      const { scope, none } = await cardScope(user, request, days);
      return verifiedTally(none ? [] : await repo.eventDays(scope));
    },

    async urlUsers(
      user: SessionUser,
      request: OrgScopeRequest,
      days: number,
      top: number,
    ): Promise<DashboardBreakdown> {
      const { scope, none } = await cardScope(user, request, days);
      const rows = none ? [] : await repo.urlUsers(scope, top);
      return breakdown(rows.map((r) => ({ legend: r.url, count: Number(r.users) })));
    },

    /**
     * The cards' figures over the UTC days [from, to) of organizations already authorized: a scheduled
     * or downloaded report (decision 0074) reads the same aggregates, through the same SQL, as the cards.
     */
    async periodFigures(organizations: AuthorizedOrganizations, from: string, to: string) {
      const scope: CardScope = { organizations, from, to };
      const xaxis = daysBetween(from, to);
      const none = organizations.ids.length === 0;
      const [eventDays, newUsers, triage] = none
        ? [[], [], []]
        : await Promise.all([
            repo.eventDays(scope),
            repo.newUsersByDay(scope),
            repo.falsePositiveRates(scope),
          ]);
      return {
        events: eventsSeries(xaxis, eventDays),
        verified: verifiedTally(eventDays),
        newUsers: newUsersSeries(xaxis, newUsers),
        detectionAccuracy: falsePositiveRatesOf(triage),
      };
    },

    browserTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'browser'),
    osTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'os'),
    deviceTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'device'),
  };
}
export type DashboardCardsService = ReturnType<typeof dashboardCardsService>;
