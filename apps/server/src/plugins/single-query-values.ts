import type { FastifyInstance } from 'fastify';
import { invalidField } from '../lib/app-error.ts';

/**
 * No API query takes a list, so a parameter given twice (`?email=a&email=b`) is a mistake the
 * schema would only report as a value of the wrong type ("Email is required"). It is refused
 * here, before validation, with a sentence that says what went wrong. Only routes with a query
 * schema are checked: the web app's own pages may carry whatever their links carry.
 */
export function refuseRepeatedQueryKeys(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.schema?.querystring === undefined) {
      done();
      return;
    }
    const query = request.query as Record<string, unknown> | undefined;
    const repeated = Object.entries(query ?? {}).find(([, value]) => Array.isArray(value));
    if (repeated) {
      const [name] = repeated;
      done(invalidField(name, `${name} was given more than once in the address; send it once`));
      return;
    }
    done();
  });
}
