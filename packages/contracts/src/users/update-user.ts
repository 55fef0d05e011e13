import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { USER_MESSAGES } from './messages.ts';

// Spec doc 1 §5 "Profile update": required, ends with an alphanumeric character, at most 50 characters.
const nameField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .check(storableText)
    .trim()
    .min(1, { error: required, abort: true })
    .max(50, { error: invalid })
    .regex(/[A-Za-z0-9]$/, { error: invalid });

/** PUT /v1/users/{id}. The answer is adminUserDetailsSchema; the console then refreshes its token. */
export const updateUserRequestSchema = z.object({
  firstName: nameField(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameInvalid),
  lastName: nameField(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameInvalid),
  /** Absent leaves it as is (the checkbox is hidden for TISOC). */
  sendEmail: z.boolean().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
