import { z } from 'zod';
import { LICENSE_TYPES } from '../common/product.ts';
import { oneLineName, storableText } from '../common/text.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import { adminNameField } from '../users/name-field.ts';
import { MAX_USERS } from './add-customer.ts';

// Create Customer (doc 2 §5, §8). Quoted messages are the spec's, word for word.
export const SIGNUP_MESSAGES = {
  organizationNameRequired: 'Organisation Name Cannot Be Empty.',
  organizationNameTooLong: 'Organisation Name should not be more than 250 characters.',
  subDomainRequired: 'Subdomain Cannot Be Empty.',
  invalidEmail: 'Enter Valid Email.',
  usersRequired: 'No. of users cannot be empty',
  usersInvalid: 'No. of users is Invalid',
  usersTooMany: 'No. of users cannot be more than 5M',
  invalidPhone: 'Enter Valid Phone Number.',
  created: 'Customer Created Successfully',
  couldNotCreate: 'Customer Could not be created.',
  mspCreated: 'MSP Customer has been created Successfully',
  directCreated: 'Direct Customer has been created Successfully',
  // Ours: the spec names no rule beyond "required" for these.
  invalidSubDomain:
    'Subdomain may contain only letters, digits and hyphens, at most 63, and cannot start or end with a hyphen.',
  reservedSubDomain: 'This subdomain is reserved. Please choose another.',
  subDomainTaken: 'This subdomain is already in use. Please choose another.',
  licenseTypeRequired: 'License Type is required',
} as const;

/** Names the console and its infrastructure answer on; no tenant may take them. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'app',
  'admin',
  'console',
  'login',
  'mail',
  'static',
  'status',
];

const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The login subdomain under the provider's domain: one DNS label, stored in lower case. */
export const subDomainField = z
  .string({ error: SIGNUP_MESSAGES.subDomainRequired })
  .check(storableText)
  .trim()
  .toLowerCase()
  .min(1, { error: SIGNUP_MESSAGES.subDomainRequired, abort: true })
  .regex(DNS_LABEL, { error: SIGNUP_MESSAGES.invalidSubDomain, abort: true })
  .refine((label) => !RESERVED_SUBDOMAINS.includes(label), { error: SIGNUP_MESSAGES.reservedSubDomain });

const signupEmailField = z
  .string({ error: SIGNUP_MESSAGES.invalidEmail })
  .check(storableText)
  .trim()
  .max(200, { error: SIGNUP_MESSAGES.invalidEmail })
  .pipe(z.email({ error: SIGNUP_MESSAGES.invalidEmail }));

/** Phone: optional; when given, ten digits. Empty is none. */
const signupPhoneField = z
  .string()
  .check(storableText)
  .trim()
  .refine((phone) => phone === '' || /^[0-9]{10}$/.test(phone), { error: SIGNUP_MESSAGES.invalidPhone })
  .transform((phone) => (phone === '' ? null : phone))
  .nullable()
  .optional();

/** No. of users as the form sends it (text) or a JSON number; checked only for a direct customer. */
const signupUsersField = z.union([z.number(), z.string().trim()]).nullable().optional();

const usersIssue = (value: number | string | null | undefined): string | null => {
  if (value === undefined || value === null || value === '') return SIGNUP_MESSAGES.usersRequired;
  const users = Number(value);
  if (!Number.isInteger(users) || users < 1) return SIGNUP_MESSAGES.usersInvalid;
  if (users > MAX_USERS) return SIGNUP_MESSAGES.usersTooMany;
  return null;
};

/**
 * The rules a direct customer adds (number of users, license type), by field. The schema applies them
 * once the other fields pass; the form asks them itself, so every message shows at once.
 */
export function directCustomerErrors(signup: {
  isMSP?: unknown;
  noOfUsers?: number | string | null | undefined;
  licenseType?: string | null | undefined;
}): Partial<Record<'noOfUsers' | 'licenseType', string>> {
  if (signup.isMSP === true) return {};
  const errors: Partial<Record<'noOfUsers' | 'licenseType', string>> = {};
  const users = usersIssue(signup.noOfUsers);
  if (users) errors.noOfUsers = users;
  if (!signup.licenseType) errors.licenseType = SIGNUP_MESSAGES.licenseTypeRequired;
  return errors;
}

/**
 * POST /v1/auth/customer/signup (doc 2 §3, §5, §7), {product}Admin only: a new MSP (a tenant whose
 * TenantAdmin adds organizations) or a direct customer (a tenant that is its own one organization,
 * with its CustomerAdmin). With the MSP box ticked, number of users and license type are omitted.
 */
export const customerSignupRequestSchema = z
  .object({
    organizationName: z
      .string({ error: SIGNUP_MESSAGES.organizationNameRequired })
      .check(storableText)
      .trim()
      .check(oneLineName)
      .min(1, { error: SIGNUP_MESSAGES.organizationNameRequired, abort: true })
      .max(250, { error: SIGNUP_MESSAGES.organizationNameTooLong }),
    subDomain: subDomainField,
    firstName: adminNameField(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameInvalid),
    lastName: adminNameField(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameInvalid),
    email: signupEmailField,
    phone: signupPhoneField,
    isMSP: z.boolean().default(false),
    noOfUsers: signupUsersField,
    licenseType: z.enum(LICENSE_TYPES, { error: SIGNUP_MESSAGES.licenseTypeRequired }).nullable().optional(),
  })
  .superRefine((signup, context) => {
    for (const [field, message] of Object.entries(directCustomerErrors(signup)))
      context.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((signup) => ({
    ...signup,
    noOfUsers: signup.isMSP ? null : Number(signup.noOfUsers),
    licenseType: signup.isMSP ? null : (signup.licenseType ?? null),
  }));
export type CustomerSignupRequest = z.input<typeof customerSignupRequestSchema>;
export type CustomerSignup = z.output<typeof customerSignupRequestSchema>;

/**
 * The answer: the spec's status text, then the new admin's username and a generated password, shown
 * once. The admin must choose a new password at the first sign-in.
 */
export const customerSignupResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
  password: z.string(),
  tenantId: z.number().int(),
  customerId: z.number().int().nullable(),
  loginUrl: z.string(),
});
export type CustomerSignupResponse = z.infer<typeof customerSignupResponseSchema>;
