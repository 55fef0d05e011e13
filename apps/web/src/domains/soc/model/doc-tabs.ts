import type { Role } from '@baitwatch/contracts/common/product';
import type { SocOpenApi, SocOperation } from '../api/soc-openapi.ts';

/** The tab a TenantAdmin does not get (spec doc 2 §6). */
export const THREAT_INTEL_TAB = 'Threat Intelligence';
const DAY_MS = 86_400_000;

/** An API documentation entry (spec doc 2 §3), with its wire-like field names. */
export interface ApiDocEntry {
  tabName: string;
  tabId: string;
  tabDesc: string;
  curlReq: string;
  headerParams: { displayName: string; desc: string; example: string }[];
  queryParams: { displayName: string; desc: string; example: string; required: boolean }[];
  resposeFormat: string;
  responseStatusCodes: { code: string; desc: string }[];
}

/** The placeholders the curl examples are written with (a prior date, today, the base API URL). */
export interface DocPlaceholders {
  priorDate: string;
  todayDate: string;
  baseUrl: string;
}

export const docPlaceholders = (now: Date, origin: string): DocPlaceholders => ({
  priorDate: new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10),
  todayDate: now.toISOString().slice(0, 10),
  baseUrl: origin.replace(/\/+$/, ''),
});

type Schema = Record<string, unknown>;

/** A JSON example of a schema: the shape of an answer, with a typical value per field. */
export function exampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
    );
  }
  if (type === 'array') return [exampleOf(schema.items as Schema | undefined, depth + 1)];
  if (type === 'string') return schema.enum ? (schema.enum as string[])[0] : 'string';
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  return null;
}

/** A query parameter's example: its default, the placeholder dates, or its type. */
function parameterExample(name: string, schema: Schema | undefined, places: DocPlaceholders): string {
  if (name === 'startdate') return places.priorDate;
  if (name === 'enddate') return places.todayDate;
  if (schema?.default !== undefined) return String(schema.default);
  const type = schema?.type;
  return type === 'string' && Array.isArray(schema?.enum) ? String(schema.enum[0]) : '';
}

function curlOf(path: string, operation: SocOperation, header: string, places: DocPlaceholders): string {
  const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const query = ['startdate', 'enddate']
    .filter((name) => names.includes(name))
    .map((name) => `${name}=${name === 'startdate' ? places.priorDate : places.todayDate}`)
    .join('&');
  return `curl -H "${header}: <your API key>" "${places.baseUrl}${path}${query ? `?${query}` : ''}"`;
}

/**
 * The documentation tabs, one per tag of the SOC API's OpenAPI document, in the document's order;
 * a TenantAdmin's list leaves out Threat Intelligence.
 */
export function docTabs(doc: SocOpenApi, role: Role, places: DocPlaceholders): ApiDocEntry[] {
  const scheme = Object.values(doc.components?.securitySchemes ?? {})[0];
  const header = scheme?.name ?? 'apikey';
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    item.get ? [{ path, operation: item.get }] : [],
  );
  return doc.tags
    .filter((tag) => !(role === 'TenantAdmin' && tag.name === THREAT_INTEL_TAB))
    .flatMap((tag) => {
      const found = operations.find((o) => o.operation.tags.includes(tag.name));
      if (!found) return [];
      const { path, operation } = found;
      const ok = operation.responses['200'];
      return [
        {
          tabName: tag.name,
          tabId: tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          tabDesc: tag.description ?? operation.summary ?? '',
          curlReq: curlOf(path, operation, header, places),
          headerParams: [
            { displayName: header, desc: scheme?.description ?? 'Your API key', example: '<your API key>' },
          ],
          queryParams: operation.parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({
              displayName: p.name,
              desc: p.description ?? '',
              example: parameterExample(p.name, p.schema, places),
              required: p.required ?? false,
            })),
          resposeFormat: JSON.stringify(exampleOf(ok?.content?.['application/json']?.schema), null, 2),
          responseStatusCodes: Object.entries(operation.responses).map(([code, r]) => ({
            code,
            desc: code === '200' ? 'OK' : (r.description ?? ''),
          })),
        },
      ];
    });
}
