import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, registrationCodes } from '../../db/schema/index.ts';

export interface LicensedCustomer {
  id: number;
  isActive: boolean;
}

export interface RegistrationCode {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export function registrationRepository(db: Db) {
  return {
    /** The license key decides the organization (it is the registration secret). */
    async customerByLicenseKey(licenseKey: string): Promise<LicensedCustomer | null> {
      const [row] = await db
        .select({ id: customers.id, isActive: customers.isActive })
        .from(customers)
        .where(eq(customers.licenseKey, licenseKey));
      return row ?? null;
    },

    /** The organization's tenant and number of users (what its webhooks need), read in `tx`. */
    async tenancy(tx: Db | Tx, customerId: number) {
      const [row] = await tx
        .select({ tenantId: customers.tenantId, noOfUsers: customers.noOfUsers })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async insertCode(
      tx: Db | Tx,
      code: { id: string; customerId: number; email: string; codeHash: string; expiresAt: Date; at: Date },
    ) {
      await tx.insert(registrationCodes).values({
        id: code.id,
        customerId: code.customerId,
        email: code.email,
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        created: code.at,
      });
    },

    /** The newest code sent to this email for this organization: a new request supersedes older codes. */
    async latestCode(customerId: number, email: string): Promise<RegistrationCode | null> {
      const [row] = await db
        .select({
          id: registrationCodes.id,
          codeHash: registrationCodes.codeHash,
          attempts: registrationCodes.attempts,
          expiresAt: registrationCodes.expiresAt,
          usedAt: registrationCodes.usedAt,
        })
        .from(registrationCodes)
        .where(
          and(
            eq(registrationCodes.customerId, customerId),
            sql`lower(${registrationCodes.email}) = lower(${email})`,
          ),
        )
        .orderBy(desc(registrationCodes.created))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong guess; answers the attempts so far (atomic, so parallel guesses all count). */
    async countAttempt(customerId: number, id: string): Promise<number> {
      const [row] = await db
        .update(registrationCodes)
        .set({ attempts: sql`${registrationCodes.attempts} + 1` })
        .where(and(eq(registrationCodes.customerId, customerId), eq(registrationCodes.id, id)))
        .returning({ attempts: registrationCodes.attempts });
      return row?.attempts ?? 0;
    },

    /** Marks the code used; false when another request used it first. */
    async useCode(tx: Db | Tx, customerId: number, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(registrationCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(registrationCodes.customerId, customerId),
            eq(registrationCodes.id, id),
            sql`${registrationCodes.usedAt} is null`,
          ),
        )
        .returning({ id: registrationCodes.id });
      return rows.length > 0;
    },
  };
}
