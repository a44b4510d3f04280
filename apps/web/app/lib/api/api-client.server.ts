import type { z } from 'zod';
import { errorFromResponse, parseBody, send, type FetchFunction } from './api-response.server.ts';
import type { TokenSource } from './token-source.server.ts';

// The page request an API call is made for: its id (so the site's and the API's log lines join)
// and the visitor's address (the API believes it only from this site's authenticated client).
export type CallerInfo = { requestId: string; clientAddress: string | undefined };

type QueryValue = string | number | boolean | null | undefined;

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

export type ApiClient = {
  request<T>(request: ApiRequest<T>): Promise<T>;
};

export type ApiClientOptions = {
  apiUrl: string;
  tokens: TokenSource;
  fetch?: FetchFunction;
  timeoutMs?: number;
  // The current page request, if the call is made for one.
  caller?: () => CallerInfo | undefined;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      const url = buildUrl(options.apiUrl, request.path, request.query);
      const caller = options.caller?.();
      const init = (token: string): RequestInit => ({
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
          ...callerHeaders(caller),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      const sendOptions = { timeoutMs, signal: request.signal };

      let token = await options.tokens.getToken();
      let response = await send(fetchFn, url, init(token), sendOptions);
      if (response.status === 401) {
        // The token expired early or the API restarted with a new signing key: one fresh token,
        // one retry. A second 401 is a real refusal and is reported as such.
        await response.body?.cancel();
        options.tokens.invalidate(token);
        token = await options.tokens.getToken();
        response = await send(fetchFn, url, init(token), sendOptions);
      }
      if (!response.ok) throw await errorFromResponse(response, url);
      return parseBody(response, url, request.schema);
    },
  };
}

// Set last, so no call site can pass a visitor address of its own.
function callerHeaders(caller: CallerInfo | undefined): Record<string, string> {
  if (!caller) return {};
  return {
    ...(caller.requestId ? { 'x-request-id': caller.requestId } : {}),
    ...(caller.clientAddress ? { 'x-direct-client-address': caller.clientAddress } : {}),
  };
}

function buildUrl(apiUrl: string, path: string, query: ApiRequest<unknown>['query']): URL {
  // Joined as text so an API_URL with a base path (https://example.com/booking-api) keeps it.
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
    }
  }
  return url;
}
