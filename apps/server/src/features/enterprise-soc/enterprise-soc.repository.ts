import type { GlobalKeyFilters } from '@baitwatch/contracts/enterprise-soc/query-params';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { rowsOf } from '../../db/rows.ts';
import { idArray } from '../../db/sql-lists.ts';

export interface SocOrganizationRow {
  id: number;
  organizationName: string;
  orgCode: string | null;
  created: Date | string;
  isActive: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
}

/** The SQL of the Enterprise SOC API beyond the event read model: organizations, scans, users. */
export function enterpriseSocRepository(db: Db) {
  const organizationWhere = (
    organizations: AuthorizedOrganizations,
    f: GlobalKeyFilters & { isActive?: boolean | undefined },
  ) => {
    const parts: SQL[] = [sql`c.id = any(${idArray(organizations.ids)})`];
    if (f.customerId !== undefined) parts.push(sql`c.id = ${f.customerId}`);
    if (f.customerName !== undefined)
      parts.push(sql`c.organization_name ilike ${containsPattern(f.customerName)}`);
    if (f.orgCode !== undefined) parts.push(sql`lower(c.org_code) = lower(${f.orgCode})`);
    if (f.isActive !== undefined) parts.push(sql`c.is_active = ${f.isActive}`);
    return sql.join(parts, sql` and `);
  };

  return {
    /** The organizations of the set that the global-key filters keep, with what the answers show. */
    async organizations(
      organizations: AuthorizedOrganizations,
      filters: GlobalKeyFilters & { isActive?: boolean | undefined },
      sort: { field: 'customerName' | 'createdOn'; order: 'asc' | 'desc' } = {
        field: 'customerName',
        order: 'asc',
      },
    ): Promise<SocOrganizationRow[]> {
      if (organizations.ids.length === 0) return [];
      const column = sort.field === 'createdOn' ? 'c.created' : 'lower(c.organization_name)';
      const rows = rowsOf<SocOrganizationRow>(
        await db.execute(sql`
          select c.id, c.organization_name as "organizationName", c.org_code as "orgCode", c.created,
                 c.is_active as "isActive", c.first_name as "firstName", c.last_name as "lastName",
                 c.phone, c.email
          from customers c where ${organizationWhere(organizations, filters)}
          order by ${sql.raw(`${column} ${sort.order}`)}, c.id ${sql.raw(sort.order)}`),
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },

    /** Login pages the organizations' extensions scanned in the window (hourly counts summed). */
    async loginPagesScanned(organizations: AuthorizedOrganizations, start: Date, end: Date): Promise<number> {
      if (organizations.ids.length === 0) return 0;
      const [row] = rowsOf<{ n: number | string | null }>(
        await db.execute(sql`
          select coalesce(sum(s.count), 0) as n from login_page_scans s
          where s.customer_id = any(${idArray(organizations.ids)})
            and s.period_start >= ${start.toISOString()} and s.period_start <= ${end.toISOString()}`),
      );
      return Number(row?.n ?? 0);
    },

    /** Extension users registered to the organizations: their deployed licenses. */
    async deployedLicenses(organizations: AuthorizedOrganizations): Promise<number> {
      if (organizations.ids.length === 0) return 0;
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(
          sql`select count(*) as n from extension_users u where u.customer_id = any(${idArray(organizations.ids)})`,
        ),
      );
      return Number(row?.n ?? 0);
    },
  };
}
