import { TAXII_MESSAGES } from '@baitwatch/contracts/taxii/constants';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import type { RecordPosition } from './taxii.repository.ts';

/** Where the next page starts: a record, and how many of its objects were already handed out. */
export interface TaxiiCursor extends RecordPosition {
  sent: number;
}

const cursorSchema = z.object({
  k: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  i: z.number().int().positive(),
  o: z.number().int().min(0),
});

/** `next` is opaque to clients (TAXII 2.1 §3.4): base64url of the position, which they never parse. */
export const encodeCursor = (c: TaxiiCursor) =>
  Buffer.from(JSON.stringify({ k: c.submittedKey, i: c.id, o: c.sent })).toString('base64url');

/** The cursor of a `next` this server handed out; anything else is a 400. */
export function decodeCursor(next: string): TaxiiCursor {
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(next, 'base64url').toString('utf8')));
    return { submittedKey: parsed.k, id: parsed.i, sent: parsed.o };
  } catch {
    throw badRequest(TAXII_MESSAGES.invalidNext);
  }
}
