/**
 * What a report covers: one organization, or a tenant's roll-up (every organization of the tenant).
 * `key` names it in the subscriptions and mailings tables and in job dedupe keys.
 */
export type ReportScope = { customerId: number } | { tenantId: number };

export const scopeKey = (scope: ReportScope) =>
  'tenantId' in scope ? `tenant:${scope.tenantId}` : `customer:${scope.customerId}`;

export const scopeColumns = (scope: ReportScope) =>
  'tenantId' in scope
    ? { scopeKey: scopeKey(scope), customerId: null, tenantId: scope.tenantId }
    : { scopeKey: scopeKey(scope), customerId: scope.customerId, tenantId: null };
