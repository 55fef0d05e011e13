import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';
import { tenantIdParam } from '../events/query-params.ts';

// The MSP Center's Account tab (spec doc 1 §2 "Account", §5 "Account update", §7 msp-management/tenants).
export const ACCOUNT_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid. Phone number should be in this format ( 1234567890 )',
  nameRequired: 'Customer name is required',
  nameTooLong: 'Customer name should not be more than 50 characters',
  informationUpdated: 'Information has been updated.',
  couldNotUpdateTenant: 'could not update tenant info.',
  couldNotGetTenant: 'could not get tenant details!',
  accountCancelled: 'Account has been cancelled.',
  cancelConfirm:
    'Are you sure you want to cancel your account? Admins will no longer have access to Threat feed',
} as const;

/** An account's name (doc 1 §5 "Account update"): required, at most 50, ending with a letter or digit. */
export const accountNameField = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .check(storableText)
  .trim()
  .check(oneLineName)
  .min(1, { error: ACCOUNT_MESSAGES.nameRequired, abort: true })
  .max(50, { error: ACCOUNT_MESSAGES.nameTooLong })
  .regex(/[A-Za-z0-9]$/, { error: ACCOUNT_MESSAGES.nameTooLong });

/** A phone number: required, exactly ten digits (doc 1 §5, §9). */
export const phoneField = z
  .string({ error: ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.phoneRequired, abort: true })
  .regex(/^[0-9]{10}$/, { error: ACCOUNT_MESSAGES.phoneInvalid });

export const tenantIdParamsSchema = z.object({ id: tenantIdParam });

/** GET /v1/msp-management/tenants/{id}. `domain` is the subdomain under the provider's suffix. */
export const tenantAccountSchema = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  phone: z.string().nullable(),
  subDomain: z.string(),
  domain: z.string(),
  isActive: z.boolean(),
  isCustomized: z.boolean(),
  hideGlobalView: z.boolean(),
});
export type TenantAccount = z.infer<typeof tenantAccountSchema>;

/** PUT /v1/msp-management/tenants/{id}: the account's name and phone (the TenantAdmin's own tenant). */
export const updateTenantAccountRequestSchema = z.object({
  tenantName: accountNameField,
  phone: phoneField,
});
export type UpdateTenantAccountRequest = z.input<typeof updateTenantAccountRequestSchema>;

export const tenantAccountChangeResponseSchema = z.object({ message: z.string() });
