import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import { ACTIVE_WINDOW_DAYS } from '@baitwatch/contracts/extension/limits';
import {
  EXTENSION_USERS_EXPORT_MAX_ROWS,
  type GrowthTimespan,
  NOT_SEEN_DAYS,
} from '@baitwatch/contracts/licenses/constants';
import type {
  GrowthQuery,
  GrowthResponse,
  GrowthRow,
} from '@baitwatch/contracts/licenses/deployed-licenses-growth';
import { EXTENSION_USERS_CSV_HEADER } from '@baitwatch/contracts/licenses/export-extension-users';
import type {
  ExtensionUserRecord,
  ExtensionUserResponse,
} from '@baitwatch/contracts/licenses/extension-user';
import type {
  ExtensionUsersQuery,
  ExtensionUsersResponse,
} from '@baitwatch/contracts/licenses/extension-users';
import type { LicenseCountResponse } from '@baitwatch/contracts/licenses/license-count';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { type OrgScopeRequest, resolveOrgScope } from '../../auth/org-scope.ts';
import { notFound } from '../../http/errors.ts';
import { csvOf } from '../../lib/csv.ts';
import type { FeatureContext } from '../context.ts';
import { growthPeriods, SPAN_OF } from './growth-periods.ts';
import { licensesRepository, type UserRow } from './licenses.repository.ts';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** License Management: the deployed count's charts, the users grid, one user, the CSV export. */
export function licensesService(ctx: FeatureContext) {
  const repo = licensesRepository(ctx.database.db);

  /** A user as the console shows it; Active and "not seen" are judged against the clock (decision 0045). */
  function record(row: UserRow, now: Date): ExtensionUserRecord {
    const lastSeen = row.last_seen_at ? new Date(row.last_seen_at) : null;
    const seenWithin = (days: number) =>
      lastSeen !== null && now.getTime() - lastSeen.getTime() <= days * DAY_MS;
    return {
      id: Number(row.id),
      customerId: row.customer_id,
      name: row.name,
      oSUserId: row.os_user_id,
      oSComputerName: row.os_computer_name,
      oSUUID: row.os_uuid,
      email: row.email,
      isActive: seenWithin(ACTIVE_WINDOW_DAYS),
      created: iso(row.created),
      lastSeenAt: lastSeen?.toISOString() ?? null,
      notSeen: !seenWithin(NOT_SEEN_DAYS),
    };
  }

  const notSeenSince = (now: Date, notSeen: boolean) =>
    notSeen ? new Date(now.getTime() - NOT_SEEN_DAYS * DAY_MS) : undefined;

  async function growth(
    organizations: AuthorizedOrganizations,
    timespan: GrowthTimespan,
    withActive: boolean,
  ): Promise<GrowthRow[]> {
    const periods = growthPeriods(timespan, ctx.clock.now());
    const from = periods[0]?.period ?? '';
    const [rows, before] = await Promise.all([
      repo.periods(organizations, SPAN_OF[timespan], from),
      repo.createdBefore(organizations, from),
    ]);
    const byPeriod = new Map(rows.map((r) => [r.period, r]));
    let total = before;
    return periods.map(({ period, ...name }) => {
      const row = byPeriod.get(period);
      const created = Number(row?.new_users ?? 0);
      total += created;
      return {
        cNT: total,
        ...name,
        nEW: created,
        ...(withActive ? { aCTV: Number(row?.active_users ?? 0) } : {}),
      };
    });
  }

  async function breakdowns(organizations: AuthorizedOrganizations) {
    const rows = await repo.breakdowns(organizations);
    const of = (kind: 'os' | 'browser') =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => ({ legend: r.legend, values: { count: Number(r.users) } }));
    return { os: of('os'), browser: of('browser') };
  }

  return {
    /**
     * A report's extension coverage (decision 0074): the users deployed by the day `to` (exclusive,
     * YYYY-MM-DD), and the distinct users seen in the UTC month `month` (YYYY-MM-01), from the
     * growth chart's aggregate: it counts distinct users per day, month and year, not per week.
     */
    async coverage(organizations: AuthorizedOrganizations, to: string, month: string) {
      if (organizations.ids.length === 0) return { deployed: 0, activeInMonth: 0 };
      const [deployed, months] = await Promise.all([
        repo.createdBefore(organizations, to),
        repo.periods(organizations, 'M', month),
      ]);
      const active = months.find((m) => m.period === month)?.active_users ?? 0;
      return { deployed, activeInMonth: Number(active) };
    },

    async licenseCount(user: SessionUser, scope: OrgScopeRequest): Promise<LicenseCountResponse> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      return organizations.ids.length ? breakdowns(organizations) : { os: [], browser: [] };
    },

    /** The growth rows; the active-user series for the provider only (doc 1 §6). */
    async growth(user: SessionUser, scope: OrgScopeRequest, query: GrowthQuery): Promise<GrowthResponse> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      const answer: GrowthResponse = {};
      if (query.getDataByPeriod)
        answer.growth = await growth(organizations, query.timespan, ctx.policy.isProvider(user));
      if (query.getDataByBrowser || query.getDataByOS) {
        const split = organizations.ids.length ? await breakdowns(organizations) : { os: [], browser: [] };
        if (query.getDataByBrowser) answer.browser = split.browser;
        if (query.getDataByOS) answer.os = split.os;
      }
      return answer;
    },

    async users(
      user: SessionUser,
      scope: OrgScopeRequest,
      query: ExtensionUsersQuery,
    ): Promise<ExtensionUsersResponse> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      if (organizations.ids.length === 0) return { records: [] };
      const now = ctx.clock.now();
      const rows = await repo.users(
        { organizations, notSeenSince: notSeenSince(now, query.notSeen) },
        query.offset,
        query.pageSize,
      );
      return { records: rows.map((r) => record(r, now)) };
    },

    async user(user: SessionUser, customerId: number, userId: number): Promise<ExtensionUserResponse> {
      const organization = await ctx.policy.customer(user, customerId);
      const [row, browsers] = await Promise.all([
        repo.user(organization, userId),
        repo.browserDetails(organization, userId),
      ]);
      if (!row) throw notFound(LICENSE_MESSAGES.extensionUserNotFound);
      return {
        ...record(row, ctx.clock.now()),
        browserDetails: browsers.map((b) => ({ os: b.os, browser: b.browser, created: iso(b.created) })),
      };
    },

    /** The users as CSV, newest first, up to the export's limit. */
    async exportCsv(user: SessionUser, scope: OrgScopeRequest, notSeen: boolean): Promise<string> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      const now = ctx.clock.now();
      const rows = organizations.ids.length
        ? await repo.users(
            { organizations, notSeenSince: notSeenSince(now, notSeen) },
            0,
            EXTENSION_USERS_EXPORT_MAX_ROWS,
          )
        : [];
      return csvOf(
        EXTENSION_USERS_CSV_HEADER,
        rows.map((row) => {
          const r = record(row, now);
          return [
            extensionUserLabel(r),
            r.email ?? '',
            r.oSUserId ?? '',
            r.oSComputerName ?? '',
            r.oSUUID ?? '',
            String(r.customerId),
            r.isActive ? 'Active' : 'Inactive',
            r.created,
            r.lastSeenAt ?? '',
            r.notSeen ? 'yes' : 'no',
          ];
        }),
      );
    },
  };
}
export type LicensesService = ReturnType<typeof licensesService>;
