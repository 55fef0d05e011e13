import { SOC_DEFAULT_WINDOW_DAYS } from '@baitwatch/contracts/enterprise-soc/constants';
import type { SocCustomersQuery, SocCustomersResponse } from '@baitwatch/contracts/enterprise-soc/customers';
import type {
  DeployedLicensesQuery,
  DeployedLicensesResponse,
} from '@baitwatch/contracts/enterprise-soc/deployed-licenses-count';
import type {
  FetchIncidentsQuery,
  FetchIncidentsResponse,
} from '@baitwatch/contracts/enterprise-soc/fetch-incidents';
import type {
  LoginPagesScannedQuery,
  LoginPagesScannedResponse,
} from '@baitwatch/contracts/enterprise-soc/login-pages-scanned';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { GlobalKeyFilters } from '@baitwatch/contracts/enterprise-soc/query-params';
import type {
  ThreatIntelSocQuery,
  ThreatIntelSocResponse,
} from '@baitwatch/contracts/enterprise-soc/threat-intel-soc';
import { DEFAULT_FEED_TYPES, TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { badRequest } from '../../http/errors.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { FeatureContext } from '../context.ts';
import { eventReadsRepository } from '../events/read/event-reads.repository.ts';
import { isoTime, toEventRecord } from '../events/read/event-row.ts';
import type { FeedQuery } from '../events/read/feed-query.ts';
import type { ThreatIntelService } from '../threat-intel/threat-intel.service.ts';
import { enterpriseSocRepository, type SocOrganizationRow } from './enterprise-soc.repository.ts';
import { socIncidentOf } from './soc-incident.ts';
import { socSnapshots } from './soc-snapshots.ts';

const DAY_MS = 86_400_000;
const hasGlobalFilter = (f: GlobalKeyFilters) =>
  f.customerId !== undefined || f.customerName !== undefined || f.orgCode !== undefined;

/**
 * The window of a SOC call: whole UTC days, enddate included. Without enddate, today; without
 * startdate, the SOC_DEFAULT_WINDOW_DAYS days up to enddate (decision 0047).
 */
export function socWindow(now: Date, startdate?: string, enddate?: string) {
  const endDay = enddate ?? now.toISOString().slice(0, 10);
  const end = new Date(`${endDay}T23:59:59.999Z`);
  const start = startdate
    ? new Date(`${startdate}T00:00:00.000Z`)
    : new Date(new Date(`${endDay}T00:00:00.000Z`).getTime() - SOC_DEFAULT_WINDOW_DAYS * DAY_MS);
  if (start > end) throw badRequest(SOC_MESSAGES.invalidDateRange);
  return { start, end, startdate: start.toISOString().slice(0, 10), enddate: endDay };
}

/** The event kinds asked for: none named means all of the feed's defaults. */
function kinds(q: FetchIncidentsQuery): Pick<FeedQuery, 'types' | 'incidentTriaged'> {
  if (!q.suspicious && !q.verifiedphish && !q.pixmverified && !q.reportphish)
    return { types: [...DEFAULT_FEED_TYPES] };
  const types: number[] = [];
  if (q.suspicious || q.verifiedphish) types.push(EVENT_TYPES.incident);
  if (q.pixmverified) types.push(EVENT_TYPES.productVerified);
  if (q.reportphish) types.push(EVENT_TYPES.reportedPhish);
  // Both or neither of the two incident kinds: every incident. One of them: that triage state only.
  const incidentTriaged = q.suspicious === q.verifiedphish ? undefined : q.verifiedphish;
  return { types, incidentTriaged };
}

/**
 * The Enterprise SOC API (spec doc 2 §7; decisions 0046, 0047). The key was authenticated before
 * these run (enterprise-soc.auth.ts); the policy turns its holder into what it may read.
 */
export function enterpriseSocService(
  ctx: FeatureContext & { apiKeys: ApiKeysService; threatIntel: ThreatIntelService },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const events = eventReadsRepository(db);
  const snapshots = socSnapshots(ctx.config.jwtSecret);
  const repo = enterpriseSocRepository(db);
  const keys = ctx.apiKeys;
  const intel = ctx.threatIntel;

  /** The key's organizations, narrowed by the global-key filters (refused on an organization's key). */
  async function scope(holder: ApiKeyHolderRef, filters: GlobalKeyFilters) {
    if (holder.kind === 'customer' && hasGlobalFilter(filters)) throw badRequest(SOC_MESSAGES.globalKeyOnly);
    const all = await policy.apiKeyOrganizations(holder);
    if (!hasGlobalFilter(filters)) return { organizations: all, rows: null };
    const rows = await repo.organizations(all, filters);
    return {
      organizations: policy.subsetOf(
        all,
        rows.map((r) => r.id),
      ),
      rows,
    };
  }

  async function namesOf(organizations: AuthorizedOrganizations, rows: SocOrganizationRow[] | null) {
    const list = rows ?? (await repo.organizations(organizations, {}));
    return new Map(list.map((r) => [r.id, r]));
  }

  return {
    async fetchIncidents(holder: ApiKeyHolderRef, q: FetchIncidentsQuery): Promise<FetchIncidentsResponse> {
      const { organizations, rows } = await scope(holder, q);
      const window = socWindow(ctx.clock.now(), q.startdate, q.enddate);
      const lastEventId = q.snapshotId ? snapshots.open(holder, q.snapshotId) : await events.lastEventId();
      const query: FeedQuery = {
        organizations,
        start: window.start,
        end: window.end,
        ...kinds(q),
        brand: q.brand,
        removeRepeatUrl: q.removerepeaturl,
        removeThreatUrl: q.removethreaturl,
        includeFalsePositive: q.includeFalsePositive,
        cleared: q.clearedflag,
        order: q.order,
        idAtMost: lastEventId,
        offset: (q.pageNumber - 1) * q.pagesize,
        limit: q.pagesize,
      };
      const { snapshotId: _given, ...asked } = q;
      const filters = {
        ...asked,
        startdate: window.startdate,
        enddate: window.enddate,
        snapshotId: q.snapshotId ?? snapshots.seal(holder, lastEventId),
      };
      if (organizations.ids.length === 0) return { filters, totalRecords: 0, records: [] };
      const [page, total, names] = await Promise.all([
        events.feedPage(query),
        events.feedCount(query),
        holder.kind === 'tenant' ? namesOf(organizations, rows) : null,
      ]);
      const now = ctx.clock.now();
      const records = page.map((row) =>
        socIncidentOf(toEventRecord(row), { now, publicUrl: ctx.config.publicUrl, names }),
      );
      // Counting stops at TOTAL_COUNT_CAP, as in the console's feed; filters says when it did.
      return {
        filters: { ...filters, totalRecordsCapped: total > TOTAL_COUNT_CAP },
        totalRecords: Math.min(total, TOTAL_COUNT_CAP),
        records,
      };
    },

    async loginPagesScanned(
      holder: ApiKeyHolderRef,
      q: LoginPagesScannedQuery,
    ): Promise<LoginPagesScannedResponse> {
      const { organizations } = await scope(holder, q);
      const window = socWindow(ctx.clock.now(), q.startdate, q.enddate);
      return { totalPagesScanned: await repo.loginPagesScanned(organizations, window.start, window.end) };
    },

    async deployedLicenses(
      holder: ApiKeyHolderRef,
      q: DeployedLicensesQuery,
    ): Promise<DeployedLicensesResponse> {
      const { organizations } = await scope(holder, q);
      return { deployedLicenses: await repo.deployedLicenses(organizations) };
    },

    async customers(holder: ApiKeyHolderRef, q: SocCustomersQuery): Promise<SocCustomersResponse> {
      policy.apiKeyTenant(holder, SOC_MESSAGES.customersGlobalOnly);
      const all = await policy.apiKeyOrganizations(holder);
      const [field, order] = q.sortBy.split('|') as ['customerName' | 'createdOn', 'asc' | 'desc'];
      const rows = await repo.organizations(all, q, { field, order });
      const shownKeys = await keys.shownCustomerKeys(
        policy.subsetOf(
          all,
          rows.map((r) => r.id),
        ),
      );
      const data = rows.map((r) => ({
        customerId: r.id,
        customerName: r.organizationName,
        orgCode: r.orgCode,
        createdOn: isoTime(r.created).slice(0, 10),
        isActive: r.isActive,
        firstName: r.firstName,
        lastName: r.lastName,
        phoneNo: r.phone,
        email: r.email,
        apikey: shownKeys.get(r.id) ?? null,
      }));
      return { data, totalRecords: data.length, errors: [] };
    },

    async threatIntel(holder: ApiKeyHolderRef, q: ThreatIntelSocQuery): Promise<ThreatIntelSocResponse> {
      const all = policy.apiKeyThreatIntel(holder, SOC_MESSAGES.noThreatIntelAccess);
      const rows = await intel.socRecords(all, q.filterBy, q.sortBy, q.pageNo, q.pageSize);
      const data = rows.map((r) => ({
        id: String(r.id),
        url: r.threatUrl,
        detection_time: isoTime(r.threatDetectedOn),
        ip: r.threatIpAddress,
        target_brand: r.detectedBrands[0] ?? null,
        industry: r.industry,
        country: r.country,
        state: r.state,
        city: r.city,
      }));
      return { data, error: null };
    },
  };
}
