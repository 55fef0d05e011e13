/** A key's readable prefix says whose it is: one organization's (customer) or a tenant's (global). */
export const CUSTOMER_KEY_PREFIX = 'bwsoc_c_';
export const TENANT_KEY_PREFIX = 'bwsoc_t_';
/** The latest expiry a new key may have, in days from today (the spec sets none; decision 0046). */
export const API_KEY_MAX_DAYS = 730;
