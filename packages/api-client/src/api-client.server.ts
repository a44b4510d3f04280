import type { EndpointDefinition, ResponseOf } from '@direct/contracts';
import type { ApiRequest, QueryValue } from './api-request.server.ts';
import { requestFor, type EndpointCall } from './endpoint-call.server.ts';
import { errorFromResponse, parseBody, send, type FetchFunction } from './api-response.server.ts';
import type { TokenSource } from './token-source.server.ts';

// The page request an API call is made for: its id (so the site's and the API's log lines join)
// and the visitor's address (the API believes it only from this site's authenticated client).
export type CallerInfo = { requestId: string; clientAddress: string | undefined };

export type { ApiRequest } from './api-request.server.ts';

export type ApiClient = {
  // Calls an operation by its endpoint object from @direct/contracts: `api.call(endpoints.getHost,
  // { params: { id }, query, signal })`. Path, method and the answer's schema come from the contract.
  call<E extends EndpointDefinition>(endpoint: E, call: EndpointCall<E>): Promise<ResponseOf<E>>;
  // The plain exchange underneath `call`, for what no endpoint describes.
  request<T>(request: ApiRequest<T>): Promise<T>;
};

// An API client from its plain exchange (fakes in tests provide only that).
export function clientOf(request: ApiClient['request']): ApiClient {
  return { request, call: (endpoint, call) => request(requestFor(endpoint, call)) };
}

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

  return clientOf(
    async <T>(request: ApiRequest<T>): Promise<T> => {
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
  );
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
