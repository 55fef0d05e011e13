// A checker of STIX 2.1 objects for the TAXII tests: the required properties of the types Baitwatch
// serves (STIX 2.1 §3.2, §4) and the pattern grammar's subset it produces (STIX 2.1 §9, STIX Patterning).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** RFC 3339 in UTC with the Z the STIX timestamp type requires (fractions of a second optional). */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;
const isIdOf = (type: string, id: unknown) =>
  typeof id === 'string' && new RegExp(`^${type}--${UUID}$`).test(id);
const anyId = (id: unknown) => typeof id === 'string' && new RegExp(`^[a-z][a-z0-9-]+--${UUID}$`).test(id);
const isTimestamp = (v: unknown) =>
  typeof v === 'string' && TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v));

/**
 * Parses a STIX pattern of the form this server writes: observation expressions `[ ... ]` joined by
 * AND/OR, each a comparison expression of property tests `object-type:path = 'literal'` (or `!=`)
 * joined by AND/OR, parenthesised or not. Returns the error, or null for a valid pattern.
 */
export function patternError(pattern: string): string | null {
  let at = 0;
  const ws = () => {
    while (at < pattern.length && /\s/.test(pattern[at] ?? '')) at++;
  };
  const fail = (what: string) => `${what} at ${at} in ${pattern}`;
  const keyword = (word: string) => {
    ws();
    if (pattern.startsWith(word, at) && !/[A-Za-z0-9_]/.test(pattern[at + word.length] ?? '')) {
      at += word.length;
      return true;
    }
    return false;
  };
  const literal = (): string | null => {
    ws();
    if (pattern[at] !== "'") return fail('expected a string literal');
    at++;
    while (at < pattern.length && pattern[at] !== "'") {
      if (pattern[at] === '\\') {
        if (pattern[at + 1] !== '\\' && pattern[at + 1] !== "'") return fail('bad escape');
        at += 2;
      } else at++;
    }
    if (pattern[at] !== "'") return fail('unterminated string literal');
    at++;
    return null;
  };
  const objectPath = (): string | null => {
    ws();
    const match = /^[a-z][a-z0-9-]*[a-z0-9]:[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(
      pattern.slice(at),
    );
    if (!match) return fail('expected an object path such as url:value');
    at += match[0].length;
    return null;
  };
  const test = (): string | null => {
    ws();
    if (pattern[at] === '(') {
      at++;
      const inner = comparison();
      if (inner) return inner;
      ws();
      if (pattern[at] !== ')') return fail('expected )');
      at++;
      return null;
    }
    const path = objectPath();
    if (path) return path;
    ws();
    if (pattern.startsWith('!=', at)) at += 2;
    else if (pattern[at] === '=') at++;
    else return fail('expected = or !=');
    return literal();
  };
  const comparison = (): string | null => {
    for (;;) {
      const error = test();
      if (error) return error;
      if (!keyword('AND') && !keyword('OR')) return null;
    }
  };
  const observation = (): string | null => {
    ws();
    if (pattern[at] !== '[') return fail('expected [');
    at++;
    const error = comparison();
    if (error) return error;
    ws();
    if (pattern[at] !== ']') return fail('expected ]');
    at++;
    return null;
  };
  for (;;) {
    const error = observation();
    if (error) return error;
    if (!keyword('AND') && !keyword('OR')) break;
  }
  ws();
  return at === pattern.length ? null : fail('unexpected text');
}

/** The value of a pattern's one string literal, unescaped (to compare with the URL it came from). */
export const literalOf = (pattern: string) =>
  /'((?:\\.|[^'\\])*)'/.exec(pattern)?.[1]?.replace(/\\(.)/g, '$1') ?? null;

const REQUIRED: Record<string, string[]> = {
  indicator: ['pattern', 'pattern_type', 'valid_from'],
  identity: ['name'],
  campaign: ['name'],
  relationship: ['relationship_type', 'source_ref', 'target_ref'],
  'extension-definition': ['created_by_ref', 'name', 'schema', 'version', 'extension_types'],
};

/** What is wrong with a STIX 2.1 object of the types this server serves (empty: nothing). */
export function stixProblems(object: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const type = object.type;
  if (typeof type !== 'string' || !/^[a-z0-9-]{3,250}$/.test(type)) return [`bad type ${String(type)}`];
  const required = REQUIRED[type];
  if (!required) return [`unexpected type ${type}`];
  if (object.spec_version !== '2.1') problems.push('spec_version must be 2.1');
  if (!isIdOf(type, object.id)) problems.push(`id ${String(object.id)} is not ${type}--<uuid>`);
  for (const name of ['created', 'modified'])
    if (!isTimestamp(object[name])) problems.push(`${name} is not an RFC 3339 UTC timestamp`);
  if (String(object.modified) < String(object.created)) problems.push('modified before created');
  for (const name of required) if (object[name] === undefined) problems.push(`${name} is missing`);
  if (type === 'indicator') {
    if (object.pattern_type !== 'stix') problems.push('pattern_type must be stix');
    const error = typeof object.pattern === 'string' ? patternError(object.pattern) : 'pattern is not text';
    if (error) problems.push(error);
    if (!isTimestamp(object.valid_from)) problems.push('valid_from is not an RFC 3339 UTC timestamp');
    const types = object.indicator_types;
    if (types !== undefined && (!Array.isArray(types) || types.some((t) => typeof t !== 'string')))
      problems.push('indicator_types must be a list of strings');
  }
  if (type === 'relationship' && !(anyId(object.source_ref) && anyId(object.target_ref)))
    problems.push('source_ref and target_ref must be identifiers');
  const references = object.external_references;
  if (references !== undefined) {
    if (!Array.isArray(references)) problems.push('external_references must be a list');
    else if (references.some((r) => typeof r?.source_name !== 'string'))
      problems.push('every external reference needs source_name');
  }
  // Property names: a-z, 0-9 and _; custom ones (x_) at least 3 characters long.
  for (const name of Object.keys(object))
    if (!/^[a-z0-9_]+$/.test(name) || (name.startsWith('x_') && name.length < 3))
      problems.push(`property name ${name} is not STIX`);
  return problems;
}
