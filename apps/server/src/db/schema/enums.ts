// Enumerated values the database enforces with CHECK constraints. The contracts package holds the
// same lists for validation; the database is the last line of defence.
export const ROLES = ['BaitwatchAdmin', 'TenantAdmin', 'CustomerAdmin'] as const;
export const LICENSE_TYPES = ['BASICPHISH', 'TISOC', 'PHISHPROTSUITE'] as const;
export const USER_ACTIONS = ['Pending', 'Close'] as const;
export const DEVICE_TYPES = ['D', 'M'] as const;

export const sqlList = (values: readonly (string | number)[]) =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ');
