import { BRANDS_LIMIT } from '@baitwatch/contracts/brands/portal-brands';
import { SEARCH_EXTENSION_USERS_LIMIT } from '@baitwatch/contracts/events/search-extension-users';
import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../../auth/authorized.ts';
import type { Db } from '../../../db/client.ts';
import { prefixPattern } from '../../../db/like-patterns.ts';
import { rowsOf } from '../../../db/rows.ts';
import { extensionUsers } from '../../../db/schema/index.ts';
import { idArray } from '../../../db/sql-lists.ts';

/** Escapes LIKE wildcards so a typed % or _ matches itself. */

/** What the feed's filter bar offers: brands seen, extension users, and the user count. */
export function feedOptionsRepository(db: Db) {
  return {
    async brands(organizations: AuthorizedOrganizations, start: Date, end: Date): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct b.brand from events e cross join lateral unnest(e.brands) as b(brand)
        where e.customer_id = any(${idArray(organizations.ids)})
          and e.detection_time >= ${start.toISOString()} and e.detection_time <= ${end.toISOString()}
        order by b.brand limit ${BRANDS_LIMIT}`);
      return rowsOf<{ brand: string }>(result).map((r) => r.brand);
    },

    async searchExtensionUsers(organizations: AuthorizedOrganizations, term: string) {
      const pattern = prefixPattern(term.toLowerCase());
      const matches: SQL[] = [
        sql`lower(${extensionUsers.email}) like ${pattern}`,
        sql`lower(${extensionUsers.name}) like ${pattern}`,
        sql`lower(${extensionUsers.osUserId}) like ${pattern}`,
        sql`lower(${extensionUsers.osComputerName}) like ${pattern}`,
      ];
      return db
        .select({
          id: extensionUsers.id,
          customerId: extensionUsers.customerId,
          name: extensionUsers.name,
          email: extensionUsers.email,
          oSUserId: extensionUsers.osUserId,
          oSComputerName: extensionUsers.osComputerName,
          oSUUID: extensionUsers.osUuid,
        })
        .from(extensionUsers)
        .where(
          and(
            inArray(extensionUsers.customerId, [...organizations.ids]),
            sql`(${sql.join(matches, sql` or `)})`,
          ),
        )
        .orderBy(extensionUsers.email, extensionUsers.id)
        .limit(SEARCH_EXTENSION_USERS_LIMIT);
    },

    async extensionUserCount(organizations: AuthorizedOrganizations): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(extensionUsers)
        .where(inArray(extensionUsers.customerId, [...organizations.ids]));
      return Number(row?.n ?? 0);
    },
  };
}
