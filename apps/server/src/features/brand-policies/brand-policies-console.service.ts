import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  BRAND_POLICY_MESSAGES,
  type BrandPolicy,
  type BrandPolicyWriteResponse,
  type brandPolicyWriteSchema,
} from '@baitwatch/contracts/brands/brand-policy';
import type {
  ListBrandPoliciesResponse,
  listBrandPoliciesQuerySchema,
} from '@baitwatch/contracts/brands/list-brand-policies';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { PROVIDER_WIDE } from '../audit-log/audit-log.service.ts';
import type { BrandPoliciesService } from '../brand-policies/brand-policies.service.ts';
import type { FeatureContext } from '../context.ts';
import type { StoredBrandPolicy } from './brand-policies.repository.ts';

type BrandPolicyBody = z.output<typeof brandPolicyWriteSchema>;
type ListQuery = z.output<typeof listBrandPoliciesQuerySchema>;

const toPolicy = (
  row: Pick<StoredBrandPolicy, 'id' | 'brandName' | 'isActive' | 'alias' | 'domain' | 'logos'>,
): BrandPolicy => ({
  id: row.id,
  brandName: row.brandName,
  isActive: row.isActive,
  alias: row.alias,
  domain: row.domain,
  logos: row.logos,
});

/** A policy as its audit entries show it: aliases (with * for a partial match) and domains, in words. */
const audited = (policy: BrandPolicy) => ({
  brandName: policy.brandName,
  isActive: policy.isActive,
  alias: policy.alias.map((a) => (a.isPartialMatch ? `${a.value}*` : a.value)).join(', '),
  domains: policy.domain.map((d) => d.value).join(', '),
  logos: policy.logos.map((l) => l.name || l.hash).join(', '),
});

/**
 * Baseline Brand Policies (doc 2 §2, §7): global, the provider's only to read and write (the
 * extensions get the active ones in their config). Every write is audited.
 */
export function brandPoliciesConsoleService(
  ctx: FeatureContext & { auditLog: AuditLogService; brandPolicies: BrandPoliciesService },
) {
  const db = ctx.database.db;
  const policies = ctx.brandPolicies;
  const audit = ctx.auditLog;

  return {
    async list(user: SessionUser, query: ListQuery): Promise<ListBrandPoliciesResponse> {
      ctx.policy.everything(user);
      const filter = { isActive: query.isActive, search: query.srchTxt };
      const [rows, total, totalRecordCount] = await Promise.all([
        policies.list(filter, query.offset, query.pageSize),
        policies.count(filter),
        policies.count(),
      ]);
      return { list: rows.map(toPolicy), total, totalRecordCount };
    },

    async total(user: SessionUser) {
      ctx.policy.everything(user);
      return { total: await policies.count() };
    },

    async create(user: SessionUser, body: BrandPolicyBody): Promise<BrandPolicyWriteResponse> {
      ctx.policy.everything(user);
      const policy = await db.transaction(async (tx) => {
        const created = toPolicy(await policies.create(body, tx));
        await audit.record(tx, user, {
          action: 'brand-policy.add',
          place: PROVIDER_WIDE,
          target: created.brandName,
          after: audited(created),
        });
        return created;
      });
      return { message: BRAND_POLICY_MESSAGES.added, policy };
    },

    async update(user: SessionUser, id: number, body: BrandPolicyBody): Promise<BrandPolicyWriteResponse> {
      ctx.policy.everything(user);
      const policy = await db.transaction(async (tx) => {
        const changed = await policies.update(tx, id, body, ctx.clock.now());
        if (!changed) throw notFound(BRAND_POLICY_MESSAGES.notFound);
        const after = toPolicy(changed.after);
        await audit.record(tx, user, {
          action: 'brand-policy.update',
          place: PROVIDER_WIDE,
          target: after.brandName,
          before: audited(toPolicy(changed.before)),
          after: audited(after),
        });
        return after;
      });
      return { message: BRAND_POLICY_MESSAGES.updated, policy };
    },
  };
}
