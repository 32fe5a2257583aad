import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { invalidField } from '../lib/app-error.ts';

/**
 * No API query takes a list, so a parameter given twice (`?email=a&email=b`) is a mistake the
 * schema would only report as a value of the wrong type ("Email is required"). It is refused
 * before validation, with a sentence that says what went wrong.
 */
const refuseRepeated: preValidationHookHandler = (request, _reply, done) => {
  const query = request.query as Record<string, unknown> | undefined;
  const repeated = Object.entries(query ?? {}).find(([, value]) => Array.isArray(value));
  if (repeated) {
    const [name] = repeated;
    done(invalidField(name, 'errors.query.repeated', { values: { name } }));
    return;
  }
  done();
};

/**
 * Attaches the check to each route with a query schema as it is declared, so other requests (the
 * web app's pages, which may carry whatever their links carry) do no work for it. Call it before
 * the routes are registered.
 */
export function refuseRepeatedQueryKeys(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.querystring === undefined) return;
    const existing = route.preValidation;
    route.preValidation =
      existing === undefined
        ? refuseRepeated
        : [...(Array.isArray(existing) ? existing : [existing]), refuseRepeated];
  });
}
