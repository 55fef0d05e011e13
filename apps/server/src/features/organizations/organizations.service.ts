import { randomBytes } from 'node:crypto';
import type { LicenseType, Role } from '@baitwatch/contracts/common/product';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type {
  AuthorizedEverything,
  AuthorizedOrganization,
  AuthorizedTenant,
} from '../../auth/authorized.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db, ServiceDatabase, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { newLicenseKey } from '../../lib/license-key.ts';
import { organizationsRepository } from './organizations.repository.ts';

const containerName = (id: number) => `org-${id}`;

export interface CreateTenantInput {
  tenantName: string;
  subDomain: string;
  phone?: string | null;
  isMsp: boolean;
  /** Group names; a tenant always has at least one group. */
  groups?: string[];
}

export interface CreateCustomerInput {
  groupId?: number | null;
  organizationName: string;
  licenseType?: LicenseType;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  subDomain?: string | null;
  noOfUsers?: number | null;
  tenantAsCustomer?: boolean;
  created?: Date;
}

export interface CreateAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Omitted for an invitation: the user sets it from the emailed link. */
  password?: string;
  /** With a generated password: the first sign-in must choose another. */
  passwordChangeRequired?: boolean;
  sendEmail?: boolean;
}

/** Where a new admin belongs: the provider, one tenant, or one organization (of its tenant). */
export type AdminHome = AuthorizedEverything | AuthorizedTenant | AuthorizedOrganization;

const idsOf = (home: AdminHome) =>
  'kind' in home
    ? { tenantId: null, customerId: null }
    : 'tenantId' in home
      ? { tenantId: home.tenantId, customerId: home.id }
      : { tenantId: home.id, customerId: null };

/**
 * Creates tenants, groups, organizations and admins. The demo world and the signup screens use this;
 * each call names the authorized place it creates in (the provider's everything, a tenant, an
 * organization), so a console route must have asked the access policy first.
 */
export function organizationsService(deps: ServiceDatabase) {
  const db = deps.database.db;
  const repo = organizationsRepository(db);
  return {
    async createTenant(_provider: AuthorizedEverything, input: CreateTenantInput, tx: Db | Tx = db) {
      if (await repo.subDomainTaken(tx, input.subDomain)) throw conflict('Subdomain already exists.');
      const tenant = await repo.insertTenant(tx, {
        tenantName: input.tenantName,
        subDomain: input.subDomain.toLowerCase(),
        phone: input.phone ?? null,
        isMsp: input.isMsp,
      });
      const groups = [];
      for (const name of input.groups?.length ? input.groups : ['Default']) {
        groups.push(await repo.insertGroup(tx, tenant.id, name));
      }
      return { tenant, groups };
    },

    async createCustomer(tenant: AuthorizedTenant, input: CreateCustomerInput, tx: Db | Tx = db) {
      const group = input.groupId
        ? await repo.tenantOfGroup(tx, input.groupId, tenant.id)
        : await repo.firstGroup(tx, tenant.id);
      if (!group) throw badRequest('Unknown group for this tenant.');
      if (input.subDomain && (await repo.subDomainTaken(tx, input.subDomain)))
        throw conflict('Subdomain already exists.');
      // The container name needs the id; a temporary value is replaced in the same transaction.
      const row = await repo.insertCustomer(tx, {
        tenantId: tenant.id,
        groupId: group.id,
        organizationName: input.organizationName,
        licenseType: input.licenseType ?? 'BASICPHISH',
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        orgCode: input.orgCode ?? null,
        subDomain: input.subDomain?.toLowerCase() ?? null,
        noOfUsers: input.noOfUsers ?? null,
        tenantAsCustomer: input.tenantAsCustomer ?? false,
        blobContainer: `pending-${randomBytes(8).toString('hex')}`,
        licenseKey: newLicenseKey(),
        ...(input.created ? { created: input.created } : {}),
      });
      return repo.setBlobContainer(tx, row.id, containerName(row.id));
    },

    async createAdmin(home: AdminHome, input: CreateAdminInput, tx: Db | Tx = db) {
      if (await repo.emailTaken(tx, input.email)) throw conflict(USER_MESSAGES.emailTaken);
      return repo.insertAdminUser(tx, {
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        ...idsOf(home),
        passwordHash: input.password ? await hashPassword(input.password) : null,
        sendEmail: input.sendEmail ?? true,
        passwordChangeRequired: input.passwordChangeRequired ?? false,
      });
    },
  };
}
export type OrganizationsService = ReturnType<typeof organizationsService>;
