/** Whose single sign-on a panel shows: a tenant's (MSP Center) or an organization's (Settings). */
export type SsoScope = { tenantId: number } | { customerId: number };

/** The query key of a scope's settings. */
export const ssoQueryKey = (scope: SsoScope) =>
  'tenantId' in scope
    ? (['sso', 'tenant', scope.tenantId] as const)
    : (['sso', 'customer', scope.customerId] as const);
