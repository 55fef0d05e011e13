import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The live console's one statement: a NOTIFY, heard by every process listening on the channel. */
export function liveRepository(db: Db) {
  return {
    async notify(channel: string, payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}
