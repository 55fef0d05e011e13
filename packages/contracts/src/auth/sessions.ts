import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.ts';

/** One of the signed-in admin's live sessions, as Profile lists them. */
export const adminSessionSchema = z.object({
  id: z.string(),
  /** The session this browser is using. */
  current: z.boolean(),
  /** "Edge on Windows": the user agent as a person names it. */
  browser: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  /** How it began: password, authenticator app, recovery code, emailed link. */
  method: z.string(),
  created: z.string(),
  lastSeenAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionListSchema = z.object({ sessions: z.array(adminSessionSchema) });
export type AdminSessionList = z.infer<typeof adminSessionListSchema>;

export const sessionIdParamsSchema = z.object({
  sessionId: z.uuid({ error: AUTH_MESSAGES.invalidSessionId }),
});

export const endedSessionsSchema = z.object({ ended: z.number().int() });
