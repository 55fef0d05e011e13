import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/** What the push channels share reading: an organization's name, as events and mails about it say it ('' once it is gone). */
export async function organizationNameOf(tx: Db | Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ name: customers.organizationName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? '';
}
