import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type {
  AddCustomerResponse,
  addCustomerRequestSchema,
} from '@baitwatch/contracts/organizations/add-customer';
import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import type {
  updateCustomerAccountRequestSchema,
  updateCustomerInfoRequestSchema,
} from '@baitwatch/contracts/organizations/update-customer';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import type { WhitelabelFlagRequest } from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import type { z } from 'zod';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { OneTimeLinksService } from '../session/one-time-links.service.ts';
import { auditedChanges } from './audited-changes.ts';
import { organizationsRepository } from './organizations.repository.ts';

type AddCustomer = z.output<typeof addCustomerRequestSchema>;
type UpdateCustomerInfo = z.output<typeof updateCustomerInfoRequestSchema>;
type UpdateCustomerAccount = z.output<typeof updateCustomerAccountRequestSchema>;

/**
 * The MSP Center's organization calls (doc 2 §5, §7): a TenantAdmin adds, edits and deletes the
 * organizations of its own tenant; nobody else manages organizations (doc 1 §6).
 */
export function organizationsConsoleService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    branding: BrandingService;
    oneTimeLinks: OneTimeLinksService;
    organizations: OrganizationsService;
  },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const organizations = ctx.organizations;
  const repo = organizationsRepository(db);
  const links = ctx.oneTimeLinks;
  const audit = ctx.auditLog;
  const changes = auditedChanges(ctx);
  const branding = ctx.branding;

  async function ownOrganization(user: SessionUser, customerId: number): Promise<AuthorizedOrganization> {
    policy.requireRole(user, 'TenantAdmin');
    return policy.customer(user, customerId);
  }

  return {
    /** Adds an organization to the caller's tenant (its first group); a named primary admin is invited. */
    async add(user: SessionUser, request: AddCustomer): Promise<AddCustomerResponse> {
      policy.requireRole(user, 'TenantAdmin');
      if (user.tenantId === null) throw forbidden();
      const tenant = await policy.tenant(user, user.tenantId);
      return db.transaction(async (tx) => {
        const customer = await organizations.createCustomer(
          tenant,
          {
            organizationName: request.organizationName,
            firstName: request.firstName ?? null,
            lastName: request.lastName ?? null,
            email: request.email ?? null,
            orgCode: request.orgCode ?? null,
            noOfUsers: request.noOfUsers,
          },
          tx,
        );
        let invitedAdmin: string | null = null;
        if (request.email && request.firstName && request.lastName) {
          const admin = await organizations.createAdmin(
            policy.organizationOf(tenant, customer.id),
            {
              email: request.email,
              firstName: request.firstName,
              lastName: request.lastName,
              role: 'CustomerAdmin',
            },
            tx,
          );
          await links.createInvitation(admin, { inviterName: user.name, tx });
          invitedAdmin = admin.email;
        }
        await audit.record(tx, user, {
          action: 'organization.add',
          place: inOrganization(policy.organizationOf(tenant, customer.id)),
          target: customer.organizationName,
          after: {
            organizationName: customer.organizationName,
            orgCode: customer.orgCode,
            noOfUsers: customer.noOfUsers,
            primaryAdmin: invitedAdmin,
          },
        });
        return {
          message: CUSTOMER_MESSAGES.customerAdded,
          customer: {
            id: customer.id,
            organizationName: customer.organizationName,
            licenseKey: customer.licenseKey,
          },
          invitedAdmin,
        };
      });
    },

    /** The edit form's Organization Info block. */
    async updateInfo(user: SessionUser, customerId: number, request: UpdateCustomerInfo) {
      const organization = await ownOrganization(user, customerId);
      const info = {
        organizationName: request.organizationName,
        firstName: request.firstName,
        lastName: request.lastName,
        orgCode: request.orgCode ?? null,
      };
      await changes.organization(user, organization, 'organization.update', info);
      return { message: CUSTOMER_MESSAGES.customerUpdated };
    },

    /** The customer settings' Account tab: name and phone, which only the provider changes (doc 1 §6). */
    async updateAccount(user: SessionUser, customerId: number, request: UpdateCustomerAccount) {
      policy.requireRole(user, PROVIDER_ROLE);
      const organization = await policy.customer(user, customerId);
      await changes.organization(user, organization, 'organization.account', {
        organizationName: request.organizationName,
        phone: request.phone,
      });
      return { message: CUSTOMER_MESSAGES.customerUpdated };
    },

    /**
     * The Account tab's Whitelabel checkbox (doc 1 §2, §6): the flag of the organization's tenant, the
     * provider's to change (decision 0027). Off deletes the tenant's branding. A direct customer
     * (tenant-as-customer) has no whitelabel.
     */
    async setWhitelabelFlag(user: SessionUser, customerId: number, request: WhitelabelFlagRequest) {
      policy.requireRole(user, PROVIDER_ROLE);
      const organization = await policy.customer(user, customerId);
      if (request.isCustomized && (await repo.isTenantAsCustomer(organization)))
        throw badRequest(WHITELABEL_MESSAGES.notForDirectCustomer);
      await branding.setWhitelabelFlag(
        await policy.tenant(user, organization.tenantId),
        request.isCustomized,
        user,
      );
      return { message: WHITELABEL_MESSAGES.flagUpdated };
    },

    /**
     * "Delete Organization": the organization stops (its admins can no longer sign in, its extensions
     * are refused), and nothing is deleted, so its history stays for the tenant and the provider.
     */
    async remove(user: SessionUser, customerId: number) {
      const organization = await ownOrganization(user, customerId);
      await changes.organization(user, organization, 'organization.delete', { isActive: false });
      return { message: CUSTOMER_MESSAGES.customerDeleted };
    },
  };
}
