import type { EndpointDefinition, EndpointInput, ResponseOf } from '@direct/contracts';
import { pathOf } from '@direct/contracts';
import { z } from 'zod';
import type { ApiRequest } from './api-request.server.ts';

// A call by endpoint object: its path parameters, query and body, typed from the contract, plus
// what the page adds (the abort signal, headers such as Idempotency-Key).
export type EndpointCall<E extends EndpointDefinition> = EndpointInput<E> & {
  headers?: Record<string, string>;
  // Usually the incoming page request's signal: a guest who leaves stops our API call too.
  signal?: AbortSignal;
};

const successSchemas = new WeakMap<EndpointDefinition, z.ZodType>();

// The schema a successful answer is checked against: the endpoint's success answers (one of
// them, or any when several; a 204 carries no body).
function successSchemaOf(endpoint: EndpointDefinition): z.ZodType {
  let schema = successSchemas.get(endpoint);
  if (!schema) {
    const schemas = [...new Set(Object.entries(endpoint.responses).map(([status, answer]) => (status === '204' ? z.undefined() : answer)))];
    schema = schemas.length === 1 ? schemas[0]! : schemas.length === 0 ? z.unknown() : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    successSchemas.set(endpoint, schema);
  }
  return schema;
}

// The plain request the API client sends for an endpoint call.
export function requestFor<E extends EndpointDefinition>(endpoint: E, call: EndpointCall<E>): ApiRequest<ResponseOf<E>> {
  const { params, query, body, headers, signal } = call as EndpointCall<EndpointDefinition> & {
    params?: Record<string, string | number>;
    query?: ApiRequest<unknown>['query'];
    body?: unknown;
  };
  return {
    method: endpoint.method,
    path: pathOf(endpoint, (params ?? {}) as never),
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(headers === undefined ? {} : { headers }),
    ...(signal === undefined ? {} : { signal }),
    schema: successSchemaOf(endpoint) as z.ZodType<ResponseOf<E>>,
  };
}
