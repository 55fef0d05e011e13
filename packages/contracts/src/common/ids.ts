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

/** The largest id of a serial (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * The id of a row of a serial (int4) table, from a path, a query string or JSON: 1 to 2^31 - 1, so no
 * id that the column cannot hold reaches SQL. Every such id of a request is one of these.
 */
export const idParam = (error: string) => wholeNumberParam(1, INT4_MAX, error);

/** The same id as a JSON body gives it: a number, never a numeric string. */
export const idField = (error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(INT4_MAX, { error });

/**
 * The id of a row of a bigserial (int8) table: 1 to 2^53 - 1, the ids JavaScript numbers hold exactly
 * (far beyond any table's count, and within int8).
 */
export const bigIdParam = (error: string) => wholeNumberParam(1, Number.MAX_SAFE_INTEGER, error);

/** A customer id in a path: a positive integer. Anything else is a 400 with "Invalid customer id". */
export const customerIdParam = idParam(MESSAGES.invalidCustomerId);

export const uuidParam = z.uuid({ error: 'Invalid id' });
