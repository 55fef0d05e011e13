import { City, Country, State } from 'country-state-city';
import type { Db, ServiceDatabase, Tx } from '../../db/client.ts';
import { type LookupRow, lookupsImportRepository } from './lookups-import.repository.ts';

/** One entry of a curated list (industry, license type, scan rule...). */
export interface LookupEntry {
  code: string;
  value: string;
}

export const GEOGRAPHY_LOOKUPS = { country: 'LKP_COUNTRY', state: 'LKP_STATE', city: 'LKP_CITY' } as const;

const row = (
  lookupId: string,
  code: string,
  value: string,
  sortOrder = 0,
  flex1 = '',
  flex2 = '',
): LookupRow => ({
  lookupId,
  code,
  value,
  strFlexField1: flex1,
  strFlexField2: flex2,
  sortOrder,
});

/**
 * Loads reference lists into the lookups table. Imports are idempotent: an entry that exists (same list,
 * parents and code) is left as it is, so a re-run after an upgrade adds only what is new.
 */
export function lookupsImportService(deps: ServiceDatabase) {
  const db = deps.database.db;
  const repo = lookupsImportRepository(db);
  return {
    hasEntries: (lookupId: string, tx: Db | Tx = db) => repo.hasEntries(tx, lookupId),

    /** A curated list, kept in the order given (the console shows it in that order). */
    importList(lookupId: string, entries: readonly LookupEntry[], tx: Db | Tx = db) {
      return repo.insertMany(
        tx,
        entries.map((entry, index) => row(lookupId, entry.code, entry.value, index + 1)),
      );
    },

    /**
     * Countries, states (parent country in str_flex_field_1) and cities (country, then state code in the
     * flex fields) from the country-state-city data set. A city has no code of its own; its name is
     * unique within its state, so the name is the code.
     */
    async importGeography(tx: Db | Tx = db) {
      const { country, state, city } = GEOGRAPHY_LOOKUPS;
      const countries = await repo.insertMany(
        tx,
        Country.getAllCountries().map((c) => row(country, c.isoCode, c.name)),
      );
      const states = await repo.insertMany(
        tx,
        State.getAllStates().map((s) => row(state, s.isoCode, s.name, 0, s.countryCode)),
      );
      const cities = await repo.insertMany(
        tx,
        City.getAllCities().map((c) => row(city, c.name, c.name, 0, c.countryCode, c.stateCode)),
      );
      await repo.analyze(tx);
      return { countries, states, cities };
    },
  };
}
export type LookupsImportService = ReturnType<typeof lookupsImportService>;
