import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { unsafeTextFields } from './unsafe-text.ts';

type PartSchemas = { params?: unknown; querystring?: unknown; query?: unknown; body?: unknown; headers?: unknown };

// The validator compiler refuses NUL characters and broken Unicode in every part a route has a
// schema for; this hook does the same for the parts it has none for (a webhook's raw body, the
// query of a route that takes none, headers), so no route is left out.
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = (request.routeOptions.schema ?? {}) as PartSchemas;
    const fields = [
      ...(schema.params ? [] : unsafeTextFields(request.params, 'params')),
      ...(schema.querystring || schema.query ? [] : unsafeTextFields(request.query, 'query')),
      ...(schema.body ? [] : unsafeTextFields(request.body, 'body')),
      ...(schema.headers ? [] : unsafeTextFields(request.headers, 'headers')),
    ];
    if (fields.length > 0) {
      throw new AppError('validation_failed', 'The request contains characters that are not allowed; see fields.', { fields });
    }
  });
}
