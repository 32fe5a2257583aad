import fc from 'fast-check';
import { ZErrorResponse } from '@vh/contracts';
import type { Operation } from './api-routes.ts';
import {
  arbitraryFor,
  hostileString,
  serialise,
  wrongType,
  type JsonSchema,
  type Words,
} from './json-schema-arbitrary.ts';

/** One generated request: raw path values, query values and body, before encoding. */
export type FuzzCase = {
  params: Record<string, string>;
  query: Record<string, unknown> | undefined;
  /** `undefined`: no body at all. */
  body: unknown;
};

const uuidFormat = (schema: JsonSchema) => schema.format === 'uuid';

/** Cases for one operation; `ids` are real uids (the caller's own, someone else's) to aim at. */
export function casesFor(
  operation: Operation,
  words: Words,
  ids: string[],
): fc.Arbitrary<FuzzCase> {
  const params = fc.record(
    Object.fromEntries(
      operation.params.map((p) => [
        p.name,
        fc.oneof(
          {
            weight: 4,
            arbitrary: uuidFormat(p.schema)
              ? fc.constantFrom(...ids)
              : fc.constantFrom(...(words.byName[p.name] ?? ['x'])),
          },
          { weight: 2, arbitrary: arbitraryFor(p.schema, words, p.name).map(String) },
          { weight: 1, arbitrary: hostileString },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(operation.query.map((q) => [q.name, q.schema])),
    required: operation.query.filter((q) => q.required).map((q) => q.name),
  };
  const query =
    operation.query.length > 0
      ? fc.option(arbitraryFor(querySchema, words) as fc.Arbitrary<Record<string, unknown>>, {
          nil: undefined,
        })
      : fc.constant(undefined);

  // A body where one is expected, and now and then one where none is (never on GET: fetch cannot).
  const body = operation.body
    ? fc.oneof(
        { weight: 8, arbitrary: arbitraryFor(operation.body, words) },
        { weight: 1, arbitrary: wrongType },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : operation.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: wrongType },
        );

  return fc.record({ params, query, body });
}

/**
 * Percent-encodes a path or query value as a browser would, except that a lone surrogate (which
 * no UTF-8 can carry) becomes the bytes of an encoded surrogate: invalid UTF-8 the server must
 * refuse cleanly.
 */
export function encodeValue(value: string): string {
  let out = '';
  for (const char of value) out += char.isWellFormed() ? encodeURIComponent(char) : '%ED%A0%80';
  return out;
}

/** The URL of a case: path parameters filled in, query values serialised (arrays repeat the key). */
export function urlOf(operation: Operation, fuzz: FuzzCase): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeValue(fuzz.params[name] ?? ''),
  );
  if (fuzz.query === undefined || fuzz.query === null || typeof fuzz.query !== 'object')
    return path;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(fuzz.query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      // Query strings are text: objects and numbers arrive as their JSON, as a sloppy client sends.
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      // Kept well under Node's 16 kB header limit: a huge URL is checked on its own elsewhere.
      pairs.push(`${encodeValue(key)}=${encodeValue(text.slice(0, 2000))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export type Answer = { status: number; body: unknown };

/** What is wrong with an answer, or null: never a 5xx, and every 4xx in the one error shape. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status >= 400 && !ZErrorResponse.safeParse(answer.body).success) {
    return `answered ${answer.status} without the {error:{code,message}} shape`;
  }
  // The validator's own words are for programmers: every refusal is worded by the catalogue.
  if (answer.status >= 400 && /invalid input/i.test(JSON.stringify(answer.body))) {
    return `answered ${answer.status} with the validator's words "Invalid input"`;
  }
  if (answer.status >= 400 && !(answer.body as { error: { key?: string } }).error.key) {
    return `answered ${answer.status} without the catalogue key of its message`;
  }
  return null;
}

/** A case as a short line for a failure report (a 200 kB string would drown the report). */
export function describeCase(method: string, url: string, body: unknown): string {
  const short = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  return `${method} ${short(url)} body=${short(serialise(body) ?? 'none')}`;
}
