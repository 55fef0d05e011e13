import { lookupsImportService } from '../../features/lookups-import/lookups-import.service.ts';
import type { Db, Tx } from '../client.ts';
import { REFERENCE_LISTS } from './data/lookups.ts';

/**
 * The lookup lists every installation needs, demo or not: without them the country, industry and license
 * dropdowns are empty, and no screen edits lookups.
 */
export async function importReferenceData(db: Db, tx: Tx) {
  const lookups = lookupsImportService(db);
  let lists = 0;
  for (const [lookupId, entries] of Object.entries(REFERENCE_LISTS)) {
    lists += await lookups.importList(lookupId, entries, tx);
  }
  const geography = await lookups.importGeography(tx);
  return { lists, ...geography };
}
