import type { EndpointDefinition } from '@direct/contracts';
import type { z } from 'zod';
import { errorResponses } from './error-responses.ts';

type Field<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

// Fastify's schema for an endpoint: request parts under Fastify's names, success and error
// answers in one `response` map (each error status answers the envelope).
type FastifySchemaOf<E extends EndpointDefinition> = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  consumes?: string[];
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  headers: Field<E, 'headers'>;
  response: E['responses'];
};

// The API's own refinement of a request part, e.g. a query that also accepts what a proxy adds.
type Refinement = Partial<Record<'params' | 'querystring' | 'body' | 'headers', z.ZodType>> & { description?: string };

// Method, URL and schema of the route that serves an endpoint: `app.route({ ...routeOf(e), handler })`.
// The schema is built from the endpoint only, so the OpenAPI document and the site's client can't
// drift from what the route validates.
// An endpoint that takes no bearer token (`security: []`) is also served without one: the
// contract decides both the document and the enforcement (see registerAuthentication).
type RouteOf<E extends EndpointDefinition, S> = {
  method: E['method'];
  url: E['path'];
  schema: S;
  config?: { public?: true; hostAccess?: 'session' | 'organization'; permission?: string };
};

// Overloads rather than a defaulted type parameter: inside `app.route({ ...routeOf(e), handler })`
// TypeScript would infer the refinement from the expected type and lose the request's types.
export function routeOf<E extends EndpointDefinition>(endpoint: E): RouteOf<E, FastifySchemaOf<E>>;
export function routeOf<E extends EndpointDefinition, R extends Refinement>(endpoint: E, refinement: R): RouteOf<E, Omit<FastifySchemaOf<E>, keyof R> & R>;
export function routeOf(endpoint: EndpointDefinition, refinement?: Refinement): RouteOf<EndpointDefinition, unknown> {
  const response: Record<number, z.ZodType> = { ...endpoint.responses, ...errorResponses(...(endpoint.errors ?? [])) };
  const schema = {
    operationId: endpoint.operationId,
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.security === undefined ? {} : { security: endpoint.security }),
    ...(endpoint.consumes === undefined ? {} : { consumes: endpoint.consumes }),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.headers === undefined ? {} : { headers: endpoint.headers }),
    response,
    ...refinement,
  };
  const isPublic = endpoint.security !== undefined && endpoint.security.length === 0;
  const config = {
    ...(isPublic ? { public: true as const } : {}),
    ...(endpoint.hostAccess ? { hostAccess: endpoint.hostAccess } : {}),
    ...(endpoint.permission ? { permission: endpoint.permission } : {}),
  };
  return { method: endpoint.method, url: endpoint.path, schema, ...(Object.keys(config).length > 0 ? { config } : {}) };
}
