import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { accountNameField, phoneField } from '../tenants/tenant-account.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import { adminNameField } from '../users/name-field.ts';
import { isWhitelabelFlagBody } from '../whitelabel/whitelabel-flag.ts';
import { CUSTOMER_MESSAGES } from './messages.ts';
import { organizationNameField, orgCodeField } from './organization-fields.ts';

export const customerIdParamsSchema = z.object({ id: customerIdParam });

/**
 * PUT /v1/msp-management/customers/{id} from the MSP Center's edit form (doc 2 §5 "Edit organization"):
 * the Organization Info block. The messages end with a period, as the spec writes them there.
 */
export const updateCustomerInfoRequestSchema = z.object({
  organizationName: organizationNameField(CUSTOMER_MESSAGES.editOrganizationNameRequired),
  firstName: adminNameField(CUSTOMER_MESSAGES.editFirstNameRequired, USER_MESSAGES.firstNameInvalid),
  lastName: adminNameField(CUSTOMER_MESSAGES.editLastNameRequired, USER_MESSAGES.lastNameInvalid),
  orgCode: orgCodeField,
});
export type UpdateCustomerInfoRequest = z.input<typeof updateCustomerInfoRequestSchema>;

/** The answer of the update and of DELETE /v1/msp-management/customers/{id}. */
export const customerChangeResponseSchema = z.object({ message: z.string() });

/**
 * PUT /v1/msp-management/customers/{id} from the customer settings' Account tab (doc 1 §5 "Account
 * update", §7: body phone and organizationName). The provider's to change (doc 1 §6).
 */
export const updateCustomerAccountRequestSchema = z.object({
  organizationName: accountNameField,
  phone: phoneField,
});
export type UpdateCustomerAccountRequest = z.input<typeof updateCustomerAccountRequestSchema>;

/**
 * The one call's three bodies: the Whitelabel checkbox's names `isCustomized` (its own contract,
 * whitelabel/whitelabel-flag.ts), the Account tab's names `phone`, and the edit form's is the rest.
 * The route parses each with its own schema.
 */
export type CustomerUpdateKind = 'whitelabelFlag' | 'account' | 'info';
export function customerUpdateKind(body: unknown): CustomerUpdateKind {
  if (isWhitelabelFlagBody(body)) return 'whitelabelFlag';
  return typeof body === 'object' && body !== null && 'phone' in body ? 'account' : 'info';
}
