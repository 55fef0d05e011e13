import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { InstallPrincipal } from '../../auth/install-principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  browserDetails,
  customers,
  extensionInstalls,
  extensionUsers,
  tenants,
} from '../../db/schema/index.ts';

/** The authenticated install, with what each event copies from its extension user and browser. */

// The user's latest recorded browser and OS (correlated: one index probe on browser_details_user_idx).
const latestBrowser = (column: 'os' | 'browser') =>
  sql<string | null>`(select ${sql.identifier(column)} from ${browserDetails}
    where ${browserDetails.customerId} = ${extensionInstalls.customerId}
      and ${browserDetails.extensionUserId} = ${extensionInstalls.extensionUserId}
    order by ${browserDetails.created} desc, ${browserDetails.id} desc limit 1)`;

export function installsRepository(db: Db) {
  return {
    /** Token lookups are not tenant-scoped: the token itself decides the organization. */
    async byTokenHash(tokenHash: string): Promise<InstallPrincipal | null> {
      const [row] = await db
        .select({
          installId: extensionInstalls.id,
          tokenHash: extensionInstalls.tokenHash,
          customerId: extensionInstalls.customerId,
          extensionUserId: extensionInstalls.extensionUserId,
          revokedAt: extensionInstalls.revokedAt,
          // A cancelled tenant account stops its organizations' extensions too.
          customerActive: sql<boolean>`${customers.isActive} and ${tenants.isActive}`,
          blobContainer: customers.blobContainer,
          email: extensionUsers.email,
          osUserId: extensionUsers.osUserId,
          osComputerName: extensionUsers.osComputerName,
          osUuid: extensionUsers.osUuid,
          os: latestBrowser('os'),
          browser: latestBrowser('browser'),
        })
        .from(extensionInstalls)
        .innerJoin(customers, eq(customers.id, extensionInstalls.customerId))
        .innerJoin(tenants, eq(tenants.id, customers.tenantId))
        .innerJoin(
          extensionUsers,
          and(
            eq(extensionUsers.customerId, extensionInstalls.customerId),
            eq(extensionUsers.id, extensionInstalls.extensionUserId),
          ),
        )
        .where(eq(extensionInstalls.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * A managed re-registration replaces the install of the same OS identity in the same browser:
     * the user's other live managed installs of that browser (or of none recorded) are revoked.
     * Answers their token hashes, for the authenticator to forget.
     */
    async revokeReplaced(
      tx: Db | Tx,
      install: { customerId: number; extensionUserId: number; installId: string; browser: string },
      at: Date,
    ): Promise<string[]> {
      const rows = await tx
        .update(extensionInstalls)
        .set({ revokedAt: at })
        .where(
          and(
            eq(extensionInstalls.customerId, install.customerId),
            eq(extensionInstalls.extensionUserId, install.extensionUserId),
            eq(extensionInstalls.method, 'managed'),
            ne(extensionInstalls.id, install.installId),
            isNull(extensionInstalls.revokedAt),
            or(eq(extensionInstalls.browser, install.browser), isNull(extensionInstalls.browser)),
          ),
        )
        .returning({ tokenHash: extensionInstalls.tokenHash });
      return rows.map((row) => row.tokenHash);
    },

    async revoke(customerId: number, installId: string, at: Date) {
      await db
        .update(extensionInstalls)
        .set({ revokedAt: at })
        .where(
          and(
            eq(extensionInstalls.customerId, customerId),
            eq(extensionInstalls.id, installId),
            isNull(extensionInstalls.revokedAt),
          ),
        );
    },
  };
}
