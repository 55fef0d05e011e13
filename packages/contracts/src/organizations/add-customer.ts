import { z } from 'zod';
import { emailField } from '../auth/login.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import { adminNameField } from '../users/name-field.ts';
import { CUSTOMER_MESSAGES } from './messages.ts';
import { organizationNameField, orgCodeField } from './organization-fields.ts';

export const MAX_USERS = 5_000_000;

/** No. of Users: required, a whole number, at most 5,000,000 (doc 2 §5). A form sends text. */
const usersField = z
  .union([z.number(), z.string().trim()], { error: CUSTOMER_MESSAGES.usersRequired })
  .refine((value) => value !== '', { error: CUSTOMER_MESSAGES.usersRequired, abort: true })
  .transform(Number)
  .pipe(
    z
      .number({ error: CUSTOMER_MESSAGES.usersNotNumber })
      .int({ error: CUSTOMER_MESSAGES.usersNotNumber })
      .min(1, { error: CUSTOMER_MESSAGES.usersNotNumber })
      .max(MAX_USERS, { error: CUSTOMER_MESSAGES.usersTooMany }),
  );

const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    field.optional(),
  );

/**
 * POST /v1/portal/customers (doc 2 §5 "Add organization", §7): a TenantAdmin adds an organization to
 * its tenant. With a primary admin email, that admin is invited (first and last name then required).
 */
export const addCustomerRequestSchema = z
  .object({
    organizationName: organizationNameField(CUSTOMER_MESSAGES.organizationNameRequired),
    email: optional(emailField),
    firstName: optional(adminNameField(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameInvalid)),
    lastName: optional(adminNameField(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameInvalid)),
    orgCode: orgCodeField,
    noOfUsers: usersField,
  })
  .superRefine((organization, context) => {
    if (organization.email === undefined) return;
    if (organization.firstName === undefined)
      context.addIssue({ code: 'custom', path: ['firstName'], message: USER_MESSAGES.firstNameRequired });
    if (organization.lastName === undefined)
      context.addIssue({ code: 'custom', path: ['lastName'], message: USER_MESSAGES.lastNameRequired });
  });
export type AddCustomerRequest = z.input<typeof addCustomerRequestSchema>;

export const addCustomerResponseSchema = z.object({
  message: z.string(),
  customer: z.object({ id: z.number().int(), organizationName: z.string(), licenseKey: z.string() }),
  /** The invited primary admin's email, when one was named. */
  invitedAdmin: z.string().nullable(),
});
export type AddCustomerResponse = z.infer<typeof addCustomerResponseSchema>;
