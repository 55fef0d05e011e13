import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { ACTIVE_LEGENDS } from '@baitwatch/contracts/dashboard/active-users';
import type { AllExtensionUsersResponse } from '@baitwatch/contracts/dashboard/all-extension-users';
import type { DashboardBreakdown, DashboardSeries } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { FalsePositiveRatesResponse } from '@baitwatch/contracts/dashboard/false-positive-rates';
import { VERIFY_LEGENDS } from '@baitwatch/contracts/dashboard/verify-events';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import { EVENT_STATUS_LABELS, EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { type OrgScopeRequest, resolveOrgScope } from '../../auth/org-scope.ts';
import type { FeatureContext } from '../context.ts';
import {
  type CardScope,
  dashboardCardsRepository,
  type FleetDimension,
} from './dashboard-cards.repository.ts';

const DAY_MS = 86_400_000;

/** The UTC days of a window of `days` days ending today, oldest first (YYYY-MM-DD). */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

// The stacked bars' legends in a fixed order, so each status keeps its place and colour.
const LEGEND_ORDER: readonly string[] = [
  EVENT_STATUS_LABELS.aiSuspicious,
  EVENT_STATUS_LABELS.verifiedPhish,
  EVENT_STATUS_LABELS.reportedPhish,
  EVENT_STATUS_LABELS.productVerified,
  EVENT_STATUS_LABELS.googleFormPassword,
  EVENT_STATUS_LABELS.unknown,
  EVENT_STATUS_LABELS.legit,
];

/** Counts per day and legend as a dashboard series; legends with nothing in the window are left out. */
function toSeries(xaxis: string[], rows: { day: string; legend: string; count: number }[]): DashboardSeries {
  const index = new Map(xaxis.map((day, i) => [day, i]));
  const byLegend = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined || row.count === 0) continue;
    const counts = byLegend.get(row.legend) ?? xaxis.map(() => 0);
    counts[i] = (counts[i] ?? 0) + row.count;
    byLegend.set(row.legend, counts);
  }
  const order = (legend: string) => {
    const at = LEGEND_ORDER.indexOf(legend);
    return at < 0 ? LEGEND_ORDER.length : at;
  };
  const series = [...byLegend.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([legend, count]) => ({ legend, values: { count } }));
  const total = series.reduce((n, s) => n + s.values.count.reduce((m, c) => m + c, 0), 0);
  return { xaxis, series, total };
}

const breakdown = (records: { legend: string; count: number }[], total?: number): DashboardBreakdown => ({
  records: records.map((r) => ({ legend: r.legend, values: { count: r.count } })),
  total: total ?? records.reduce((n, r) => n + r.count, 0),
});

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
      const rows = none ? [] : await repo.falsePositiveRates(scope);
      const rates = (kind: 'brand' | 'signal') =>
        rows
          .filter((r) => r.kind === kind)
          .map((r) => ({
            legend: r.legend,
            triaged: Number(r.triaged),
            falsePositives: Number(r.false_positives),
          }))
          // The worst first: most false positives, then the highest rate.
          .sort(
            (a, b) =>
              b.falsePositives - a.falsePositives ||
              b.triaged - a.triaged ||
              a.legend.localeCompare(b.legend),
          );
      const total = rows.find((r) => r.kind === 'total');
      return {
        triaged: Number(total?.triaged ?? 0),
        falsePositives: Number(total?.false_positives ?? 0),
        byBrand: rates('brand'),
        bySignal: rates('signal'),
      };
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
      const rows = none ? [] : await repo.newUsersByDay(scope);
      const series = toSeries(
        xaxis,
        rows.map((r) => ({ day: r.day, legend: 'New users', count: Number(r.count) })),
      );
      // One legend always, so the card draws its (empty) days.
      return series.series.length
        ? series
        : { ...series, series: [{ legend: 'New users', values: { count: xaxis.map(() => 0) } }] };
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
      const rows = none ? [] : await repo.eventDays(scope);
      return toSeries(
        xaxis,
        rows.map((r) => ({
          day: r.day,
          legend: eventStatusLabel({ type: Number(r.type), triagedEvent: r.triaged }),
          count: Number(r.count),
        })),
      );
    },

    async verifyEvents(
      user: SessionUser,
      request: OrgScopeRequest,
      days: number,
    ): Promise<DashboardBreakdown> {
      const { scope, none } = await cardScope(user, request, days);
      const rows = none ? [] : await repo.eventDays(scope);
      let verified = 0;
      let unverified = 0;
      for (const r of rows) {
        const type = Number(r.type);
        if (!DEFAULT_FEED_TYPES.includes(type)) continue;
        if (r.triaged || type === EVENT_TYPES.productVerified) verified += Number(r.count);
        else unverified += Number(r.count);
      }
      return breakdown([
        { legend: VERIFY_LEGENDS.verified, count: verified },
        { legend: VERIFY_LEGENDS.unverified, count: unverified },
      ]);
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

    browserTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'browser'),
    osTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'os'),
    deviceTypes: (user: SessionUser, request: OrgScopeRequest) => fleet(user, request, 'device'),
  };
}
