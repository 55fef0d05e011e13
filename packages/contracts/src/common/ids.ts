import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * Plain decimal digits. Number() would also read "0x10", "1e3", "+5", " 5" and "5.0": an id or a page
 * written that way is a malformed request, not another spelling of the number.
 */
const DECIMAL_DIGITS = /^[0-9]{1,16}$/;

/**
 * A whole number from a path or query string (plain decimal digits) or a JSON number, from min to
 * max. Anything else is a 400 with `error`.
 */
export const wholeNumberParam = (min: number, max: number, error: string) =>
  z
    .union([z.number(), z.string().regex(DECIMAL_DIGITS).transform(Number)], { error })
    .pipe(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

/** A customer id in a path: a positive integer. Anything else is a 400 with "Invalid customer id". */
export const customerIdParam = wholeNumberParam(1, 2_147_483_647, MESSAGES.invalidCustomerId);

export const uuidParam = z.uuid({ error: 'Invalid id' });
