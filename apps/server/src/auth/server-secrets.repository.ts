import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/** The secrets every process on the database shares (table server_secrets). */
export function serverSecretsRepository(db: Db) {
  return {
    /**
     * The secret of this name: the stored one, or `candidate` stored now. When two processes start at
     * once, the first insert wins and both read the winner.
     */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} neither stored nor found`);
      return row.value;
    },
  };
}
