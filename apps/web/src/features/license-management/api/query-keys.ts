import type { LicenseScope } from '../model/license-scope.ts';
import { scopeKey } from '../model/license-scope.ts';

/** Query keys of License Management: all under one root, so a refresh can drop them together. */
export const licenseKeys = {
  all: ['licenses'] as const,
  ofScope: (call: string, scope: LicenseScope, ...rest: unknown[]) =>
    ['licenses', call, scopeKey(scope), ...rest] as const,
  user: (customerId: number, userId: number) => ['licenses', 'user', customerId, userId] as const,
};
