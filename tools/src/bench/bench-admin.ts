import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { asSystem } from '../../../apps/server/src/auth/authorize.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { sessionToken } from '../../../apps/server/src/test/fixtures.ts';
import { FUNCTIONS_KEY, type TestApp } from '../../../apps/server/src/test/harness.ts';

/** A TenantAdmin of the tenant, and the headers of its console calls (a session without a password). */
export async function benchAdminHeaders(t: TestApp, tenantId: number): Promise<Record<string, string>> {
  const admin = await organizationsService(t.deps.database.db).createAdmin(asSystem.tenant(tenantId), {
    email: 'bench@bench.local',
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'TenantAdmin',
  });
  return { authorization: `Bearer ${await sessionToken(t, admin)}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
}
