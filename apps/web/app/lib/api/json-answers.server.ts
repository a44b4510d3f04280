import { pageStatusFor } from './route-errors.server.ts';

// Answers of the site's JSON resources (/resources/…), which the browser calls instead of the API
// (it never holds the token): the API's error envelope, never cached.

export type FieldProblem = { field: string; message: string; reason: string };

const noStore = { 'cache-control': 'no-store' };

export function invalidQuery(fields: FieldProblem[]): Response {
  return Response.json({ error: { code: 'validation_failed', message: 'The query is invalid; see fields.', fields } }, { status: 400, headers: noStore });
}

// A failed API call behind a JSON resource: the status a page would get (404, 503, else 500).
export function apiFailure(error: unknown, what: string): Response {
  const status = pageStatusFor(error);
  if (status === 500) console.error(`${what} failed`, error);
  const code = status === 404 ? 'not_found' : status === 503 ? 'service_unavailable' : 'internal_error';
  return Response.json({ error: { code, message: `${what} could not be loaded`, fields: [] } }, { status, headers: noStore });
}
