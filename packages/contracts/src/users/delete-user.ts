import { z } from 'zod';

/** DELETE /v1/users/{id}. `self` tells the console to log out (spec: "Removing yourself triggers logout"). */
export const deleteUserResponseSchema = z.object({
  message: z.string(),
  self: z.boolean(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;
