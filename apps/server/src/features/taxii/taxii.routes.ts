import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import {
  addTaxiiObjects,
  getTaxiiApiRoot,
  getTaxiiCollection,
  getTaxiiDiscovery,
  getTaxiiManifest,
  getTaxiiObject,
  getTaxiiObjects,
  getTaxiiObjectVersions,
  listTaxiiCollections,
} from '@baitwatch/contracts/taxii/calls';
import { STIX_MEDIA_TYPE, TAXII_MESSAGES } from '@baitwatch/contracts/taxii/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import { shedSurfaceWhenBusy } from '../../http/load-shedding.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';
import type { TaxiiPage } from './taxii.service.ts';
import { protectTaxiiWithApiKey, taxiiHolder } from './taxii-auth.ts';
import { installTaxiiErrors, sendTaxiiError } from './taxii-errors.ts';
import { isTaxiiContentType, negotiated } from './taxii-media.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may also answer application/stix+json;version=2.1 (a collection's objects). */
    stixToo?: boolean;
  }
}

/** The routes sit under /taxii2 (their own not-found answer in the TAXII shape needs a prefix). */
const PREFIX = getTaxiiDiscovery.path.slice(0, -1);

/** The date_added of a page's first and last objects, as TAXII 2.1 asks of objects and manifest pages. */
function dateAddedHeaders(reply: FastifyReply, page: TaxiiPage) {
  const first = page.objects[0];
  const last = page.objects.at(-1);
  if (first && last) {
    reply.header('x-taxii-date-added-first', first.dateAdded);
    reply.header('x-taxii-date-added-last', last.dateAdded);
  }
}
const envelope = (page: TaxiiPage) => ({ more: page.more, ...(page.next ? { next: page.next } : {}) });

/**
 * TAXII 2.1 (beyond the spec; taxii/calls.ts, decision 0050): discovery at /taxii2/, one API root (/taxii2/threat-intel/)
 * with one read-only collection, its objects and manifest; SOC API keys; TAXII media types and errors.
 */
export async function registerTaxiiApi(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.taxii;
  await app.register(
    async (scope) => {
      shedSurfaceWhenBusy(scope, 'taxii', { poolUse: ctx.database.poolUse, onShed: ctx.metrics.shed });
      installTaxiiErrors(scope);
      protectTaxiiWithApiKey(scope, ctx.socKeys);
      // Answers are JSON text in the negotiated TAXII (or STIX) media type; anything else asked is a 406.
      scope.addHook('preHandler', async (request, reply) => {
        const type = negotiated(request.headers.accept, request.routeOptions.config.stixToo === true);
        if (!type) return sendTaxiiError(reply, 406, TAXII_MESSAGES.notAcceptable);
        reply.header('content-type', type);
      });
      scope.addContentTypeParser('application/taxii+json', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(badRequest('The body is not JSON.'), undefined);
        }
      });
      // The media types hold "json", so Fastify serializes each answer through its response schema.
      serveCall(scope, getTaxiiDiscovery, () => service.discovery());
      serveCall(scope, getTaxiiApiRoot, () => service.apiRoot());
      serveCall(scope, listTaxiiCollections, ({ request }) => service.collections(taxiiHolder(request)));
      serveCall(scope, getTaxiiCollection, ({ request, params }) =>
        service.collection(taxiiHolder(request), params.id),
      );
      serveCall(
        scope,
        getTaxiiObjects,
        async ({ request, params, query }, reply) => {
          const page = await service.page(taxiiHolder(request), params.id, query);
          dateAddedHeaders(reply, page);
          return { ...envelope(page), objects: page.objects.map((o) => o.object) };
        },
        { config: { stixToo: true } },
      );
      serveCall(scope, getTaxiiManifest, async ({ request, params, query }, reply) => {
        const page = await service.page(taxiiHolder(request), params.id, query);
        dateAddedHeaders(reply, page);
        return {
          ...envelope(page),
          objects: page.objects.map(({ object, dateAdded }) => ({
            id: object.id,
            date_added: dateAdded,
            version: object.modified,
            media_type: STIX_MEDIA_TYPE,
          })),
        };
      });
      serveCall(
        scope,
        getTaxiiObject,
        async ({ request, params }, reply) => {
          const found = await service.object(taxiiHolder(request), params.id, params.objectId);
          dateAddedHeaders(reply, { more: false, objects: [found] });
          return { more: false, objects: [found.object] };
        },
        { config: { stixToo: true } },
      );
      serveCall(scope, getTaxiiObjectVersions, async ({ request, params }, reply) => {
        const found = await service.object(taxiiHolder(request), params.id, params.objectId);
        dateAddedHeaders(reply, { more: false, objects: [found] });
        return { more: false, versions: [found.object.modified] };
      });
      // The collection is read-only (can_write false): a body in another media type is a 415, then 403.
      serveCall(scope, addTaxiiObjects, ({ request, params }) => {
        if (!isTaxiiContentType(request.headers['content-type']))
          throw new AppError(415, ERROR_CODES.unsupportedMediaType, TAXII_MESSAGES.unsupportedMediaType);
        service.collection(taxiiHolder(request), params.id);
        throw forbidden(TAXII_MESSAGES.readOnly);
      });
    },
    { prefix: PREFIX },
  );
}
