import { z } from 'zod';

// The TAXII 2.1 resources this server answers (TAXII 2.1 §4–5), as the routes' response schemas: they
// document the answers in the OpenAPI document and keep a route from sending a field it did not mean to.

/** GET /taxii2/: the discovery resource. */
export const taxiiDiscoverySchema = z.object({
  title: z.string(),
  description: z.string(),
  default: z.string(),
  api_roots: z.array(z.string()),
});

/** GET {api root}: the API root resource. */
export const taxiiApiRootSchema = z.object({
  title: z.string(),
  description: z.string(),
  versions: z.array(z.string()),
  max_content_length: z.number().int(),
});

/** GET {api root}/collections/{id}/: one collection. */
export const taxiiCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  can_read: z.boolean(),
  can_write: z.boolean(),
  media_types: z.array(z.string()),
});

/** GET {api root}/collections/. */
export const taxiiCollectionsSchema = z.object({ collections: z.array(taxiiCollectionSchema) });

/**
 * A STIX 2.1 object: the common properties every object carries are checked; the rest of each type's
 * properties (an indicator's pattern, a relationship's refs, x_ extensions) pass as they are.
 */
export const stixObjectSchema = z.looseObject({
  type: z.string(),
  spec_version: z.literal('2.1'),
  id: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type StixObject = z.infer<typeof stixObjectSchema>;

/** A page of a collection: `more`, and `next` (the cursor of the following page) when there is one. */
const page = { more: z.boolean(), next: z.string().optional() };

/** GET {api root}/collections/{id}/objects/: the envelope. */
export const taxiiEnvelopeSchema = z.object({ ...page, objects: z.array(stixObjectSchema) });

/** GET {api root}/collections/{id}/objects/{object id}/versions/ (TAXII 2.1 §5.8). */
export const taxiiVersionsSchema = z.object({ ...page, versions: z.array(z.string()) });

/** GET {api root}/collections/{id}/manifest/: one record per object. */
export const taxiiManifestSchema = z.object({
  ...page,
  objects: z.array(
    z.object({ id: z.string(), date_added: z.string(), version: z.string(), media_type: z.string() }),
  ),
});
