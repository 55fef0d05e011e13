import { eq } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export function storageBlobRepository(db: Db) {
  return {
    async blobContainer(organization: AuthorizedOrganization): Promise<string | null> {
      const [row] = await db
        .select({ container: customers.blobContainer })
        .from(customers)
        .where(eq(customers.id, organization.id));
      return row?.container ?? null;
    },
  };
}
