import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';

// Bad numbers and dates are refused by the schemas of every route, before any handler or SQL sees
// them: each number a request can carry is a whole number the database's integer columns store, and
// each date or time is one that exists, in years PostgreSQL and JavaScript both read. This walks the
// request schemas of every registered route (console, SOC, TAXII, extension) rather than a list, so a
// new route is held to it without anyone remembering to.

interface Field {
  route: string;
  path: string;
  schema: z.ZodType;
}

/**
 * Ids of bigserial (int8) tables, which take numbers to 2^53 - 1 (bigIdParam or an event's row id);
 * every other number is an int4 column's (idParam and bounded counts). By field name, and by route
 * where the field is a plain `id`.
 */
const INT8_NAMES = new Set(['eventId', 'snapshotId', 'extensionUserId', 'userId', 'whitelistedUrlId']);
const INT8_IDS = new Set([
  '/v1/portal/customers/:customerId/blacklist-urls/:id params.id',
  '/v1/portal/customers/:customerId/whitelist-domain/:id params.id',
  '/v1/threat-intel/unverify/:id/:customerId params.id',
]);
const isInt8 = (f: Field) =>
  INT8_NAMES.has(f.path.split('.').at(-1)?.replace('[]', '') ?? '') ||
  INT8_IDS.has(`${f.route.split(' ')[1]} ${f.path}`);
/** Fields checked by their whole object (the field alone takes any number), and what bounds them. */
const BOUNDED_BY_THEIR_OBJECT = new Map([
  ['POST /v1/auth/customer/signup body.noOfUsers', 'directCustomerErrors: 1 to 5,000,000'],
]);
/** Fractions allowed: CSS pixels of a detection box, kept as JSON. */
const FRACTIONS = /body\.detectionBoxes\[\]\.(x|y|width|height)$/;
const INT4_MAX = 2 ** 31 - 1;

const NUMBERS_REFUSED = [
  2 ** 31,
  '2147483648',
  2 ** 53 + 2,
  '9007199254740993',
  1.5,
  '1.5',
  Number.NaN,
  Infinity,
];
const NUMBERS_REFUSED_INT8 = [2 ** 53 + 2, '9007199254740993', 1.5, '1.5', Number.NaN, Infinity];

const DATES_REFUSED = [
  '2026-13-45',
  '2026-13-01',
  '2026-12-45',
  '2026-00-10',
  '2026-12-00',
  '2026-12-32',
  '2025-02-29',
  '0000-01-01',
  '10000-01-01',
  '2026-13-45T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2025-02-29T12:00:00Z',
  '0000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '2026-01-01T25:00:00Z',
];
const DATE_NAMES = /date|time|after|before|since|until|expir|On$/;

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are walked by their type tags
const defOf = (schema: z.ZodType): any => (schema as unknown as { _zod: { def: unknown } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The object or array a schema checks, through its wrappers and pipes, or null for a single value. */
function structureOf(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  if (def.type === 'object' || def.type === 'array') return schema;
  if (WRAPPERS.has(def.type)) return structureOf(def.innerType);
  if (def.type === 'pipe') return structureOf(def.in);
  if (def.type === 'lazy') return structureOf(def.getter());
  return null;
}

function fieldsOf(route: string, schema: z.ZodType, path: string, found: Field[]) {
  const structure = structureOf(schema);
  if (!structure) {
    found.push({ route, path, schema });
    return;
  }
  const def = defOf(structure);
  if (def.type === 'array') fieldsOf(route, def.element, `${path}[]`, found);
  else
    for (const [key, value] of Object.entries(def.shape))
      fieldsOf(route, value as z.ZodType, `${path}.${key}`, found);
}

/** Whether the schema accepts a value without throwing (a schema that throws answers 500). */
function accepts(schema: z.ZodType, value: unknown): boolean | 'throws' {
  try {
    return schema.safeParse(value).success;
  } catch {
    return 'throws';
  }
}

/** What the schema makes of a value it accepts (a limit may be lowered to the largest page). */
function parsed(schema: z.ZodType, value: unknown): unknown {
  return schema.safeParse(value).data;
}

const fields: Field[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const schema = route.schema as Record<string, z.ZodType | undefined> | undefined;
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      for (const part of ['params', 'querystring', 'body'] as const) {
        const partSchema = schema?.[part];
        if (partSchema && '_zod' in partSchema) fieldsOf(name, partSchema, part, fields);
      }
    },
  });
});
afterAll(() => t.close());

describe('numbers and dates in every request', () => {
  it('finds the request fields of the routes', () => {
    expect(fields.length).toBeGreaterThan(200);
  });

  it('take only whole numbers the database stores', () => {
    // A number in JSON, or in a path or query string (digits taken, words not); not a value of any
    // kind (a batch's events, each checked on its own).
    const numeric = fields.filter(
      (f) =>
        accepts(f.schema, {}) !== true &&
        (accepts(f.schema, 1) === true ||
          (accepts(f.schema, '1') === true && accepts(f.schema, 'abc') !== true)),
    );
    expect(numeric.length).toBeGreaterThan(30);
    // Refused, or taken as a number an int4 column holds (a TAXII limit above the largest page is that page).
    const heldAsInt4 = (f: Field, v: unknown) => {
      const out = parsed(f.schema, v);
      return typeof out === 'number' && Number.isSafeInteger(out) && Math.abs(out) <= INT4_MAX;
    };
    const wrong = numeric.flatMap((f) => {
      if (BOUNDED_BY_THEIR_OBJECT.has(`${f.route} ${f.path}`)) return [];
      const int8 = isInt8(f);
      return (int8 ? NUMBERS_REFUSED_INT8 : NUMBERS_REFUSED)
        .filter((v) => !(FRACTIONS.test(f.path) && (v === 1.5 || v === '1.5')))
        .filter((v) => accepts(f.schema, v) !== false && (int8 || !heldAsInt4(f, v)))
        .map((v) => `${f.route} ${f.path} ${String(v)}`);
    });
    expect(wrong).toEqual([]);
  });

  it('take only dates and times that exist, from year 1 to 9999, and never throw on one that does not', () => {
    const dated = fields.filter(
      (f) => DATE_NAMES.test(f.path.split('.').at(-1) ?? '') && accepts(f.schema, 'x') !== true,
    );
    expect(dated.length).toBeGreaterThan(8);
    const wrong = dated.flatMap((f) =>
      DATES_REFUSED.filter((v) => accepts(f.schema, v) !== false).map(
        (v) => `${f.route} ${f.path} ${v} (${String(accepts(f.schema, v))})`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('take names without line breaks or other control characters', () => {
    // Names that are stored (bodies): a name is one line, shown in lists, mails and headers.
    const named = fields.filter(
      (f) =>
        f.path.startsWith('body') &&
        /name$/i.test(f.path.split('.').at(-1) ?? '') &&
        accepts(f.schema, 'Contoso') === true,
    );
    expect(named.length).toBeGreaterThan(10);
    const wrong = named.flatMap((f) =>
      ['Contoso\r\nBcc: x', 'Contoso\u0007', 'Con\ttoso', 'Con\u2028toso']
        .filter((v) => accepts(f.schema, v) !== false)
        .map((v) => `${f.route} ${f.path} ${JSON.stringify(v)}`),
    );
    expect(wrong).toEqual([]);
  });
});
