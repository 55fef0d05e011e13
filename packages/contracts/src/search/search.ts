import { z } from 'zod';
import { storableText } from '../common/text.ts';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MESSAGES = {
  tooShort: `Please type at least ${SEARCH_MIN_LENGTH} characters to search.`,
} as const;

/** GET /v1/portal/search?term=: the organization dropdown's search over organizations, users and brands. */
export const searchQuerySchema = z.object({
  term: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .check(storableText)
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: SEARCH_MESSAGES.tooShort })
    .max(100, { error: 'Search term is too long.' }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  organizations: z.array(
    z.object({
      customerId: z.number().int(),
      tenantId: z.number().int(),
      organizationName: z.string(),
      tenantName: z.string(),
    }),
  ),
  users: z.array(
    z.object({
      customerId: z.number().int(),
      organizationName: z.string(),
      extensionUserId: z.number().int(),
      email: z.string().nullable(),
      osUserId: z.string().nullable(),
      osComputerName: z.string().nullable(),
    }),
  ),
  /** A brand seen in an organization's events carries it; a baseline brand policy has none. */
  brands: z.array(
    z.object({
      brand: z.string(),
      customerId: z.number().int().nullable(),
      organizationName: z.string().nullable(),
    }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
