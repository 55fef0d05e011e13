import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { describe, expect, it } from 'vitest';
import { welcomeKind } from './welcome.ts';

describe('welcome popups', () => {
  it('never greets the provider', () => {
    expect(welcomeKind(PROVIDER_ROLE, 0, 0)).toBeNull();
  });

  it('sends a TenantAdmin without organizations to add them', () => {
    expect(welcomeKind('TenantAdmin', 0, undefined)).toBe('noOrganizations');
  });

  it('sends the others to Deployment when the extension user count is below 1', () => {
    expect(welcomeKind('CustomerAdmin', 1, 0)).toBe('noExtensionUsers');
    expect(welcomeKind('TenantAdmin', 3, 0)).toBe('noExtensionUsers');
    expect(welcomeKind('CustomerAdmin', 1, 1)).toBeNull();
    expect(welcomeKind('CustomerAdmin', 1, undefined)).toBeNull();
  });
});
