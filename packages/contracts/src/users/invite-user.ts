import { z } from 'zod';
import { emailField } from '../auth/login.ts';
import { customerIdParam } from '../common/ids.ts';
import { adminUserSchema } from './admin-user.ts';
import { USER_MESSAGES } from './messages.ts';
import { adminNameField } from './name-field.ts';

/**
 * POST /v1/auth/invite-user (spec doc 2 §5 "Invite admin", §7): a TenantAdmin invites a TenantAdmin of
 * its tenant; a TenantAdmin or CustomerAdmin invites a CustomerAdmin of one organization (customerId).
 * The invitee gets a mail with a link to set a password; {product}Admin invites nobody.
 */
export const inviteUserRequestSchema = z
  .object({
    firstName: adminNameField(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameInvalid),
    lastName: adminNameField(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameInvalid),
    email: emailField,
    role: z.enum(['TenantAdmin', 'CustomerAdmin'], { error: USER_MESSAGES.invalidRole }),
    customerId: customerIdParam.optional(),
  })
  .refine((invite) => (invite.role === 'CustomerAdmin') === (invite.customerId !== undefined), {
    error: 'customerId names the organization of a CustomerAdmin, and only then',
    path: ['customerId'],
  });
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

export const inviteUserResponseSchema = z.object({
  message: z.string(),
  user: adminUserSchema,
});
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;
