// One plain exchange with the API, as the client sends it (api.call builds one from an endpoint).
import type { z } from 'zod';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  // Arrays repeat the parameter (?a=1&a=2); null and undefined are left out.
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  // Extra request headers, e.g. Idempotency-Key on a booking request (a retry then holds once).
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  // Usually the incoming page request's signal: a guest who leaves stops our API call too.
  signal?: AbortSignal;
};

