import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';

/**
 * An admin's first or last name (spec doc 1 §5 "Profile update", doc 2 §5 "Invite admin"): required,
 * ends with an alphanumeric character, at most 50 characters.
 */
export const adminNameField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .check(storableText)
    .trim()
    .check(oneLineName)
    .min(1, { error: required, abort: true })
    .max(50, { error: invalid })
    .regex(/[A-Za-z0-9]$/, { error: invalid });
