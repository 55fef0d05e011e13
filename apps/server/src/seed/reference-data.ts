import type { Db, Tx } from '../db/client.ts';
import {
  GEOGRAPHY_LOOKUPS,
  lookupsImportService,
} from '../features/lookups-import/lookups-import.service.ts';
import { REFERENCE_LISTS } from './data/lookups.ts';

/**
 * The lookup lists every installation needs, demo or not: without them the country, industry and license
 * dropdowns are empty, and no screen edits lookups. A list that has entries is skipped: lists are only
 * ever imported whole, in one transaction, so one with entries is complete (the embedded database
 * template of `npm start` arrives with them all).
 */
export async function importReferenceData(db: Db, tx: Tx) {
  const lookups = lookupsImportService({ database: { db } });
  let lists = 0;
  for (const [lookupId, entries] of Object.entries(REFERENCE_LISTS)) {
    if (!(await lookups.hasEntries(lookupId, tx))) lists += await lookups.importList(lookupId, entries, tx);
  }
  const geography = (await lookups.hasEntries(GEOGRAPHY_LOOKUPS.city, tx))
    ? { countries: 0, states: 0, cities: 0 }
    : await lookups.importGeography(tx);
  return { lists, ...geography };
}
