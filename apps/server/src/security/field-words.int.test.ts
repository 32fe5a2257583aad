import { isMessageKey, t } from '@vh/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../testing/factories.ts';
import { startTestServer } from '../testing/test-server.ts';
import { documentedOperations } from './api-routes.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

// A refusal names the field in words ('Expiry must be a number of days, such as 7'), so every field
// a request can carry has its words in the catalogue (fields.names), read from the API document.
const server = await startTestServer();
afterAll(() => server.close());

function propertyNames(schema: JsonSchema | undefined, into: Set<string>): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  const node = schema as Record<string, unknown>;
  for (const [name, inner] of Object.entries(
    (node.properties ?? {}) as Record<string, JsonSchema>,
  )) {
    into.add(name);
    propertyNames(inner, into);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
    const inner = node[key];
    if (Array.isArray(inner)) for (const each of inner) propertyNames(each as JsonSchema, into);
    else propertyNames(inner as JsonSchema, into);
  }
  return into;
}

describe('field words', () => {
  it('has words for every field of every request the API documents', async () => {
    const names = new Set<string>();
    for (const operation of await documentedOperations(server)) {
      propertyNames(operation.body, names);
      for (const part of [...operation.params, ...operation.query]) names.add(part.name);
    }
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => !isMessageKey(`fields.names.${name}`)).sort();
    expect(missing).toEqual([]);
  });

  it('answers a value of the wrong type with the field in words, its key and values', async () => {
    const owner = await import('../testing/factories.ts').then((m) => m.seedOwner(server));
    const answer = await api(server, 'PATCH', `/api/users/uid/${owner.profile.uid}`, {
      jwt: owner.session.access_token,
      body: { personal_information: { first_name: 5 } },
    });
    expect(answer.status).toBe(400);
    const error = (answer.body as { error: Record<string, unknown> }).error;
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'personal_information.first_name',
      key: 'schema.field.wrongType',
      params: { field: t('fields.names.first_name'), expected: 'string' },
    });
    expect(error.message).toBe('First name must be text');
  });
});
