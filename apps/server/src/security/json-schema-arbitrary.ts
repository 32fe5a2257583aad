import fc from 'fast-check';

/**
 * Request values for fuzzing, drawn from a route's JSON Schema as the OpenAPI document publishes it
 * (generated from the zod contracts). fast-check has no bridge for zod 4, and the document is
 * what every route has, so a new route is fuzzed without anyone writing a generator for it.
 *
 * Each value is a mix: mostly shaped like the schema, with realistic words (the `words` pool: real
 * emails, names, a country) so some requests get past validation into the services, and hostile
 * values at every level (NUL, lone surrogates, huge strings, deep nesting, wrong types, extra keys).
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

export type Words = {
  /** Plausible values by property name, e.g. { email: ['ada@example.com'] }. */
  byName: Record<string, string[]>;
  /** Plausible numbers by property name, e.g. { amount: [25, 100.5] }. */
  numbers?: Record<string, number[]>;
  /** Plausible values for any string. */
  any: string[];
};

/** Strings a careless server stores, logs or compares badly. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constant('\0'),
  fc.constant('a\0b'),
  fc.constant('\ud800'),
  fc.constant('x\udfffy'),
  fc.constant('🙂'.repeat(3)),
  fc.constant('e\u0301'),
  fc.constant('\u202eevil'),
  fc.constant("'; drop table profiles; --"),
  fc.constant('%00%ff%'),
  fc.constant('../../etc/passwd'),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('   '),
  fc.constant('\r\n\t'),
  // Far over every field cap and over the 16 kB of a free-form JSON value, under the body limit.
  fc.constant('x'.repeat(200_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
);

/**
 * JSON text placed as is where it stands in a value. V8's JSON.stringify recurses and overflows
 * on deep nesting (its JSON.parse does not), so a deep value is written as text, not built.
 */
export class RawJson {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

/** JSON nested far deeper than any request needs (objects and arrays, alternating). */
export const deeplyNested = (depth: number): RawJson =>
  new RawJson(`${'{"a":['.repeat(depth)}"leaf"${']}'.repeat(depth)}`);

/** A request body as JSON text, with any RawJson inside it written in place. */
export function serialise(value: unknown): string | undefined {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.json);
    return `\u0000raw${raws.length - 1}`;
  });
  return text?.replace(/"\\u0000raw(\d+)"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

/** Values of the wrong JSON type for whatever the schema wants. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(1e308),
  fc.constant('123'),
  fc.constant('true'),
  fc.constant([]),
  fc.constant({}),
  fc.constant(deeplyNested(50_000)),
  fc.array(fc.string(), { maxLength: 3 }),
);

const badUuids = [
  '',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '123e4567-e89b-12d3-a456-42661417400',
  "' or 1=1 --",
];

/**
 * Generation modes: `plausible` keeps to the schema and the word pool (a request a real client
 * might send); `wild` also puts hostile values and wrong types at any level.
 */
type Mode = 'plausible' | 'wild';

function stringFor(schema: JsonSchema, name: string | undefined, words: Words, mode: Mode) {
  const pool = name ? (words.byName[name] ?? []) : [];
  const short = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 20, 20),
  });
  if (mode === 'plausible') {
    // A known id (the caller's own) lets a case past the service's ownership check.
    if (schema.format === 'uuid')
      return pool.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...pool)) : fc.uuid();
    return pool.length > 0
      ? fc.constantFrom(...pool)
      : fc.oneof(short, fc.constantFrom(...words.any));
  }
  const options: fc.Arbitrary<string>[] = [short];
  if (pool.length > 0) options.push(fc.constantFrom(...pool));
  if (schema.format === 'uuid') options.push(fc.uuid(), fc.constantFrom(...badUuids));
  if (schema.maxLength !== undefined) {
    // Just inside and just outside the published cap.
    options.push(
      fc.constant('x'.repeat(schema.maxLength)),
      fc.constant('x'.repeat(schema.maxLength + 1)),
    );
  }
  return fc.oneof(...options);
}

/**
 * Values for a schema: a third plausible, a third plausible with one thing broken (a field set to
 * a hostile value or the wrong type, a required field dropped, an unknown field added), a third
 * wild. Plausible cases reach the services and the database; the broken ones test each check.
 */
export function arbitraryFor(
  schema: JsonSchema,
  words: Words,
  name?: string,
): fc.Arbitrary<unknown> {
  const plausible = nodeFor(schema, words, name, 0, 'plausible');
  return fc.oneof(
    plausible,
    fc.tuple(plausible, mutation).map(([value, mutate]) => mutate(value)),
    nodeFor(schema, words, name, 0, 'wild'),
  );
}

type Mutate = (value: unknown) => unknown;

/** One change to a value: at a node picked by `at` (modulo the number of nodes). */
const mutation: fc.Arbitrary<Mutate> = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('replace', 'drop', 'add'),
    fc.oneof(hostileString, wrongType),
    fc.constantFrom('constructor', 'admin', 'role', 'is_operator', 'uid'),
  )
  .map(([at, kind, replacement, extraKey]) => (value: unknown) => {
    const copy = structuredClone<unknown>(value);
    const nodes = objectsIn(copy);
    if (nodes.length === 0) return kind === 'replace' ? replacement : copy;
    const node = nodes[at % nodes.length] as Record<string, unknown>;
    const keys = Object.keys(node);
    const key = keys.length > 0 ? keys[at % keys.length] : undefined;
    if (kind === 'add' || key === undefined) node[extraKey] = replacement;
    else if (kind === 'drop') delete node[key];
    else node[key] = replacement;
    return copy;
  });

function objectsIn(value: unknown): object[] {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

function nodeFor(
  schema: JsonSchema,
  words: Words,
  name: string | undefined,
  depth: number,
  mode: Mode,
): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, words, name, depth, mode);
  if (mode === 'plausible') return shaped;
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongType },
  );
}

function shapedFor(
  schema: JsonSchema,
  words: Words,
  name: string | undefined,
  depth: number,
  mode: Mode,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => shapedFor(s, words, name, depth, mode)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return shapedFor(Object.assign({}, ...schema.allOf) as JsonSchema, words, name, depth, mode);
  }
  const withNull = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
  if (schema.const !== undefined) return withNull(fc.constant(schema.const));
  if (schema.enum) {
    const listed = fc.constantFrom(...schema.enum);
    return withNull(mode === 'plausible' ? listed : fc.oneof(listed, fc.string({ maxLength: 12 })));
  }
  const child = (s: JsonSchema, key: string | undefined) =>
    depth > 4 ? fc.constant(null) : nodeFor(s, words, key, depth + 1, mode);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return withNull(stringFor(schema, name, words, mode));
    case 'boolean':
      return withNull(fc.boolean());
    case 'integer':
      return withNull(fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER + 2)));
    case 'number': {
      const pool = name ? (words.numbers?.[name] ?? []) : [];
      const any = fc.oneof(fc.double({ noNaN: true }), fc.integer());
      return withNull(pool.length > 0 ? fc.oneof(fc.constantFrom(...pool), any) : any);
    }
    case 'null':
      return fc.constant(null);
    case 'array':
      return withNull(fc.array(child(schema.items ?? {}, name), { maxLength: 3 }));
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const fields = Object.fromEntries(properties.map(([key, s]) => [key, child(s, key)]));
      // Every required field, and any of the optional ones.
      return withNull(fc.record(fields, { requiredKeys: schema.required ?? [] }));
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), wrongType);
  }
}
