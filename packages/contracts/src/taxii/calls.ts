import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { taxiiPageQuerySchema } from './objects.ts';
import {
  taxiiApiRootSchema,
  taxiiCollectionSchema,
  taxiiCollectionsSchema,
  taxiiDiscoverySchema,
  taxiiEnvelopeSchema,
  taxiiManifestSchema,
  taxiiVersionsSchema,
} from './resources.ts';

// TAXII 2.1 over the threat intel (decision 0050): discovery, one API root with one read-only
// collection, its objects and manifest; SOC API keys; answers in TAXII (or STIX) media types.

/** A collection of the API root. */
export const taxiiCollectionParamsSchema = z.object({ id: z.string().max(100) });
/** One object of a collection. */
export const taxiiObjectParamsSchema = z.object({ id: z.string().max(100), objectId: z.string().max(200) });

/** The discovery resource: where the API roots are. */
export const getTaxiiDiscovery = defineCall({
  method: 'GET',
  path: '/taxii2/',
  access: 'socApiKey',
  response: taxiiDiscoverySchema,
});

/** The one API root: the provider's threat intel. */
export const getTaxiiApiRoot = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/',
  access: 'socApiKey',
  response: taxiiApiRootSchema,
});

/** The API root's collections (the key's, by its subscription). */
export const listTaxiiCollections = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/',
  access: 'socApiKey',
  response: taxiiCollectionsSchema,
});

/** One collection. */
export const getTaxiiCollection = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/{id}/',
  access: 'socApiKey',
  params: taxiiCollectionParamsSchema,
  response: taxiiCollectionSchema,
});

/** A page of the collection's objects (an envelope; STIX media type too). */
export const getTaxiiObjects = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/{id}/objects/',
  access: 'socApiKey',
  params: taxiiCollectionParamsSchema,
  query: taxiiPageQuerySchema,
  response: taxiiEnvelopeSchema,
});

/** A page of the collection's manifest. */
export const getTaxiiManifest = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/{id}/manifest/',
  access: 'socApiKey',
  params: taxiiCollectionParamsSchema,
  query: taxiiPageQuerySchema,
  response: taxiiManifestSchema,
});

/** One object (TAXII 2.1 §5.6). */
export const getTaxiiObject = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/{id}/objects/{objectId}/',
  access: 'socApiKey',
  params: taxiiObjectParamsSchema,
  response: taxiiEnvelopeSchema,
});

/** One object's versions (§5.8): each object here has one. */
export const getTaxiiObjectVersions = defineCall({
  method: 'GET',
  path: '/taxii2/threat-intel/collections/{id}/objects/{objectId}/versions/',
  access: 'socApiKey',
  params: taxiiObjectParamsSchema,
  response: taxiiVersionsSchema,
});

/** Adding objects: the collection is read-only, so this is refused (415 for another media type, else 403). */
export const addTaxiiObjects = defineCall({
  method: 'POST',
  path: '/taxii2/threat-intel/collections/{id}/objects/',
  access: 'socApiKey',
  params: taxiiCollectionParamsSchema,
  response: null,
});
