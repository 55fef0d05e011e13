import { getTaxiiApiRoot } from '@baitwatch/contracts/taxii/calls';
import {
  STIX_MEDIA_TYPE,
  TAXII_COLLECTION_TITLE,
  TAXII_MEDIA_TYPE,
  TAXII_MESSAGES,
} from '@baitwatch/contracts/taxii/constants';
import type { TaxiiPageQuery } from '@baitwatch/contracts/taxii/objects';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { uuidV5 } from './stix-ids.ts';
import { type StixObject, stixObjectsOf } from './stix-objects.ts';
import { taxiiRepository } from './taxii.repository.ts';
import { decodeCursor, encodeCursor, type TaxiiCursor } from './taxii-cursor.ts';

/** The one collection: every threat intel subscription reads the same verified intel (decision 0050). */
export const TAXII_COLLECTION_ID = uuidV5('taxii-collection:verified-threat-intel');
/** Records read at a time while looking for one object. */
const OBJECT_SEARCH_BATCH = 1_000;
/** The largest answer this server sends, as the API root must tell (a page of the biggest records). */
const MAX_CONTENT_LENGTH = 10 * 1024 * 1024;

interface PagedObject {
  object: StixObject;
  dateAdded: string;
}
export interface TaxiiPage {
  more: boolean;
  next?: string;
  objects: PagedObject[];
}

/**
 * TAXII 2.1 over the threat intel (beyond the spec, decision 0050): discovery and the API root for any valid
 * SOC API key; the collection, its objects and manifest for a key whose organization's license includes
 * threat intel (the access policy's `apiKeyThreatIntel`, as the SOC API's threat intel call).
 */
export function taxiiService(ctx: FeatureContext) {
  const repo = taxiiRepository(ctx.database.db);
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const collection = {
    id: TAXII_COLLECTION_ID,
    title: TAXII_COLLECTION_TITLE,
    description:
      "Phishing URLs that Baitwatch extensions detected and the provider's analysts verified, as STIX 2.1 indicators with the brands they impersonate.",
    can_read: true,
    can_write: false,
    media_types: [STIX_MEDIA_TYPE],
  };
  const subscribed = (holder: ApiKeyHolderRef) =>
    ctx.policy.apiKeyThreatIntel(holder, TAXII_MESSAGES.noThreatIntelAccess);
  const theCollection = (holder: ApiKeyHolderRef, id: string) => {
    const all = subscribed(holder);
    if (id !== TAXII_COLLECTION_ID) throw notFound(TAXII_MESSAGES.unknownCollection);
    return all;
  };

  return {
    discovery() {
      return {
        title: 'Baitwatch TAXII',
        description: "The provider's verified phishing threat intel, for organizations that subscribe to it.",
        default: `${base}${getTaxiiApiRoot.path}`,
        api_roots: [`${base}${getTaxiiApiRoot.path}`],
      };
    },

    apiRoot() {
      return {
        title: 'Baitwatch threat intel',
        description: 'Verified phishing URLs as STIX 2.1.',
        versions: [TAXII_MEDIA_TYPE],
        max_content_length: MAX_CONTENT_LENGTH,
      };
    },

    collections(holder: ApiKeyHolderRef) {
      subscribed(holder);
      return { collections: [collection] };
    },

    collection(holder: ApiKeyHolderRef, id: string) {
      theCollection(holder, id);
      return collection;
    },

    /**
     * One object of the collection, every version of it (TAXII 2.1 §5.6; this collection keeps one
     * version of each object). The records are read in the order they were added, in batches, until
     * the record that holds the object: deterministic ids cannot be turned back into records, and a
     * threat intel feed is thousands of records, not millions.
     */
    async object(holder: ApiKeyHolderRef, id: string, objectId: string): Promise<PagedObject> {
      const all = theCollection(holder, id);
      let from: TaxiiCursor | undefined;
      for (;;) {
        const records = await repo.verifiedRecords(all, { from, limit: OBJECT_SEARCH_BATCH });
        for (const record of records) {
          if (from && record.id === from.id) continue;
          const found = stixObjectsOf(record, base).find((object) => object.id === objectId);
          if (found) return { object: found, dateAdded: record.submittedOn.toISOString() };
        }
        const last = records.at(-1);
        if (!last || records.length < OBJECT_SEARCH_BATCH) throw notFound(TAXII_MESSAGES.unknownObject);
        from = { submittedKey: last.submittedKey, id: last.id, sent: 0 };
      }
    },

    /**
     * One page of the collection's objects (of the `match[type]` types, when given), `limit` at most,
     * in the order their records were added. A record gives several objects; a page may end inside
     * one, and `next` says where (the record and how many of its objects are behind), so the next page
     * goes on from there whatever arrived meanwhile.
     */
    async page(holder: ApiKeyHolderRef, id: string, q: TaxiiPageQuery): Promise<TaxiiPage> {
      const all = theCollection(holder, id);
      const from: TaxiiCursor | undefined = q.next === undefined ? undefined : decodeCursor(q.next);
      const wanted = q['match[type]'];
      // Unfiltered, every record gives an object: limit + 1 records (and the one the cursor is inside)
      // fill the page and tell whether more follow. Filtered, a full read of records that gave fewer
      // objects still ends the page with `more`, after the last record read.
      const read = q.limit + 2;
      const records = await repo.verifiedRecords(all, { addedAfter: q.added_after, from, limit: read });
      const objects: PagedObject[] = [];
      let last: TaxiiCursor | undefined;
      for (const record of records) {
        const skip = from && record.id === from.id ? from.sent : 0;
        const ofRecord = stixObjectsOf(record, base);
        const matching = ofRecord
          .map((object, index) => ({ object, index }))
          .slice(skip)
          .filter(({ object }) => !wanted || wanted.includes(object.type));
        if (last && matching.length > 0 && objects.length === q.limit)
          return { more: true, next: encodeCursor(last), objects };
        const taken = matching.slice(0, q.limit - objects.length);
        const dateAdded = record.submittedOn.toISOString();
        for (const { object } of taken) objects.push({ object, dateAdded });
        const partial = taken.length < matching.length;
        const sent = partial ? (taken.at(-1)?.index ?? skip - 1) + 1 : ofRecord.length;
        last = { submittedKey: record.submittedKey, id: record.id, sent };
        if (partial) return { more: true, next: encodeCursor(last), objects };
      }
      if (last && records.length === read) return { more: true, next: encodeCursor(last), objects };
      return { more: false, objects };
    },
  };
}
