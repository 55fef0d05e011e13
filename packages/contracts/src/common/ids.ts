import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** A customer id in a path: a positive integer. Anything else is a 400 with "Invalid customer id". */
export const customerIdParam = z.coerce
  .number({ error: MESSAGES.invalidCustomerId })
  .int({ error: MESSAGES.invalidCustomerId })
  .positive({ error: MESSAGES.invalidCustomerId })
  .max(2_147_483_647, { error: MESSAGES.invalidCustomerId });

export const uuidParam = z.uuid({ error: 'Invalid id' });
