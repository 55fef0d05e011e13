/** The product's name, in one place: a whitelabel deployment renames it. */
export const PRODUCT_NAME = 'Baitwatch';
export const PROVIDER_ROLE = `${PRODUCT_NAME}Admin` as const;

export const ROLES = [PROVIDER_ROLE, 'TenantAdmin', 'CustomerAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const LICENSE_TYPES = ['BASICPHISH', 'TISOC', 'PHISHPROTSUITE'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];
export const DEFAULT_LICENSE_TYPE: LicenseType = 'BASICPHISH';
/** The exclusive threat intel type: its customers get threat intel and little else. */
export const RESTRICTED_LICENSE_TYPE: LicenseType = 'TISOC';
/** The two types allowed on the Threat Intel page. */
export const THREAT_INTEL_LICENSE_TYPES: readonly LicenseType[] = ['TISOC', 'PHISHPROTSUITE'];

/** The header every console call carries (doubles as CSRF protection). */
export const FUNCTIONS_KEY_HEADER = 'x-functions-key';
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh_token';
export const AUTH_COOKIE_MAX_AGE_SECONDS = 6000;
