import type { z } from 'zod';
import { httpStatusByErrorCode, type ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// One API operation, described once: the API registers its route from it, the site calls by it,
// and the OpenAPI document is generated from it. Paths use the router's `:name` parameters.
export type EndpointDefinition = {
  // camelCase verb phrase; what a generated client names the call.
  operationId: string;
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly [string, ...string[]];
  // `[]` for an operation that takes no bearer token; absent means the API-wide bearer token.
  security?: readonly [];
  // Host operations: 'session' needs a signed-in host (the X-Direct-Host-Session header sent by
  // the console's server); 'organization' also needs the host to belong to the path's
  // :organizationId with a role allowing `permission`, or the caller to be that organization's
  // own API client with the permission among its scopes.
  hostAccess?: 'session' | 'organization';
  permission?: string;
  consumes?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  // The successful answers by status; an operation answering a file has none in JSON.
  responses: { readonly [status: number]: z.ZodType };
  // The error statuses (or error codes, which name their status) it may answer with the envelope.
  errors?: readonly (number | ErrorCode)[];
};

// Keeps the literal types (method, path, schemas) so both sides are typed from one object.
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

const errorStatuses = new Set(Object.values(httpStatusByErrorCode));

// The HTTP statuses of an endpoint's error answers: each listed status or error code, and 500,
// which any operation can answer when something unexpected fails.
export function errorStatusesOf(endpoint: Pick<EndpointDefinition, 'errors'>): number[] {
  const statuses = new Set<number>([500]);
  for (const entry of endpoint.errors ?? []) {
    const status = typeof entry === 'number' ? entry : httpStatusByErrorCode[entry];
    if (!errorStatuses.has(status)) throw new Error(`No error code answers with HTTP ${status}`);
    statuses.add(status);
  }
  return [...statuses].sort((a, b) => a - b);
}

// `/apis/hosts/:id` → "id"
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

// The values a caller fills the path with; each is URL-encoded.
export type PathParamsOf<E extends EndpointDefinition> = { [K in ParamNames<E['path']>]: string | number };

type SchemaAt<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
export type ParamsSchemaOf<E extends EndpointDefinition> = SchemaAt<E, 'params'>;
export type QuerySchemaOf<E extends EndpointDefinition> = SchemaAt<E, 'query'>;
export type BodySchemaOf<E extends EndpointDefinition> = SchemaAt<E, 'body'>;
export type HeadersSchemaOf<E extends EndpointDefinition> = SchemaAt<E, 'headers'>;

// What a successful call answers, parsed: the union of the endpoint's success answers (a 204
// has no body).
export type ResponseOf<E extends EndpointDefinition> = {
  [S in keyof E['responses'] & number]: S extends 204 ? undefined : z.output<E['responses'][S]>;
}[keyof E['responses'] & number];

type QueryValue = string | number | boolean | null | undefined;

// What a caller passes to call an endpoint: its path parameters, query (the contract's keys;
// values are sent as text, arrays repeat the key, null and undefined are left out) and body.
export type EndpointInput<E extends EndpointDefinition> = ([ParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParamsOf<E> }) &
  (E extends { query: infer Q extends z.ZodType }
    ? { query?: { [K in keyof z.input<Q>]?: QueryValue | readonly QueryValue[] } }
    : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

// The path with its parameters filled in: `/apis/hosts/:id` and { id: 7 } → `/apis/hosts/7`.
export function pathOf<E extends EndpointDefinition>(endpoint: E, params: PathParamsOf<E>): string {
  const values = params as Record<string, string | number>;
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.operationId}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
