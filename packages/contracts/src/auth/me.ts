import { sessionUserSchema } from './session-user.ts';

/** GET /v1/auth/me: the session user, read fresh from the database (401 without a valid session). */
export const meResponseSchema = sessionUserSchema;
