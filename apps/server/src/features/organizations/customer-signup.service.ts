import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  type CustomerSignup,
  type CustomerSignupResponse,
  SIGNUP_MESSAGES,
} from '@baitwatch/contracts/organizations/customer-signup';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { conflict } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { generatedPassword } from './generated-password.ts';
import { organizationsRepository } from './organizations.repository.ts';
import { tenantLoginAddress } from './tenant-login-address.ts';

/**
 * Create Customer (doc 2 §2, §5; Advanced Settings, {product}Admin only). An MSP is a tenant whose
 * TenantAdmin then adds organizations; a direct customer is a tenant that is its own one organization,
 * with its CustomerAdmin. The admin gets a generated password, shown once in the answer, and must
 * choose another at the first sign-in. The tenant's subdomain serves its login page at once.
 */
export function customerSignupService(
  ctx: FeatureContext & { auditLog: AuditLogService; organizations: OrganizationsService },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const organizations = ctx.organizations;
  const repo = organizationsRepository(db);
  const audit = ctx.auditLog;

  return {
    async signup(user: SessionUser, signup: CustomerSignup): Promise<CustomerSignupResponse> {
      const provider = policy.everything(user);
      const password = generatedPassword();
      const created = await db.transaction(async (tx) => {
        if (await repo.subDomainTaken(tx, signup.subDomain)) throw conflict(SIGNUP_MESSAGES.subDomainTaken);
        if (await repo.emailTaken(tx, signup.email)) throw conflict(USER_MESSAGES.emailTaken);
        const { tenant: tenantRow } = await organizations.createTenant(
          provider,
          {
            tenantName: signup.organizationName,
            subDomain: signup.subDomain,
            phone: signup.phone ?? null,
            isMsp: signup.isMSP,
          },
          tx,
        );
        const tenant = policy.createdTenant(provider, tenantRow.id);
        const admin = { email: signup.email, firstName: signup.firstName, lastName: signup.lastName };
        if (signup.isMSP) {
          await organizations.createAdmin(
            tenant,
            { ...admin, role: 'TenantAdmin', password, passwordChangeRequired: true },
            tx,
          );
          await audit.record(tx, user, {
            action: 'customer.signup',
            place: inTenant(tenant),
            target: signup.organizationName,
            after: {
              kind: 'MSP',
              subDomain: signup.subDomain,
              admin: signup.email,
              phone: signup.phone ?? null,
            },
          });
          return { tenantId: tenantRow.id, customerId: null };
        }
        const customer = await organizations.createCustomer(
          tenant,
          {
            organizationName: signup.organizationName,
            licenseType: signup.licenseType ?? undefined,
            firstName: signup.firstName,
            lastName: signup.lastName,
            email: signup.email,
            phone: signup.phone ?? null,
            noOfUsers: signup.noOfUsers,
            tenantAsCustomer: true,
          },
          tx,
        );
        const organization = policy.organizationOf(tenant, customer.id);
        await organizations.createAdmin(
          organization,
          { ...admin, role: 'CustomerAdmin', password, passwordChangeRequired: true },
          tx,
        );
        await audit.record(tx, user, {
          action: 'customer.signup',
          place: inOrganization(organization),
          target: signup.organizationName,
          after: {
            kind: 'Direct',
            subDomain: signup.subDomain,
            admin: signup.email,
            phone: signup.phone ?? null,
            noOfUsers: signup.noOfUsers,
            licenseType: signup.licenseType,
          },
        });
        return { tenantId: tenantRow.id, customerId: customer.id };
      });
      return {
        message: signup.isMSP ? SIGNUP_MESSAGES.mspCreated : SIGNUP_MESSAGES.directCreated,
        username: signup.email.toLowerCase(),
        password,
        ...created,
        loginUrl: tenantLoginAddress(ctx.config, signup.subDomain),
      };
    },
  };
}
