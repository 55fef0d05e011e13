import type { ListBrandPoliciesQuery } from '@baitwatch/contracts/brands/list-brand-policies';

/** The brand policy queries: a save refreshes them all. */
export const brandPolicyKeys = {
  all: ['advanced-settings', 'brand-policies'] as const,
  page: (query: ListBrandPoliciesQuery) => [...brandPolicyKeys.all, 'page', query] as const,
  total: () => [...brandPolicyKeys.all, 'total'] as const,
};
