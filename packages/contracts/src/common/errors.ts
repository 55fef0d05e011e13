import { z } from 'zod';

/** The one error shape of every API: an error list plus a message (the console reads list, then message). */
export const apiErrorSchema = z.object({
  errors: z.array(z.object({ code: z.string(), desc: z.string() })),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  /** The database is away (a restart, a failover): try again after Retry-After. */
  unavailable: 'UNAVAILABLE',
  /** The evidence store's disk is full: nothing was stored; try again after Retry-After. */
  storageFull: 'STORAGE_FULL',
  /** A server this one relies on (a single sign-on identity provider) did not answer as it should. */
  badGateway: 'BAD_GATEWAY',
  /** The server is shedding load: nothing was done; try again after Retry-After. */
  overloaded: 'OVERLOADED',
  /** The admin's sign-in policy asks for a factor they have not set up: only enrolment is open. */
  enrolmentRequired: 'ENROLMENT_REQUIRED',
  /** A sensitive change asks for a factor proved in the last 5 minutes: prove one (step-up) and send it again. */
  stepUpRequired: 'STEP_UP_REQUIRED',
} as const;
