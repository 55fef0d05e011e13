import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export function storageBlobRepository(db: Db) {
  return {
    /** Called only after the access policy admitted the organization. */
    async blobContainer(customerId: number): Promise<string | null> {
      const [row] = await db
        .select({ container: customers.blobContainer })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.container ?? null;
    },
  };
}
