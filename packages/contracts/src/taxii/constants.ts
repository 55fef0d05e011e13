/** TAXII 2.1 over the threat intel (beyond the spec, decision 0050): what it speaks; its calls are in calls.ts. */
export const TAXII_MEDIA_TYPE = 'application/taxii+json;version=2.1';
export const STIX_MEDIA_TYPE = 'application/stix+json;version=2.1';
/** Objects per page: without `limit`, and at most (a larger `limit` gets this many, as TAXII allows). */
export const TAXII_DEFAULT_LIMIT = 100;
export const TAXII_MAX_LIMIT = 1000;
/** The collection every threat intel subscription reads: the provider's verified threat intel. */
export const TAXII_COLLECTION_TITLE = 'Baitwatch verified threat intel';

/** The TAXII error messages' titles (the words are ours). */
export const TAXII_MESSAGES = {
  missingKey:
    'An API key is required: send it in the apikey header, as a Bearer token, or as the password of HTTP Basic.',
  noThreatIntelAccess: "The key's organization has no threat intel subscription (TISOC or PHISHPROTSUITE).",
  notAcceptable: `Not acceptable: this server answers ${TAXII_MEDIA_TYPE}.`,
  unsupportedMediaType: `Unsupported media type: send ${TAXII_MEDIA_TYPE}.`,
  readOnly: 'This collection is read-only.',
  unknownCollection: 'No such collection.',
  unknownObject: 'No such object in this collection.',
  invalidLimit: 'limit must be a whole number from 1.',
  invalidAddedAfter: 'added_after must be an RFC 3339 timestamp, such as 2026-11-20T12:00:00.000Z.',
  invalidNext: 'next is not a value this server handed out.',
} as const;
