import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';
import { CUSTOMER_MESSAGES } from './messages.ts';

/** Organization name: required, at most 250 characters (doc 2 §5). */
export const organizationNameField = (required: string) =>
  z
    .string({ error: required })
    .check(storableText)
    .trim()
    .check(oneLineName)
    .min(1, { error: required, abort: true })
    .max(250, { error: CUSTOMER_MESSAGES.organizationNameTooLong });

const ORG_CODE_SPECIALS = /[/'%^$!?><&;]/;

/** Organization code: optional, trimmed, at most 50, none of / ' % ^ $ ! ? > < & ; (doc 2 §5). Empty is none. */
export const orgCodeField = z
  .string()
  .check(storableText)
  .trim()
  .max(50, { error: CUSTOMER_MESSAGES.orgCodeTooLong })
  .refine((code) => !ORG_CODE_SPECIALS.test(code), { error: CUSTOMER_MESSAGES.orgCodeSpecial })
  .transform((code) => (code === '' ? null : code))
  .nullable()
  .optional();
