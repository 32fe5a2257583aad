import type { FastifyInstance } from 'fastify';
import { api } from '../testing/factories.ts';
import type { TestServer } from '../testing/test-server.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/** One product API operation, as the running app documents it. */
export type Operation = {
  method: string;
  /** OpenAPI style: /api/users/uid/{uid} */
  path: string;
  /** Needs X-JWT (the document's `security`). */
  secured: boolean;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
  /** The statuses the document declares it may answer (its `responses` keys: 200, 4XX, default). */
  statuses: string[];
};

type OpenApiOperation = {
  responses?: Record<string, unknown>;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Not the product API: the API's own documentation, and routes that exist only in development. */
const isProductApi = (path: string) =>
  path.startsWith('/api/') && !path.startsWith('/api/docs') && !path.startsWith('/dev/');

/** Every operation of the product API, read from the running app's OpenAPI document. */
export async function documentedOperations(server: TestServer): Promise<Operation[]> {
  const doc = await api(server, 'GET', '/api/docs/json');
  if (doc.status !== 200) throw new Error(`OpenAPI document: ${doc.status}`);
  const paths = (doc.body as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!isProductApi(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: (operation.security ?? []).length > 0,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Whether the document declares `status` for the operation, exactly, by its range or by default. */
export function declaresStatus(operation: Operation, status: number): boolean {
  const declared = new Set(operation.statuses);
  return (
    declared.has(String(status)) ||
    declared.has(`${String(status).charAt(0)}XX`) ||
    declared.has('default')
  );
}

/**
 * Every product API route the router knows, documented or not, read from Fastify's route tree, so
 * a route left out of the document (no tag) is noticed instead of silently not fuzzed.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack.push(path);
    if (!methods || !isProductApi(path)) continue;
    for (const method of methods.split(', ')) {
      // HEAD is Fastify's automatic twin of each GET.
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.sort();
}
