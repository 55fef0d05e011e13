import {
  LOOKUP_FAILED,
  LOOKUP_IDS,
  type LookupEntry,
  type LookupQuery,
} from '@baitwatch/contracts/lookups/lookup';
import { notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { lookupsRepository } from './lookups.repository.ts';

const known = new Set<string>(LOOKUP_IDS);

export function lookupsService(ctx: FeatureContext) {
  const repo = lookupsRepository(ctx.database.db);
  return {
    /** A known list answers its entries (possibly none); an unknown list id is a 404 with the spec's message. */
    async entries(lookupId: string, query: LookupQuery): Promise<LookupEntry[]> {
      if (!known.has(lookupId)) throw notFound(LOOKUP_FAILED);
      return repo.entries(lookupId, query);
    },

    /** Whether the code is an entry of the list (states of the country, cities of the state, by filter). */
    async lists(lookupId: string, code: string, filter: LookupQuery = {}): Promise<boolean> {
      return (await repo.entries(lookupId, filter)).some((entry) => entry.code === code);
    },
  };
}

export type LookupsService = ReturnType<typeof lookupsService>;
