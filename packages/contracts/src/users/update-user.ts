import { z } from 'zod';
import { USER_MESSAGES } from './messages.ts';
import { adminNameField } from './name-field.ts';

/** PUT /v1/users/{id}. The answer is adminUserDetailsSchema; the console then refreshes its token. */
export const updateUserRequestSchema = z.object({
  firstName: adminNameField(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameInvalid),
  lastName: adminNameField(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameInvalid),
  /** Absent leaves it as is (the checkbox is hidden for TISOC). */
  sendEmail: z.boolean().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
